import StrataKit

/// A root view controller for the window tests: a blue view with a green square in its
/// top-left corner and a label, which records what happens to it.
final class ProbeViewController: ViewController {
  /// The background colour.
  static let background = Color(rgb: 0x2255CC)
  /// The colour of the square at (10, 10, 40, 40) points, which shows which way is up.
  static let marker = Color(rgb: 0x22CC55)

  /// Appearance callbacks, in order: "willAppear", "didAppear", "willDisappear", "didDisappear".
  private(set) var appearance: [String] = []
  /// The sizes of the size transitions, in points.
  private(set) var transitions: [Size] = []
  /// The pointer events that reached the view.
  private(set) var pointerEvents: [PointerEvent] = []
  /// The key events that reached the controller.
  private(set) var keyEvents: [KeyEvent] = []

  override func loadView() {
    let view = ProbeView()
    view.backgroundColor = Self.background
    view.onPointer = { [weak self] event in self?.pointerEvents.append(event) }
    let square = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    square.backgroundColor = Self.marker
    view.addSubview(square)
    let label = Label(frame: Rect(x: 60, y: 10, width: 200, height: 40), text: "Strata SDL")
    label.textColor = .white
    label.font = .system(size: 24)
    view.addSubview(label)
    self.view = view
  }

  override func viewWillAppear(_ animated: Bool) { appearance.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { appearance.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { appearance.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { appearance.append("didDisappear") }

  override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitions.append(size)
  }

  override func pressesBegan(_ event: KeyEvent) {
    keyEvents.append(event)
  }
}

/// A view that reports every pointer event it gets.
final class ProbeView: View {
  /// Called with each pointer event.
  var onPointer: ((PointerEvent) -> Void)?

  override func pointerBegan(_ event: PointerEvent) { onPointer?(event) }
  override func pointerMoved(_ event: PointerEvent) { onPointer?(event) }
  override func pointerEnded(_ event: PointerEvent) { onPointer?(event) }
  override func pointerCancelled(_ event: PointerEvent) { onPointer?(event) }
}
