import CSDL2
import Foundation
import StrataAccessibility
package import StrataCairo
public import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows a view controller in a real, resizable window through SDL2 and runs the event loop:
/// Strata's `UIApplication`.
///
/// ```swift
/// try Application.run(
///   rootViewController: HomeViewController(), title: "Strata",
///   size: Size(width: 800, height: 600))
/// ```
///
/// The window is HiDPI-aware: its scale (pixels per point) is the drawable's pixels per window
/// unit, so text and lines are drawn at the display's resolution; the `scale` parameter
/// overrides it (X11 always reports 1). Each iteration of the loop:
///
/// 1. waits for SDL events: while something moves, until the next frame is due (about 60 per
///    second); while nothing moves but something is scheduled (a text field's caret blinking),
///    until its time; and while nothing is scheduled, with no timeout at all: the process
///    sleeps in SDL until input arrives, or until another thread queues work on the main actor
///    or for the accessibility bridge, which then wakes the loop with an event of its own;
/// 2. translates the events and sends them to the ``window``: mouse and touch as
///    `PointerEvent`s with stable ids, the wheel and trackpad as `ScrollEvent`s, keys with
///    their modifiers as `KeyEvent`s; a resize becomes a size transition of the root view
///    controller (size classes follow); closing the window makes the root disappear and ends
///    ``run()``;
/// 3. runs the jobs queued on the main actor (`DispatchQueue.main`, `Task { @MainActor … }`):
///    nothing else does while the loop runs;
/// 4. when a frame is due, renders the window and rasterises only its damaged region with
///    Cairo, straight into the window's framebuffer, and sends only that region to the display
///    (X11's shared memory); where OpenGL is real hardware, Cairo draws into a surface of its
///    own and only the damaged region is uploaded to a texture of SDL's accelerated renderer.
///
/// Call ``run()`` from the program's synchronous main code (top-level code, or a synchronous
/// `static func main()`), not from inside an `async` task: there the main actor's queue is
/// already being drained, and the loop cannot run the jobs queued on it.
///
/// While an accessibility bus runs on the desktop (Orca and other AT-SPI clients use it), the
/// window's accessibility tree is shown on it; see <doc:AccessibilityBridge>.
///
/// When the display goes away under the application (the X server quits or crashes), Xlib
/// cannot continue and the process must end: ``onDisplayLost`` says so and ends it, by default
/// with a line on standard error and exit status 1. It never hangs.
@MainActor
public final class Application {
  /// The Strata window the root view controller is shown in, sized in points, with a
  /// `MonotonicClock` and a `PangoTextSystem`.
  public let window: Window

  /// Called with each thing the application did (a resize, an event delivered, a frame shown,
  /// a close request), after it happened; `nil` by default. For tracing; keep it cheap.
  public var onEvent: ((ApplicationEvent) -> Void)?

  /// Called when the connection to the display is lost (the X server quit or crashed), with a
  /// sentence that says so; it must end the process, since Xlib cannot go on (nothing more is
  /// drawn and no SDL call returns). It runs on the main thread, inside the SDL call that found
  /// the broken connection: flush what must be kept (a log, a trace), say why, and exit, as
  /// with `_exit`. The default writes `strata: <reason>` to standard error and exits with
  /// status 1.
  public var onDisplayLost: @MainActor (_ reason: String) -> Never = { reason in
    Application.endProcess(reason: reason)
  }

  /// The application whose window is open, which hears that the display went away.
  private static weak var current: Application?

  /// The longest one of ``runIterations(_:)``'s iterations sleeps when nothing is due, in
  /// milliseconds, so that a test's loop never sleeps for good; also how often ``run()`` wakes
  /// at rest where jobs queued on the main actor cannot wake it (see ``MainQueueWatcher``).
  static let idleWakeInterval = 100
  /// The time between frames while something animates, in seconds.
  static let frameInterval = 1.0 / 60

  private let renderer: CairoRenderer
  private let scaleOverride: Double?
  private var presenter: WindowPresenter?
  /// The bridge that shows the window to AT-SPI clients; `nil` when no accessibility bus runs.
  private var accessibility: AccessibilityBridge?
  private var metrics: DisplayMetrics
  private var translator: SDLEventTranslator
  private var isRunning = true
  private var needsFullRepaint = true
  private var needsPresent = false
  private var inputArrived = false
  /// When frames are due while something moves: on a 60 Hz cadence of the window's clock.
  private var cadence: FrameCadence
  /// Seconds of the window's clock per real second (its ``MonotonicClock/speed``): frames are
  /// paced and sleeps measured in real time.
  private let clockSpeed: Double
  /// The pixels of the frame surface that do not hold what the window shows, because the
  /// display server moved them in the window (``WindowPresenter/present(_:)``) instead of their
  /// being drawn into the surface; `nil` when the surface holds all of it.
  private var staleRect: PixelRect?
  /// The display list of the last frame drawn (to draw stale pixels again from); `nil` before
  /// the first.
  package private(set) var lastDisplayList: DisplayList?

  /// How many frames were shown.
  package private(set) var presentedFrameCount = 0
  /// The pixels uploaded for the last frame that changed any, in the drawable's pixels.
  package private(set) var lastUploadedRect: PixelRect?
  /// The last frame shown: what it redrew and what it cost; `nil` before the first. It is set
  /// before ``onEvent`` hears ``ApplicationEvent/framePresented(damage:)``.
  package private(set) var lastPresentedFrame: PresentedFrame?
  /// How many pixels the display server moved in the window in place of their being drawn.
  package var movedPixelCount: Int { renderer.movedPixelCount }
  /// How many pixels frames left as the window showed them, neither drawn nor moved: those of
  /// unchanged layers that stayed in place, or that show the same fill where they moved.
  package var keptPixelCount: Int { renderer.keptPixelCount }
  /// How many of those the display server put into the window from the layers' memory it
  /// shares with the application (`XShmPutImage`) rather than moving them in the window: the
  /// moves towards the right or down.
  package var sharedPixelCount: Int { presenter?.pixelMover?.sharedPixelCount ?? 0 }
  /// How the layers' memory reaches the display server (`descriptor`: memory files handed
  /// over as descriptors; `system-v`: System V segments); `nil` when the server shares none.
  package var layerMemorySharing: String? { presenter?.pixelMover?.layerMemorySharing }
  /// How many pieces of memory shared with the display server the renderer's layers hold now.
  package var liveLayerMemoryCount: Int { presenter?.pixelMover?.liveLayerMemoryCount ?? 0 }
  /// How many times the display server said pixels it was to move were not on screen, so
  /// that the whole window was drawn again.
  package private(set) var windowPixelsLostCount = 0
  /// SDL's text input, on while a text field edits.
  private var textInput = SDLTextInput()
  /// What wakes the loop when work is queued on the main actor; `nil` where nothing can.
  private let mainQueueWatcher = MainQueueWatcher.shared
  /// Whether ``onRest`` heard of the loop's rest since the last frame.
  private var reportedRest = false

  /// Called when the loop goes to sleep with nothing to do: no frame wanted, nothing
  /// scheduled, and no pointer down (the pauses between a drag's moves are no rest), so it
  /// sleeps in SDL until an event arrives. Called once per rest, and again only after the
  /// loop made a frame (as any input has it do, even one that redraws nothing): a wake-up
  /// that leaves nothing to draw does not call it. `nil` by default; for tracing.
  package var onRest: (() -> Void)?

  /// Opens a window titled `title` showing `rootViewController`, which appears now.
  ///
  /// - Parameters:
  ///   - rootViewController: The controller whose view fills the window.
  ///   - title: The window's title.
  ///   - size: The window's size in points.
  ///   - scale: Pixels per point; `nil` (the default) follows the display (2 on a HiDPI Mac,
  ///     1 on X11). The window is made `size × scale` pixels.
  ///   - speed: How fast the window's time runs against real time, as a window layer's
  ///     `speed` in Core Animation: 1 (the default) is real time; 0.25 makes every animation,
  ///     spring, scroll and timer take four times as long, as the iOS Simulator's Slow
  ///     Animations does, while frames are still drawn 60 times a real second and input
  ///     keeps its real pace. Clamped to `MonotonicClock.slowestSpeed` (0.01) through 1.
  /// - Throws: ``SDLError`` when no window can be opened: no display (neither `DISPLAY` nor
  ///   `WAYLAND_DISPLAY` is set), a display SDL cannot reach, or a failing SDL call.
  public init(
    rootViewController: ViewController, title: String, size: Size, scale: Double? = nil,
    speed: Double = 1
  ) throws {
    let environment = DisplayEnvironment.current
    if let problem = environment.problem {
      throw SDLError(operation: "open the window \"\(title)\"", message: problem)
    }
    Self.setHints()
    let video: SDLVideoSubsystem
    do {
      video = try SDLVideoSubsystem()
    } catch let error as SDLError {
      throw SDLError(
        operation: error.operation,
        message: "\(error.message) (\(environment.summary); is the display running?)")
    }
    if video.driverName == "x11" { X11ConnectionWatch.install() }
    let scaleOverride = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    let requested = DisplayMetrics.windowUnits(
      for: size, scale: scaleOverride ?? 1, displayScale: 1)
    let sdlWindow = try SDLWindow(
      video: video, title: title, width: requested.width, height: requested.height)
    let presenter = try WindowPresenter(window: sdlWindow)
    var metrics = try Self.measure(presenter, scaleOverride: scaleOverride)
    if scaleOverride != nil, metrics.displayScale != 1 {
      // The window was sized for a display scale of 1; size it again for the real one.
      let units = DisplayMetrics.windowUnits(
        for: size, scale: metrics.scale, displayScale: metrics.displayScale)
      sdlWindow.setSize(width: units.width, height: units.height)
      metrics = try Self.measure(presenter, scaleOverride: scaleOverride)
    }
    let textSystem = PangoTextSystem()
    renderer = CairoRenderer(textSystem: textSystem)
    renderer.layerMemoryProvider = presenter.pixelMover?.layerMemory
    let clock = MonotonicClock(speed: speed)
    clockSpeed = clock.speed
    cadence = FrameCadence(interval: Self.frameInterval * clock.speed)
    window = Window(
      size: metrics.pointSize, scale: metrics.scale, textSystem: textSystem, clock: clock)
    self.scaleOverride = scaleOverride
    self.presenter = presenter
    self.metrics = metrics
    translator = SDLEventTranslator(
      windowSize: metrics.pointSize, pointsPerWindowUnit: metrics.pointsPerWindowUnit)
    translator.clockSpeed = clockSpeed
    try makePixelBuffers()
    // Readers name the window by its title, as they do a GTK window.
    window.accessibilityLabel = window.accessibilityLabel ?? title
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    window.clipboard = SDLClipboard()
    sdlWindow.show()
    SDL_StopTextInput()
    Self.current = self
    startAccessibilityBridge()
  }

  /// Shows the window on the desktop's accessibility bus, when one runs.
  private func startAccessibilityBridge() {
    let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init)
    accessibility = AccessibilityBridge.start(
      window: window, applicationName: program ?? "strata",
      placement: { [weak self] in
        guard let self, let presenter = self.presenter else { return (0, 0, 1) }
        var (x, y): (Int32, Int32) = (0, 0)
        presenter.window.withUnsafeHandle { SDL_GetWindowPosition($0, &x, &y) }
        return (Int(x), Int(y), 1 / self.metrics.pointsPerWindowUnit)
      },
      wake: SDLEventQueue.wake)
  }

  /// Whether the environment names a display: `DISPLAY` or `WAYLAND_DISPLAY` is set, or
  /// `SDL_VIDEODRIVER` chooses a driver. When it is false, opening a window throws at once;
  /// render with StrataCairo's `HeadlessHost` instead. When it is true, opening a window may
  /// still fail (a display that is not running).
  public static var isDisplayAvailable: Bool { DisplayEnvironment.current.problem == nil }

  /// Opens a window showing `rootViewController` and runs the loop until the window closes or
  /// ``quit()`` is called.
  ///
  /// - Parameters:
  ///   - rootViewController: The controller whose view fills the window.
  ///   - title: The window's title.
  ///   - size: The window's size in points; the scale follows the display.
  /// - Throws: ``SDLError`` when no window can be opened or SDL fails while running;
  ///   `CairoError` when rendering fails.
  public static func run(rootViewController: ViewController, title: String, size: Size) throws {
    let application = try Application(
      rootViewController: rootViewController, title: title, size: size)
    try application.run()
  }

  /// Runs the loop until the window is closed or ``quit()`` is called; then closes the SDL
  /// window and releases SDL. Returns at once when the application already ended.
  ///
  /// - Throws: ``SDLError`` when SDL fails; `CairoError` when rendering fails. The window is
  ///   closed before the error is thrown.
  public func run() throws {
    defer { shutDown() }
    let longestSleep = mainQueueWatcher == nil ? Self.idleWakeInterval : nil
    while isRunning {
      try runIteration(sleepingAtMost: longestSleep)
    }
  }

  /// Ends ``run()`` after the current iteration of the loop; the root view controller
  /// disappears (`Window.close()`) now.
  public func quit() {
    isRunning = false
    window.close()
  }

  /// Whether the loop is still running: false after ``quit()`` or a close request.
  package var isActive: Bool { isRunning }

  /// The SDL video driver in use, such as `x11`; `nil` after the application ended.
  package var videoDriverName: String? { presenter?.window.video.driverName }

  /// What presents the frames: `window-surface` when Cairo draws straight into the window's
  /// framebuffer, else SDL's renderer, such as `opengl`; `nil` after the application ended.
  package var rendererName: String? { presenter?.name }

  /// Whether the window presents without an accelerated renderer (such as OpenGL); `nil`
  /// after the application ended.
  package var isSoftwareRenderer: Bool? { presenter?.isSoftware }

  /// Whether SDL shows the window's surface through a texture of an accelerated renderer
  /// (SDL does unless `SDL_HINT_FRAMEBUFFER_ACCELERATION` is 0, which the application sets);
  /// `nil` after the application ended.
  package var usesTextureBackedSurface: Bool? { presenter?.isSurfaceBackedByTexture }

  /// Calls `body` with the surface the next frame will be drawn into (the window's framebuffer
  /// on the software path), outside any frame; for tests. Does nothing after the application
  /// ended.
  ///
  /// - Throws: ``SDLError`` when the surface cannot be had; what `body` throws.
  package func withFrameSurface(_ body: (CairoImageSurface) throws -> Void) throws {
    guard let presenter, let frame = try presenter.beginFrame() else { return }
    defer { presenter.cancel() }
    if let staleRect, let lastDisplayList {
      // Draw what the display server moved in the window, so the surface holds it too.
      _ = try renderer.render(
        lastDisplayList, into: frame.surface, scale: window.scale,
        background: window.backgroundColor ?? .white, pixels: staleRect,
        reusingLastFrame: false)
      self.staleRect = nil
    }
    try body(frame.surface)
  }

  /// Runs `count` iterations of the loop (fewer if it ends), as ``run()`` does, without
  /// releasing SDL at the end; for tests. An iteration with nothing due sleeps at most
  /// ``idleWakeInterval`` milliseconds, where ``run()`` would sleep until an event.
  package func runIterations(_ count: Int) throws {
    for _ in 0..<max(0, count) where isRunning {
      try runIteration(sleepingAtMost: Self.idleWakeInterval)
    }
  }

  /// Asks SDL for a new window size in points, as a user's resize does; the window learns it
  /// from SDL's resize event in a later iteration.
  package func requestWindowSize(_ size: Size) {
    let units = DisplayMetrics.windowUnits(
      for: size, scale: metrics.scale, displayScale: metrics.displayScale)
    presenter?.window.setSize(width: units.width, height: units.height)
  }

  /// Puts an `SDL_QUIT` event on SDL's queue, as the system does when asked to quit.
  package func postQuitEvent() throws {
    try SDLEventQueue.postQuit()
  }

  /// One iteration of the loop: wait (at most `longestSleep` milliseconds when nothing is
  /// due; with no limit when it is `nil`), handle the events, service the main actor's queue,
  /// and draw a frame when one is due.
  private func runIteration(sleepingAtMost longestSleep: Int?) throws {
    guard isRunning else { return }
    waitForWork(sleepingAtMost: longestSleep)
    try handlePendingEvents()
    accessibility?.service()
    serviceMainQueue()
    guard isRunning else { return }
    textInput.update(
      caretRect: window.textInputClient?.textInputCaretRect,
      pointsPerWindowUnit: metrics.pointsPerWindowUnit)
    let now = window.clock.now
    if wantsFrame(due: window.nextFrameDueTime, now: now),
      now >= cadence.nextFrameTime - 0.001 * clockSpeed
    {
      try renderFrame()
    }
  }

  /// Whether a frame should be drawn when it is due: something changed or moves, or a
  /// scheduled timer's or a delayed animation's time came, by `now`, with the window's next
  /// frame `due` then (its `Window.nextFrameDueTime`).
  private func wantsFrame(due: Double?, now: Double) -> Bool {
    needsPresent || needsFullRepaint || inputArrived || due.map { $0 <= now } == true
  }

  /// Sleeps in SDL until an event arrives, or until the next frame is due while one is wanted,
  /// or until the window's next frame is due (a timer's time, the end of an animation's
  /// delay) while something waits for its time; at rest, with no timeout
  /// unless `longestSleep` (milliseconds) gives one. Before the first sleep of a rest, has the
  /// renderer let go of what the frame on screen does not draw and rasterise the layers the
  /// next motion needs first, then tells ``onRest``.
  private func waitForWork(sleepingAtMost longestSleep: Int?) {
    let now = window.clock.now
    let due = window.nextFrameDueTime
    let wakeTime: Double?
    if wantsFrame(due: due, now: now) {
      wakeTime = cadence.nextFrameTime
    } else if let due {
      wakeTime = due
    } else {
      wakeTime = nil
      // Between the moves of a drag the loop sleeps too, but the gesture goes on: what its
      // next frame draws is still needed, and a rest is reported once the pointer is up.
      if !reportedRest, !window.hasPointerDown {
        reportedRest = true
        renderer.windowCameToRest(window, showing: lastDisplayList)
        onRest?()
      }
    }
    guard let wakeTime else {
      if let longestSleep {
        SDLEventQueue.wait(milliseconds: longestSleep)
      } else {
        SDLEventQueue.waitForEvent()
      }
      return
    }
    let remaining = (wakeTime - now) / clockSpeed
    guard remaining > 0.001 else { return }
    let milliseconds = Int(min(remaining * 1000, Double(Int32.max)).rounded(.up))
    SDLEventQueue.wait(milliseconds: min(milliseconds, longestSleep ?? .max))
  }

  /// Runs the jobs queued on the main dispatch queue, without waiting for more, and lets the
  /// watcher of that queue watch again.
  private func serviceMainQueue() {
    // Running the run loop costs a few system calls even with nothing to do, which in every
    // iteration of a swipe came to a tenth of the loop's time: with a watcher, only when the
    // main queue has jobs (nothing else in the process uses the run loop).
    if let mainQueueWatcher, !mainQueueWatcher.hasPendingJobs { return }
    _ = RunLoop.main.run(mode: .default, before: Date())
    mainQueueWatcher?.didService()
  }

  private func handlePendingEvents() throws {
    translator.setTimeBase(clockTime: window.clock.now, ticks: SDLEventQueue.ticks)
    while isRunning, let input = SDLEventQueue.poll() {
      try handle(input)
    }
  }

  private func handle(_ input: SDLInput) throws {
    switch input {
    case .windowSizeChanged, .windowDisplayChanged:
      try updateDisplayMetrics()
    case .windowExposed:
      // The surface can show the window again, unless some of its pixels were moved in the
      // window only: then they are drawn again.
      if staleRect != nil { needsFullRepaint = true }
      needsPresent = true
    case .renderTargetsReset:
      needsFullRepaint = true
    case .windowPixelsLost:
      windowPixelsLostCount += 1
      needsFullRepaint = true
    case .windowFocusLost:
      for event in translator.cancelActivePointers(timestamp: window.clock.now) {
        deliver(.pointer(event))
      }
    case .windowClose, .quit:
      onEvent?(.closeRequested)
      quit()
    case .mouseButton, .mouseMotion, .wheel, .finger, .key, .textInput, .textEditing, .other:
      if let output = translator.translate(input) { deliver(output) }
    }
  }

  private func deliver(_ output: SDLEventTranslator.Output) {
    inputArrived = true
    switch output {
    case .pointer(let event):
      window.send(event)
      onEvent?(.pointer(event))
    case .scroll(let event):
      window.send(event)
      onEvent?(.scroll(event))
    case .key(let event):
      let handled = window.send(event)
      onEvent?(.key(event, handled: handled))
    case .text(let event):
      window.send(event)
    }
  }

  /// Reads the window's and the drawable's sizes again and, when they changed, resizes the
  /// Strata window (a size transition of the root) and the pixel buffers.
  private func updateDisplayMetrics() throws {
    guard let presenter else { return }
    let newMetrics = try Self.measure(presenter, scaleOverride: scaleOverride)
    guard newMetrics.pixelWidth > 0, newMetrics.pixelHeight > 0, newMetrics != metrics else {
      return
    }
    let pixelSizeChanged =
      newMetrics.pixelWidth != metrics.pixelWidth || newMetrics.pixelHeight != metrics.pixelHeight
    metrics = newMetrics
    translator.windowSize = newMetrics.pointSize
    translator.pointsPerWindowUnit = newMetrics.pointsPerWindowUnit
    if pixelSizeChanged { try makePixelBuffers() }
    window.resize(to: newMetrics.pointSize, scale: newMetrics.scale)
    onEvent?(.resized(size: window.bounds.size, scale: window.scale))
  }

  /// Makes the pixel buffers the size of the drawable and asks for a full repaint.
  private func makePixelBuffers() throws {
    try presenter?.resize(pixelWidth: metrics.pixelWidth, pixelHeight: metrics.pixelHeight)
    needsFullRepaint = true
  }

  /// Composes the window, renders its damaged pixels, and presents what the renderer did.
  private func renderFrame() throws {
    let start = window.clock.now
    inputArrived = false
    reportedRest = false
    let displayList = window.render()
    cadence.frameStarted(at: window.frameTime)
    accessibility?.windowDidRender()
    guard let presenter, let target = try presenter.beginFrame() else { return }
    if target.isNew { needsFullRepaint = true }
    let damage =
      needsFullRepaint ? Rect(origin: .zero, size: window.bounds.size) : window.lastDamagedRect
    let pixels = PixelRect(
      covering: damage, scale: window.scale, surfaceWidth: target.surface.pixelWidth,
      surfaceHeight: target.surface.pixelHeight)
    let frame = try pixels.map { pixels in
      try render(displayList, into: target.surface, pixels: pixels, presenter: presenter)
    }
    guard frame != nil || needsPresent else {
      presenter.cancel()
      if window.hasAnimationsInFlight { onEvent?(.frameUnchanged) }
      return
    }
    try presenter.present(frame)
    needsPresent = false
    presentedFrameCount += 1
    let shown = frame == nil ? Rect.null : damage
    lastPresentedFrame = PresentedFrame(
      damage: shown, pixels: frame?.pixels,
      duration: max(0, window.clock.now - start) / clockSpeed,
      movedPixels: frame?.hostMove?.area ?? 0)
    onEvent?(.framePresented(damage: shown))
  }

  /// Renders `pixels` of `displayList` into `surface`, taking what it can of the last frame
  /// unless a full repaint is due, with pixels that only moved moved where `presenter` says;
  /// notes the pixels the surface then lacks because they were moved in the window only.
  private func render(
    _ displayList: DisplayList, into surface: CairoImageSurface, pixels: PixelRect,
    presenter: WindowPresenter
  ) throws -> RenderedFrame {
    let frame: RenderedFrame
    do {
      frame = try renderer.render(
        displayList, into: surface, scale: window.scale,
        background: window.backgroundColor ?? .white, pixels: pixels,
        reusingLastFrame: !needsFullRepaint, movingPixels: presenter.moveDestination)
    } catch {
      presenter.cancel()
      staleRect = nil
      needsFullRepaint = true
      throw error
    }
    if needsFullRepaint { staleRect = nil }
    for moved in frame.hostMove?.rects ?? [] {
      staleRect = staleRect.map { $0.union(moved) } ?? moved
    }
    lastDisplayList = displayList
    lastUploadedRect = pixels
    needsFullRepaint = false
    needsPresent = true
    return frame
  }

  /// Closes the SDL window and releases SDL: the pixel buffers, the renderer, the window, and
  /// the video subsystem go, in that order, as their owners are released.
  private func shutDown() {
    if isRunning { quit() }
    if Self.current === self { Self.current = nil }
    accessibility?.stop()
    accessibility = nil
    // The layers' shared memory is detached while SDL's connection is still open.
    renderer.layerMemoryProvider = nil
    presenter?.pixelMover?.disconnect()
    presenter = nil
  }

  /// Hands the loss of the display to the open application's ``onDisplayLost``, which ends
  /// the process; returns when no application is open.
  static func displayWentAway(reason: String) {
    guard let application = current else { return }
    application.onDisplayLost(reason)
  }

  /// Writes `strata: <reason>` to standard error, after flushing standard output, and ends
  /// the process with status 1 at once, without running `atexit` handlers that could call into
  /// the lost display: what ``onDisplayLost`` does by default.
  nonisolated static func endProcess(reason: String) -> Never {
    fflush(nil)
    let line = "strata: \(reason)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    _exit(1)
  }

  private static func measure(_ presenter: WindowPresenter, scaleOverride: Double?) throws
    -> DisplayMetrics
  {
    let windowSize = presenter.window.size
    let pixelSize = try presenter.outputSize()
    return DisplayMetrics(
      windowWidth: windowSize.width, windowHeight: windowSize.height,
      pixelWidth: pixelSize.width, pixelHeight: pixelSize.height, scaleOverride: scaleOverride)
  }

  private static func setHints() {
    // Touches are not doubled as mouse events, nor mouse events as touches.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // A desktop window: keep the compositor and the screen saver, take the first click.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    // Cairo draws into the window's framebuffer, which SDL may show through an OpenGL
    // texture; under a software rasteriser that costs more than it saves, and where OpenGL is
    // real hardware the accelerated renderer is used anyway. Show the framebuffer through the
    // windowing system (X11's shared memory) instead. The environment variable
    // SDL_FRAMEBUFFER_ACCELERATION still overrides it.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
  }
}
