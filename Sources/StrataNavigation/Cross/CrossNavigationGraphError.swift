/// Why a ``CrossNavigationGraph`` rejected its JSON; each case names the bad entry.
public enum CrossNavigationGraphError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not JSON, or not a JSON object; carries the parser's message.
  case invalidJSON(String)
  /// A required entry is missing or has the wrong type; carries its path, such as `root` or
  /// `screens.east`.
  case malformedEntry(String)
  /// A screen maps a key that is not `left`, `top`, `right` or `bottom`.
  case unknownDirection(screen: String, key: String)
  /// An identifier names no screen; `referencedBy` is the screen whose direction names it, or
  /// `nil` for the root.
  case unknownScreen(String, referencedBy: String?)
  /// A screen has no factory to make its controller.
  case missingFactory(String)
  /// A screen maps the direction that is its way back: it is reached toward the opposite
  /// side, so that side cannot hold a destination.
  case pointsBack(screen: String, direction: CrossDirection)

  /// A sentence that says what was wrong and where.
  public var description: String {
    switch self {
    case .invalidJSON(let message):
      "the graph is not a JSON object: \(message)"
    case .malformedEntry(let path):
      "the graph's entry '\(path)' is missing or has the wrong type"
    case .unknownDirection(let screen, let key):
      "screen '\(screen)' maps '\(key)', which is not left, top, right or bottom"
    case .unknownScreen(let identifier, let referencedBy?):
      "screen '\(referencedBy)' leads to '\(identifier)', which is not a screen"
    case .unknownScreen(let identifier, nil):
      "the root '\(identifier)' is not a screen"
    case .missingFactory(let identifier):
      "screen '\(identifier)' has no factory"
    case .pointsBack(let screen, let direction):
      "screen '\(screen)' maps \(direction), which is its way back"
    }
  }
}
