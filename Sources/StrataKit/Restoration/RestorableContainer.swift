/// A container that archives its own navigation state (which controllers it shows, in which
/// order, what is selected): the containers of StrataNavigation conform in their
/// `+Restoration.swift` files. `ViewController`'s `encodeRestorableState(with:)` and
/// `decodeRestorableState(with:)` call it, so a subclass that overrides them and calls `super`
/// keeps it.
@MainActor
package protocol RestorableContainer: ViewController {
  /// The controllers whose archives may be restored into as they are, before any is created:
  /// the container's controllers, on screen or not.
  var restorationCandidates: [ViewController] { get }

  /// Makes the controller an archive inside the container names at `identifierPath`, when no
  /// candidate has it (a screen of a graph the container runs, say); `nil` by default.
  func restoredController(
    forIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController?

  /// Writes the container's navigation state into `coder`.
  func encodeContainerState(with coder: StateCoder)

  /// Reads the container's navigation state from `coder` and applies it, at once and without
  /// animation; checks everything before changing anything.
  ///
  /// - Throws: ``StateRestorationError`` when the archive does not fit the container.
  func decodeContainerState(with coder: StateCoder) throws(StateRestorationError)
}

extension RestorableContainer {
  /// Makes nothing: the app or an enclosing controller makes the controllers.
  package func restoredController(
    forIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? { nil }
}
