/// An ordered record of callbacks, shared by the recording views and view controllers of a
/// test.
@MainActor
public final class CallLog {
  /// The calls so far, oldest first.
  public private(set) var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// Appends `entry`.
  public func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry, so a test can look at what one step did.
  public func clear() {
    entries.removeAll()
  }
}
