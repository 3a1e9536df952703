package import StrataCairo
public import StrataKit
import Testing

/// Hosts a view controller in a window for tests: a manual clock, the deterministic
/// `FixedAdvanceTextSystem` and explicit frames; with ``Rendering/cairo``, real Pango text and
/// pixels through Cairo, for snapshots.
///
/// Time and input follow the same rule as in `HeadlessHost` (and as in a real window, where a
/// frame follows the events that arrived before it): the host renders the first frame at time
/// 0 when it is created; ``advance(by:)`` moves the clock and renders one frame (animations,
/// display links and completions advance, layout runs); events are sent between frames,
/// stamped with the clock's current time. ``rest(for:)`` lets time pass without a frame, as a
/// real window rests while nothing moves: a key pressed after it starts its animation at that
/// later time, and the next frame shows the animation's first step.
///
/// ```swift
/// host.rest(for: 1.5)  // the person looks at the window for a while
/// host.press(key: .escape)  // then goes back
/// host.advance(by: TestHost.frameDuration)  // the pop's first step, not its end
/// ```
///
/// With ``checksInvariants`` on (the default), the host checks the view and view-controller trees after every
/// step (every frame, resize, pointer, scroll and key event) and records a Swift Testing issue
/// listing the broken rules.
///
/// ```swift
/// let host = TestHost(rootViewController: controller, size: Size(width: 800, height: 600))
/// host.advance(by: 0.5)
/// #expect(controller.view.frame.width == 800)
/// ```
///
/// A snapshot test drives the window through the same interaction driver and then compares
/// what it shows with a reference picture:
///
/// ```swift
/// let host = TestHost(rootViewController: stack, size: Size(width: 400, height: 300),
///   rendering: .cairo)
/// host.beginDrag(at: Point(x: 80, y: 150))
/// host.moveDrag(to: Point(x: 224, y: 150))
/// try assertSnapshot(of: host, named: "stack-mid-drag")
/// ```
@MainActor
public final class TestHost {
  /// The window the root view controller is shown in.
  public let window: Window
  /// The clock the window samples; only ``advance(by:)``, ``rest(for:)`` and
  /// ``settle(maximumDuration:)`` move it.
  public let clock: ManualClock
  /// The display list of the last frame rendered.
  public private(set) var lastDisplayList = DisplayList()
  /// Whether the host runs ``checkInvariants()`` after every step and records a Swift Testing
  /// issue when a rule is broken; defaults to true. A test that turns it off says why.
  public var checksInvariants: Bool
  /// How the host draws its frames: display lists only (the default) or pixels too.
  public let rendering: Rendering
  /// The renderer of ``renderImage()``, with ``Rendering/cairo``.
  package let renderer: CairoRenderer?

  /// What the interaction driver remembers between calls: the next pointer id and the drag in
  /// progress.
  struct DriverState {
    var nextPointerID = 1
    var drag: (id: Int, location: Point)?
  }

  var driverState = DriverState()

  /// The length of one frame when the host steps frame by frame: 1/60 s.
  public static let frameDuration = 1.0 / 60.0

  /// Shows `rootViewController` in a visible window and renders the first frame at time 0.
  ///
  /// - Parameters:
  ///   - rootViewController: The controller whose view fills the window.
  ///   - size: The window's size, in points; defaults to 1024×768.
  ///   - scale: Device pixels per point; defaults to 1.
  ///   - checksInvariants: Whether to check the trees after every step (see
  ///     ``checksInvariants``); defaults to true.
  ///   - rendering: Whether the host only composes display lists, measuring text with the
  ///     deterministic `FixedAdvanceTextSystem` (``Rendering/displayList``, the default), or
  ///     also draws pixels with real Pango text through Cairo (``Rendering/cairo``).
  public init(
    rootViewController: ViewController, size: Size = Size(width: 1024, height: 768),
    scale: Double = 1, checksInvariants: Bool = true, rendering: Rendering = .displayList
  ) {
    let clock = ManualClock()
    self.clock = clock
    self.checksInvariants = checksInvariants
    self.rendering = rendering
    let textSystem: any TextSystem
    if rendering == .cairo {
      let pango = PangoTextSystem()
      textSystem = pango
      renderer = CairoRenderer(textSystem: pango)
    } else {
      textSystem = FixedAdvanceTextSystem()
      renderer = nil
    }
    window = Window(size: size, scale: scale, textSystem: textSystem, clock: clock)
    window.checksComposition = true
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    lastDisplayList = window.render()
    didStep()
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

  /// Lets `seconds` pass without drawing a frame, as a window does while nothing moves on it
  /// or while its frames are late: the clock moves, nothing is laid out or drawn, and what
  /// animates goes on in time, unseen until the next frame. Input sent afterwards is stamped
  /// with the later time, and what it starts begins then (see `Window.currentTime`). Negative
  /// or non-finite durations are ignored. When the window is at rest then (nothing changed,
  /// moves or is scheduled, and no pointer is down: a pause in a drag is no rest), the
  /// renderer of ``Rendering/cairo`` lets go of what the last frame does not draw and
  /// rasterises the layers the window names for the next motion (a paging scroll view's page
  /// and the pages beside it), as the windowed host's does.
  public func rest(for seconds: Double) {
    clock.advance(by: seconds)
    if let renderer, window.isAtRest, !window.hasPointerDown {
      renderer.windowCameToRest(window, showing: lastDisplayList)
    }
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
    didStep()
    return lastDisplayList
  }

  /// Checks the view tree and the view-controller tree, and that the frames composed since the
  /// last check listed what a walk of the whole tree lists, and throws ``InvariantViolation``
  /// listing every broken rule. Compiled in every configuration.
  ///
  /// - Complexity: O(n) in the number of views and view controllers.
  public func checkInvariants() throws {
    var violations = window.invariantViolations()
    if !window.compositionDifferences.isEmpty {
      violations.append(
        "the retained display list differs from a full walk: "
          + window.compositionDifferences.joined(separator: "; "))
      window.compositionDifferences = []
    }
    if let root = window.rootViewController {
      violations += root.invariantViolations()
    }
    if !lastDisplayList.isBalanced {
      violations.append("the last display list has a push without a pop (or the reverse)")
    }
    if !violations.isEmpty { throw InvariantViolation(violations: violations) }
  }

  /// Called after every step the host takes: records an issue when the window's retained
  /// composition differed from a full walk, and checks the invariants when asked to.
  func didStep() {
    // Outside a test (the fuzzer), ``checkInvariants()`` reports them instead.
    if Test.current != nil, !window.compositionDifferences.isEmpty {
      Issue.record(
        Comment(
          rawValue: "the retained display list differs from a full walk: "
            + window.compositionDifferences.joined(separator: "; ")))
      window.compositionDifferences = []
    }
    guard checksInvariants else { return }
    do {
      try checkInvariants()
    } catch {
      Issue.record(Comment(rawValue: "after a TestHost step: \(error)"))
    }
  }
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
