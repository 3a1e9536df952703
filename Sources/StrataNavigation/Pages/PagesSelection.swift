import StrataKit

/// A selection made on a ``PagesContainer`` while a selection animates or a finger moves the
/// pages, waiting for its turn.
@MainActor
struct PagesSelection: ContainerCall {
  typealias State = Int
  typealias Failure = Never

  /// The page to select.
  let index: Int
  /// Whether the selection animates.
  let animated: Bool

  /// The selected index once this selection has run: its own. Whether the page is still
  /// there is checked when its turn comes.
  func applied(to selectedIndex: Int, owner: ViewController) -> Int {
    index
  }
}
