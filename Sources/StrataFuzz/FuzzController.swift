import StrataKit
import StrataNavigation

/// The leaf controller of every fuzz walk: a coloured view that logs its appearance callbacks
/// and reports to its ``FuzzWorld`` any that break UIKit's order (two `viewWillAppear`s in a
/// row, a `viewDidAppear` without a `viewWillAppear`, ...).
///
/// Every other controller offers a next one to the stack's push drag and to a cross
/// navigation's drags, so that gestures can push and present as well as pop and dismiss.
@MainActor
final class FuzzController: ViewController {
  /// The callback last received, if any.
  private(set) var lastCallback: Callback?
  /// The world to report broken orders to, and to ask for a next controller.
  weak var world: FuzzWorld?
  /// Whether the controller offers a next one to push or present by dragging.
  let offersNext: Bool

  /// The four appearance callbacks.
  enum Callback: String {
    case willAppear, didAppear, willDisappear, didDisappear
  }

  /// Creates a controller named `name` (its `title`) in `world`.
  init(name: String, world: FuzzWorld?, offersNext: Bool) {
    self.world = world
    self.offersNext = offersNext
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let hue = Double(abs(title?.hashValue ?? 0) % 256) / 255
    view.backgroundColor = Color(red: hue, green: 0.5, blue: 1 - hue)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record(.willAppear, allowedAfter: [nil, .didDisappear, .willDisappear])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record(.didAppear, allowedAfter: [.willAppear])
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record(.willDisappear, allowedAfter: [.didAppear, .willAppear])
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record(.didDisappear, allowedAfter: [.willDisappear])
  }

  /// Whether, by its callbacks, the controller is on screen now.
  var hasAppeared: Bool { lastCallback == .didAppear }

  private func record(_ callback: Callback, allowedAfter previous: [Callback?]) {
    if !previous.contains(lastCallback) {
      world?.report(
        "\(title ?? "?") received \(callback.rawValue) after \(lastCallback?.rawValue ?? "nothing")"
      )
    }
    lastCallback = callback
  }
}

// MARK: - StackPushSource

extension FuzzController: StackPushSource {
  /// A new controller when the controller offers one.
  func nextViewController() -> ViewController? {
    offersNext ? world?.makeController() : nil
  }
}

// MARK: - CrossNavigationParticipant

extension FuzzController: CrossNavigationParticipant {
  /// A new controller from every side when the controller offers one.
  func destination(for direction: CrossDirection) -> ViewController? {
    offersNext ? world?.makeController() : nil
  }
}
