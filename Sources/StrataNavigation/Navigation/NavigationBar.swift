public import StrataKit

/// The bar at the top of a ``NavigationController``: the top controller's title centred, a
/// back button titled with the previous controller's title, the bar button items of the top
/// controller's `NavigationItem`, and a hairline along the bottom. During a
/// transition the old and new contents cross-fade with the transition's progress.
@MainActor
public final class NavigationBar: View {
  /// The height of the bar, in points: 44.
  public static let height = 44.0

  /// The views that show one navigation item.
  @MainActor
  final class ItemViews: BarContents {
    let container = View()
    let titleLabel = Label()
    let backButton = Button()
    var leftButtons: [Button] = []
    var rightButtons: [Button] = []
    /// The bar button items these views show, in the order of `leftButtons + rightButtons`.
    var barButtonItems: [BarButtonItem] = []

    /// The button that shows `item`, or `nil` when these views do not show it.
    func button(for item: BarButtonItem) -> Button? {
      guard let index = barButtonItems.firstIndex(where: { $0 === item }) else { return nil }
      return (leftButtons + rightButtons)[index]
    }
  }

  /// The colour of the bar; defaults to a light grey, as UIKit's default bar.
  public var barTintColor = Color(white: 0.97) { didSet { backgroundColor = barTintColor } }

  /// The item shown now (the top controller's).
  public private(set) var topItem: NavigationItem?
  /// The item of the controller below the top one, whose title the back button shows.
  public private(set) var backItem: NavigationItem?

  /// Called when the back button is tapped.
  var onBack: (() -> Void)?

  private var fade = BarContentsFade(current: ItemViews())
  private var current: ItemViews {
    get { fade.current }
    set { fade.current = newValue }
  }
  private var incoming: ItemViews? {
    get { fade.incoming }
    set { fade.incoming = newValue }
  }
  private var observations: [ObservationToken] = []
  private let hairline = View()

  /// Creates an empty bar.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = barTintColor
    hairline.backgroundColor = Color(white: 0.7)
    hairline.isUserInteractionEnabled = false
    addSubview(current.container)
    addSubview(hairline)
  }

  /// The title label showing now, for tests and styling.
  public var titleLabel: Label { current.titleLabel }
  /// The back button showing now (hidden on the root).
  public var backButton: Button { current.backButton }

  /// The view that shows `item` in the bar, so that a test or an accessibility tool can reach
  /// a bar button without walking the bar's subviews (UIKit has no public equivalent).
  ///
  /// The bar looks `item` up by identity among the left and right bar button items of the
  /// contents showing now; during a push or pop cross-fade it looks in the outgoing contents
  /// first, then in the incoming ones. The view is rebuilt whenever the bar shows another item
  /// or the item's navigation item changes, so ask again after such a change.
  ///
  /// - Parameter item: A bar button item of ``topItem`` (or, during a transition, of the
  ///   item coming in).
  /// - Returns: The button showing `item`, or `nil` when the bar does not show it.
  /// - Complexity: O(*n*), where *n* is the number of bar button items showing.
  public func view(for item: BarButtonItem) -> View? {
    current.button(for: item) ?? incoming?.button(for: item)
  }

  /// Shows `item`, with `backItem` as the item the back button leads to, without animation.
  func show(_ item: NavigationItem?, backItem: NavigationItem?) {
    current.container.removeFromSuperview()
    incoming?.container.removeFromSuperview()
    incoming = nil
    current = makeViews(for: item, backItem: backItem)
    insertSubview(current.container, belowSubview: hairline)
    topItem = item
    self.backItem = backItem
    observe(item)
  }

  /// Prepares the cross-fade to `item`: its contents appear at alpha 0.
  func beginTransition(to item: NavigationItem?, backItem: NavigationItem?) {
    incoming?.container.removeFromSuperview()
    let views = makeViews(for: item, backItem: backItem)
    View.performWithoutAnimation { views.container.alpha = 0 }
    insertSubview(views.container, belowSubview: hairline)
    incoming = views
    incomingItems = (item, backItem)
  }

  private var incomingItems: (NavigationItem?, NavigationItem?)?

  /// Cross-fades the old and new contents: `progress` 0 shows the old, 1 the new.
  func updateTransition(progress: Double) {
    fade.update(progress: progress)
  }

  /// Ends the cross-fade: keeps the new contents when `committed`, the old ones otherwise.
  func endTransition(committed: Bool) {
    guard fade.end(committed: committed) else { return }
    if committed {
      topItem = incomingItems?.0
      backItem = incomingItems?.1
      observe(topItem)
    }
    incomingItems = nil
  }

  /// Lays out the title centred and the buttons at the ends.
  public override func layoutSubviews() {
    View.performWithoutAnimation {
      hairline.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
      for views in [current] + (incoming.map { [$0] } ?? []) { layout(views) }
    }
  }

  private func layout(_ views: ItemViews) {
    views.container.frame = bounds
    let margin = 8.0
    var leading = margin
    if !views.backButton.isHidden {
      let size = views.backButton.sizeThatFits(bounds.size)
      views.backButton.frame = Rect(x: leading, y: 0, width: size.width, height: bounds.height)
      leading += size.width + margin
    }
    for button in views.leftButtons {
      let size = button.sizeThatFits(bounds.size)
      button.frame = Rect(x: leading, y: 0, width: size.width, height: bounds.height)
      leading += size.width + margin
    }
    var trailing = bounds.width - margin
    for button in views.rightButtons {
      let size = button.sizeThatFits(bounds.size)
      trailing -= size.width
      button.frame = Rect(x: trailing, y: 0, width: size.width, height: bounds.height)
      trailing -= margin
    }
    let inset = max(leading, bounds.width - trailing)
    views.titleLabel.frame = Rect(
      x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
  }

  private func makeViews(for item: NavigationItem?, backItem: NavigationItem?) -> ItemViews {
    let views = ItemViews()
    views.titleLabel.text = item?.title
    views.titleLabel.font = .boldSystem(size: 17)
    views.titleLabel.textAlignment = .center
    views.titleLabel.isUserInteractionEnabled = false
    // A reader hears the title as the screen's heading, and the back button as "Back", with
    // where it goes as its hint.
    views.titleLabel.accessibilityTraits = .header
    views.container.addSubview(views.titleLabel)
    let backTitle = backItem.map { $0.backButtonTitle ?? $0.title ?? "Back" }
    views.backButton.setTitle("‹ " + (backTitle ?? ""), for: .normal)
    views.backButton.accessibilityLabel = "Back"
    views.backButton.accessibilityHint = backTitle
    views.backButton.titleLabel.font = .system(size: 17)
    views.backButton.isHidden = backItem == nil || item?.hidesBackButton == true
    views.backButton.action = { [weak self] _ in self?.onBack?() }
    views.container.addSubview(views.backButton)
    // A navigation bar lays its buttons out from its ends; spaces are the toolbar's.
    let left = (item?.leftBarButtonItems ?? []).filter { !$0.isSpace }
    let right = (item?.rightBarButtonItems ?? []).filter { !$0.isSpace }
    views.leftButtons = left.map { $0.makeBarButton() }
    views.rightButtons = right.map { $0.makeBarButton() }
    views.barButtonItems = left + right
    for button in views.leftButtons + views.rightButtons { views.container.addSubview(button) }
    layout(views)
    return views
  }

  private func observe(_ item: NavigationItem?) {
    observations = []
    guard let item else { return }
    observations.append(
      item.observeChanges { [weak self] changed in
        guard let self, self.incoming == nil, self.topItem === changed else { return }
        self.show(changed, backItem: self.backItem)
      })
  }
}
