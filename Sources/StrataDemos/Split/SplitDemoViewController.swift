public import StrataKit
public import StrataNavigation

/// The split demo, modelled on TOSplitViewController's demo app: a list of sections, a list of
/// items and a detail page, each in a navigation controller, side by side as far as the width
/// allows. Choosing a section shows its items in the secondary column, choosing an item shows
/// its page in the detail column; narrowing the window collapses the columns into the first.
/// The detail page's "Animate width" button sweeps the split's width through 600, 800 and 1100
/// points (as far as the window allows) and back to the full width.
@MainActor
public final class SplitDemoViewController: ViewController {
  /// The split the demo shows.
  public let split: SplitViewController
  /// The widths the button sweeps through, in points.
  public static let sweepWidths: [Double] = [600, 800, 1100]
  /// How long each step of the sweep takes, in seconds.
  public static let sweepStepDuration = 0.6

  private var sweep: DisplayLink?

  /// Hears every search of the places list, as it is typed: the query and the places the list
  /// shows after it, in order. A hook for the gallery's `--trace`; `nil` by default.
  public static var placesSearchObserver: ((_ query: String, _ shown: [String]) -> Void)?

  /// Creates the demo.
  public override init() {
    let sections = SplitDemoListViewController(kind: .sections)
    let places = NavigationController(rootViewController: sections)
    places.restorationIdentifier = "places"
    split = SplitViewController(viewControllers: [
      places,
      SplitDemoListViewController.makeSecondary(section: SplitDemoListViewController.sections[0]),
      SplitDemoListViewController.makeDetail(name: "Mountains 1", hue: 0),
    ])
    super.init()
    title = "Split"
    split.restorationIdentifier = "split"
  }

  /// Archives the split (its columns and hidden primary).
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(split, forKey: "split")
  }

  /// Makes the columns the lists show, by their identifiers (`section:Rivers`,
  /// `detail:2:Rivers 3`).
  public override func viewController(
    withRestorationIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    identifierPath.last.flatMap(SplitDemoListViewController.makeColumn(identifier:))
  }

  /// Shows the split as a child that fills the demo.
  public override func viewDidLoad() {
    view.backgroundColor = Color(white: 0.35)
    // The split's width follows the demo's own animation; its height follows the window.
    embed(split, in: view, resizesWithSuperview: false)
    split.view.autoresizingMask = [.flexibleHeight]
  }

  /// The split: its shortcuts (Ctrl+Left and Ctrl+Right between columns, Ctrl+Alt+Left for a
  /// hidden primary) work in the gallery with the focus anywhere in the demo, or nowhere.
  public override var childForKeyCommands: ViewController? { split }

  /// Keeps the split as wide as the demo unless a sweep runs.
  public override func viewDidLayoutSubviews() {
    guard sweep == nil else { return }
    split.view.frame = view.bounds
  }

  /// Sweeps the split's width through ``sweepWidths`` (each step ``sweepStepDuration``
  /// seconds, eased) and back to the demo's width, frame by frame, so the columns collapse and
  /// separate as the width passes their thresholds.
  public func animateWidths() {
    guard sweep == nil, let window = view.window else { return }
    let targets = Self.sweepWidths.map { min($0, view.bounds.width) } + [view.bounds.width]
    var from = split.view.frame.width
    var step = 0
    var start: Double?
    let link = DisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      // The first step begins when the sweep was started (the link's first interval starts
      // then, even after the window rested); each next one where the one before ended.
      let began = start ?? link.previousTimestamp
      start = began
      let progress = min(1, (link.timestamp - began) / Self.sweepStepDuration)
      let eased = progress * progress * (3 - 2 * progress)
      let width = from + (targets[step] - from) * eased
      View.performWithoutAnimation {
        self.split.view.frame = Rect(
          x: 0, y: 0, width: width.rounded(), height: self.view.bounds.height)
      }
      guard progress >= 1 else { return }
      from = targets[step]
      step += 1
      start = began + Self.sweepStepDuration
      if step == targets.count {
        link.invalidate()
        self.sweep = nil
        self.view.setNeedsLayout()
      }
    }
    sweep = link
    link.add(to: window)
  }

  /// The window rectangle of the detail page's strip of pages, where the benchmark drags.
  public var benchmarkDragArea: Rect? {
    guard let navigation = split.detailViewController as? NavigationController,
      let page = navigation.topViewController as? SplitDemoDetailViewController, page.isViewLoaded
    else { return nil }
    return page.strip.convert(page.strip.bounds, to: nil)
  }
}
