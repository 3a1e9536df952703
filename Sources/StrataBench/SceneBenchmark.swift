import StrataCairo
import StrataDemos
import StrataKit

/// Runs one demo at one scale through the scripted interaction and times every frame.
///
/// The window is 1920×1080 points (or the size given) with Pango text and a manual clock that
/// moves 1/60 s per frame. After one warm-up frame (not measured), a demo with `windowWidths`
/// has the window resized through them and back (each resize, then the frames until it
/// settles), then the ``DragScript`` runs (toward the demo's `signatureDirection`, inside its
/// `benchmarkDragArea` if it has one), then frames follow until nothing animates and nothing
/// needs drawing, up to ``settleLimit``.
///
/// The interaction runs twice, each time in a fresh window: first rasterising every frame in
/// full (the phase figures), then only each frame's damaged rectangle (the damage-only
/// figures). The manual clock makes both runs produce the same frames.
@MainActor
struct SceneBenchmark {
  /// The seconds between frames: 1/60.
  nonisolated static let frameDuration = 1.0 / 60

  /// The demo shown as the window's root view controller.
  let demo: Demo
  /// Device pixels per point.
  let scale: Double
  /// The window's size, in points.
  let windowSize: Size
  /// How many moves the drag has.
  let dragMoves: Int
  /// The most frames to run after the drag while waiting for the window to come to rest.
  let settleLimit: Int

  /// Runs the interaction twice, rasterising full frames and then only each frame's damage,
  /// and summarises the frames.
  ///
  /// - Throws: `CairoError` when the surface cannot be made or drawing fails.
  /// - Complexity: O(frames × (views + pixels)).
  func run() throws -> SceneResult {
    let full = try runPass(clipsToDamage: false)
    let clipped = try runPass(clipsToDamage: true)
    var phases: [Phase: Summary] = [:]
    for phase in Phase.allCases {
      phases[phase] = Summary(full.frames.map { $0.microseconds[phase] ?? 0 })
    }
    return SceneResult(
      demoName: demo.name, demoTitle: demo.title, scale: scale, pixelWidth: full.pixelWidth,
      pixelHeight: full.pixelHeight, frameCount: full.frames.count,
      dragFrameCount: full.dragFrameCount, resizeFrameCount: full.resizeFrameCount,
      framesWithNothingRecorded: full.frames.count { $0.recordedViewCount == 0 },
      settled: full.settled,
      medianDamagedFraction: Summary(full.frames.map(\.damagedFraction)).median,
      layerCachePeakBytes: max(full.layerCachePeakBytes, clipped.layerCachePeakBytes),
      layerRasterizations: full.layerRasterizations + clipped.layerRasterizations,
      phases: phases,
      damageOnly: SceneResult.DamageOnly(
        frameCount: clipped.frames.count,
        rasterization: Summary(clipped.frames.map { $0.microseconds[.rasterization] ?? 0 }),
        total: Summary(clipped.frames.map { $0.microseconds[.total] ?? 0 })))
  }

  /// The frames of one run of the interaction in a fresh window.
  private struct Pass {
    var frames: [FrameTimings] = []
    var dragFrameCount = 0
    var resizeFrameCount = 0
    var settled = false
    var pixelWidth = 0
    var pixelHeight = 0
    var layerCachePeakBytes = 0
    var layerRasterizations = 0
  }

  private func runPass(clipsToDamage: Bool) throws -> Pass {
    let clock = ManualClock()
    let textSystem = PangoTextSystem()
    let window = Window(size: windowSize, scale: scale, textSystem: textSystem, clock: clock)
    let root = demo.makeViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = window.render()
    demo.prepareForBenchmark?(root)
    let renderer = CairoRenderer(textSystem: textSystem)
    var pass = Pass()
    pass.pixelWidth = Int((windowSize.width * scale).rounded(.up))
    pass.pixelHeight = Int((windowSize.height * scale).rounded(.up))
    let surface = try CairoImageSurface(pixelWidth: pass.pixelWidth, pixelHeight: pass.pixelHeight)
    let meter = FrameMeter(
      window: window, renderer: renderer, surface: surface, scale: scale,
      clipsToDamage: clipsToDamage)

    try renderer.render(window.render(), into: surface, scale: scale, background: nil)

    for width in demo.windowWidths + (demo.windowWidths.isEmpty ? [] : [windowSize.width]) {
      clock.advance(by: Self.frameDuration)
      pass.frames.append(
        try meter.measure([], resize: Size(width: width, height: windowSize.height)))
      var settleFrames = 0
      while (window.hasAnimationsInFlight || window.needsRender) && settleFrames < settleLimit {
        clock.advance(by: Self.frameDuration)
        pass.frames.append(try meter.measure([]))
        settleFrames += 1
      }
    }

    pass.resizeFrameCount = pass.frames.count
    let area = demo.benchmarkDragArea?(root) ?? Rect(origin: .zero, size: windowSize)
    let script = DragScript(
      in: area, moveCount: dragMoves, direction: demo.signatureDirection)
    pass.dragFrameCount = script.frameCount
    pass.frames.reserveCapacity(script.frameCount + settleLimit)
    for frame in 0..<script.frameCount {
      clock.advance(by: Self.frameDuration)
      pass.frames.append(
        try meter.measure(script.events(forFrame: frame, timestamp: clock.now)))
    }
    var settleFrames = 0
    while (window.hasAnimationsInFlight || window.needsRender) && settleFrames < settleLimit {
      clock.advance(by: Self.frameDuration)
      pass.frames.append(try meter.measure([]))
      settleFrames += 1
    }
    pass.settled = !window.hasAnimationsInFlight && !window.needsRender
    pass.layerCachePeakBytes = renderer.layerCachePeakByteCount
    pass.layerRasterizations = renderer.layerRasterizationCount
    return pass
  }
}
