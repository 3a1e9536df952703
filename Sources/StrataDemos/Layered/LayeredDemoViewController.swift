public import StrataKit
public import StrataNavigation

/// The layered demo, modelled on FRLayeredNavigationController's sample app: a list layer
/// whose rows push content layers (sliding in or at once, chromeless, of maximum width, with
/// a title view and bar buttons), pop, pop to the root, compress, and animate the container's
/// width between 700 and 900 points. A line along the bottom shows what the container tells
/// its delegate.
@MainActor
public final class LayeredDemoViewController: ViewController {
  /// The layered container the demo shows.
  public let container: LayeredNavigationController
  /// The line that shows the delegate's calls.
  public let logLabel = Label()
  private let list = LayeredDemoListViewController()
  private let layerCount: Int
  private var narrow = false
  /// The container's width chosen with the resize row; `nil` fills the demo.
  private var chosenWidth: Double?
  private var lastEvent = ""

  /// The height of the log line, in points.
  static let logHeight = 28.0

  /// Creates the demo; with a `layerCount` above 1 it starts with that many layers, stacked
  /// as ``pushStackedLayers(count:)`` stacks them.
  public init(layerCount: Int = 1) {
    container = LayeredNavigationController(rootViewController: list)
    self.layerCount = layerCount
    super.init()
    title = layerCount > 1 ? "Layered (\(layerCount))" : "Layered"
    container.restorationIdentifier = "layered"
  }

  /// Archives the layered stack (its layers and their places).
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(container, forKey: "layered")
  }

  /// Makes the content layers, by their identifiers (`page-3`).
  public override func viewController(
    withRestorationIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    guard let identifier = identifierPath.last else { return nil }
    return LayeredDemoContentViewController(restorationIdentifier: identifier, coder: coder)
  }

  /// Shows the container above the log line.
  public override func viewDidLoad() {
    view.backgroundColor = Color(white: 0.2)
    container.delegate = self
    list.onResize = { [weak self] in self?.toggleWidth() }
    embed(container, in: view, resizesWithSuperview: false)
    logLabel.font = .system(size: 13)
    logLabel.textColor = Color(white: 0.9)
    logLabel.text = "Delegate: drag a layer"
    view.addSubview(logLabel)
    // A restored stack of layers stays as it was.
    if layerCount > 1, container.viewControllers.count == 1 {
      pushStackedLayers(count: layerCount)
    }
  }

  /// The layered controller: Alt+Left, Ctrl+Left and Ctrl+Right work with the focus anywhere
  /// in the demo.
  public override var childForKeyCommands: ViewController? { container }

  /// Puts the container above the log line, as wide as the demo or as the width chosen
  /// with the resize row.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let height = max(0, bounds.height - Self.logHeight)
    container.view.frame = Rect(
      x: 0, y: 0, width: min(chosenWidth ?? bounds.width, bounds.width), height: height)
    logLabel.frame = Rect(
      x: 12, y: height, width: max(0, bounds.width - 24), height: Self.logHeight)
  }

  /// Pushes `count − 1` content layers without animation and compresses them, so that four
  /// layers show whatever `count` is: the root, a 400-point layer and two of maximum width
  /// (the top one under the benchmark's drag). The layers between the first and the last two
  /// rest exactly under the last but one, wholly covered, so they are not drawn.
  public func pushStackedLayers(count: Int) {
    guard count > 1 else { return }
    var anchor: ViewController = list
    for index in 1..<count {
      let page = LayeredDemoContentViewController(number: index, offersNext: index == 1)
      let isTop = index == count - 1
      container.push(page, inFrontOf: anchor, maximumWidth: index > 1, animated: false) {
        item in
        // Everything from the second pushed layer up to the last but one rests at the same
        // place, so the ones below the last but one are wholly covered.
        if index > 1, index < count - 2 { item.nextItemDistance = 0 }
        if isTop { item.title = "Top of \(count)" }
      }
      anchor = page
    }
    container.compress(animated: false)
  }

  /// Pushes three content layers in front of each other without animation, as a person
  /// would: four layers, each 400 points wide, the lower ones compressed to make room.
  public func pushLayersForTour() {
    var anchor: ViewController = list
    for index in 1...3 {
      let page = LayeredDemoContentViewController(number: index)
      container.push(page, inFrontOf: anchor, animated: false)
      anchor = page
    }
  }

  /// Where a drag of the top layer may start, in window coordinates: 100 points into the
  /// layer, half way down; `nil` when only the list is there.
  public var topLayerDragPoint: Point? {
    guard let top = container.topViewController, top !== list,
      let item = top.layeredNavigationItem
    else { return nil }
    let origin = item.currentViewPosition
    return container.view.convert(
      Point(x: origin.x + 100, y: container.view.bounds.midY), to: nil)
  }

  private func toggleWidth() {
    narrow.toggle()
    let width = narrow ? 700.0 : 900.0
    chosenWidth = width
    View.animate(withDuration: 0.4, curve: .easeInOut) {
      self.container.view.frame.size.width = min(width, self.view.bounds.width)
      self.container.view.layoutIfNeeded()
    }
  }

  private func show(_ event: String, _ controller: ViewController) {
    let entry = "\(event) \(controller.title ?? "a layer")"
    guard entry != lastEvent else { return }
    lastEvent = entry
    logLabel.text = "Delegate: \(entry)"
  }
}

// MARK: - LayeredNavigationControllerDelegate

extension LayeredDemoViewController: LayeredNavigationControllerDelegate {
  /// Shows the call in the log line.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    willMove viewController: ViewController
  ) { show("willMove", viewController) }

  /// Shows the call in the log line.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    moving viewController: ViewController
  ) { show("moving", viewController) }

  /// Shows the call in the log line.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    didMove viewController: ViewController
  ) { show("didMove", viewController) }
}
