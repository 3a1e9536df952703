import Foundation
import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataSDL

/// Real windows, on an Xvfb server each test starts and stops. No test asserts a time: waiting
/// is counted in iterations of the loop, each of which sleeps at most a tenth of a second.
@Suite(.serialized, .strictDiagnostics) struct ApplicationWindowTests {
  private static let title = "StrataSDLTests"

  /// Opens an application titled as these tests' windows are.
  @MainActor
  private func openApplication(
    on xvfb: XvfbServer, root: ViewController, size: Size, scale: Double? = nil
  ) throws -> Application {
    try StrataSDLTests.openApplication(
      on: xvfb, title: Self.title, root: root, size: size, scale: scale)
  }

  /// Captures the window from the X server with ImageMagick's `import`.
  @MainActor
  private func screenshot(on xvfb: XvfbServer, name: String) throws -> Image {
    try xvfb.screenshot(of: Self.title, named: name, in: screenshotFolder)
  }

  /// How far a photographed colour may be from the expected one, per component: 2 %.
  private static let colorTolerance = 0.02

  @MainActor @Test("a real window presents the root, right side up, and follows SDL resizes")
  func presentsAndResizes() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 320, height: 240))
    var resizes: [Size] = []
    application.onEvent = { event in
      if case .resized(let size, _) = event { resizes.append(size) }
    }
    #expect(application.videoDriverName == "x11")
    #expect(root.appearance == ["willAppear", "didAppear"])
    #expect(application.window.bounds.size == Size(width: 320, height: 240))
    #expect(application.window.scale == 1)

    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    #expect(application.lastUploadedRect == PixelRect(x: 0, y: 0, width: 320, height: 240))
    try application.runIterations(3)

    let image = try screenshot(on: xvfb, name: "window-320x240")
    #expect(image.pixelWidth == 320)
    #expect(image.pixelHeight == 240)
    #expect(
      isClose(
        image.color(atColumn: 300, row: 200) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 20, row: 20) ?? .clear, ProbeViewController.marker,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 20, row: 220) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 300, row: 20) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))

    // A user's resize reaches the root as a size transition, with new size classes.
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    let framesBefore = application.presentedFrameCount
    application.requestWindowSize(Size(width: 700, height: 500))
    #expect(try runUntil(application) { root.traitCollection.horizontalSizeClass == .regular })
    #expect(root.transitions.last == Size(width: 700, height: 500))
    #expect(root.view.bounds.size == Size(width: 700, height: 500))
    #expect(resizes.last == Size(width: 700, height: 500))
    #expect(try runUntil(application) { application.presentedFrameCount > framesBefore })
    #expect(application.lastUploadedRect == PixelRect(x: 0, y: 0, width: 700, height: 500))
    let resized = try screenshot(on: xvfb, name: "window-700x500")
    #expect(resized.pixelWidth == 700)
    #expect(
      isClose(
        resized.color(atColumn: 650, row: 450) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))

    // Only what changed is repainted and uploaded.
    root.view.subviews.first?.backgroundColor = .red
    let framesBeforeChange = application.presentedFrameCount
    #expect(try runUntil(application) { application.presentedFrameCount > framesBeforeChange })
    let uploaded = try #require(application.lastUploadedRect)
    #expect(uploaded.x <= 10 && uploaded.y <= 10)
    #expect(uploaded.x + uploaded.width >= 50 && uploaded.y + uploaded.height >= 50)
    #expect(uploaded.width < 60 && uploaded.height < 60)

    // SDL_QUIT: the root disappears and run() returns.
    try application.postQuitEvent()
    try application.run()
    #expect(!application.isActive)
    #expect(root.appearance == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(application.videoDriverName == nil)
  }

  @MainActor
  @Test(
    "on Xvfb (OpenGL is Mesa's software rasteriser) the window presents through SDL's software renderer; STRATA_RENDERER overrides it"
  )
  func rendererChoice() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let automatic = try openApplication(
      on: xvfb, root: ProbeViewController(), size: Size(width: 160, height: 120))
    #expect(automatic.rendererName == "window-surface")
    #expect(automatic.isSoftwareRenderer == true)
    // The framebuffer's pixels reach X11 directly, not through an OpenGL texture on the same
    // software rasteriser.
    #expect(automatic.usesTextureBackedSurface == false)
    #expect(try runUntil(automatic) { automatic.presentedFrameCount >= 1 })
    let image = try screenshot(on: xvfb, name: "software-renderer")
    #expect(
      isClose(
        image.color(atColumn: 150, row: 110) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))
    automatic.quit()

    let accelerated = try withEnvironment(["STRATA_RENDERER": "accelerated"]) {
      try openApplication(
        on: xvfb, root: ProbeViewController(), size: Size(width: 160, height: 120))
    }
    #expect(accelerated.rendererName?.hasPrefix("opengl") == true)
    #expect(accelerated.isSoftwareRenderer == false)
    accelerated.quit()

    #expect(RendererChoice(environmentValue: "Software") == .software)
    #expect(RendererChoice(environmentValue: "gpu") == .automatic)
    #expect(RendererChoice.isSoftwareRasteriser("llvmpipe (LLVM 15.0.6, 256 bits)"))
    #expect(!RendererChoice.isSoftwareRasteriser("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
    #expect(
      !RendererChoice.mayHaveGraphicsHardware(driEntries: [], hasNVIDIAControl: false),
      "no /dev/dri and no NVIDIA driver: OpenGL is not asked")
    #expect(
      !RendererChoice.mayHaveGraphicsHardware(driEntries: ["by-path"], hasNVIDIAControl: false))
    #expect(
      RendererChoice.mayHaveGraphicsHardware(
        driEntries: ["by-path", "card0", "renderD128"], hasNVIDIAControl: false))
    #expect(RendererChoice.mayHaveGraphicsHardware(driEntries: [], hasNVIDIAControl: true))
  }

  @MainActor
  @Test(
    "the software path draws into the window's framebuffer and sends the display only the damaged rectangle"
  )
  func damagedRectanglesOnly() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try withEnvironment(["STRATA_RENDERER": "software"]) {
      try openApplication(on: xvfb, root: root, size: Size(width: 320, height: 240))
    }
    defer { application.quit() }
    #expect(application.rendererName == "window-surface")
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    try application.runIterations(3)

    // Blacken the framebuffer behind SDL's back: only what the next frame sends reaches X.
    try application.withFrameSurface { surface in
      let all = PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
      _ = surface.withUnsafeMutablePixelData(dirtying: all) { data, stride in
        data.initializeMemory(as: UInt8.self, repeating: 0, count: stride * surface.pixelHeight)
      }
    }
    root.view.subviews.first?.backgroundColor = .red
    let framesBefore = application.presentedFrameCount
    #expect(try runUntil(application) { application.presentedFrameCount > framesBefore })
    let sent = try #require(application.lastUploadedRect)
    #expect(sent.contains(PixelRect(x: 10, y: 10, width: 40, height: 40)))
    #expect(sent.width < 60 && sent.height < 60)

    // The framebuffer holds the new frame inside the damage and the black outside it; the
    // window shows the new frame inside it and the old one outside.
    var framebuffer: Image?
    try application.withFrameSurface { framebuffer = try $0.makeImage() }
    let drawn = try #require(framebuffer)
    #expect(isClose(drawn.color(atColumn: 20, row: 20) ?? .clear, .red, tolerance: 0))
    #expect(drawn.color(atColumn: 300, row: 200) == .black)
    let shown = try screenshot(on: xvfb, name: "damaged-rectangle-only")
    #expect(
      isClose(shown.color(atColumn: 20, row: 20) ?? .clear, .red, tolerance: Self.colorTolerance))
    #expect(
      isClose(
        shown.color(atColumn: 300, row: 200) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))
  }

  @MainActor
  @Test(
    "a storm of 1,000 resizes ends at the last size, the root laid out to fill the window")
  func resizeStorm() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 320, height: 240))
    defer { application.quit() }
    var resizes = 0
    application.onEvent = { event in
      if case .resized = event { resizes += 1 }
    }
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })

    // 1,000 sizes from 200×150 to 899×649, a loop iteration after every fourth, the last
    // one 640×480.
    let last = Size(width: 640, height: 480)
    for step in 1...1000 {
      let size =
        step == 1000
        ? last : Size(width: Double(200 + step * 37 % 700), height: Double(150 + step * 53 % 500))
      application.requestWindowSize(size)
      if step % 4 == 0 { try application.runIterations(1) }
    }
    #expect(try runUntil(application) { application.window.bounds.size == last })
    let full = PixelRect(x: 0, y: 0, width: 640, height: 480)
    #expect(try runUntil(application) { application.lastUploadedRect == full })
    try application.runIterations(2)

    #expect(application.isActive)
    #expect(resizes > 0)
    #expect(root.view.frame == Rect(origin: .zero, size: last))
    #expect(root.transitions.last == last)
    let image = try screenshot(on: xvfb, name: "window-after-storm")
    #expect(image.pixelWidth == 640 && image.pixelHeight == 480)
    #expect(
      isClose(
        image.color(atColumn: 630, row: 470) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 20, row: 20) ?? .clear, ProbeViewController.marker,
        tolerance: Self.colorTolerance))
  }

  @MainActor
  @Test(
    "each presented frame is reported with its damage in points, its pixels and its time; an idle loop presents nothing"
  )
  func presentedFrames() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 200, height: 150), scale: 2)
    defer { application.quit() }
    var reported: [PresentedFrame] = []
    application.onEvent = { [weak application] event in
      guard case .framePresented(let damage) = event else { return }
      let frame = application?.lastPresentedFrame
      #expect(frame?.damage == damage)
      frame.map { reported.append($0) }
    }
    #expect(application.lastPresentedFrame == nil)
    #expect(try runUntil(application) { reported.count >= 1 })
    let first = reported[0]
    #expect(first.damage == Rect(x: 0, y: 0, width: 200, height: 150))
    #expect(first.pixels == PixelRect(x: 0, y: 0, width: 400, height: 300))
    #expect(first.duration > 0 && first.duration < 60)

    // Once the window has been shown, iterations with nothing to draw present nothing.
    try application.runIterations(10)
    let settled = reported.count
    try application.runIterations(10)
    #expect(reported.count == settled)
    #expect(application.presentedFrameCount == settled)

    // A change is one frame whose pixels are its damage at scale 2: the marker, not the window.
    root.view.subviews.first?.backgroundColor = .red
    #expect(try runUntil(application) { reported.count > settled })
    let changed = try #require(reported.last)
    let pixels = try #require(changed.pixels)
    #expect(
      pixels
        == PixelRect(covering: changed.damage, scale: 2, surfaceWidth: 400, surfaceHeight: 300))
    #expect(pixels.x <= 20 && pixels.y <= 20 && pixels.x + pixels.width >= 100)
    #expect(pixels.width < 120 && pixels.height < 120)
    #expect(changed.duration > 0 && changed.duration < 60)
  }

  @MainActor
  @Test(
    "a glide too slow to cross a pixel in every frame presents the frames that move and reports the others as unchanged"
  )
  func unchangedFramesOfASlowGlide() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 200, height: 150), scale: 1)
    defer { application.quit() }
    let scrollView = ScrollView(frame: Rect(x: 0, y: 60, width: 200, height: 90))
    scrollView.contentSize = Size(width: 200, height: 400)
    // No indicator: its fade would keep frames coming after the glide.
    scrollView.showsVerticalScrollIndicator = false
    let stripe = View(frame: Rect(x: 0, y: 0, width: 200, height: 20))
    stripe.backgroundColor = .red
    scrollView.addSubview(stripe)
    root.view.addSubview(scrollView)
    let frames = FrameCounter(application)
    #expect(try runUntil(application) { frames.presented >= 1 })
    try application.runIterations(5)
    // Three points in 0.3 s (about 18 frames): the content sits on whole pixels, so most
    // frames of the glide have nothing new to show.
    let before = frames.presented
    scrollView.setContentOffset(Point(x: 0, y: 3), animated: true)
    #expect(try runUntil(application) { scrollView.contentOffset.y == 3 && frames.unchanged > 0 })
    try application.runIterations(5)
    #expect(frames.presented - before >= 3)
    #expect(frames.presented - before < 12)
    #expect(frames.unchanged >= 5)
    // At rest, no frame comes due: none is reported unchanged.
    let resting = frames.unchanged
    try application.runIterations(10)
    #expect(frames.unchanged == resting)
  }

  @MainActor
  @Test(
    "an animation that waits out its delay draws no frame until it moves, then presents its frames"
  )
  func delayedAnimationWaitsWithoutFrames() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 200, height: 150), scale: 1)
    defer { application.quit() }
    let frames = FrameCounter(application)
    #expect(try runUntil(application) { frames.presented >= 1 })
    try application.runIterations(5)
    let square = try #require(root.view.subviews.first)
    let before = frames.presented
    // A fade after a delay of 0.3 s (about 18 frames at 60 Hz): the scroll indicators' shape.
    View.animate(withDuration: 0.2, delay: 0.3, curve: .easeOut) { square.alpha = 0 }
    #expect(try runUntil(application) { frames.presented > before })
    // The animation's start changed nothing on screen: at most one frame came due for it,
    // unchanged, and none while the delay ran.
    #expect(frames.unchanged <= 1)
    #expect(square.alpha == 0)
    #expect(square.runningMotions.map(\.key) == ["alpha"])
    #expect(try runUntil(application) { square.runningMotions.isEmpty })
    #expect(frames.presented - before >= 3)
    // At rest again: nothing comes due.
    let resting = (frames.presented, frames.unchanged)
    try application.runIterations(10)
    #expect(frames.presented == resting.0 && frames.unchanged == resting.1)
  }

  @MainActor @Test("the pauses of a drag are no rest: the rest comes once the button is up")
  func dragPausesAreNoRest() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 200, height: 150), scale: 1)
    defer { application.quit() }
    var rests = 0
    application.onRest = { rests += 1 }
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 && rests == 1 })
    let windowID = try Tool.run(
      "xdotool", ["search", "--name", Self.title], display: xvfb.display
    ).split(separator: "\n").first.map(String.init)
    let id = try #require(windowID)
    try Tool.run(
      "xdotool", ["mousemove", "--window", id, "100", "80", "mousedown", "1"],
      display: xvfb.display)
    #expect(try runUntil(application) { root.pointerEvents.map(\.phase) == [.began] })
    #expect(application.window.hasPointerDown)
    // Held still, then moved, then held again: the loop sleeps, but reports no rest. (The
    // move to the press's place came before it, and its frame had a rest.)
    let restsBeforePress = rests
    try application.runIterations(5)
    try Tool.run("xdotool", ["mousemove", "--window", id, "120", "90"], display: xvfb.display)
    #expect(try runUntil(application) { root.pointerEvents.count >= 2 })
    try application.runIterations(5)
    #expect(rests == restsBeforePress)
    try Tool.run("xdotool", ["mouseup", "1"], display: xvfb.display)
    #expect(try runUntil(application) { root.pointerEvents.last?.phase == .ended })
    #expect(try runUntil(application) { rests == restsBeforePress + 1 })
    #expect(!application.window.hasPointerDown)
  }

  @MainActor @Test("the X11 driver installs the watch for a lost connection; it names the server")
  func displayLossWatch() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let application = try openApplication(
      on: xvfb, root: ProbeViewController(), size: Size(width: 100, height: 100))
    defer { application.quit() }
    #expect(X11ConnectionWatch.install())
    #expect(
      X11ConnectionWatch.reason(display: ":7")
        == "the display went away: the X server :7 closed the connection (it quit or crashed)")
  }

  @MainActor @Test("a scale of 2 doubles the pixels, and X input arrives in points")
  func scaledInput() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let root = ProbeViewController()
    let application = try openApplication(
      on: xvfb, root: root, size: Size(width: 200, height: 150), scale: 2)
    defer { application.quit() }
    #expect(application.window.scale == 2)
    #expect(application.window.bounds.size == Size(width: 200, height: 150))
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    #expect(application.lastUploadedRect == PixelRect(x: 0, y: 0, width: 400, height: 300))

    let image = try screenshot(on: xvfb, name: "window-scale-2")
    #expect(image.pixelWidth == 400)
    #expect(image.pixelHeight == 300)
    // The marker square spans points 10–50, pixels 20–100.
    #expect(
      isClose(
        image.color(atColumn: 21, row: 21) ?? .clear, ProbeViewController.marker,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 98, row: 98) ?? .clear, ProbeViewController.marker,
        tolerance: Self.colorTolerance))
    #expect(
      isClose(
        image.color(atColumn: 102, row: 60) ?? .clear, ProbeViewController.background,
        tolerance: Self.colorTolerance))

    // A click at window pixel (300, 200) is point (150, 100); keys keep their modifiers.
    let windowID = try Tool.run(
      "xdotool", ["search", "--name", Self.title], display: xvfb.display
    ).split(separator: "\n").first.map(String.init)
    let id = try #require(windowID)
    try Tool.run(
      "xdotool", ["mousemove", "--window", id, "300", "200", "click", "1"],
      display: xvfb.display)
    #expect(try runUntil(application) { root.pointerEvents.count >= 2 })
    #expect(root.pointerEvents.map(\.phase) == [.began, .ended])
    #expect(root.pointerEvents.first?.location == Point(x: 150, y: 100))
    #expect(root.pointerEvents.first?.id == root.pointerEvents.last?.id)
    try Tool.run("xdotool", ["key", "ctrl+shift+a"], display: xvfb.display)
    #expect(try runUntil(application) { !root.keyEvents.isEmpty })
    #expect(root.keyEvents.first?.key == "a")
    #expect(root.keyEvents.first?.modifiers == [.control, .shift])
  }

  @MainActor @Test("without DISPLAY or WAYLAND_DISPLAY, opening a window throws a clear SDLError")
  func noDisplay() {
    let root = ProbeViewController()
    withEnvironment(["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]) {
      #expect {
        try Application(rootViewController: root, title: "x", size: Size(width: 10, height: 10))
      } throws: { error in
        (error as? SDLError)?.message.contains("DISPLAY and WAYLAND_DISPLAY are unset") == true
      }
    }
    #expect(root.appearance.isEmpty)
  }

  @MainActor @Test("an X11 driver with no X server is SDL's error, not a crash")
  func unreachableDisplay() {
    withEnvironment(["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "x11"]) {
      #expect {
        try Application(
          rootViewController: ProbeViewController(), title: "x",
          size: Size(width: 10, height: 10))
      } throws: { error in
        guard let error = error as? SDLError else { return false }
        return error.operation.contains("SDL_InitSubSystem") && !error.message.isEmpty
      }
    }
  }
}

/// Counts the frames an application reports: presented, and due but unchanged.
@MainActor
private final class FrameCounter {
  private(set) var presented = 0
  private(set) var unchanged = 0

  /// Starts counting `application`'s frames (it takes over its `onEvent`).
  init(_ application: Application) {
    application.onEvent = { [weak self] event in
      switch event {
      case .framePresented: self?.presented += 1
      case .frameUnchanged: self?.unchanged += 1
      default: break
      }
    }
  }
}
