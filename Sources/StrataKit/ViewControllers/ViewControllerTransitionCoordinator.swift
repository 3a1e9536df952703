/// Lets view controllers take part in a size or trait transition, as
/// `UIViewControllerTransitionCoordinator`: work registered with
/// ``animate(alongsideTransition:completion:)`` runs with the transition, then the completions
/// run once it is over.
@MainActor
public final class ViewControllerTransitionCoordinator {
  /// How long the transition takes, in seconds; 0 when it is not animated.
  public let transitionDuration: Double
  /// Whether the transition is animated.
  public var isAnimated: Bool { transitionDuration > 0 }
  /// Whether the transition was cancelled. Size transitions are never cancelled.
  public private(set) var isCancelled = false

  private var animations: [(ViewControllerTransitionCoordinator) -> Void] = []
  private var completions: [(ViewControllerTransitionCoordinator) -> Void] = []
  private var hasRunAnimations = false
  private var hasCompleted = false

  /// Creates a coordinator for a transition of `transitionDuration` seconds.
  public init(transitionDuration: Double = 0) {
    self.transitionDuration = max(0, transitionDuration.isFinite ? transitionDuration : 0)
  }

  /// Registers work to run with the transition and after it. Returns false, running nothing,
  /// when the transition has already completed.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
    completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    guard !hasCompleted else { return false }
    if let animation {
      if hasRunAnimations { animation(self) } else { animations.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the registered alongside work (the host wraps this in the transition's animation).
  package func runAnimations() {
    guard !hasRunAnimations else { return }
    hasRunAnimations = true
    let pending = animations
    animations = []
    for animation in pending { animation(self) }
  }

  /// Runs the completions, once.
  package func complete() {
    runAnimations()
    guard !hasCompleted else { return }
    hasCompleted = true
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
