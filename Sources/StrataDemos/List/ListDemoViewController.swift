public import StrataKit

/// The list demo: one plain ``ListView`` of numbered rows of text ("Row 1", "Row 2" …) filling
/// the screen, to fling through. With ten thousand rows it costs per frame, and in row views,
/// what it costs with a hundred: only the rows in view have views, reused as they scroll.
///
/// A tap or Return selects a row; the selection and the scroll position are restored.
@MainActor
public final class ListDemoViewController: ViewController {
  /// The list the demo shows.
  public let list = ListView()
  /// How many rows the list has.
  public let rowCount: Int
  /// A scroll offset read back from an archive, applied once the list has its size.
  private var restoredOffset: Double?

  /// Creates the demo with `rowCount` rows (at least one).
  public init(rowCount: Int) {
    self.rowCount = max(1, rowCount)
    super.init()
    title = "List (\(Self.grouped(self.rowCount)))"
  }

  /// Fills the view with the list.
  public override func viewDidLoad() {
    view.backgroundColor = .white
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = (1...rowCount).map { ListRow(title: "Row \($0)") }
    view.addSubview(list)
  }

  /// Puts a restored scroll position in place once the list has its size, clamped to it.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let offset = restoredOffset, list.bounds.height > 0 else { return }
    restoredOffset = nil
    let range = list.minimumContentOffset.y...list.maximumContentOffset.y
    list.contentOffset = Point(x: 0, y: min(max(offset, range.lowerBound), range.upperBound))
  }

  /// Archives the selected row (when there is one) and the scroll position.
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    if let selected = list.selectedIndex { coder.encode(selected, forKey: "selectedRow") }
    coder.encode(restoredOffset ?? list.contentOffset.y, forKey: "scrollOffset")
  }

  /// Reads back the selected row and the scroll position; a row out of range or an offset
  /// that is not finite is left out. Both are read before either is applied, so that an
  /// archive with one of the wrong type changes nothing.
  public override func decodeRestorableState(with coder: StateCoder) throws {
    try super.decodeRestorableState(with: coder)
    let selectedRow = try coder.decodeIfPresent(Int.self, forKey: "selectedRow")
    let scrollOffset = try coder.decodeIfPresent(Double.self, forKey: "scrollOffset")
    loadViewIfNeeded()
    if let selected = selectedRow, list.rows.indices.contains(selected) {
      list.selectedIndex = selected
    }
    if let offset = scrollOffset, offset.isFinite {
      restoredOffset = offset
      view.setNeedsLayout()
    }
  }

  /// `count` with its thousands grouped by commas: 10,000.
  private static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
