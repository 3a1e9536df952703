import StrataDemos
import StrataKit

/// The gallery's root: a top bar over a content area that shows the home list or one demo.
///
/// Opening a demo adds its controller as a child (`addChild`, its view into the content area,
/// `didMove(toParent:)`) and slides it in from the trailing edge over the home list; going back
/// slides it out (`willMove(toParent: nil)`, its view removed, `removeFromParent()`). The home
/// list's view leaves the window while a demo shows, so it disappears and appears again as a
/// navigation stack's would. Escape or Alt+Left goes back; Ctrl+Q calls ``quit``.
///
/// A navigation asked for while a slide runs is a documented no-op.
@MainActor
final class GalleryViewController: ViewController {
  /// The title of the home screen and of the window.
  static let galleryTitle = "Strata Gallery"
  /// How long the slide of an opening or closing demo takes, in seconds.
  static let slideDuration = 0.35
  /// How far the covered screen moves while a demo slides over it, as a fraction of the width.
  static let parallax = 0.3

  /// The demos the home list offers.
  let demos: [Demo]
  /// The home screen; always a child, its view in the content area only while it shows.
  let home: GalleryHomeViewController
  /// The bar across the top.
  let topBar = GalleryTopBar(title: GalleryViewController.galleryTitle)
  /// The area under the bar that shows the home list or a demo.
  let contentView = View()
  /// Told about navigation (select, push, pop) and resizes; the window host adds `ready`.
  var onEvent: ((GalleryEvent) -> Void)?
  /// Called for Ctrl+Q; the application ends its run loop.
  var quit: (() -> Void)?
  /// Told why ``pendingRestoration`` could not be restored; the demo then opens fresh.
  var onRestorationFailure: ((StateRestorationError) -> Void)?
  /// The saved navigation state of the initial demo, restored into it as it opens (once).
  var pendingRestoration: RestorationArchive?

  /// The demo that shows (or slides in), if any.
  private(set) var presentedDemo: Demo?
  /// The controller of ``presentedDemo``.
  private(set) var presentedController: ViewController?
  /// Whether a slide runs.
  private(set) var isTransitioning = false
  private let initialDemoIndex: Int?

  /// Creates the gallery for `demos`, showing the demo at `initialDemoIndex` (without the home
  /// list) when given.
  init(demos: [Demo] = DemoCatalog.all, initialDemoIndex: Int? = nil) {
    self.demos = demos
    self.initialDemoIndex = initialDemoIndex.flatMap { demos.indices.contains($0) ? $0 : nil }
    home = GalleryHomeViewController(demos: demos)
    super.init()
  }

  /// Builds the bar and the content area, and shows the home list or the initial demo.
  override func viewDidLoad() {
    view.backgroundColor = .white
    layoutBarAndContent()
    contentView.clipsToBounds = true
    contentView.backgroundColor = Color(white: 0.9)
    // The two screens of a slide move as a whole: retained layers while it runs, placed on
    // whole device pixels, so that a frame moves or copies their pixels instead of drawing
    // both screens again. At rest they are drawn directly and their surfaces go.
    contentView.rasterizesSubviewWhileMoving = { [weak self] _ in self?.isTransitioning == true }
    view.addSubview(contentView)
    view.addSubview(topBar)
    topBar.backButton.action = { [weak self] _ in self?.goBack(animated: true) }
    home.onChoose = { [weak self] index in self?.chooseDemo(at: index) }
    addChild(home)
    if let initialDemoIndex {
      openDemo(at: initialDemoIndex, animated: false)
    } else {
      home.view.frame = contentView.bounds
      home.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(home.view)
    }
    home.didMove(toParent: self)
  }

  /// Keeps the bar at the top and the content area under it.
  override func viewDidLayoutSubviews() {
    layoutBarAndContent()
  }

  /// Reports the new size (as a `resize` event), then passes it on.
  override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    onEvent?(.resize(width: size.width, height: size.height))
    super.viewWillTransition(to: size, with: coordinator)
  }

  /// The demo that shows, else the home list: keys go to it when nothing has the focus, and
  /// the focus moves into it when it opens.
  override var childForKeyCommands: ViewController? { presentedController ?? home }

  /// Escape and Alt+Left go back while a demo shows; Ctrl+Q quits.
  override var keyCommands: [KeyCommand] {
    var commands = [
      KeyCommand(input: "q", modifiers: .control, title: "Quit") { [weak self] _ in
        self?.quit?()
      }
    ]
    if presentedController != nil {
      let back: (KeyCommand) -> Void = { [weak self] _ in self?.goBack(animated: true) }
      commands.append(KeyCommand(input: .escape, title: "Back", action: back))
      commands.append(
        KeyCommand(input: .leftArrow, modifiers: .alternate, title: "Back", action: back))
    }
    return commands
  }

  /// Reports the choice of the home row at `index` (a `select` event) and opens its demo.
  func chooseDemo(at index: Int) {
    guard demos.indices.contains(index), presentedController == nil, !isTransitioning else {
      return
    }
    onEvent?(.select(demos[index].title))
    openDemo(at: index, animated: true)
  }

  /// Opens the demo at `index`: a `push` event, then its controller is contained and its view
  /// slides in (at once when not `animated` or not in a window). A no-op when the index is out
  /// of range, a demo already shows or a slide runs.
  func openDemo(at index: Int, animated: Bool) {
    guard demos.indices.contains(index), presentedController == nil, !isTransitioning else {
      return
    }
    let demo = demos[index]
    let controller = makeController(for: demo)
    controller.loadViewIfNeeded()
    if controller.title == nil { controller.title = demo.title }
    presentedDemo = demo
    presentedController = controller
    onEvent?(.push(controller.title ?? demo.title))
    topBar.show(title: controller.title ?? demo.title, showsBack: true)

    let bounds = contentView.bounds
    let animates = animated && view.window != nil && home.viewIfLoaded?.superview != nil
    embed(
      controller, in: contentView,
      frame: animates ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds)

    guard animates else {
      home.viewIfLoaded?.removeFromSuperview()
      return
    }
    isTransitioning = true
    let homeView = home.view
    View.animate(withDuration: Self.slideDuration) {
      controller.view.center = bounds.center
      homeView.center = Point(x: bounds.midX - bounds.width * Self.parallax, y: bounds.midY)
    } completion: { [weak self] _ in
      homeView.removeFromSuperview()
      homeView.frame = bounds
      self?.isTransitioning = false
    }
  }

  /// Closes the demo that shows: a `pop` event, then the home list comes back and the demo's
  /// view slides out (at once when not `animated` or not in a window) before the demo leaves
  /// its parent. Returns false, doing nothing, when no demo shows or a slide runs.
  @discardableResult
  func goBack(animated: Bool) -> Bool {
    guard let controller = presentedController, !isTransitioning else { return false }
    onEvent?(.pop(controller.title ?? presentedDemo?.title ?? ""))
    presentedDemo = nil
    presentedController = nil
    topBar.show(title: Self.galleryTitle, showsBack: false)
    controller.willMove(toParent: nil)

    let bounds = contentView.bounds
    let animates = animated && view.window != nil
    let homeView = home.view
    homeView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    homeView.frame =
      animates ? bounds.offsetBy(dx: -bounds.width * Self.parallax, dy: 0) : bounds
    contentView.insertSubview(homeView, belowSubview: controller.view)

    let finish = { [weak self] in
      controller.view.removeFromSuperview()
      controller.removeFromParent()
      self?.isTransitioning = false
    }
    guard animates else {
      finish()
      return true
    }
    isTransitioning = true
    View.animate(withDuration: Self.slideDuration) {
      controller.view.center = Point(x: bounds.midX + bounds.width, y: bounds.midY)
      homeView.center = bounds.center
    } completion: { _ in
      finish()
    }
    return true
  }

  /// What to save when the gallery quits: the demo that shows (or slides in) and its
  /// navigation state; the home list when none shows.
  func savedState() -> GalleryState {
    guard let presentedDemo, let presentedController else { return GalleryState() }
    return GalleryState(demo: presentedDemo.name, archive: presentedController.restorationArchive())
  }

  /// A fresh controller for `demo`, identified by the demo's name, with
  /// ``pendingRestoration`` restored into it when there is one; when that fails, the failure
  /// goes to ``onRestorationFailure`` and the demo starts fresh.
  private func makeController(for demo: Demo) -> ViewController {
    let controller = demo.makeViewController()
    if controller.restorationIdentifier == nil { controller.restorationIdentifier = demo.name }
    guard let archive = pendingRestoration else { return controller }
    pendingRestoration = nil
    // The demos contain their containers in viewDidLoad; restoring finds them there.
    controller.loadViewIfNeeded()
    do {
      try controller.restoreState(from: archive)
      return controller
    } catch {
      onRestorationFailure?(error)
      let fresh = demo.makeViewController()
      if fresh.restorationIdentifier == nil { fresh.restorationIdentifier = demo.name }
      return fresh
    }
  }

  private func layoutBarAndContent() {
    let bounds = view.bounds
    let barHeight = GalleryTopBar.height
    topBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
    contentView.frame = Rect(
      x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
  }
}
