public import StrataKit
public import StrataNavigation

/// The cross demo, modelled on CrossNavigation's demo app: a centre screen with a destination
/// on each side (a navigation controller on the left, a tab bar controller at the bottom),
/// each showing how much of it is visible as a bar.
@MainActor
public final class CrossDemoViewController: ViewController {
  /// The cross navigation controller the demo shows.
  public let cross: CrossNavigationController

  /// Creates the demo.
  public override init() {
    cross = CrossNavigationController(rootViewController: Self.makeCentre())
    super.init()
    title = "Cross"
    cross.restorationIdentifier = "cross"
  }

  /// Archives the cross navigation (its screens and their sides).
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(cross, forKey: "cross")
  }

  /// Makes the screens around the centre, by their identifiers (`east`, `west`, `north`,
  /// `south`), and the page West pushes (`details`).
  public override func viewController(
    withRestorationIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    switch identifierPath.last {
    case "east": Self.makeEast()
    case "west": Self.makeWest()
    case "north": Self.makeNorth()
    case "south": Self.makeSouth()
    case "details": Self.makeDetails()
    default: nil
    }
  }

  /// Shows the cross navigation controller as a child.
  public override func viewDidLoad() {
    embed(cross, in: view)
  }

  /// The cross navigation controller: Alt+arrow works with the focus anywhere in the demo.
  public override var childForKeyCommands: ViewController? { cross }

  /// Goes back to the centre screen without animation (the benchmark and the tour drag from
  /// there).
  public func showCentre() {
    guard let centre = cross.viewControllers.first else { return }
    cross.dismiss(to: centre, animated: false)
  }

  private static func makeCentre() -> ViewController {
    identified(
      "centre",
      CrossDemoScreenViewController(
        title: "Centre", color: Color(rgb: 0x33_4E_68),
        hint: "Drag (or Alt+arrow) toward any side: East is a plain screen, West a navigation "
          + "controller, North a plain screen, South a tab bar controller.",
        destinations: [
          .right: { makeEast() },
          .left: { makeWest() },
          .top: { makeNorth() },
          .bottom: { makeSouth() },
        ]))
  }

  /// `controller`, with `identifier` as its restoration identifier.
  private static func identified(_ identifier: String, _ controller: ViewController)
    -> ViewController
  {
    controller.restorationIdentifier = identifier
    return controller
  }

  private static func makeEast() -> ViewController {
    identified(
      "east",
      CrossDemoScreenViewController(
        title: "East", color: Color(rgb: 0xE0_7A_5F),
        hint: "Came in from the right: drag right (or Alt+Left) to go back."))
  }

  private static func makeNorth() -> ViewController {
    identified(
      "north",
      CrossDemoScreenViewController(
        title: "North", color: Color(rgb: 0x3D_A5_D9),
        hint: "Came in from the top: drag up (or Alt+Down) to go back."))
  }

  private static func makeDetails() -> ViewController {
    identified(
      "details",
      CrossDemoScreenViewController(
        title: "Details", color: Color(rgb: 0x5B_8E_7D),
        hint: "Pushed inside West: the back swipe from the left edge pops it first."))
  }

  private static func makeWest() -> ViewController {
    let navigation = CrossDemoNavigationController(
      rootViewController: CrossDemoScreenViewController(
        title: "West", color: Color(rgb: 0x81_B2_9A),
        hint: "A navigation controller from the left; its bar travels with it. "
          + "Alt+Right or a drag left goes back.",
        destinations: [:]))
    navigation.title = "West"
    navigation.restorationIdentifier = "west"
    navigation.viewControllers.first?.restorationIdentifier = "west-root"
    let more = Button(frame: Rect(x: 24, y: 224, width: 160, height: 36), title: "Push details")
    more.action = { [weak navigation] _ in
      navigation?.push(makeDetails(), animated: true)
    }
    navigation.topViewController?.view.addSubview(more)
    return navigation
  }

  private static func makeSouth() -> ViewController {
    let tabs = CrossDemoTabBarController()
    tabs.title = "South"
    tabs.restorationIdentifier = "south"
    let first = CrossDemoScreenViewController(
      title: "South", color: Color(rgb: 0xB0_8A_3E),
      hint: "A tab bar controller from the bottom; its bar travels with it. "
        + "Drag down (or Alt+Up) to go back.")
    first.tabBarItem.title = "South"
    let second = CrossDemoScreenViewController(
      title: "Southwest", color: Color(rgb: 0x6D_59_7A),
      hint: "The second tab of the tab bar controller.")
    second.tabBarItem.title = "Southwest"
    first.restorationIdentifier = "south-tab"
    second.restorationIdentifier = "southwest-tab"
    tabs.viewControllers = [first, second]
    return tabs
  }
}
