import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Wakes the application's event loop when the bridge's GLib main context has work, so that
/// the loop still sleeps at rest: a thread waits in `poll` on the context's file descriptors
/// (its wake-up descriptor, which GDBus's worker signals when it queues a call for the
/// context), calls `wake`, then waits until the loop has run the context before it polls
/// again.
final class MainContextWatcher: Sendable {
  private let descriptors: [pollfd]
  private let wake: @Sendable () -> Void
  private let isWaiting = Atomic<Bool>(false)
  private let isStopped = Atomic<Bool>(false)
  private let serviced = DispatchSemaphore(value: 0)

  /// A watcher of `descriptors` that calls `wake` (from its thread) when one is readable.
  init(descriptors: [pollfd], wake: @escaping @Sendable () -> Void) {
    self.descriptors = descriptors
    self.wake = wake
  }

  /// Starts the watching thread.
  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "strata-atspi-wake"
    thread.start()
  }

  /// Tells the watcher the loop ran the context: it polls again.
  func didService() {
    if isWaiting.exchange(false, ordering: .acquiringAndReleasing) { serviced.signal() }
  }

  /// Ends the thread once the context's descriptor wakes it (the bridge wakes the context).
  func stop() {
    isStopped.store(true, ordering: .releasing)
    didService()
  }

  private func run() {
    while !isStopped.load(ordering: .acquiring) {
      var polled = descriptors
      let count = poll(&polled, nfds_t(polled.count), -1)
      if isStopped.load(ordering: .acquiring) { return }
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      if polled.contains(where: { $0.revents & Int16(POLLNVAL) != 0 }) { return }
      isWaiting.store(true, ordering: .releasing)
      wake()
      serviced.wait()
    }
  }
}
