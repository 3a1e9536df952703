import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with a button, for the walk's taps and focus.
@MainActor
private final class WalkScreen: LoggingViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(Button(frame: Rect(x: 20, y: 30, width: 120, height: 40), title: "Go"))
  }
}

/// Whether the appearance callbacks in `entries` keep every controller's cycle in order:
/// `willAppear` only from off screen (or disappearing), `didAppear` only after `willAppear`,
/// and the same for disappearing. Returns the first entry that breaks it, or `nil`.
private func firstUnbalancedEntry(in entries: [String], startingAppeared: Set<String>) -> String? {
  var states: [String: String] = [:]
  for name in startingAppeared { states[name] = "appeared" }
  for entry in entries {
    let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { continue }
    let state = states[parts[0]] ?? "disappeared"
    let allowed: Bool
    switch parts[1] {
    case "willAppear": allowed = state == "disappeared" || state == "disappearing"
    case "didAppear": allowed = state == "appearing"
    case "willDisappear": allowed = state == "appeared" || state == "appearing"
    case "didDisappear": allowed = state == "disappearing"
    default: continue
    }
    if !allowed { return "\(entry) while \(state)" }
    states[parts[0]] =
      ["willAppear": "appearing", "didAppear": "appeared", "willDisappear": "disappearing"][
        parts[1]] ?? "disappeared"
  }
  return nil
}

@Suite("Presentation walk", .strictDiagnostics)
@MainActor
struct PresentationWalkTests {
  /// The controllers of the window's presentation chain, the root first.
  private func chain(from root: ViewController) -> [ViewController] {
    var result = [root]
    while let next = result.last?.presentedViewController, result.count < 64 {
      result.append(next)
    }
    return result
  }

  @Test(
    "random presentations, dismissals, drags, keys and resizes keep the invariants and balance",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func walk(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let log = CallLog()
    let root = WalkScreen("root", log: log)
    let host = TestHost(rootViewController: root, size: Size(width: 1024, height: 768))
    var made: [ViewController] = []
    let styles: [ModalPresentationStyle] = [
      .automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen,
    ]
    _ = captureDiagnostics {
      for _ in 0..<300 {
        let levels = chain(from: root)
        let from = levels[rng.below(levels.count)]
        switch rng.below(16) {
        case 0..<3:
          let presented: ViewController
          if rng.chance(0.25) {
            let alert = AlertController(
              title: "Alert", message: "Message",
              preferredStyle: rng.chance(0.5) ? .alert : .actionSheet)
            alert.addAction(AlertAction(title: "OK", style: .default))
            if rng.chance(0.7) { alert.addAction(AlertAction(title: "Cancel", style: .cancel)) }
            presented = alert
          } else {
            let screen = WalkScreen("p\(made.count)", log: log)
            screen.modalPresentationStyle = styles[rng.below(styles.count)]
            screen.isModalInPresentation = rng.chance(0.2)
            presented = screen
          }
          made.append(presented)
          from.present(presented, animated: rng.chance(0.8))
        case 3:
          // Misuse: a controller that is (or was) presented, or the root.
          let target = made.isEmpty ? root : made[rng.below(made.count)]
          from.present(rng.chance(0.2) ? root : target, animated: true)
        case 4..<6:
          from.dismiss(animated: rng.chance(0.8))
        case 6..<8:
          let start = Point(x: rng.double(in: 0...1024), y: rng.double(in: 0...500))
          let end = Point(
            x: start.x + rng.double(in: -40...40), y: start.y + rng.double(in: -100...400))
          host.drag(from: start, to: end, duration: rng.double(in: 0.05...0.6), steps: 6)
        case 8:
          host.fling(
            from: Point(x: rng.double(in: 0...1024), y: rng.double(in: 0...400)),
            velocity: Point(x: 0, y: rng.double(in: -2000...3000)))
        case 9:
          host.press(key: [Key.escape, .enter, .tab, .space][rng.below(4)])
        case 10..<12:
          for _ in 0...rng.below(5) { host.advance(by: TestHost.frameDuration) }
        case 12:
          host.rest(for: rng.double(in: 0...1))
        case 13:
          host.settle()
        case 14:
          host.resize(
            to: rng.chance(0.5) ? Size(width: 400, height: 700) : Size(width: 1024, height: 768))
        default:
          host.tap(at: Point(x: rng.double(in: 0...1024), y: rng.double(in: 0...768)))
        }
      }
      host.settle()
      root.dismiss(animated: true)
      host.settle()
    }
    // The walk did present and dismiss, not only refuse.
    #expect(log.entries.filter { $0.hasPrefix("p") && $0.hasSuffix(".didDisappear") }.count > 5)
    #expect(root.presentedViewController == nil)
    #expect(root.appearanceState == .appeared)
    for controller in made {
      #expect(controller.appearanceState == .disappeared)
      #expect(controller.viewIfLoaded?.window == nil)
    }
    #expect(firstUnbalancedEntry(in: log.entries, startingAppeared: []) == nil)
    try host.checkInvariants()
  }
}
