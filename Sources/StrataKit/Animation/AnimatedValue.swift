/// A container's own animatable value, with a model value and a presentation value, animated by
/// the same blocks as views' properties.
///
/// Set ``value`` inside `View.animate` to animate it; read ``presentationValue`` where it is
/// drawn or laid out. The value belongs to a view, whose window's frames move it; on every
/// frame while it moves, the view is laid out again and ``onChange`` runs. When the view leaves
/// the window the animation is removed, as a view's own are: the value is at its model at once
/// and the block's completion runs with `false` at the window's next frame.
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
    if let window = view?.window,
      let next = PropertyAnimation.started(
        replacing: animation, from: oldValue.animatableComponents,
        to: value.animatableComponents, in: window)
    {
      animation = next
      window.animationRegistry.register(self)
      return
    }
    animation?.cancel(in: view?.window)
    animation = nil
    view?.setNeedsLayout()
    onChange?(value)
  }
}

// MARK: - AnimationOwner

extension AnimatedValue: AnimationOwner {
  var animationWindow: Window? { view?.window }

  var hasRunningAnimations: Bool { animation != nil }

  var earliestMotionStartTime: Double? { animation?.motionStartTime }

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

  func removeAnimations() -> [() -> Void] {
    guard let running = animation else { return [] }
    animation = nil
    view?.setNeedsLayout()
    onChange?(value)
    return running.group.release(finished: false).map { [$0] } ?? []
  }
}
