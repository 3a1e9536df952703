/// Everything one run measured: the machine, the floor at each scale, and every scene.
struct BenchReport: Sendable {
  /// The version of the JSON layout; changes only when keys change meaning or disappear.
  static let schema = "strata-bench/1"

  /// When the run started, as UTC ISO 8601 (`2025-01-31T12:00:00Z`).
  let date: String
  /// `debug` or `release`: the build configuration of this executable.
  let build: String
  /// Whether the run was `--quick`.
  let quick: Bool
  /// The machine the run was on.
  let machine: MachineInfo
  /// The window's width, in points.
  let windowWidth: Double
  /// The window's height, in points.
  let windowHeight: Double
  /// Moves in the scripted drag, one per frame.
  let dragMoves: Int
  /// The most settle frames after the drag.
  let settleLimit: Int
  /// The floor at each scale run.
  let floors: [FloorResult]
  /// Every demo at every scale run, demos in catalogue order, scales ascending within a demo.
  let scenes: [SceneResult]
  /// The wall time of the whole run, in seconds.
  let elapsedSeconds: Double

  /// The floor measured at `scale`, if that scale ran.
  func floor(atScale scale: Double) -> FloorResult? {
    floors.first { $0.scale == scale }
  }

  /// The whole report as one JSON document with stable keys (see ``schema``).
  func json() -> JSONValue {
    .object([
      ("schema", .string(Self.schema)),
      ("date", .string(date)),
      ("build", .string(build)),
      ("quick", .bool(quick)),
      (
        "machine",
        .object([
          ("cpu", .string(machine.cpuModel)),
          ("logicalCores", .integer(machine.logicalCores)),
          ("memoryBytes", .integer(machine.memoryBytes)),
          ("os", .string(machine.operatingSystem)),
          ("kernel", .string(machine.kernel)),
        ])
      ),
      (
        "window",
        .object([
          ("widthPoints", .number(windowWidth, decimals: nil)),
          ("heightPoints", .number(windowHeight, decimals: nil)),
        ])
      ),
      (
        "script",
        .object([
          ("dragMoves", .integer(dragMoves)),
          ("frameSeconds", .number(SceneBenchmark.frameDuration, decimals: 6)),
          ("settleLimitFrames", .integer(settleLimit)),
        ])
      ),
      ("floor", .array(floors.map(Self.json(for:)))),
      ("scenes", .array(scenes.map { json(for: $0) })),
      ("elapsedSeconds", .number(elapsedSeconds, decimals: 3)),
    ])
  }

  private static func json(for floor: FloorResult) -> JSONValue {
    .object([
      ("scale", .number(floor.scale, decimals: nil)),
      ("pixelWidth", .integer(floor.pixelWidth)),
      ("pixelHeight", .integer(floor.pixelHeight)),
      ("bytes", .integer(floor.byteCount)),
      ("repeats", .integer(floor.repeats)),
      ("memcpyMicroseconds", json(for: floor.memcpy)),
      ("cairoPaintMicroseconds", json(for: floor.cairoPaint)),
    ])
  }

  private static func json(for summary: Summary) -> JSONValue {
    .object([
      ("median", .number(summary.median, decimals: 2)),
      ("p95", .number(summary.p95, decimals: 2)),
      ("max", .number(summary.max, decimals: 2)),
      ("mean", .number(summary.mean, decimals: 2)),
    ])
  }

  private static func ratios(of summary: Summary, to floor: Double?) -> JSONValue {
    guard let floor, floor > 0 else { return .null }
    return .object([
      ("median", .number(summary.median / floor, decimals: 4)),
      ("p95", .number(summary.p95 / floor, decimals: 4)),
      ("max", .number(summary.max / floor, decimals: 4)),
    ])
  }

  private func json(for scene: SceneResult) -> JSONValue {
    let floor = floor(atScale: scene.scale)
    func phase(_ summary: Summary) -> JSONValue {
      .object([
        ("microseconds", Self.json(for: summary)),
        ("ratioToMemcpy", Self.ratios(of: summary, to: floor?.memcpy.median)),
        ("ratioToCairoPaint", Self.ratios(of: summary, to: floor?.cairoPaint.median)),
      ])
    }
    return .object([
      ("demo", .string(scene.demoName)),
      ("title", .string(scene.demoTitle)),
      ("scale", .number(scene.scale, decimals: nil)),
      ("pixelWidth", .integer(scene.pixelWidth)),
      ("pixelHeight", .integer(scene.pixelHeight)),
      ("frames", .integer(scene.frameCount)),
      ("dragFrames", .integer(scene.dragFrameCount)),
      ("resizeFrames", .integer(scene.resizeFrameCount)),
      ("framesWithNothingRecorded", .integer(scene.framesWithNothingRecorded)),
      ("settled", .bool(scene.settled)),
      ("medianDamagedFraction", .number(scene.medianDamagedFraction, decimals: 4)),
      ("layerCachePeakBytes", .integer(scene.layerCachePeakBytes)),
      ("layerRasterizations", .integer(scene.layerRasterizations)),
      (
        "phases",
        .object(
          Phase.allCases.map { item in
            (item.rawValue, scene.phases[item].map(phase) ?? .null)
          })
      ),
      (
        "damageOnly",
        .object([
          ("frames", .integer(scene.damageOnly.frameCount)),
          ("rasterization", phase(scene.damageOnly.rasterization)),
          ("total", phase(scene.damageOnly.total)),
        ])
      ),
      ("phaseMedianSumMicroseconds", .number(scene.phaseMedianSum, decimals: 2)),
      ("phaseMedianSumToTotal", .number(scene.phaseMedianSumToTotal, decimals: 4)),
      ("phaseMeanSumToTotal", .number(scene.phaseMeanSumToTotal, decimals: 4)),
    ])
  }
}
