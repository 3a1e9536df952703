import StrataCairo
import StrataKit
import StrataSDL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows the gallery in a real window through the SDL host: the only place the executable
/// touches the windowing system, so the rest builds and is tested headless.
@MainActor
enum WindowedGallery {
  /// Opens a window of `options.size` points (at `options.scale`, or the display's) titled
  /// "Strata Gallery" with `gallery` as its root, ready to ``run(_:)``. The gallery's `quit`
  /// ends the run. Each frame presented is reported to the gallery's `onEvent` as `frame`
  /// (its damaged pixels, what it cost, and the monotonic time just after its present); the
  /// first is then reported as `ready`, with the window's size in points and how it presents.
  /// Each time the window comes to rest (nothing moves or is scheduled, and the application
  /// sleeps until input) it is reported as `rest`. When the display goes away,
  /// `onDisplayLost` hears why and ends the process. `willQuit` runs once as the gallery quits
  /// (Ctrl+Q or the window closing), while the demo is still on screen.
  ///
  /// - Parameters:
  ///   - gallery: The root view controller.
  ///   - options: The command line's options (size and scale).
  ///   - willQuit: Runs once before the window closes; saves the state. None by default.
  ///   - onDisplayLost: Ends the process when the display goes away, given why.
  /// - Returns: The application, its window open.
  /// - Throws: `SDLError` when no window can be opened.
  static func open(
    _ gallery: GalleryViewController, options: GalleryOptions,
    willQuit: (() -> Void)? = nil,
    onDisplayLost: @escaping @MainActor (String) -> Never
  ) throws -> Application {
    let application = try Application(
      rootViewController: gallery, title: GalleryViewController.galleryTitle,
      size: options.size, scale: options.scale, speed: options.speed)
    application.onDisplayLost = onDisplayLost
    var isQuitting = false
    let quitting = {
      guard !isQuitting else { return }
      isQuitting = true
      willQuit?()
    }
    gallery.quit = { [weak application] in
      quitting()
      application?.quit()
    }
    var isReady = false
    let checksInvariants = options.checksInvariants
    application.window.checksComposition = checksInvariants
    application.onEvent = { [weak gallery, weak application] event in
      if case .closeRequested = event { quitting() }
      if case .frameUnchanged = event {
        gallery?.onEvent?(.unchanged(time: monotonicSeconds()))
        return
      }
      guard case .framePresented = event, let gallery, let application else { return }
      // Read before anything else the frame's report does: the present has just returned.
      let presentedAt = monotonicSeconds()
      if checksInvariants { checkInvariants(of: application.window, gallery: gallery) }
      guard let report = gallery.onEvent else { return }
      if let frame = application.lastPresentedFrame {
        report(frameEvent(for: frame, presentedAt: presentedAt))
      }
      guard !isReady else { return }
      isReady = true
      let window = application.window
      report(
        .ready(
          width: window.bounds.width, height: window.bounds.height,
          renderer: application.isSoftwareRenderer == false ? "accelerated" : "software",
          driver: application.rendererName ?? "unknown"))
    }
    application.onRest = { [weak gallery] in
      gallery?.onEvent?(.rest)
    }
    return application
  }

  /// Checks the view and view-controller trees of `window` and its retained composition (the
  /// `--check-invariants` flag); when a rule is broken, says what on standard error and
  /// reports it as an `invariant` event.
  private static func checkInvariants(of window: Window, gallery: GalleryViewController) {
    let violations = invariantViolations(of: window)
    guard !violations.isEmpty else { return }
    let text = violations.joined(separator: "; ")
    StrataGallery.printError("strata-gallery: invariant broken after a frame: \(text)")
    gallery.onEvent?(.invariant(text))
  }

  /// The rules `window` breaks now, one sentence each: those of its view tree, of its root
  /// view controller's tree, and any difference of its retained compositions since the last
  /// call from a full walk (which it then forgets).
  static func invariantViolations(of window: Window) -> [String] {
    var violations = window.invariantViolations()
    violations += window.rootViewController?.invariantViolations() ?? []
    if !window.compositionDifferences.isEmpty {
      violations.append(
        "the retained display list differs from a full walk: "
          + window.compositionDifferences.joined(separator: "; "))
      window.compositionDifferences = []
    }
    return violations
  }

  /// The `frame` event for a presented frame: its damaged pixels (all 0 when it was only
  /// shown again), how many of them the display server moved, its duration in milliseconds,
  /// and `presentedAt`, the ``monotonicSeconds()`` just after its present.
  static func frameEvent(for frame: PresentedFrame, presentedAt: Double) -> GalleryEvent {
    let pixels = frame.pixels
    return .frame(
      x: pixels?.x ?? 0, y: pixels?.y ?? 0, width: pixels?.width ?? 0,
      height: pixels?.height ?? 0, moved: frame.movedPixels,
      milliseconds: frame.duration * 1000, time: presentedAt)
  }

  /// The system's monotonic clock (`CLOCK_MONOTONIC`) now, in seconds since its own origin
  /// (the machine's boot): the clock other programs' frame clocks and a harness's
  /// `time.monotonic()` read, so their times compare with the trace's.
  nonisolated static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }

  /// Runs `application` until the window closes or Ctrl+Q.
  ///
  /// - Throws: `SDLError` or `CairoError` when SDL or rendering fails while running.
  static func run(_ application: Application) throws {
    try application.run()
  }
}
