/// A container's own animatable value, with a model value and a presentation value, animated by
/// the same blocks as views' properties.
///
/// Set ``value`` inside `View.animate` to animate it; read ``presentationValue`` where it is
/// drawn or laid out. The value belongs to a view, whose window's frames move it; on every
/// frame while it moves, the view is laid out again and ``onChange`` runs.
@MainActor
public final class AnimatedValue<Value: Animatable> {
  private var animation: PropertyAnimation?

  /// The view whose window's clock drives the value and which is laid out as it moves.
  public private(set) weak var view: View?

  /// Called with the presentation value on every frame while the value animates, and once
  /// when it arrives.
  public var onChange: ((Value) -> Void)?

  /// The model value: setting it inside an animation block animates the presentation toward
  /// it; outside, the presentation jumps to it.
  public var value: Value {
    didSet { valueDidChange(from: oldValue) }
  }

  /// Creates a value owned by `view`.
  public init(_ value: Value, view: View) {
    self.value = value
    self.view = view
  }

  /// The value drawn in the current frame.
  public var presentationValue: Value {
    guard let animation, let time = view?.window?.frameTime else { return value }
    return Value(animatableComponents: animation.value(at: time))
  }

  /// Whether the value is animating.
  public var isAnimating: Bool { animation != nil }

  private func valueDidChange(from oldValue: Value) {
    guard oldValue != value else { return }
    guard let context = AnimationContext.current, let timing = context.timing,
      let group = context.group, let window = view?.window
    else {
      if let running = animation {
        animation = nil
        let completion = running.group.release(finished: false)
        if let window = view?.window { window.enqueueCompletion(completion) } else { completion?() }
      }
      view?.setNeedsLayout()
      onChange?(value)
      return
    }
    let now = window.clock.now
    var start = oldValue.animatableComponents
    var velocity: [Double] = []
    if let running = animation {
      start = running.value(at: now)
      velocity = running.velocity(at: now)
      window.enqueueCompletion(running.group.release(finished: false))
    }
    animation = PropertyAnimation(
      from: start, to: value.animatableComponents, startTime: now, timing: timing,
      inheritedVelocity: velocity, group: group)
    AnimationRegistry.register(self)
    window.setNeedsRender()
  }
}

// MARK: - AnimationOwner

extension AnimatedValue: AnimationOwner {
  var animationWindow: Window? { view?.window }

  var hasRunningAnimations: Bool { animation != nil }

  func advanceAnimations(to time: Double) -> [() -> Void] {
    guard let running = animation else { return [] }
    var completions: [() -> Void] = []
    if running.isFinished(at: time) {
      animation = nil
      if let completion = running.group.release(finished: true) { completions.append(completion) }
    }
    view?.setNeedsLayout()
    onChange?(presentationValue)
    return completions
  }
}
