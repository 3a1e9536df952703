import Synchronization

/// Text appended from one thread (a pipe's reader) and read from another (the test).
public final class TextBuffer: Sendable {
  private let storage = Mutex("")

  /// An empty buffer.
  public init() {}

  /// Everything appended so far.
  public var text: String { storage.withLock { $0 } }

  /// Appends `more`.
  public func append(_ more: String) {
    storage.withLock { $0 += more }
  }
}
