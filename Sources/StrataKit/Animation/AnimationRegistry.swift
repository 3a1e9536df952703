/// Something that owns running animations and advances them when its window draws a frame.
@MainActor
protocol AnimationOwner: AnyObject {
  /// The window whose frames advance the animations.
  var animationWindow: Window? { get }
  /// Ends the animations that are over at `time` and returns their groups' completions, to be
  /// run once every owner has advanced.
  func advanceAnimations(to time: Double) -> [() -> Void]
  /// Whether any animation is still running.
  var hasRunningAnimations: Bool { get }
}

/// The owners with running animations in one window, which that window advances frame by
/// frame. Each window has its own, so a frame of one window never touches another's.
///
/// An owner that moved to another window is handed over to that window's registry on the next
/// frame (views hand themselves over as they move); one that left every window stays, paused,
/// until it comes back or is released.
@MainActor
final class AnimationRegistry {
  private struct Entry {
    weak var owner: (any AnimationOwner)?
    /// When the owner was registered: owners advance in this order, so completions due in the
    /// same frame run in the same order on every run.
    let sequence: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var nextSequence = 0

  /// Starts advancing `owner`'s animations with this registry's window's frames.
  func register(_ owner: any AnimationOwner) {
    let identifier = ObjectIdentifier(owner)
    guard entries[identifier]?.owner == nil else { return }
    entries[identifier] = Entry(owner: owner, sequence: nextSequence)
    nextSequence += 1
  }

  /// Advances the animations of the owners in `window` (the registry's window) to `time`;
  /// returns the completions that became due.
  ///
  /// - Complexity: O(n log n) in the number of owners registered.
  func advance(in window: Window, to time: Double) -> [() -> Void] {
    var completions: [() -> Void] = []
    for (identifier, entry) in entries.sorted(by: { $0.value.sequence < $1.value.sequence }) {
      guard let owner = entry.owner else {
        entries[identifier] = nil
        continue
      }
      guard let ownerWindow = owner.animationWindow else { continue }
      guard ownerWindow === window else {
        entries[identifier] = nil
        ownerWindow.animationRegistry.register(owner)
        ownerWindow.setNeedsRender()
        continue
      }
      completions += owner.advanceAnimations(to: time)
      if !owner.hasRunningAnimations { entries[identifier] = nil }
    }
    return completions
  }

  /// Whether any owner in `window` (the registry's window) has a running animation.
  ///
  /// - Complexity: O(n) in the number of owners registered.
  func hasAnimations(in window: Window) -> Bool {
    entries.values.contains { entry in
      guard let owner = entry.owner else { return false }
      return owner.hasRunningAnimations && owner.animationWindow === window
    }
  }
}
