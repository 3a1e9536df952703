import Foundation

/// Blocking work of the tests (reading a child's pipe until it closes, waiting for a child to
/// exit) runs on a thread of its own, never on Swift concurrency's pool.
///
/// On Linux the pool is as wide as the machine has cores, and Dispatch's global queues share
/// that width: on two cores, two threads blocked there (the two pipes of a gallery a test
/// reads, or a test waiting for a minute-long fuzz walk) stopped every other test, and the
/// timed waits of the real-window tests with them, until Dispatch's monitor noticed and added
/// a thread.
enum OwnThread {
  /// Starts `body` on a new thread and returns at once.
  static func start(_ body: @escaping @Sendable () -> Void) {
    Thread(block: body).start()
  }
}

/// Runs `body` on a thread of its own and returns what it returns, so that an async test can
/// wait for blocking work (a child process, a tool) without holding one of the pool's
/// threads.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value)
  async throws -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    OwnThread.start { continuation.resume(with: Result { try body() }) }
  }
}

/// Runs `body`, which cannot fail, on a thread of its own and returns what it returns.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    OwnThread.start { continuation.resume(returning: body()) }
  }
}
