import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes the ``Application``'s loop when a job is queued on the main dispatch queue (and so on
/// the main actor) while the loop sleeps in SDL, so that the loop can sleep with no timeout.
///
/// On Linux, libdispatch signals a file descriptor of its own when the main queue gets work,
/// which Foundation's run loop waits on and reads when it runs the queue. One thread per
/// process waits in `poll` on that descriptor, wakes the loop, then waits until the loop ran
/// the queue (``didService()``) before it polls again: it never spins, and at rest it sleeps.
/// The descriptor is found through `dlsym`, as Foundation finds it; where libdispatch does not
/// offer it (``shared`` is `nil`), the loop wakes on its own at an interval instead.
final class MainQueueWatcher: Sendable {
  private typealias MainQueueHandle = @convention(c) () -> Int32

  private let descriptor: Int32
  private let wake: @Sendable () -> Void
  private let isWaiting = Atomic<Bool>(false)
  private let serviced = DispatchSemaphore(value: 0)

  /// The process's watcher, started on first use, which wakes SDL's event wait with an event
  /// no one handles; `nil` where the main queue has no descriptor to watch.
  static let shared: MainQueueWatcher? = {
    guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return nil }
    let handle = unsafeBitCast(symbol, to: MainQueueHandle.self)
    let descriptor = handle()
    guard descriptor >= 0 else { return nil }
    let watcher = MainQueueWatcher(descriptor: descriptor, wake: SDLEventQueue.wake)
    watcher.start()
    return watcher
  }()

  private init(descriptor: Int32, wake: @escaping @Sendable () -> Void) {
    self.descriptor = descriptor
    self.wake = wake
  }

  /// Whether the main queue got jobs that the loop has not run yet (the watcher woke the loop
  /// for them and waits for ``didService()``). A job queued after this reads false wakes the
  /// loop again.
  var hasPendingJobs: Bool { isWaiting.load(ordering: .acquiring) }

  /// Tells the watcher the loop ran the main queue's jobs: it polls again.
  func didService() {
    if isWaiting.exchange(false, ordering: .acquiringAndReleasing) { serviced.signal() }
  }

  private func start() {
    let thread = Thread { [self] in run() }
    thread.name = "strata-main-queue-wake"
    thread.start()
  }

  private func run() {
    while true {
      var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let count = poll(&polled, 1, -1)
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      if polled.revents & Int16(POLLNVAL) != 0 { return }
      isWaiting.store(true, ordering: .releasing)
      wake()
      serviced.wait()
    }
  }
}
