import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A visible window of its own, with a manual clock and one view in it.
@MainActor
private struct ClockedWindow {
  let clock = ManualClock()
  let window: Window
  let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))

  init() {
    window = Window(size: Size(width: 200, height: 200), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    window.rootViewController?.view.addSubview(view)
    _ = window.render()
  }

  func frame(after seconds: Double) {
    clock.advance(by: seconds)
    _ = window.render()
  }
}

@Suite("Animations belong to their window", .strictDiagnostics)
struct AnimationRegistryTests {
  @MainActor @Test("two windows do not advance each other's animations")
  func windowsAreIndependent() {
    let first = ClockedWindow()
    let second = ClockedWindow()
    var finished: [String] = []
    View.animate(withDuration: 0.5) {
      first.view.alpha = 0
      second.view.alpha = 0
    } completion: { _ in
      finished.append("both")
    }
    View.animate(withDuration: 0.5) {
      first.view.center.x += 100
    } completion: { _ in
      finished.append("first")
    }
    View.animate(withDuration: 0.5) {
      second.view.center.x += 100
    } completion: { _ in
      finished.append("second")
    }

    first.frame(after: 1)
    #expect(!first.view.isAnimating)
    #expect(!first.window.hasAnimationsInFlight)
    #expect(second.view.isAnimating)
    #expect(second.window.hasAnimationsInFlight)
    #expect(finished == ["first"])

    second.frame(after: 0.25)
    #expect(second.view.isAnimating)
    #expect(isClose(second.view.presentation.alpha, 0.5, tolerance: 0.01))

    second.frame(after: 0.5)
    #expect(!second.view.isAnimating)
    #expect(!second.window.hasAnimationsInFlight)
    // Due in the same frame, completions run in the order their blocks ran.
    #expect(finished == ["first", "both", "second"])
  }

  @MainActor @Test("a view that moves to another window takes its animation along")
  func animationMovesWithItsView() {
    let first = ClockedWindow()
    let second = ClockedWindow()
    var finished = false
    View.animate(withDuration: 0.5) {
      first.view.alpha = 0
    } completion: {
      finished = $0
    }
    second.window.rootViewController?.view.addSubview(first.view)
    #expect(!first.window.hasAnimationsInFlight)
    #expect(second.window.hasAnimationsInFlight)

    second.frame(after: 1)
    #expect(!first.view.isAnimating)
    #expect(!second.window.hasAnimationsInFlight)
    second.frame(after: 0)
    #expect(finished)
  }
}
