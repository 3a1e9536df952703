extension View {
  /// Animates the changes `animations` makes over `duration` seconds, after `delay` seconds,
  /// paced by `curve` (default ease-in-ease-out).
  ///
  /// Each animatable property set inside the block takes its new model value at once; its
  /// presentation moves there from where it is drawn now. `completion` runs once, after the
  /// last of the block's animations ends, with `true` when all of them finished and `false`
  /// when any was replaced or removed. A block that animates nothing (or only views outside any
  /// window, which change at once) calls `completion(true)` before returning.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let duration = duration.isFinite ? max(0, duration) : 0
    let delay = delay.isFinite ? max(0, delay) : 0
    run(
      timing: .curve(curve, duration: duration, delay: delay), animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes with a spring.
  ///
  /// - Parameters:
  ///   - springResponse: The spring's period in seconds (see ``Spring/response``).
  ///   - dampingRatio: 1 settles without overshoot; below 1 overshoots (see
  ///     ``Spring/dampingRatio``).
  ///   - initialVelocity: The speed at the start as a fraction of each property's distance per
  ///     second (as UIKit's `initialSpringVelocity`); default 0. A property that is already
  ///     moving keeps its current velocity as well.
  ///   - animations: The changes to animate.
  ///   - completion: Runs once when the animations end; see
  ///     ``animate(withDuration:delay:curve:animations:completion:)``.
  public static func animate(
    springResponse: Double, dampingRatio: Double, initialVelocity: Double = 0,
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    run(
      timing: .spring(
        Spring(response: springResponse, dampingRatio: dampingRatio), initialVelocity: velocity),
      animations: animations, completion: completion)
  }

  /// Runs `actions` with animations turned off, even inside an animation block: the properties
  /// it sets change at once.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    AnimationContext.run(AnimationContext(timing: nil, group: nil), actions)
  }

  /// Whether property changes made now become animations.
  public static var areAnimationsEnabled: Bool {
    AnimationContext.current?.timing != nil
  }

  private static func run(
    timing: AnimationTiming, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(completion: completion)
    AnimationContext.run(AnimationContext(timing: timing, group: group), animations)
    group.seal()?()
  }

  /// The values the view is drawn with in the current frame (see ``ViewPresentation``).
  public var presentation: ViewPresentation {
    let model = ViewPresentation(
      center: center, bounds: bounds, transform: transform, alpha: alpha,
      backgroundColor: backgroundColor, shadowOpacity: shadow.opacity)
    guard !runningAnimations.isEmpty, let time = window?.frameTime else { return model }
    var result = model
    result.center = presented(.center, model.center, at: time)
    result.bounds = presented(.bounds, model.bounds, at: time)
    result.transform = presented(.transform, model.transform, at: time)
    result.alpha = min(1, max(0, presented(.alpha, model.alpha, at: time)))
    if let animation = runningAnimations[.backgroundColor] {
      result.backgroundColor = Color(animatableComponents: animation.value(at: time))
    }
    result.shadowOpacity = min(1, max(0, presented(.shadowOpacity, model.shadowOpacity, at: time)))
    return result
  }

  /// Whether any property of the view is animating.
  public var isAnimating: Bool { !runningAnimations.isEmpty }

  /// Stops every running animation of the view: the presentation jumps to the model values and
  /// the completions run with `false` at the next frame (at once outside any window), in the
  /// order their blocks ran.
  public func removeAllAnimations() {
    let completions = removeAnimations()
    guard let window else {
      for completion in completions { completion() }
      return
    }
    for completion in completions { window.enqueueCompletion(completion) }
  }

  private func presented<Value: Animatable>(_ key: AnimationKey, _ model: Value, at time: Double)
    -> Value
  {
    guard let animation = runningAnimations[key] else { return model }
    return Value(animatableComponents: animation.value(at: time))
  }

  /// Called by every animatable property's setter: inside an animation block the change
  /// becomes an animation from the current presentation (keeping a spring's velocity);
  /// outside, a running animation of the property is removed.
  func animateChange<Value: Animatable>(_ key: AnimationKey, from old: Value, to new: Value) {
    guard old != new else { return }
    guard let window,
      let animation = PropertyAnimation.started(
        replacing: runningAnimations[key], from: old.animatableComponents,
        to: new.animatableComponents, in: window)
    else {
      cancelAnimation(key)
      return
    }
    runningAnimations[key] = animation
    window.animationRegistry.register(self)
  }

  private func cancelAnimation(_ key: AnimationKey) {
    runningAnimations.removeValue(forKey: key)?.cancel(in: window)
  }
}

// MARK: - AnimationOwner

extension View: AnimationOwner {
  var animationWindow: Window? { window }

  var hasRunningAnimations: Bool { !runningAnimations.isEmpty }

  var earliestMotionStartTime: Double? {
    runningAnimations.values.lazy.map(\.motionStartTime).min()
  }

  func advanceAnimations(to time: Double) -> [() -> Void] {
    var completions: [() -> Void] = []
    var finished: [(key: AnimationKey, animation: PropertyAnimation)] = []
    for (key, animation) in runningAnimations where animation.isFinished(at: time) {
      finished.append((key, animation))
    }
    if finished.count > 1 { finished.sort { $0.animation.group.order < $1.animation.group.order } }
    for (key, animation) in finished {
      runningAnimations[key] = nil
      if let completion = animation.group.release(finished: true) { completions.append(completion) }
    }
    if !finished.isEmpty || !runningAnimations.isEmpty {
      invalidate(for: runningAnimations.keys + finished.map(\.key))
    }
    return completions
  }

  /// Invalidates what animations of `keys` move: the view's placement only, when they are all
  /// of its centre, transform or alpha; what it draws otherwise.
  private func invalidate(for keys: some Sequence<AnimationKey>) {
    if keys.allSatisfy({ $0 == .center || $0 == .transform || $0 == .alpha }) {
      invalidatePlacement()
    } else {
      invalidateRendering()
    }
  }

  func removeAnimations() -> [() -> Void] {
    guard !runningAnimations.isEmpty else { return [] }
    let keys = Array(runningAnimations.keys)
    var removed = Array(runningAnimations.values)
    if removed.count > 1 { removed.sort { $0.group.order < $1.group.order } }
    runningAnimations = [:]
    invalidate(for: keys)
    return removed.compactMap { $0.group.release(finished: false) }
  }
}
