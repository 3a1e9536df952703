/// The figures of one demo at one scale: each phase's distribution over the measured frames,
/// and what the frames changed.
struct SceneResult: Sendable {
  /// The same interaction run again with rasterisation clipped to each frame's damage.
  struct DamageOnly: Sendable {
    /// Frames measured in that run (the same frames as the full run's).
    let frameCount: Int
    /// Rasterising only the damaged rectangle, in microseconds.
    let rasterization: Summary
    /// The whole frame with damage-only rasterisation, in microseconds.
    let total: Summary
  }

  /// The demo's command-line name, such as `sample-scene`.
  let demoName: String
  /// The demo's title.
  let demoTitle: String
  /// Device pixels per point.
  let scale: Double
  /// The surface's width in pixels.
  let pixelWidth: Int
  /// The surface's height in pixels.
  let pixelHeight: Int
  /// Frames measured: the resizes' frames, the drag's frames and the settle frames (the
  /// warm-up frame is not).
  let frameCount: Int
  /// Of those, the frames in which the drag's pointer was down or lifting.
  let dragFrameCount: Int
  /// How many frames the resizes before the drag took (the resizes and their settling); 0
  /// for a demo without `windowWidths`.
  let resizeFrameCount: Int
  /// Frames in which no view re-recorded its content.
  let framesWithNothingRecorded: Int
  /// Whether the window came to rest (no animation in flight, nothing to render) within the
  /// settle limit.
  let settled: Bool
  /// The median fraction of the window's area damaged per frame (0 to 1).
  let medianDamagedFraction: Double
  /// The most bytes the renderer's cache of retained layers held at once, in either run.
  let layerCachePeakBytes: Int
  /// How many times either run rasterised layer pixels into the cache (all of a layer or a
  /// part of it).
  let layerRasterizations: Int
  /// Each phase's distribution, in microseconds, ``Phase/total`` included.
  let phases: [Phase: Summary]
  /// The figures of the run that rasterised only each frame's damage.
  let damageOnly: DamageOnly

  /// The sum of the parts' medians, in microseconds.
  var phaseMedianSum: Double {
    Phase.parts.reduce(0) { $0 + (phases[$1]?.median ?? 0) }
  }

  /// The sum of the parts' medians as a fraction of the total's median (1 when they agree).
  var phaseMedianSumToTotal: Double {
    let total = phases[.total]?.median ?? 0
    return total > 0 ? phaseMedianSum / total : 0
  }

  /// The sum of the parts' means as a fraction of the total's mean (1 when they agree).
  var phaseMeanSumToTotal: Double {
    let total = phases[.total]?.mean ?? 0
    let sum = Phase.parts.reduce(0) { $0 + (phases[$1]?.mean ?? 0) }
    return total > 0 ? sum / total : 0
  }
}
