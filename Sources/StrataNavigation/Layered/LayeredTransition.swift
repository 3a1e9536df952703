/// An animated transition of a ``LayeredNavigationController`` that is running: what ends it,
/// and whether a drag may catch its layers mid-way.
@MainActor
final class LayeredTransition {
  /// Whether a touch may stop it where its layers are drawn and drag them on: true when no
  /// layer leaves and none arrives vertically.
  let isCatchable: Bool
  private var finish: (() -> Void)?

  /// A transition that `finish` ends: the containment and appearance calls, the completion.
  init(isCatchable: Bool, finish: @escaping () -> Void) {
    self.isCatchable = isCatchable
    self.finish = finish
  }

  /// Ends the transition: runs `finish` the first time only, and returns whether it ran.
  @discardableResult
  func end() -> Bool {
    guard let finish else { return false }
    self.finish = nil
    finish()
    return true
  }
}
