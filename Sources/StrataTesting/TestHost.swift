public import StrataKit

/// Hosts a view controller in a window for tests: a manual clock, the deterministic
/// ``StrataKit/FixedAdvanceTextSystem`` and explicit frames.
///
/// ```swift
/// let host = TestHost(rootViewController: controller, size: Size(width: 800, height: 600))
/// host.advance(by: 0.5)
/// #expect(controller.view.frame.width == 800)
/// ```
@MainActor
public final class TestHost {
  /// The window the root view controller is shown in.
  public let window: Window
  /// The clock the window samples; only ``advance(by:)`` and ``settle(maximumDuration:)``
  /// move it.
  public let clock: ManualClock
  /// The display list of the last frame rendered.
  public private(set) var lastDisplayList = DisplayList()

  /// What the interaction driver remembers between calls: the next pointer id and the drag in
  /// progress.
  struct DriverState {
    var nextPointerID = 1
    var drag: (id: Int, location: Point)?
  }

  var driverState = DriverState()

  /// The length of one frame when the host steps frame by frame: 1/60 s.
  public static let frameDuration = 1.0 / 60.0

  /// Shows `rootViewController` in a visible window of `size` points (default 1024×768) and
  /// `scale` (default 1), and renders the first frame at time 0.
  public init(
    rootViewController: ViewController, size: Size = Size(width: 1024, height: 768),
    scale: Double = 1
  ) {
    let clock = ManualClock()
    self.clock = clock
    window = Window(size: size, scale: scale, textSystem: FixedAdvanceTextSystem(), clock: clock)
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    lastDisplayList = window.render()
  }

  /// The window's root view controller.
  public var rootViewController: ViewController? { window.rootViewController }

  /// Moves the clock forward by `seconds` and renders a frame. Negative durations render a
  /// frame without moving the clock.
  @discardableResult
  public func advance(by seconds: Double) -> DisplayList {
    clock.advance(by: seconds)
    return render()
  }

  /// Renders frames one ``frameDuration`` apart until a frame leaves nothing to redraw, for at
  /// most `maximumDuration` seconds (default 10) of clock time. Returns how many frames ran.
  @discardableResult
  public func settle(maximumDuration: Double = 10) -> Int {
    var frames = 0
    var elapsed = 0.0
    repeat {
      advance(by: Self.frameDuration)
      frames += 1
      elapsed += Self.frameDuration
    } while window.needsRender && elapsed < maximumDuration
    return frames
  }

  /// Resizes the window to `size` points, as a user's resize would, and renders a frame.
  @discardableResult
  public func resize(to size: Size) -> DisplayList {
    window.resize(to: size)
    return render()
  }

  /// Lays out and renders one frame at the current time.
  @discardableResult
  public func render() -> DisplayList {
    lastDisplayList = window.render()
    return lastDisplayList
  }

  #if DEBUG
    /// Checks the view tree and the view-controller tree and throws
    /// ``InvariantViolation`` listing every broken rule.
    public func checkInvariants() throws {
      var violations = window.invariantViolations()
      if let root = window.rootViewController {
        violations += root.invariantViolations()
      }
      if !lastDisplayList.isBalanced {
        violations.append("the last display list has a push without a pop (or the reverse)")
      }
      if !violations.isEmpty { throw InvariantViolation(violations: violations) }
    }
  #endif
}

/// The rules ``TestHost/checkInvariants()`` found broken.
public struct InvariantViolation: Error, Sendable, CustomStringConvertible {
  /// One sentence per broken rule.
  public let violations: [String]

  /// The broken rules, one per line.
  public var description: String {
    "invariants broken:\n" + violations.map { "- \($0)" }.joined(separator: "\n")
  }
}
