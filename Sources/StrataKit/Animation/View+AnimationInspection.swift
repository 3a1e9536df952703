extension View {
  /// One motion running on a view, as a checker outside StrataKit sees it: what moves, and
  /// when it started and ends on the window's clock.
  package struct RunningMotion: Hashable, Sendable {
    /// What moves: an animated property (`center`, `bounds`, `transform`, `alpha`,
    /// `backgroundColor`, `shadowOpacity`) or an axis of a scroll view's content motion
    /// (`contentOffset.x`, `contentOffset.y`).
    package let key: String
    /// When the motion started, in the window clock's seconds.
    package let startTime: Double
    /// When the motion reaches its end, in the window clock's seconds: its last frame is the
    /// first one drawn at or after this time.
    package let endTime: Double

    /// How long the motion lasts from its start, in seconds.
    package var span: Double { endTime - startTime }

    /// Describes a motion of `key` from `startTime` to `endTime`, in the clock's seconds.
    package init(key: String, startTime: Double, endTime: Double) {
      self.key = key
      self.startTime = startTime
      self.endTime = endTime
    }
  }

  /// The motions running on the view now: its property animations (from `View.animate`
  /// blocks) and, for a ``ScrollView``, its content's motion (an animated offset, a deceleration or a spring back), in no
  /// particular order. Empty when nothing moves; a motion is gone from the list from the
  /// frame that ends it (or from the moment it is removed).
  ///
  /// Made for the fuzzer's check that what starts between frames is seen moving on the next
  /// frame; nothing in StrataKit reads it.
  ///
  /// - Complexity: O(k) in the number of running animations; a scroll view's motion adds a
  ///   search of its end time (a few dozen samples of the motion).
  package var runningMotions: [RunningMotion] {
    var motions = runningAnimations.map { key, animation in
      RunningMotion(
        key: "\(key)", startTime: animation.startTime, endTime: animation.endTime)
    }
    if let scrollView = self as? ScrollView {
      for (key, axis) in [
        ("contentOffset.x", scrollView.motion.horizontal),
        ("contentOffset.y", scrollView.motion.vertical),
      ] {
        guard let axis else { continue }
        let startTime = axis.startTime
        motions.append(
          RunningMotion(key: key, startTime: startTime, endTime: axis.endTime(after: startTime)))
      }
    }
    return motions
  }
}

// MARK: - Inspecting a scroll motion

extension ScrollAxisMotion {
  /// When the motion started, in the clock's seconds.
  fileprivate var startTime: Double {
    switch self {
    case .decelerating(_, _, let startTime, _), .spring(_, _, _, let startTime, _),
      .curve(_, _, let startTime, _, _):
      startTime
    }
  }

  /// The first time (to a microsecond, never early) at which ``state(at:)`` says the motion
  /// is over: found by asking the motion itself, so that its rule for ending stays in one
  /// place. A motion still running an hour after `start` ends then, for this answer.
  fileprivate func endTime(after start: Double) -> Double {
    var running = start
    var step = 1.0 / 64
    var over = start + step
    while !state(at: over).isFinished {
      running = over
      guard step < 3600 else { return over }
      step *= 2
      over = start + step
    }
    while over - running > 1e-6 {
      let middle = (running + over) / 2
      if state(at: middle).isFinished { over = middle } else { running = middle }
    }
    return over
  }
}
