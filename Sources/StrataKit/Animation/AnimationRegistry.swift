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
  /// The earliest time, in the clock's seconds, at which a running animation's value moves:
  /// its start, or the end of its delay; `nil` when none runs.
  var earliestMotionStartTime: Double? { get }
  /// Ends every running animation as removed: the presentation jumps to the model values, and
  /// the groups' completions that became due (with `false`) are returned in the order their
  /// blocks ran, to be run later, outside any mutation.
  func removeAnimations() -> [() -> Void]
}

/// The owners with running animations in one window, which that window advances frame by
/// frame. Each window has its own, so a frame of one window never touches another's.
///
/// An owner that moved to another window is handed over to that window's registry on the next
/// frame (views hand themselves over as they move). One that left every window loses its
/// animations, as a layer taken out of the layer tree does in UIKit: its values jump to the
/// model and its completions run with `false` at the window's next frame, so that a container
/// taken out of the window mid-transition still finishes it. Views leaving the window end
/// them at once (``removeAnimationsOfOwnersOutside(_:)``); any owner still found outside every
/// window when a frame advances ends them then.
@MainActor
final class AnimationRegistry {
  private struct Entry {
    let identifier: ObjectIdentifier
    weak var owner: (any AnimationOwner)?
  }

  /// The owners in the order they were registered: they advance in this order, so completions
  /// due in the same frame run in the same order on every run.
  private var entries: [Entry] = []
  private var registered: Set<ObjectIdentifier> = []

  /// Starts advancing `owner`'s animations with this registry's window's frames.
  func register(_ owner: any AnimationOwner) {
    let identifier = ObjectIdentifier(owner)
    if !registered.insert(identifier).inserted {
      // Registered already, unless the entry belongs to an owner that was freed before the
      // next frame dropped it, and `owner` was allocated at its address: then it is replaced.
      guard let index = entries.lastIndex(where: { $0.identifier == identifier }),
        entries[index].owner == nil
      else { return }
      entries.remove(at: index)
    }
    entries.append(Entry(identifier: identifier, owner: owner))
  }

  /// Advances the animations of the owners in `window` (the registry's window) to `time`;
  /// returns the completions that became due.
  ///
  /// - Complexity: O(n) in the number of owners registered.
  func advance(in window: Window, to time: Double) -> [() -> Void] {
    var completions: [() -> Void] = []
    let advancing = entries
    var kept: [Entry] = []
    kept.reserveCapacity(advancing.count)
    for entry in advancing {
      guard let owner = entry.owner else {
        registered.remove(entry.identifier)
        continue
      }
      guard let ownerWindow = owner.animationWindow else {
        registered.remove(entry.identifier)
        completions += owner.removeAnimations()
        continue
      }
      guard ownerWindow === window else {
        registered.remove(entry.identifier)
        ownerWindow.animationRegistry.register(owner)
        ownerWindow.setNeedsRender()
        continue
      }
      completions += owner.advanceAnimations(to: time)
      if owner.hasRunningAnimations {
        kept.append(entry)
      } else {
        registered.remove(entry.identifier)
      }
    }
    // Owners registered while the others advanced come after them.
    entries = kept + entries.dropFirst(advancing.count)
    return completions
  }

  /// Ends the animations of the owners registered here that are in no window any more (a
  /// subtree just left `window`, the registry's window): their values jump to the model and
  /// their completions run with `false` at `window`'s next frame, owners in the order they
  /// were registered. Owners that moved to another window keep their animations.
  ///
  /// The entries stay until the next frame drops them, so that this may run while the
  /// registry advances (a completion or a value's `onChange` that takes views out).
  ///
  /// - Complexity: O(n) in the number of owners registered.
  func removeAnimationsOfOwnersOutside(_ window: Window) {
    for entry in entries {
      guard let owner = entry.owner, owner.animationWindow == nil, owner.hasRunningAnimations
      else { continue }
      for completion in owner.removeAnimations() { window.enqueueCompletion(completion) }
    }
    window.setNeedsRender()
  }

  /// The earliest time, in the clock's seconds, at which an animation of an owner in `window`
  /// (the registry's window) moves its value; `nil` when none runs there.
  ///
  /// - Complexity: O(n) in the number of owners registered and their animations.
  func earliestMotionStartTime(in window: Window) -> Double? {
    var earliest: Double?
    for entry in entries {
      guard let owner = entry.owner, owner.animationWindow === window,
        let start = owner.earliestMotionStartTime
      else { continue }
      earliest = min(earliest ?? start, start)
    }
    return earliest
  }

  /// Whether any owner in `window` (the registry's window) has a running animation.
  ///
  /// - Complexity: O(n) in the number of owners registered.
  func hasAnimations(in window: Window) -> Bool {
    entries.contains { entry in
      guard let owner = entry.owner else { return false }
      return owner.hasRunningAnimations && owner.animationWindow === window
    }
  }
}
