import StrataKit

/// What a stack pan will drive once it begins, as decided while it was asked whether it may
/// begin: nothing on screen changes until then.
@MainActor
struct StackInteraction {
  /// A push or a pop.
  let kind: StackTransition.Kind
  /// The controller a push brings in (the top controller's offer); `nil` for a pop.
  let next: ViewController?
}
