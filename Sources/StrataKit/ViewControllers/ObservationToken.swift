/// Keeps an observation alive: the handler it was returned for runs until the token is
/// cancelled or released.
@MainActor
public final class ObservationToken {
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  package init() {}

  /// Stops the observation; the handler will not run again. Calling it twice is a no-op.
  public func cancel() {
    isCancelled = true
  }
}

/// The handlers registered for one observable value, each alive while its token is.
@MainActor
package struct ObserverList<Value> {
  private struct Entry {
    weak var token: ObservationToken?
    let handler: (Value) -> Void
  }

  private var entries: [Entry] = []

  /// Creates an empty list.
  package init() {}

  /// Registers `handler` and returns the token that keeps it alive.
  package mutating func add(_ handler: @escaping (Value) -> Void) -> ObservationToken {
    let token = ObservationToken()
    entries.append(Entry(token: token, handler: handler))
    return token
  }

  /// Forgets the released or cancelled handlers and returns the live ones. The caller calls
  /// them after this mutation has ended, so a handler may register observers or change the
  /// observed value again.
  package mutating func liveHandlers() -> [(Value) -> Void] {
    entries.removeAll { $0.token == nil || $0.token?.isCancelled == true }
    return entries.map(\.handler)
  }
}
