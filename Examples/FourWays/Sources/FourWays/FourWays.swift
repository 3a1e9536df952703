import StrataKit
import StrataNavigation

/// Four ways across town, one page each, inside a navigation stack: a route chosen on a page
/// slides in over the pages, and a swipe from the left edge brings the pages back.
@MainActor
public func makeFourWays() -> NavigationController {
  let pages = PagesContainer()
  pages.title = "Four ways"
  pages.viewControllers = Way.all.map(WayViewController.init(way:))
  return NavigationController(rootViewController: pages)
}

/// A way of getting around and its routes.
public struct Way: Sendable, Hashable {
  /// The way's name, the title of its page.
  public var name: String
  /// The routes listed on its page.
  public var routes: [String]

  /// Walking, cycling, the tram and the ferry.
  public static let all = [
    Way(name: "WALK", routes: ["Old town loop", "Along the river", "Up to the castle"]),
    Way(name: "CYCLE", routes: ["Harbour ring", "Park lanes"]),
    Way(name: "TRAM", routes: ["Line 1 to the station", "Line 4 to the beach"]),
    Way(name: "FERRY", routes: ["Across the bay", "To the islands"]),
  ]
}

/// The page of one way: a list of its routes; choosing one pushes the route onto the stack.
public final class WayViewController: ViewController {
  /// The way shown.
  public let way: Way

  /// Creates the page of `way`.
  public init(way: Way) {
    self.way = way
    super.init()
    title = way.name
  }

  /// Shows the routes.
  public override func viewDidLoad() {
    let list = ListView(frame: view.bounds)
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = way.routes.map { ListRow(title: $0, accessory: .disclosureIndicator) }
    list.onSelect = { [unowned self] index in
      let route = RouteViewController(route: way.routes[index])
      navigationController?.push(route, animated: true)
    }
    view.addSubview(list)
  }
}

/// One route: its name in the middle of the screen.
public final class RouteViewController: ViewController {
  /// Creates the screen of the route called `route`.
  public init(route: String) {
    super.init()
    title = route
  }

  /// Shows the name.
  public override func viewDidLoad() {
    view.backgroundColor = Color(red: 1, green: 0.96, blue: 0.88)
    let label = Label(frame: view.bounds, text: title)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.font = .system(size: 28)
    label.textAlignment = .center
    view.addSubview(label)
  }
}
