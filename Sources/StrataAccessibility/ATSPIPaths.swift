import StrataKit

/// The object paths of a window's accessible objects: the application at
/// `/org/a11y/atspi/accessible/root`, the window's frame under it, and one path per element,
/// kept while the element stays in the tree and never given to another.
struct ATSPIPaths {
  /// Where every accessible object of the application lives.
  static let prefix = "/org/a11y/atspi/accessible"
  /// The application object, the root AT-SPI asks every application to have.
  static let root = prefix + "/root"
  /// The window's frame.
  static let window = prefix + "/window"
  /// The object that lists every accessible object at once (`org.a11y.atspi.Cache`), so that
  /// a client reads the tree in one call.
  static let cache = "/org/a11y/atspi/cache"
  /// The path AT-SPI's null reference names.
  static let null = "/org/a11y/atspi/null"

  private var byID: [AccessibilityNode.ID: String] = [:]
  private var nextNumber = 1

  /// The path of the element `id` (the frame's when `nil`), made when it has none.
  mutating func path(for id: AccessibilityNode.ID?) -> String {
    guard let id else { return Self.window }
    if let path = byID[id] { return path }
    let path = "\(Self.prefix)/\(nextNumber)"
    nextNumber += 1
    byID[id] = path
    return path
  }

  /// The path of the element `id` when it has one, without making one.
  func existingPath(for id: AccessibilityNode.ID) -> String? { byID[id] }

  /// Forgets the paths of the elements not in `ids`: an element that comes back later gets a
  /// new path, as a new object.
  mutating func keepOnly(_ ids: Set<AccessibilityNode.ID>) {
    byID = byID.filter { ids.contains($0.key) }
  }
}
