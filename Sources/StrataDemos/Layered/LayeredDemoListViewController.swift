import StrataKit
import StrataNavigation

/// The root layer of the layered demo: a list whose rows push content layers in front of it
/// (in several styles) and pop, pop to the root, compress and resize the container.
@MainActor
final class LayeredDemoListViewController: ViewController {
  private let list = ListView()
  /// Called when the resize row is chosen.
  var onResize: (() -> Void)?
  private var pushCount = 0

  override init() {
    super.init()
    restorationIdentifier = "list"
  }

  /// Archives how many pages the rows pushed, so that new pages get new numbers.
  override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(pushCount, forKey: "pushCount")
  }

  /// Reads back how many pages the rows pushed.
  override func decodeRestorableState(with coder: StateCoder) throws {
    try super.decodeRestorableState(with: coder)
    pushCount = max(0, try coder.decodeIfPresent(Int.self, forKey: "pushCount") ?? 0)
  }

  override func viewDidLoad() {
    title = "Layered"
    view.backgroundColor = .white
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = [
      ListRow(
        title: "Content", subtitle: "Push a layer, sliding in", accessory: .disclosureIndicator),
      ListRow(title: "Content, at once", subtitle: "Push without animation"),
      ListRow(title: "Chromeless", subtitle: "A layer without its bar"),
      ListRow(title: "Maximum width", subtitle: "Spans to the right edge"),
      ListRow(title: "Title view and buttons", subtitle: "A custom bar"),
      ListRow(title: "Pop", subtitle: "Slide the top layer away"),
      ListRow(title: "Pop to root", subtitle: "Only this list stays"),
      ListRow(title: "Compress", subtitle: "Every layer to its resting place"),
      ListRow(title: "Width 700 ↔ 900", subtitle: "Animate the container's width"),
    ]
    list.onSelect = { [weak self] index in self?.choose(index) }
    view.addSubview(list)
  }

  private func choose(_ index: Int) {
    guard let container = layeredNavigationController else { return }
    switch index {
    case 0...4: push(style: index, in: container)
    case 5: container.pop(animated: true)
    case 6: container.popToRoot(animated: true)
    case 7: container.compress(animated: true)
    default: onResize?()
    }
  }

  private func push(style: Int, in container: LayeredNavigationController) {
    pushCount += 1
    let page = LayeredDemoContentViewController(number: pushCount, offersNext: style != 3)
    switch style {
    case 1:
      container.push(page, inFrontOf: self, animated: false)
    case 2:
      container.push(page, inFrontOf: self, animated: true) { item in item.hasChrome = false }
    case 3:
      container.push(page, inFrontOf: self, maximumWidth: true, animated: true)
    case 4:
      container.push(page, inFrontOf: self, animated: true) { item in
        let badge = Label(frame: Rect(x: 0, y: 0, width: 160, height: 28), text: "★ Featured")
        badge.font = .boldSystem(size: 15)
        badge.textAlignment = .center
        badge.textColor = Color(rgb: 0xD6_45_5D)
        item.titleView = badge
        item.leftBarButtonItem = BarButtonItem(title: "Close") { [weak container] _ in
          container?.pop(animated: true)
        }
        item.rightBarButtonItem = BarButtonItem(title: "Compress", style: .done) {
          [weak container] _ in container?.compress(animated: true)
        }
      }
    default:
      container.push(page, inFrontOf: self, animated: true)
    }
  }
}
