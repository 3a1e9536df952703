import Foundation
import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataSDL

/// Three pages side by side in a paging scroll view, each an opaque colour with a square and a
/// label, under a translucent badge that stays where it is while the pages move.
@MainActor
private final class PagedViewController: ViewController {
  static let colors = [Color(rgb: 0xCC4422), Color(rgb: 0x2255CC), Color(rgb: 0x22AA55)]
  let scrollView = ScrollView()
  private var pages: [View] = []

  override func loadView() {
    let view = View()
    view.backgroundColor = .white
    scrollView.isPagingEnabled = true
    view.addSubview(scrollView)
    for (index, color) in Self.colors.enumerated() {
      let page = View()
      page.backgroundColor = color
      let square = View(frame: Rect(x: 30, y: 60, width: 50, height: 50))
      square.backgroundColor = .white
      page.addSubview(square)
      let label = Label(frame: Rect(x: 100, y: 60, width: 200, height: 40), text: "Page \(index)")
      label.textColor = .white
      label.font = .system(size: 24)
      page.addSubview(label)
      scrollView.addSubview(page)
      pages.append(page)
    }
    let badge = View(frame: Rect(x: 150, y: 180, width: 100, height: 40))
    badge.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    view.addSubview(badge)
    self.view = view
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = view.bounds.size
    scrollView.frame = Rect(origin: .zero, size: size)
    for (index, page) in pages.enumerated() {
      page.frame = Rect(x: Double(index) * size.width, y: 0, width: size.width, height: size.height)
    }
    scrollView.contentSize = Size(width: size.width * 3, height: size.height)
  }
}

/// Pages dragged through a real window: the X server moves the pixels that only moved, and the
/// window shows, frame by frame, exactly what a full redraw draws.
@Suite(.serialized, .strictDiagnostics) struct MovedPixelsTests {
  private static let title = "StrataMovedPixelsTests"

  @MainActor
  @Test(
    "a drag of pages moves their pixels on the X server; every frame shows what a full redraw draws"
  )
  func dragMovesPixelsOnTheServer() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let (root, application) = try openPages(on: xvfb)
    defer { application.quit() }
    #expect(application.rendererName == "window-surface")
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    try application.runIterations(3)

    // A person's drag, one step at a time: each step is presented before it is photographed.
    let id = try press(atX: 350, on: xvfb)
    var compared = 0
    var comparedMoves = 0
    let keptBefore = application.keptPixelCount
    for step in 1...8 {
      try dragStep(application, on: xvfb, window: id, to: 350 - step * 30, name: "drag-\(step)")
      compared += 1
      let moved = application.lastPresentedFrame?.movedPixels ?? 0
      if moved > 0 { comparedMoves += 1 }
      // Only what a page draws over its colour moves (its square and label, their
      // neighbourhood): well under half of the window's 120,000 pixels.
      #expect(moved < 400 * 300 / 2, "step \(step): \(moved) pixels moved")
    }
    // The pages' colour, where it shows before and after, is left as the window shows it.
    #expect(application.keptPixelCount > keptBefore)
    _ = try Tool.run("xdotool", ["mouseup", "1"], display: xvfb.display)
    // The release springs to a page; photograph a frame of the spring and the page it settles on.
    #expect(try runUntil(application) { application.window.hasAnimationsInFlight })
    try application.runIterations(2)
    try expectWindowShowsLastFrame(application, on: xvfb, name: "spring")
    #expect(try runUntil(application, limit: 100) { !application.window.hasAnimationsInFlight })
    try application.runIterations(2)
    try expectWindowShowsLastFrame(application, on: xvfb, name: "settled")

    #expect(root.scrollView.contentOffset.x == 0 || root.scrollView.contentOffset.x == 400)
    #expect(compared == 8)
    #expect(comparedMoves >= 4)
    #expect(application.movedPixelCount > 0)

    // The frame surface, asked for, holds the window's pixels again: those the server moved
    // are drawn into it first.
    let expected = try fullRedraw(of: application)
    var held: Image?
    try application.withFrameSurface { held = try $0.makeImage() }
    #expect(try ImageDifference(expected, #require(held)).largest == 0)
  }

  @MainActor
  @Test(
    "a drag back puts the pages' pixels from memory shared with the X server, as memory files or System V segments; every frame shows what a full redraw draws",
    arguments: ["descriptor", "system-v"]
  )
  func dragBackPutsSharedPixels(sharing: String) throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    // Descriptors unless the environment asks for System V segments.
    let requested = sharing == "system-v" ? sharing : nil
    let (root, application) = try openPages(
      on: xvfb, environment: ["STRATA_X11_SHARED_MEMORY": requested])
    defer { application.quit() }
    #expect(application.layerMemorySharing == sharing)
    try showSecondPage(of: root, in: application)

    // A drag towards the right, back to the first page: the content moves right, which X
    // servers copy backwards and slowly, so the pixels come from the layers' shared memory.
    let id = try press(atX: 50, on: xvfb)
    var comparedPuts = 0
    for step in 1...8 {
      let shared = application.sharedPixelCount
      try dragStep(application, on: xvfb, window: id, to: 50 + step * 30, name: "back-\(step)")
      if application.sharedPixelCount > shared { comparedPuts += 1 }
    }
    #expect(application.liveLayerMemoryCount > 0)
    try expectOneMappingPerSharedLayer(application, sharing: sharing)
    try releaseAndSettle(application, on: xvfb, name: "back-settled")
    try expectOneMappingPerSharedLayer(application, sharing: sharing)
    // The first move makes the layers; the ones after put their pixels.
    #expect(comparedPuts >= 4)
    #expect(application.sharedPixelCount > 0)
    #expect(application.sharedPixelCount <= application.movedPixelCount)
  }

  @MainActor
  @Test(
    "over a TCP connection no memory is shared with the X server (a descriptor cannot cross it, and the server refuses System V segments to a client it cannot identify); a drag back moves the pixels in the window and every frame shows what a full redraw draws"
  )
  func tcpConnectionSharesNoMemory() throws {
    let xvfb = try XvfbServer.start(arguments: ["-listen", "tcp"])
    defer { xvfb.stop() }
    let (root, application) = try openPages(
      on: xvfb, environment: ["DISPLAY": "127.0.0.1:\(xvfb.number)"])
    defer { application.quit() }
    #expect(application.layerMemorySharing == nil)
    try showSecondPage(of: root, in: application)

    let id = try press(atX: 50, on: xvfb)
    for step in 1...4 {
      try dragStep(application, on: xvfb, window: id, to: 50 + step * 30, name: "tcp-\(step)")
    }
    try releaseAndSettle(application, on: xvfb, name: "tcp-settled")
    #expect(application.sharedPixelCount == 0)
    #expect(application.liveLayerMemoryCount == 0)
  }

  /// Checks that each piece of layer memory `application` lent is one mapping of this process
  /// and that no other is left: memory files are named `strata-layer` in `/proc/self/maps`.
  /// System V segments show there without a name, beside SDL's own for the window, so only
  /// their number being at least the live count is checked.
  @MainActor
  private func expectOneMappingPerSharedLayer(_ application: Application, sharing: String) throws {
    // Read to its end: `/proc` files say they are empty, and `String(contentsOfFile:)` reads
    // only the first 4 KB of one.
    let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
    defer { try? handle.close() }
    let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
      .split(separator: "\n")
    if sharing == "descriptor" {
      let files = maps.filter { $0.contains("/memfd:strata-layer") }
      #expect(files.count == application.liveLayerMemoryCount)
    } else {
      let segments = maps.filter { $0.contains("/SYSV") }
      #expect(segments.count >= application.liveLayerMemoryCount)
    }
  }

  @MainActor
  @Test(
    "where another window covers pixels the X server was to move, the window is drawn again: what shows is a full redraw"
  )
  func coveredPixelsAreDrawnAgain() throws {
    // Without backing store, the pixels of a window under another are not kept anywhere.
    let xvfb = try XvfbServer.start(arguments: ["-bs"])
    defer { xvfb.stop() }
    let (_, application) = try openPages(on: xvfb)
    defer { application.quit() }
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    try application.runIterations(3)

    // ImageMagick's `display` shows a window over the right 120 pixels of ours. No window
    // manager runs: it stays where it asks to be, above ours.
    try FileManager.default.createDirectory(
      atPath: screenshotFolder, withIntermediateDirectories: true)
    let coverImage = "\(screenshotFolder)/cover.png"
    try PNG.write(
      try Image(
        pixelWidth: 120, pixelHeight: 300,
        pixels: [UInt32](repeating: 0xFFFF_00FF, count: 120 * 300)), to: coverImage)
    let cover = try Tool.start(
      "display", ["-geometry", "+280+0", "-title", "StrataCover", coverImage],
      display: xvfb.display)
    defer { cover.terminate() }
    var coverID = ""
    for _ in 0..<100 where coverID.isEmpty {
      coverID =
        (try? Tool.run("xdotool", ["search", "--name", "StrataCover"], display: xvfb.display))?
        .split(separator: "\n").first.map(String.init) ?? ""
      if coverID.isEmpty { usleep(50_000) }
    }
    #expect(!coverID.isEmpty)
    // SDL centres the window on the screen: put the cover over its right 120 pixels.
    let id = try windowID(xvfb)
    let geometry = try Tool.run(
      "xdotool", ["getwindowgeometry", "--shell", id], display: xvfb.display)
    func value(_ name: String) -> Int {
      geometry.split(separator: "\n").first { $0.hasPrefix("\(name)=") }
        .flatMap { Int($0.dropFirst(name.count + 1)) } ?? 0
    }
    _ = try Tool.run(
      "xdotool", ["windowmove", "--sync", coverID, "\(value("X") + 280)", "\(value("Y"))"],
      display: xvfb.display)
    try application.runIterations(3)

    // Drag the pages left: what comes into view at the cover's edge is moved out from under it.
    _ = try Tool.run("xdotool", ["mousemove", "--window", id, "250", "150"], display: xvfb.display)
    _ = try Tool.run("xdotool", ["mousedown", "1"], display: xvfb.display)
    for step in 1...5 {
      let before = application.presentedFrameCount
      _ = try Tool.run(
        "xdotool", ["mousemove", "--window", id, "\(250 - step * 30)", "150"],
        display: xvfb.display)
      #expect(try runUntil(application) { application.presentedFrameCount > before })
      // The server's GraphicsExpose comes after the copy: let the loop hear it and redraw.
      _ = try Tool.run("xdotool", ["getmouselocation"], display: xvfb.display)
      try application.runIterations(4)
      try expectWindowShowsLastFrame(
        application, on: xvfb, name: "covered-\(step)", columns: 0..<280)
    }
    _ = try Tool.run("xdotool", ["mouseup", "1"], display: xvfb.display)
    #expect(application.movedPixelCount > 0)
    #expect(application.windowPixelsLostCount > 0)
  }

  @MainActor
  @Test(
    "a resize in the middle of a drag: the window is drawn anew at its new size, and the frames after it move pixels again and show what a full redraw draws"
  )
  func resizeDuringDrag() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let (_, application) = try openPages(on: xvfb)
    defer { application.quit() }
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    try application.runIterations(3)

    let id = try press(atX: 300, on: xvfb)
    func step(to x: Int, name: String) throws {
      try dragStep(application, on: xvfb, window: id, to: x, name: name)
    }
    try step(to: 270, name: "resize-before-1")
    try step(to: 240, name: "resize-before-2")

    // The window shrinks while the finger is down.
    let smaller = Size(width: 360, height: 260)
    application.requestWindowSize(smaller)
    #expect(try runUntil(application) { application.window.bounds.size == smaller })
    try application.runIterations(2)
    try expectWindowShowsLastFrame(application, on: xvfb, name: "resize-resized")
    let movedBefore = application.movedPixelCount

    try step(to: 210, name: "resize-after-1")
    try step(to: 180, name: "resize-after-2")
    try step(to: 150, name: "resize-after-3")
    #expect(application.movedPixelCount > movedBefore)
    try releaseAndSettle(application, on: xvfb, name: "resize-settled")
  }

  @MainActor
  @Test(
    "a drag back resized in its middle, then turned around: every frame shows what a full redraw draws, put from shared memory or moved in the window"
  )
  func resizeDuringDragBackAndTurn() throws {
    let xvfb = try XvfbServer.start()
    defer { xvfb.stop() }
    let (root, application) = try openPages(on: xvfb)
    defer { application.quit() }
    try showSecondPage(of: root, in: application)

    let id = try press(atX: 60, on: xvfb)
    func step(to x: Int, name: String) throws {
      try dragStep(application, on: xvfb, window: id, to: x, name: name)
    }
    try step(to: 90, name: "back-resize-before-1")
    try step(to: 120, name: "back-resize-before-2")

    // The window grows while the finger is down: the layers are drawn anew at the new size.
    let larger = Size(width: 440, height: 320)
    application.requestWindowSize(larger)
    #expect(try runUntil(application) { application.window.bounds.size == larger })
    try application.runIterations(2)
    try expectWindowShowsLastFrame(application, on: xvfb, name: "back-resize-resized")

    let sharedBefore = application.sharedPixelCount
    try step(to: 150, name: "back-resize-after-1")
    try step(to: 180, name: "back-resize-after-2")
    try step(to: 210, name: "back-resize-after-3")
    #expect(application.sharedPixelCount > sharedBefore)

    // The finger turns around: the content moves left, which the server moves in the window.
    let shared = application.sharedPixelCount
    let moved = application.movedPixelCount
    try step(to: 180, name: "back-turn-1")
    try step(to: 150, name: "back-turn-2")
    try step(to: 120, name: "back-turn-3")
    #expect(application.movedPixelCount > moved)
    #expect(application.sharedPixelCount == shared)
    try releaseAndSettle(application, on: xvfb, name: "back-turn-settled")
  }

  /// Opens the pages in a 400×300 window at scale 1 on the window-surface path.
  @MainActor
  private func openPages(on xvfb: XvfbServer, environment: [String: String?] = [:]) throws
    -> (PagedViewController, Application)
  {
    let root = PagedViewController()
    let application = try openApplication(
      on: xvfb, title: Self.title, root: root, size: Size(width: 400, height: 300), scale: 1,
      environment: environment.merging(["STRATA_RENDERER": "software"]) { $1 })
    return (root, application)
  }

  /// Moves the pressed pointer to `x` on row 150 of window `id`, waits for the frame that
  /// brings, and checks that the window shows what a full redraw of it draws.
  @MainActor
  private func dragStep(
    _ application: Application, on xvfb: XvfbServer, window id: String, to x: Int, name: String
  ) throws {
    let before = application.presentedFrameCount
    _ = try Tool.run(
      "xdotool", ["mousemove", "--window", id, "\(x)", "150"], display: xvfb.display)
    #expect(try runUntil(application) { application.presentedFrameCount > before })
    try expectWindowShowsLastFrame(application, on: xvfb, name: name)
  }

  /// Lets the button go, waits until the pages come to rest, and checks that the window shows
  /// what a full redraw of the last frame draws.
  @MainActor
  private func releaseAndSettle(_ application: Application, on xvfb: XvfbServer, name: String)
    throws
  {
    _ = try Tool.run("xdotool", ["mouseup", "1"], display: xvfb.display)
    #expect(try runUntil(application, limit: 100) { !application.window.hasAnimationsInFlight })
    try application.runIterations(2)
    try expectWindowShowsLastFrame(application, on: xvfb, name: name)
  }

  /// Shows the second page of `root` and waits until a frame was presented and the window
  /// settled.
  @MainActor
  private func showSecondPage(of root: PagedViewController, in application: Application) throws {
    root.scrollView.contentOffset = Point(x: 400, y: 0)
    #expect(try runUntil(application) { application.presentedFrameCount >= 1 })
    try application.runIterations(3)
  }

  /// Presses the pointer's button at `x` on row 150 of the test's window on `xvfb`; returns
  /// the window's id.
  private func press(atX x: Int, on xvfb: XvfbServer) throws -> String {
    let id = try windowID(xvfb)
    _ = try Tool.run(
      "xdotool", ["mousemove", "--window", id, "\(x)", "150"], display: xvfb.display)
    _ = try Tool.run("xdotool", ["mousedown", "1"], display: xvfb.display)
    return id
  }

  /// The X window id of the test's window.
  private func windowID(_ xvfb: XvfbServer) throws -> String {
    try Tool.run("xdotool", ["search", "--name", Self.title], display: xvfb.display)
      .split(separator: "\n").first.map(String.init) ?? ""
  }

  /// The last presented frame's display list drawn afresh, whole, by a renderer of its own.
  @MainActor
  private func fullRedraw(of application: Application) throws -> Image {
    let list = try #require(application.lastDisplayList)
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    return try renderer.render(
      list, size: application.window.bounds.size, scale: application.window.scale,
      background: application.window.backgroundColor ?? .white)
  }

  /// Photographs the window from the X server and expects it to be the full redraw of the
  /// last presented frame, pixel for pixel.
  @MainActor
  private func expectWindowShowsLastFrame(
    _ application: Application, on xvfb: XvfbServer, name: String, columns: Range<Int>? = nil
  ) throws {
    let shown = try xvfb.screenshot(
      of: Self.title, named: "moved-\(name)", in: screenshotFolder)
    let expected = try fullRedraw(of: application)
    #expect(shown.pixelWidth == expected.pixelWidth && shown.pixelHeight == expected.pixelHeight)
    let difference = ImageDifference(expected, shown, columns: columns)
    #expect(
      difference.largest <= 1, "\(name): the window differs from a full redraw by \(difference)")
  }
}
