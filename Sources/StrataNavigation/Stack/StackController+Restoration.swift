package import StrataKit

// MARK: - RestorableContainer

extension StackController: RestorableContainer {
  /// The archive keys of a stack's navigation state.
  enum RestorationKey {
    /// The controllers in the stack, root first.
    static let viewControllers = "viewControllers"
  }

  /// The controllers in the stack may be restored into as they are (for a navigation
  /// controller whose column collapsed into a split's primary, the part of the primary's
  /// stack it gave up).
  package var restorationCandidates: [ViewController] {
    viewControllers + ((self as? NavigationController)?.restorableStack ?? [])
  }

  /// Archives the stack, root first, as it will be once queued calls have run; it stops at
  /// the first controller without a `restorationIdentifier`, since the controllers above it
  /// were reached through it. A navigation controller adds whether its bar is hidden, and
  /// archives its stack as it is with the split columns collapsed into it separated.
  package func encodeContainerState(with coder: StateCoder) {
    let stack = (self as? NavigationController)?.restorableStack ?? viewControllers
    let archived = stack.prefix { $0.restorationIdentifier != nil }
    coder.encode(Array(archived), forKey: RestorationKey.viewControllers)
    (self as? NavigationController)?.encodeNavigationBarState(with: coder)
  }

  /// Sets the stack to the archived controllers, without animation (after a running
  /// transition); a stack whose root had no identifier is left as it is.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the
  ///   controllers cannot be the stack (one belongs to another container).
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let restored = coder.decodeViewControllers(forKey: RestorationKey.viewControllers)
    let navigation = self as? NavigationController
    let barHidden = try navigation?.decodeNavigationBarHidden(from: coder)
    var target: [ViewController]? = restored.isEmpty ? nil : restored
    if let navigation, let archived = target {
      // A navigation controller in a split keeps what collapsed columns put on its stack.
      target = navigation.stackToRestore(archived)
    }
    if let target {
      do {
        try trySetViewControllers(target, animated: false)
      } catch {
        throw .invalidState(identifierPath: coder.identifierPath, reason: "\(error)")
      }
    }
    if let barHidden { navigation?.setNavigationBarHidden(barHidden, animated: false) }
  }
}
