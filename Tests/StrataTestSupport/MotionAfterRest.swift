import StrataKit
public import StrataTesting

/// What a probe read over the frames that followed an action taken after the window rested:
/// where the motion started, each frame one ``TestHost/frameDuration`` apart, and where it
/// came to rest.
public struct MotionAfterRest: CustomStringConvertible {
  /// The value right after the action, before any frame: where the motion starts.
  public let start: Double
  /// The values of the frames that followed, in order, until the host settled.
  public let frames: [Double]

  /// The value of the last frame: where the motion came to rest.
  public var end: Double { frames.last ?? start }

  /// Whether each of the first `count` frames shows the motion under way: strictly between
  /// ``start`` and ``end``, more than `margin` from each. A motion that jumped to its end (or
  /// had not begun) fails.
  public func movesThroughFirstFrames(_ count: Int = 3, margin: Double = 1e-6) -> Bool {
    guard frames.count >= count, abs(end - start) > 2 * margin else { return false }
    let low = min(start, end) + margin
    let high = max(start, end) - margin
    return frames.prefix(count).allSatisfy { $0 > low && $0 < high }
  }

  /// The values, for a failure message.
  public var description: String {
    "start \(start), frames \(frames.map { ($0 * 1000).rounded() / 1000 }), end \(end)"
  }
}

extension TestHost {
  /// Lets the window rest for `rest` seconds (no frame), then runs `action` as a person's key
  /// or call would arrive and reads the motion it starts (see ``motion(frames:of:action:)``).
  ///
  /// - Parameters:
  ///   - rest: How long the window rests before the action, in seconds; defaults to 1.5.
  ///   - frames: How many frames to read at least; defaults to 3.
  ///   - probe: What to read, again after every frame: a presentation value that the action
  ///     sets moving.
  ///   - action: What starts the motion.
  /// - Returns: What `probe` read after the action and after each frame.
  public func motionAfterRest(
    rest: Double = 1.5, frames: Int = 3, of probe: @autoclosure () -> Double,
    action: () -> Void
  ) -> MotionAfterRest {
    self.rest(for: rest)
    return motion(frames: frames, of: probe(), action: action)
  }

  /// Runs `action`, then renders frames one ``frameDuration`` apart, at least `frames` of them
  /// and on until the window needs no more (at most 10 s), reading `probe` after the action
  /// and after each frame.
  public func motion(
    frames: Int = 3, of probe: @autoclosure () -> Double, action: () -> Void
  ) -> MotionAfterRest {
    action()
    let start = probe()
    var samples: [Double] = []
    repeat {
      advance(by: Self.frameDuration)
      samples.append(probe())
    } while samples.count < frames
      || (window.needsRender && Double(samples.count) * Self.frameDuration < 10)
    return MotionAfterRest(start: start, frames: samples)
  }
}
