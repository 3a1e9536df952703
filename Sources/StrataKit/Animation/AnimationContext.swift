/// The animation block being run, if any: property changes made inside one become animations.
@MainActor
struct AnimationContext {
  /// The timing of the animations the block creates, or `nil` inside
  /// `performWithoutAnimation`.
  let timing: AnimationTiming?
  let group: AnimationGroup?

  /// The innermost block being run.
  static var current: AnimationContext? { stack.last }

  private static var stack: [AnimationContext] = []

  /// Runs `body` with `context` as the current block.
  static func run(_ context: AnimationContext, _ body: () -> Void) {
    stack.append(context)
    body()
    stack.removeLast()
  }
}
