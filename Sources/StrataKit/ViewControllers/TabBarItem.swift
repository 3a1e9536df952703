/// What a tab bar shows for a view controller, as `UITabBarItem`.
@MainActor
public final class TabBarItem {
  /// The tab's title.
  public var title: String? { didSet { notifyChange() } }
  /// The tab's image.
  public var image: Image? { didSet { notifyChange() } }
  /// The image shown while the tab is selected, or `nil` to use ``image``.
  public var selectedImage: Image? { didSet { notifyChange() } }
  /// Text shown in a badge on the tab, or `nil` for no badge.
  public var badgeValue: String? { didSet { notifyChange() } }
  /// A number to identify the tab by; defaults to 0.
  public var tag: Int

  private var observers = ObserverList<TabBarItem>()

  /// Creates a tab item.
  public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Calls `handler` with the item after its title, images or badge change, for as long as the
  /// returned token lives.
  public func observeChanges(_ handler: @escaping (TabBarItem) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  private func notifyChange() {
    for handler in observers.liveHandlers() { handler(self) }
  }
}
