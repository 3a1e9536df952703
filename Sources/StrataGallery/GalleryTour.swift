import StrataCairo
import StrataDemos
import StrataKit

/// The scripted tour the gallery runs without a display: the home screen, then every demo
/// opened by tapping its row — sliding in, at rest, its container's signature gesture mid-way
/// (a pop drag, a swipe between pages) with the pointer still down, a page flung, its buttons
/// pressed, a drag captured with the pointer still down and again at rest, the window resized
/// to each of the demo's `windowWidths` and to a compact width — and closed with Escape. Each
/// captured frame is written as a PNG; `tour.png` is a contact sheet of them
/// all. Input goes through the window's real event path and the clock is a manual one stepped
/// frame by frame, so the tour draws the same pixels on every run.
@MainActor
struct GalleryTour {
  /// The demos to visit, in order.
  let demos: [Demo]
  /// The window's size, in points.
  let size: Size
  /// Device pixels per point.
  let scale: Double
  /// The folder the PNGs go to; created when missing.
  let outputDirectory: String
  /// Told about every navigation event, when tracing.
  var tracer: GalleryTracer?

  /// The width the tour shrinks the window to, in points: compact (below 600).
  static let compactWidth = 390.0
  /// The contact sheet's file name.
  static let contactSheetName = "tour.png"

  /// What a tour wrote.
  struct Result {
    /// The frames, in the order they were captured.
    let frames: [TourFrame]
    /// The contact sheet's path.
    let contactSheetPath: String
  }

  /// Runs the tour and writes the frames and the contact sheet.
  ///
  /// - Throws: `FileSystemError` when the folder cannot be made, `CairoError` when a frame
  ///   cannot be rendered or written.
  func run() throws -> Result {
    try makeDirectory(outputDirectory)
    let gallery = GalleryViewController(demos: demos)
    tracer?.attach(to: gallery)
    defer { tracer?.stop() }
    let host = HeadlessHost(rootViewController: gallery, size: size, scale: scale)
    let driver = TourDriver(host: host)
    var recorder = FrameRecorder(host: host, directory: outputDirectory)
    driver.settle()
    try recorder.capture("home", caption: "Home: one row per demo")

    for (index, demo) in demos.enumerated() {
      // A long home list may hold the row below the window: scroll it into view first.
      let list = gallery.home.listView
      list.scrollRectToVisible(list.rectForRow(at: index), animated: false)
      driver.step()
      driver.tap(at: list.convert(list.rectForRow(at: index).center, to: nil))
      driver.step(frames: 9)
      try recorder.capture("\(demo.name)-opening", caption: "\(demo.title): sliding in")
      driver.settle()
      try recorder.capture(demo.name, caption: demo.title)
      if let controller = gallery.presentedController {
        try performSignatureGesture(
          in: controller, of: demo, driver: driver, recorder: &recorder)
        try exerciseScrolling(in: controller.view, of: demo, driver: driver, recorder: &recorder)
      }
      for width in demo.windowWidths {
        host.resize(to: Size(width: width, height: size.height))
        driver.settle()
        try recorder.capture(
          "\(demo.name)-\(Int(width))", caption: "\(demo.title): \(Int(width)) pt wide")
      }
      host.resize(to: Size(width: Self.compactWidth, height: size.height))
      driver.settle()
      try recorder.capture("\(demo.name)-compact", caption: "\(demo.title): compact width")
      host.resize(to: size)
      driver.settle()
      driver.press(key: .escape)
      driver.step(frames: 9)
      try recorder.capture("\(demo.name)-closing", caption: "\(demo.title): Escape, sliding out")
      driver.settle()
    }

    let sheet = ContactSheetViewController(
      frames: recorder.frames, aspectRatio: size.height / size.width)
    let sheetHost = HeadlessHost(rootViewController: sheet, size: sheet.preferredSize, scale: 1)
    let sheetPath = "\(outputDirectory)/\(Self.contactSheetName)"
    try sheetHost.writePNG(to: sheetPath)
    return Result(frames: recorder.frames, contactSheetPath: sheetPath)
  }

  /// Performs `demo`'s signature gesture: the benchmark's drag toward its
  /// `signatureDirection` (after `prepareForBenchmark`) across the middle of the demo,
  /// photographed half-way with the pointer down, then released and settled; then each of its
  /// `moreGestures` the same way.
  private func performSignatureGesture(
    in controller: ViewController, of demo: Demo, driver: TourDriver,
    recorder: inout FrameRecorder
  ) throws {
    guard let caption = demo.gestureCaption else { return }
    var gestures = [DemoGesture(direction: demo.signatureDirection, caption: caption)]
    gestures += demo.moreGestures
    for (index, gesture) in gestures.enumerated() {
      demo.prepareForBenchmark?(controller)
      driver.settle()
      if index == 0, demo.prepareForBenchmark != nil {
        try recorder.capture("\(demo.name)-prepared", caption: "\(demo.title): prepared, at rest")
      }
      let frame = controller.view.convert(controller.view.bounds, to: nil)
      let unit = gesture.direction.unitVector
      // From a fifth of the way before the middle (or where the demo says), over three tenths
      // of the width or height.
      let extent = unit.x != 0 ? frame.width : frame.height
      let start =
        demo.gestureStart?(controller) ?? Point(x: frame.midX, y: frame.midY) + unit
        * (-extent * 0.2)
      driver.beginDrag(at: start, movingBy: unit * (extent * 0.3), steps: 12)
      let suffix = index == 0 ? "gesture" : "gesture-\(index + 1)"
      try recorder.capture(
        "\(demo.name)-\(suffix)", caption: "\(demo.title): \(gesture.caption)")
      driver.endDrag()
      driver.settle()
    }
  }

  /// Flings the first horizontal pager in `root` and drags the first vertically scrolling
  /// view, capturing the pager at rest, the drag with the pointer down and the content at rest.
  private func exerciseScrolling(
    in root: View, of demo: Demo, driver: TourDriver, recorder: inout FrameRecorder
  ) throws {
    let scrollViews = Self.scrollViews(in: root)
    let windowBounds = driver.window.bounds
    if let pager = scrollViews.first(where: { $0.isPagingEnabled && $0.canScrollHorizontally }) {
      let visible = pager.convert(pager.bounds, to: nil).intersection(windowBounds)
      if !visible.isEmpty {
        driver.fling(from: visible.center, velocity: Point(x: -1600, y: 0))
        driver.settle()
        try recorder.capture("\(demo.name)-paged", caption: "\(demo.title): page flung")
      }
    }
    let buttons = Self.views(in: root, of: Button.self).filter { button in
      button.action != nil && windowBounds.contains(button.convert(button.bounds, to: nil).center)
    }
    if !buttons.isEmpty {
      for button in buttons.prefix(2) {
        driver.tap(at: button.convert(button.bounds, to: nil).center)
      }
      driver.step(frames: 8)
      try recorder.capture("\(demo.name)-buttons", caption: "\(demo.title): buttons pressed")
      driver.settle()
    }
    if let scroller = scrollViews.first(where: { $0.canScrollVertically }) {
      let visible = scroller.convert(scroller.bounds, to: nil).intersection(windowBounds)
      if !visible.isEmpty {
        let start = Point(x: visible.midX, y: visible.minY + visible.height * 0.8)
        driver.beginDrag(
          at: start, movingBy: Point(x: 0, y: -visible.height * 0.45), steps: 12)
        try recorder.capture("\(demo.name)-dragging", caption: "\(demo.title): dragging")
        driver.endDrag()
        driver.settle()
        try recorder.capture("\(demo.name)-dragged", caption: "\(demo.title): at rest after drag")
      }
    }
  }

  /// The visible scroll views in `root`'s tree, outermost first.
  static func scrollViews(in root: View) -> [ScrollView] {
    views(in: root, of: ScrollView.self)
  }

  /// The visible views of type `type` in `root`'s tree, breadth first.
  static func views<T: View>(in root: View, of type: T.Type) -> [T] {
    var found: [T] = []
    var pending = [root]
    while !pending.isEmpty {
      let view = pending.removeFirst()
      guard !view.isHidden else { continue }
      if let match = view as? T { found.append(match) }
      pending += view.subviews
    }
    return found
  }
}
