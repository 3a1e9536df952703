public import StrataKit

/// The bar at the bottom of a ``NavigationController``, as `UIToolbar`: it shows the top
/// controller's `toolbarItems` in a row, with a hairline along its top.
///
/// Buttons take the width their titles need (or their item's `width` when positive) with 8
/// points between neighbours; a fixed space takes its width; the flexible spaces share what is
/// left equally. Without a flexible space the items line up from the leading edge. During a
/// navigation controller's transition the old and new items cross-fade with its progress, as
/// the navigation bar's do, and a cancelled swipe brings the old ones back.
@MainActor
public final class Toolbar: View {
  /// The height of the bar, in points: 44.
  public static let height = 44.0

  /// The views that show one list of items.
  @MainActor
  private final class ItemViews: BarContents {
    let container = View()
    /// The items as they were given (`nil` for none).
    let given: [BarButtonItem]?
    let items: [BarButtonItem]
    /// The view of each item, `nil` for a space.
    let views: [View?]

    init(items given: [BarButtonItem]?) {
      self.given = given
      items = given ?? []
      views = items.map { item in
        item.isSpace ? nil : item.customView ?? item.makeBarButton()
      }
      for view in views.compactMap({ $0 }) { container.addSubview(view) }
    }

    func view(for item: BarButtonItem) -> View? {
      guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
      return views[index]
    }
  }

  /// The margin at each end and the gap between neighbouring buttons, in points.
  static let spacing = 8.0

  /// The colour of the bar; defaults to the navigation bar's light grey.
  public var barTintColor = Color(white: 0.97) { didSet { backgroundColor = barTintColor } }

  /// The items shown now; during a transition, those shown before it.
  public var items: [BarButtonItem]? { current.given }

  /// Whether the items line up from the right edge; the navigation controller sets it from its
  /// layout direction.
  var isRightToLeft = false {
    didSet { if isRightToLeft != oldValue { setNeedsLayout() } }
  }

  private var fade = BarContentsFade(current: ItemViews(items: nil))
  private var current: ItemViews {
    get { fade.current }
    set { fade.current = newValue }
  }
  private var incoming: ItemViews? {
    get { fade.incoming }
    set { fade.incoming = newValue }
  }
  private let hairline = View()

  /// Creates an empty toolbar.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = barTintColor
    hairline.backgroundColor = Color(white: 0.7)
    hairline.isUserInteractionEnabled = false
    addSubview(current.container)
    addSubview(hairline)
  }

  /// Shows `items`, cross-fading from the old ones in 0.2 s when `animated`, as
  /// `UIToolbar.setItems(_:animated:)`. A transition that is running ends first, keeping its
  /// new items.
  public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    endTransition(committed: true)
    guard animated else {
      View.performWithoutAnimation { replaceCurrent(with: items) }
      return
    }
    let old = current.container
    View.performWithoutAnimation { replaceCurrent(with: items, keeping: old) }
    current.container.alpha = 0
    View.animate(withDuration: 0.2) {
      self.current.container.alpha = 1
      old.alpha = 0
    } completion: { _ in
      old.removeFromSuperview()
    }
  }

  /// The view that shows `item` in the bar (its button or custom view), or `nil` when the bar
  /// does not show it or it is a space; during a cross-fade the outgoing items are looked in
  /// first, then the incoming ones.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items showing.
  public func view(for item: BarButtonItem) -> View? {
    current.view(for: item) ?? incoming?.view(for: item)
  }

  /// Prepares the cross-fade to `items`: they appear at alpha 0 over the old ones.
  func beginTransition(to items: [BarButtonItem]?) {
    incoming?.container.removeFromSuperview()
    let views = ItemViews(items: items)
    View.performWithoutAnimation {
      views.container.alpha = 0
      insertSubview(views.container, belowSubview: hairline)
      layout(views)
    }
    incoming = views
  }

  /// Cross-fades the old and new items: `progress` 0 shows the old, 1 the new.
  func updateTransition(progress: Double) {
    fade.update(progress: progress)
  }

  /// Ends the cross-fade: keeps the new items when `committed`, the old ones otherwise.
  func endTransition(committed: Bool) {
    _ = fade.end(committed: committed)
  }

  /// Lays out the hairline and the items.
  public override func layoutSubviews() {
    View.performWithoutAnimation {
      hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 0.5)
      for views in [current] + (incoming.map { [$0] } ?? []) { layout(views) }
    }
  }

  private func replaceCurrent(with items: [BarButtonItem]?, keeping old: View? = nil) {
    if current.container !== old { current.container.removeFromSuperview() }
    current = ItemViews(items: items)
    insertSubview(current.container, belowSubview: hairline)
    layout(current)
  }

  /// Places `views`' items in a row: buttons at their fitting widths, fixed spaces at theirs,
  /// flexible spaces sharing the rest; mirrored right to left.
  private func layout(_ views: ItemViews) {
    views.container.frame = bounds
    let widths = zip(views.items, views.views).map { item, view -> Double? in
      if item.systemItem == .flexibleSpace { return nil }
      if item.width > 0 || item.isSpace { return item.width }
      return view?.sizeThatFits(bounds.size).width ?? 0
    }
    let gaps = zip(views.views, views.views.dropFirst()).filter { $0 != nil && $1 != nil }.count
    let used = widths.reduce(0) { $0 + ($1 ?? 0) } + Double(gaps) * Self.spacing
    let flexibleCount = widths.filter { $0 == nil }.count
    let free = max(0, bounds.width - 2 * Self.spacing - used)
    let flexibleWidth = flexibleCount > 0 ? free / Double(flexibleCount) : 0
    var x = Self.spacing
    for index in views.items.indices {
      let width = widths[index] ?? flexibleWidth
      if let view = views.views[index] {
        let left = isRightToLeft ? bounds.width - x - width : x
        view.frame = Rect(x: left, y: 0, width: width, height: bounds.height)
      }
      x += width
      if index + 1 < views.items.count, views.views[index] != nil, views.views[index + 1] != nil {
        x += Self.spacing
      }
    }
  }
}
