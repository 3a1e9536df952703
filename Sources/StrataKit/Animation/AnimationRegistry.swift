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

/// Every owner with running animations, so that windows can advance them frame by frame.
@MainActor
enum AnimationRegistry {
  private struct Entry {
    weak var owner: (any AnimationOwner)?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Starts advancing `owner`'s animations with its window's frames.
  static func register(_ owner: any AnimationOwner) {
    entries[ObjectIdentifier(owner)] = Entry(owner: owner)
  }

  /// Advances the animations of the owners in `window` to `time`; returns the completions that
  /// became due.
  static func advance(in window: Window, to time: Double) -> [() -> Void] {
    var completions: [() -> Void] = []
    for (identifier, entry) in entries {
      guard let owner = entry.owner else {
        entries[identifier] = nil
        continue
      }
      guard owner.animationWindow === window else { continue }
      completions += owner.advanceAnimations(to: time)
      if !owner.hasRunningAnimations { entries[identifier] = nil }
    }
    return completions
  }

  /// Whether any owner in `window` has a running animation.
  static func hasAnimations(in window: Window) -> Bool {
    entries.values.contains { entry in
      guard let owner = entry.owner else { return false }
      return owner.hasRunningAnimations && owner.animationWindow === window
    }
  }
}
