public import StrataKit
public import StrataNavigation

/// A screen of the cross demos: a colour, a big title, a line saying where a drag leads from
/// it, and a bar showing how much of it is visible, fed by `viewIsAppearing(_:)`.
@MainActor
public final class CrossDemoScreenViewController: ViewController, CrossNavigationParticipant {
  private let color: Color
  private let hint: String
  private let destinations: [CrossDirection: () -> ViewController]
  private let percentBar = CrossDemoPercentBar()
  private let heading = Label()

  /// The visible fraction last reported, 0…1.
  public private(set) var visibleFraction = 1.0

  /// Creates a screen titled `title` in `color` that offers `destinations` (made fresh for
  /// each drag) and shows `hint` under its title.
  public init(
    title: String, color: Color, hint: String,
    destinations: [CrossDirection: () -> ViewController] = [:]
  ) {
    self.color = color
    self.hint = hint
    self.destinations = destinations
    super.init()
    self.title = title
  }

  /// Lays out the title, the hint and the percent bar.
  public override func viewDidLoad() {
    view.backgroundColor = color
    heading.text = title
    heading.font = .boldSystem(size: 28)
    heading.textColor = .white
    view.addSubview(heading)
    let body = Label(frame: Rect(x: 24, y: 72, width: 340, height: 80), text: hint)
    body.font = .system(size: 15)
    body.textColor = Color(white: 1, alpha: 0.85)
    body.numberOfLines = 0
    view.addSubview(body)
    percentBar.fraction = visibleFraction
    view.addSubview(percentBar)
  }

  /// Keeps the title and the percent bar within the screen's 24-point margins, whatever size
  /// the view had when it loaded.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let width = max(0, view.bounds.width - 48)
    heading.frame = Rect(x: 24, y: 24, width: width, height: 40)
    percentBar.frame = Rect(x: 24, y: 164, width: width, height: 40)
  }

  /// The screen this one offers toward `direction`, if any.
  public func destination(for direction: CrossDirection) -> ViewController? {
    destinations[direction]?()
  }

  /// Shows `percentComplete` in the percent bar.
  public func viewIsAppearing(_ percentComplete: Double) {
    visibleFraction = percentComplete
    percentBar.fraction = percentComplete
  }
}
