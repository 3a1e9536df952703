/// Calls an action on every frame of a window, with the frame's time: Strata's `CADisplayLink`.
///
/// Scroll views decelerate with one. While a link is added and not paused the window counts as
/// animating, so hosts keep producing frames.
@MainActor
public final class DisplayLink {
  private let action: (DisplayLink) -> Void

  /// The time of the current frame, in the window clock's seconds; until the first frame, the
  /// time the link was added (``Window/currentTime``).
  public private(set) var timestamp: Double = 0
  /// The time of the frame before, or the current one on the first call.
  public private(set) var previousTimestamp: Double = 0
  /// Whether the link skips frames; defaults to false. A link resumed after a pause counts its
  /// next interval from the moment it resumed (``Window/currentTime``), not from the frame it
  /// last fired in.
  public var isPaused = false {
    didSet {
      guard !isPaused, let window else { return }
      if oldValue {
        timestamp = window.currentTime
        previousTimestamp = timestamp
      }
      window.setNeedsRender()
    }
  }
  /// The window the link fires in, if it was added to one and not invalidated.
  public private(set) weak var window: Window?

  /// Creates a link that calls `action` with itself on every frame once added to a window.
  public init(action: @escaping (DisplayLink) -> Void) {
    self.action = action
  }

  /// Starts firing on the frames of `window`; moves the link when it was in another window.
  public func add(to window: Window) {
    if let current = self.window, current !== window { current.remove(self) }
    self.window = window
    timestamp = window.currentTime
    previousTimestamp = timestamp
    window.add(self)
  }

  /// Stops the link for good; the window releases it.
  public func invalidate() {
    window?.remove(self)
    window = nil
  }

  func fire(at time: Double, previous: Double) {
    previousTimestamp = timestamp
    timestamp = time
    action(self)
  }
}
