import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A logging screen of a cross navigation controller: it offers the destinations it is given,
/// answers `shouldAutotransit` with a closure that records the question, and records every
/// `viewIsAppearing` value, the container it knew when told it would appear, and the layout
/// direction of every layout of a 40-point badge it keeps 10 points in from its leading edge.
@MainActor
final class CrossScreen: LoggingViewController, CrossNavigationParticipant {
  /// What a drag toward each side brings in, made on each call.
  var destinations: [CrossDirection: () -> ViewController] = [:]
  /// The answer to `shouldAutotransit(to:presenting:)`.
  var allowsAutotransit: (CrossDirection, Bool) -> Bool = { _, _ in true }
  /// The questions `shouldAutotransit(to:presenting:)` was asked.
  private(set) var autotransitQuestions: [String] = []
  /// Every percent-visible value reported, in order.
  private(set) var appearing: [Double] = []
  var supportsInteractiveTransition = true

  func destination(for direction: CrossDirection) -> ViewController? {
    destinations[direction]?()
  }

  func shouldAutotransit(to direction: CrossDirection, presenting: Bool) -> Bool {
    autotransitQuestions.append("\(direction) \(presenting ? "presenting" : "back")")
    return allowsAutotransit(direction, presenting)
  }

  func viewIsAppearing(_ percentComplete: Double) { appearing.append(percentComplete) }

  func clearAppearing() { appearing.removeAll() }

  /// The identity of the container `crossNavigationController` named at each
  /// `viewWillAppear` (identities, so that the screen does not keep its container).
  private(set) var containersWhenAppearing: [ObjectIdentifier?] = []
  /// The layout direction of the traits at each layout of the view, in order.
  private(set) var layoutDirections: [LayoutDirection] = []
  /// A 40×40 view kept 10 points in from the leading edge, as the traits say it lies.
  let badge = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(badge)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    containersWhenAppearing.append(crossNavigationController.map(ObjectIdentifier.init))
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let direction = traitCollection.layoutDirection
    layoutDirections.append(direction)
    let x = direction == .rightToLeft ? view.bounds.width - 50 : 10
    badge.frame = Rect(x: x, y: 10, width: 40, height: 40)
  }
}

/// A cross navigation controller of 400×300 in a test host, with a logging root screen A.
@MainActor
struct CrossScene {
  let log = CallLog()
  let root: CrossScreen
  let cross: CrossNavigationController
  let host: TestHost

  static let size = Size(width: 400, height: 300)
  static let centre = Point(x: 200, y: 150)

  init() {
    root = CrossScreen("A", log: log, color: .red)
    cross = CrossNavigationController(rootViewController: root)
    host = TestHost(rootViewController: cross, size: Self.size)
  }

  /// A new logging screen called `name`.
  func screen(_ name: String, color: Color = .blue) -> CrossScreen {
    CrossScreen(name, log: log, color: color)
  }

  /// The model origin of a controller's view.
  func origin(_ controller: ViewController) -> Point { controller.view.frame.origin }

  /// The presented origin of a controller's view.
  func presentedOrigin(_ controller: ViewController) -> Point {
    controller.view.presentation.frame.origin
  }

  /// The origin a view one full width or height off `side` has.
  static func offset(toward side: CrossDirection, fraction: Double = 1) -> Point {
    switch side {
    case .left: Point(x: -size.width * fraction, y: 0)
    case .right: Point(x: size.width * fraction, y: 0)
    case .top: Point(x: 0, y: -size.height * fraction)
    case .bottom: Point(x: 0, y: size.height * fraction)
    }
  }

  /// The way a finger moves to ask for `side`: the opposite way, a unit vector.
  static func finger(asking side: CrossDirection) -> Point {
    offset(toward: side.opposite, fraction: 1)
      * (1 / (side.isHorizontal ? size.width : size.height))
  }

  /// Starts a drag at the centre and moves it `steps` frames of `stepLength` points the way
  /// that asks for `side`.
  func drag(asking side: CrossDirection, steps: Int, stepLength: Double = 10) {
    let finger = Self.finger(asking: side)
    host.beginDrag(at: Self.centre)
    for step in 1...steps {
      host.moveDrag(to: Self.centre + finger * (Double(step) * stepLength))
    }
  }

  /// Expects the model, the children, the views in the window and the appearance states to
  /// agree with `names`, root first, once nothing moves.
  func expectAgreement(_ names: [String]) throws {
    #expect(cross.viewControllers.map { $0.title ?? "" } == names)
    #expect(cross.children.map { $0.title ?? "" } == names)
    let top = try #require(cross.topViewController)
    #expect(top.view.window === host.window)
    #expect(top.view.frame == cross.view.bounds)
    #expect(top.appearanceState == .appeared)
    #expect(cross.view.subviews.count == 1)
    for controller in cross.viewControllers.dropLast() {
      #expect(controller.viewIfLoaded?.window == nil)
      #expect(controller.appearanceState == .disappeared)
    }
    try host.checkInvariants()
  }
}

/// Whether two points are within `tolerance` of each other in both coordinates.
func isNear(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-6) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}
