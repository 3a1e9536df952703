import Synchronization

/// Text appended from one thread (a pipe's reader) and read from another (the test).
final class TextBuffer: Sendable {
  private let storage = Mutex("")

  /// Everything appended so far.
  var text: String { storage.withLock { $0 } }

  /// Appends `more`.
  func append(_ more: String) {
    storage.withLock { $0 += more }
  }
}
