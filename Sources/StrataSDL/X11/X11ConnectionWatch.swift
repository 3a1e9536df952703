import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices when the connection to the X server is lost (the server quit or crashed) and hands
/// it to the running ``Application`` instead of Xlib's default, which prints its own message
/// and calls `exit(1)` from inside whatever SDL call found the broken connection.
///
/// Xlib cannot go on after such an error: its I/O error handler must not return. So the handler
/// installed here ends the process itself, after ``Application/onDisplayLost`` had its say.
/// It is installed through `dlsym` on the libX11 that SDL already loaded (nothing new is linked
/// or loaded; without libX11 in the process there is nothing to watch), once per process, and
/// only while the X11 driver is in use does it speak for an application: with none running it
/// passes the error on to the handler that was there before.
enum X11ConnectionWatch {
  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
  private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// The handler that was installed before ours (Xlib's default, or SDL's), called when no
  /// application is there to take the error.
  nonisolated(unsafe) private static var previousHandler: IOErrorHandler?
  /// Whether ours is installed.
  nonisolated(unsafe) private static var isInstalled = false
  /// Whether the connection was already reported lost: a second error (from a call made while
  /// handling the first) ends the process at once.
  nonisolated(unsafe) private static var isHandling = false

  /// Installs the handler, once per process, when libX11 is loaded; returns whether it is
  /// installed. Call after SDL's X11 driver started.
  ///
  /// A write to the socket of a server that is gone raises `SIGPIPE`, whose default action
  /// ends the process before Xlib sees the error (status 141, nothing said): a frame drawn
  /// while the server dies writes first. So, where the process still has the default action
  /// for it, `SIGPIPE` is ignored from here on: the write fails with `EPIPE` and Xlib calls the
  /// handler. A program that set its own action keeps it.
  @MainActor
  @discardableResult
  static func install() -> Bool {
    if isInstalled { return true }
    guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
      let symbol = dlsym(library, "XSetIOErrorHandler")
    else { return false }
    ignoreBrokenPipesUnlessHandled()
    let setHandler = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
    previousHandler = setHandler(connectionLost)
    isInstalled = true
    return true
  }

  /// Ignores `SIGPIPE` when its action is still the default one.
  private static func ignoreBrokenPipesUnlessHandled() {
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0,
      current.__sigaction_handler.sa_handler == nil
    else { return }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    _ = sigaction(SIGPIPE, &ignore, nil)
  }

  /// A sentence that says the display went away, naming the X server from `DISPLAY`.
  static func reason(display: String?) -> String {
    let server = display.map { "the X server \($0)" } ?? "the X server"
    return "the display went away: \(server) closed the connection (it quit or crashed)"
  }

  /// Xlib's I/O error handler: the connection is gone. Never returns.
  private static let connectionLost: IOErrorHandler = { display in
    let reason = X11ConnectionWatch.reason(
      display: getenv("DISPLAY").map { String(cString: $0) })
    if !X11ConnectionWatch.isHandling, Thread.isMainThread {
      X11ConnectionWatch.isHandling = true
      MainActor.assumeIsolated {
        Application.displayWentAway(reason: reason)
      }
      if let previous = X11ConnectionWatch.previousHandler {
        // No application took it: Xlib's (or SDL's) handler ends the process as it would have.
        return previous(display)
      }
    }
    Application.endProcess(reason: reason)
  }
}
