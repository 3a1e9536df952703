/// An ordered record of callbacks, shared by the recording views and view controllers of a test.
@MainActor
final class CallLog {
  /// The calls so far, oldest first.
  private(set) var entries: [String] = []

  /// Appends `entry`.
  func record(_ entry: String) {
    entries.append(entry)
  }

  /// Forgets every entry, so a test can look at what one step did.
  func clear() {
    entries.removeAll()
  }
}
