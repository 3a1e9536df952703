/// What a navigation bar shows for a view controller, as `UINavigationItem`.
///
/// A view controller's ``ViewController/navigationItem`` takes its title from the controller's
/// ``ViewController/title`` whenever that changes. Containers observe an item with
/// ``observeChanges(_:)`` to update their bars.
@MainActor
public final class NavigationItem {
  /// The title shown in the middle of the bar.
  public var title: String? { didSet { notifyChange() } }
  /// A view shown instead of the title.
  public var titleView: View? { didSet { notifyChange() } }
  /// The buttons at the leading end of the bar, from the edge inward.
  public var leftBarButtonItems: [BarButtonItem] = [] { didSet { notifyChange() } }
  /// The buttons at the trailing end of the bar, from the edge inward.
  public var rightBarButtonItems: [BarButtonItem] = [] { didSet { notifyChange() } }
  /// The title of the back button that leads back to this item's controller, or `nil` to use
  /// its title.
  public var backButtonTitle: String? { didSet { notifyChange() } }
  /// Whether the back button is hidden; defaults to false.
  public var hidesBackButton = false { didSet { notifyChange() } }

  private var observers = ObserverList<NavigationItem>()

  /// Creates an item with a title.
  public init(title: String? = nil) {
    self.title = title
  }

  /// The first of ``leftBarButtonItems``; setting it replaces them all.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The first of ``rightBarButtonItems``; setting it replaces them all.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// Calls `handler` with the item after any of its properties changes, for as long as the
  /// returned token lives.
  public func observeChanges(_ handler: @escaping (NavigationItem) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  private func notifyChange() {
    for handler in observers.liveHandlers() { handler(self) }
  }
}
