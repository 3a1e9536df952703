import StrataKit
import StrataNavigation
import StrataTesting

/// One walk over a target: builds it in a fresh world, makes (or replays) steps, and checks
/// after every step.
///
/// After every step: the view and view-controller trees' invariants, that every appearance
/// callback came in UIKit's order, and that what a step started while the window rested is seen
/// moving on the next frame unless its span has passed on the clock (``MotionCheck``). After a
/// settle (the drag released, the clock run until nothing moves) also: each container's queue
/// drained, its model's prediction, its children, which of its children show, and for every
/// controller the walk made that it has appeared exactly when its view is visible in the
/// window. After the walk, once everything is dropped, that no controller lives on.
@MainActor
final class FuzzRun {
  /// A walk that broke a rule: the steps up to and including the one that broke it.
  struct Failure: Error {
    let steps: [FuzzStep]
    let problems: [String]
  }

  let target: FuzzTarget
  private(set) var world: FuzzWorld
  private(set) var parts: [any FuzzPart]
  /// The steps run so far.
  private(set) var steps: [FuzzStep] = []
  /// Diagnostics reported so far (misuse is expected).
  private(set) var diagnostics = 0
  /// Whether every step prints what it did to the containers and the controllers.
  var traces = false
  /// The check that what starts while the window rests moves on the next frame.
  let motionCheck = MotionCheck()

  /// How long one round of a settle may run, in seconds: every animation, spring and
  /// deceleration of the containers ends well within it.
  static let settleDuration = 5.0
  /// How many rounds a settle may run while a container is still transitioning: a long queue of
  /// animated calls takes one animation per call.
  static let settleRounds = 12
  static let widths: [Double] = [320, 480, 600, 693, 694, 768, 983, 984, 1024, 1366]
  static let heights: [Double] = [400, 568, 768, 1024]
  /// How long a stall holds a frame back, in seconds: the `stall` step draws one frame this
  /// long after the last.
  static let stallDuration = 0.1
  /// The steps that draw one frame and do nothing else.
  static let frameSteps: Set<String> = ["frame", "drop", "stall"]
  static let keys = [
    "alt+left", "alt+right", "alt+up", "alt+down", "ctrl+left", "ctrl+right", "left", "right",
    "escape", "tab", "shift+tab", "enter",
  ]

  /// Builds `target` in a fresh world at 1024×768.
  init(target: FuzzTarget) {
    self.target = target
    world = FuzzWorld()
    let built = target.build(world)
    parts = built.parts
    // Off: the walk checks the invariants itself after every step (`check(settled:)`) and
    // reports the steps that broke them as a walk to shrink and replay, rather than as an issue
    // of a test that is not running.
    world.host = TestHost(
      rootViewController: built.root, size: Size(width: 1024, height: 768),
      checksInvariants: false)
  }

  /// Runs `body` with a diagnostics handler that counts them.
  func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
    let counter = DiagnosticCounter()
    defer { diagnostics += counter.count }
    return try Diagnostics.withHandler(DiagnosticHandler { _ in counter.count += 1 }) {
      try body()
    }
  }

  /// Makes `count` random steps from `rng`, running and checking each; returns how fast the
  /// walk went at its start and at its end.
  @discardableResult
  func walk(count: Int, rng: inout SplitMix64) throws(Failure) -> WalkPace {
    let clock = ContinuousClock()
    let sample = WalkPace.sampleSize(of: count)
    let start = clock.now
    var startRate = 0.0
    var endStart = start
    for index in 0..<count {
      if index == count - sample { endStart = clock.now }
      let step = randomStep(&rng)
      try run(step)
      if index == sample - 1 {
        startRate = WalkPace.rate(steps: sample, in: clock.now - start)
      }
    }
    let end = clock.now
    try run(FuzzStep("settle"))
    return WalkPace(
      stepsPerSecondAtStart: startRate,
      stepsPerSecondAtEnd: WalkPace.rate(steps: min(sample, count), in: end - endStart),
      seconds: WalkPace.seconds(end - start))
  }

  /// Runs and checks `step`; throws the walk so far when a rule is broken.
  func run(_ step: FuzzStep) throws(Failure) {
    steps.append(step)
    let clockBefore = world.host.clock.now
    let frameBefore = world.host.window.frameTime
    let transitioningBefore = parts.map(\.container.isTransitioning)
    counting { perform(step) }
    let problems =
      checkMotion(
        after: step, clockBefore: clockBefore, frameBefore: frameBefore,
        transitioningBefore: transitioningBefore) + check(settled: step.name == "settle")
    if traces { trace(step) }
    if !problems.isEmpty { throw Failure(steps: steps, problems: problems) }
  }

  // MARK: Making steps

  private func randomStep(_ rng: inout SplitMix64) -> FuzzStep {
    let host = world.host!
    let size = host.window.bounds.size
    if let location = host.dragLocation {
      switch rng.below(20) {
      case 0..<11:
        let dx = rng.double(in: -250...250)
        let dy = rng.chance(0.2) ? rng.double(in: -150...150) : rng.double(in: -10...10)
        return FuzzStep("move", [coordinate(location.x + dx), coordinate(location.y + dy)])
      case 11..<15: return FuzzStep("up")
      case 15..<17: return FuzzStep("cancel")
      // The finger held still while time passes.
      case 17: return randomRest(&rng)
      default: break
      }
    }
    switch rng.below(100) {
    case 0..<38:
      let part = parts[rng.below(parts.count)]
      return part.randomCall(&rng)
    case 38..<50:
      let seconds = rng.chance(0.6) ? TestHost.frameDuration : rng.double(in: 0...0.6)
      return FuzzStep("frame", [coordinate(seconds, digits: 4)])
    case 50..<53: return FuzzStep("drop")
    case 53..<55: return FuzzStep("stall")
    case 55..<62: return randomRest(&rng)
    case 62..<70: return FuzzStep("settle")
    case 70..<81:
      let point = randomPoint(&rng, in: size)
      return FuzzStep("down", [coordinate(point.x), coordinate(point.y)])
    case 81..<86:
      let point = randomPoint(&rng, in: size)
      let speed = rng.double(in: 200...3000) * (rng.chance(0.5) ? 1 : -1)
      let vertical = rng.chance(0.2)
      return FuzzStep(
        "fling",
        [
          coordinate(point.x), coordinate(point.y), coordinate(vertical ? 0 : speed),
          coordinate(vertical ? speed : 0),
        ])
    case 86..<90:
      let point = randomPoint(&rng, in: size)
      return FuzzStep("tap", [coordinate(point.x), coordinate(point.y)])
    case 90..<94:
      let width = Self.widths[rng.below(Self.widths.count)]
      let height = Self.heights[rng.below(Self.heights.count)]
      return FuzzStep("resize", [coordinate(width), coordinate(height)])
    default:
      return FuzzStep("key", [Self.keys[rng.below(Self.keys.count)]])
    }
  }

  /// Time passing without a frame: mostly short (0.05 to 0.3 s, a frame or a few late), now
  /// and then long (up to 5 s, a person looking at the window before the next input).
  private func randomRest(_ rng: inout SplitMix64) -> FuzzStep {
    let seconds = rng.chance(0.7) ? rng.double(in: 0.05...0.3) : rng.double(in: 0.3...5)
    return FuzzStep("rest", [coordinate(seconds, digits: 3)])
  }

  /// A point in the window, near an edge now and then (where edge swipes begin).
  private func randomPoint(_ rng: inout SplitMix64, in size: Size) -> Point {
    let x: Double
    switch rng.below(5) {
    case 0: x = rng.double(in: 0...20)
    case 1: x = size.width - rng.double(in: 0...20)
    default: x = rng.double(in: 0...size.width)
    }
    return Point(x: x, y: rng.double(in: 0...size.height))
  }

  private func coordinate(_ value: Double, digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }

  // MARK: Performing steps

  private func perform(_ step: FuzzStep) {
    let host = world.host!
    if let partName = step.partName {
      guard let part = parts.first(where: { $0.name == partName }) else {
        world.report("no part named \(partName) in \(target.name)")
        return
      }
      if part.perform(step) {
        for other in parts where other !== part { other.forget() }
      }
      return
    }
    switch step.name {
    case "frame": host.advance(by: step.number(0))
    case "drop": host.advance(by: 2 * TestHost.frameDuration)
    case "stall": host.advance(by: Self.stallDuration)
    case "rest": host.rest(for: step.number(0))
    case "settle":
      host.endDrag()
      settle(host)
    case "down": forgetting { host.beginDrag(at: Point(x: step.number(0), y: step.number(1))) }
    case "move": forgetting { host.moveDrag(to: Point(x: step.number(0), y: step.number(1))) }
    case "up": forgetting { host.endDrag() }
    case "cancel": forgetting { host.cancelDrag() }
    case "fling":
      forgetting {
        host.fling(
          from: Point(x: step.number(0), y: step.number(1)),
          velocity: Point(x: step.number(2), y: step.number(3)))
      }
    case "tap": forgetting { host.tap(at: Point(x: step.number(0), y: step.number(1))) }
    case "resize":
      if target.resizeChangesState {
        for part in parts { part.forget() }
      }
      host.resize(to: Size(width: step.number(0), height: step.number(1)))
    case "key":
      forgetting {
        var modifiers: KeyModifiers = []
        let names = step.argument(0).split(separator: "+")
        for name in names.dropLast() {
          switch name {
          case "alt": modifiers.insert(.alternate)
          case "ctrl": modifiers.insert(.control)
          case "shift": modifiers.insert(.shift)
          default: break
          }
        }
        host.press(key: Key(String(names.last ?? "")), modifiers: modifiers)
      }
    default:
      world.report("unknown step \(step)")
    }
  }

  /// Runs the clock until nothing moves: in rounds of ``settleDuration`` while a container
  /// still transitions (works through its queue), at most ``settleRounds``.
  private func settle(_ host: TestHost) {
    for _ in 0..<Self.settleRounds {
      host.settle(maximumDuration: Self.settleDuration)
      guard host.window.needsRender, parts.contains(where: \.isTransitioning)
      else { return }
    }
  }

  /// Runs `body`, a gesture or a key whose outcome the models cannot know, and makes them forget.
  private func forgetting(_ body: () -> Void) {
    for part in parts { part.forget() }
    body()
  }

  // MARK: Checking

  /// Feeds ``motionCheck`` after `step`: a frame the step drew checks what was started while
  /// the window rested; while it rests (the clock ahead of the last frame), what the step
  /// started is recorded. Returns the problems the frame showed.
  private func checkMotion(
    after step: FuzzStep, clockBefore: Double, frameBefore: Double, transitioningBefore: [Bool]
  ) -> [String] {
    let host = world.host!
    let window = host.window
    if window.frameTime != frameBefore {
      // A settle (after lifting a drag) and a fling (after its press) draw their first frame
      // one frame after the step began; every other step that draws draws one frame (a tap's
      // and a move's before their last event), at the time it leaves the window's frame at.
      let first =
        step.name == "settle" || step.name == "fling"
        ? clockBefore + TestHost.frameDuration : window.frameTime
      return motionCheck.frameDrawn(at: first, alone: Self.frameSteps.contains(step.name))
    }
    guard host.clock.now > window.frameTime else {
      motionCheck.forget()
      return []
    }
    // A rest starts nothing: only the first, which begins the rest, looks at the views.
    if step.name == "rest", motionCheck.isResting { return [] }
    motionCheck.recordNew(
      in: movingViews(in: window), step: steps.count, step.description, at: host.clock.now)
    // An animated call that set its idle container transitioning.
    guard step.isAnimated, let partName = step.partName else { return [] }
    for (part, wasTransitioning) in zip(parts, transitioningBefore)
    where part.name == partName && !wasTransitioning && part.container.isTransitioning {
      guard let duration = part.callTransitionDuration else { continue }
      let container = part.container
      motionCheck.expect(
        MotionCheck.Expected(
          name: "\(part.name)'s transition", step: (steps.count, step.description),
          clockTime: host.clock.now, span: duration, stampedStart: nil, needsFrameAlone: true,
          isRunning: { [weak container] in container?.isTransitioning ?? false }))
    }
    return []
  }

  /// The views in `root`'s tree (itself included) with a motion running.
  ///
  /// - Complexity: O(n) in the number of views.
  private func movingViews(in root: View) -> [any MotionSource] {
    var moving: [any MotionSource] = []
    var pending = [root]
    while let view = pending.popLast() {
      if !view.runningMotions.isEmpty { moving.append(view) }
      pending += view.subviews
    }
    return moving
  }

  private func check(settled: Bool) -> [String] {
    var problems = world.takeProblems()
    do {
      try world.host.checkInvariants()
    } catch {
      problems.append("\(error)")
    }
    guard settled else { return problems }
    if world.host.window.needsRender {
      problems.append("the window still moves at the end of a settle")
    }
    for part in parts {
      // `viewControllers` includes the queued calls, so the model holds in or out of the window.
      if let expected = part.expected, expected != part.actual {
        problems.append("\(part.name): the model predicts \(expected) but it shows \(part.actual)")
      }
      part.learn()
      // A container taken out of the window mid-transition finishes it too: its views'
      // animations end as they leave (StrataKit's AnimationRegistry), as in UIKit.
      if part.isTransitioning {
        problems.append("\(part.name): still transitioning after a settle")
      }
      if let problem = part.childrenProblem() { problems.append(problem) }
      guard isVisible(part.container) else { continue }
      for controller in part.mustBeVisible where !isVisible(controller) {
        problems.append("\(part.name): \(controller.title ?? "?") should show but is not visible")
      }
      if let allowed = part.mayBeVisible {
        for child in part.container.children
        where isVisible(child) && !allowed.contains(where: { $0 === child }) {
          problems.append("\(part.name): \(child.title ?? "?") shows but should not")
        }
      }
    }
    for controller in world.liveControllers {
      let visible = isVisible(controller)
      let state = controller.appearanceState
      if visible ? state != .appeared : state != .disappeared {
        problems.append(
          "\(controller.title ?? "?") is \(visible ? "visible" : "not visible") but \(state)")
      }
      if let leaf = controller as? FuzzController, leaf.hasAppeared != (state == .appeared) {
        problems.append(
          "\(leaf.title ?? "?"): its callbacks end with \(leaf.lastCallback?.rawValue ?? "none") but it is \(state)"
        )
      }
    }
    return problems
  }

  /// Whether `controller`'s view is in the window, not hidden (nor any ancestor), and shows a
  /// part of itself inside the window and every clipping ancestor.
  func isVisible(_ controller: ViewController) -> Bool {
    guard let view = controller.viewIfLoaded, let window = view.window,
      window === world.host.window
    else { return false }
    var visible = view.convert(view.bounds, to: nil).intersection(window.bounds)
    var current: View? = view
    while let ancestor = current {
      if ancestor.isHidden || ancestor.alpha < 0.01 { return false }
      if ancestor.clipsToBounds, ancestor !== view {
        visible = visible.intersection(ancestor.convert(ancestor.bounds, to: nil))
      }
      current = ancestor.superview
    }
    return visible.width > 0.5 && visible.height > 0.5
  }

  /// Prints `step`, what each part shows and, for every controller, its appearance state and
  /// where its view is in the window.
  private func trace(_ step: FuzzStep) {
    print("\(steps.count): \(step)")
    for part in parts { print("  \(part.name): \(part.actual)") }
    for motion in motionCheck.expected {
      print(
        "  to see moving on the next frame: \(motion.name), before \(motion.clockTime + motion.span)"
      )
    }
    for controller in world.liveControllers {
      let frame = controller.viewIfLoaded.flatMap { view in
        view.window.map { _ in view.convert(view.bounds, to: nil) }
      }
      print(
        "    \(controller.title ?? "?") \(controller.appearanceState) \(isVisible(controller) ? "visible" : "-") \(frame.map { "\($0)" } ?? "")"
      )
    }
  }

  /// Drops the host, the parts and the world, and returns the names of the controllers that
  /// still live.
  func tearDown() -> [String] {
    var references = world.liveControllers.map(WeakController.init)
    world = FuzzWorld()
    parts = []
    references.removeAll { $0.controller == nil }
    return references.compactMap { $0.controller?.title ?? "?" }
  }
}

/// Counts diagnostics.
@MainActor
private final class DiagnosticCounter {
  var count = 0
}
