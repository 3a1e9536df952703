import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with a button that counts its taps and logs its appearance.
@MainActor
private final class TappableScreen: LoggingViewController {
  let button = Button(frame: Rect(x: 40, y: 120, width: 120, height: 40), title: "Tap")
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.action = { [weak self] _ in self?.taps += 1 }
    view.addSubview(button)
  }
}

@Suite("Presentation from inside the containers", .strictDiagnostics)
@MainActor
struct PresentationFromContainerTests {
  /// The containers, each with `child` as the controller a person sees.
  private static let containers: [(String, @MainActor (ViewController) -> ViewController)] = [
    ("stack", { StackController(rootViewController: $0) }),
    ("navigation", { NavigationController(rootViewController: $0) }),
    (
      "split",
      { child in
        SplitViewController(viewControllers: [ViewController(), child])
      }
    ),
    (
      "tabs",
      { child in
        let tabs = TabBarController()
        tabs.viewControllers = [child, ViewController()]
        return tabs
      }
    ),
  ]

  @Test(
    "a child presents a sheet from the container; the child stays, untouchable, and dismisses it")
  func sheetFromChild() throws {
    for (name, make) in Self.containers {
      let log = CallLog()
      let child = TappableScreen("child", log: log)
      let container = make(child)
      let host = TestHost(rootViewController: container, size: Size(width: 1100, height: 700))
      host.settle()
      log.clear()
      let sheet = LoggingViewController("sheet", log: log)
      child.present(sheet, animated: true)
      host.settle()
      #expect(sheet.presentingViewController === container, "\(name)")
      #expect(child.presentedViewController === sheet, "\(name)")
      #expect(child.appearanceState == .appeared, "\(name)")
      #expect(log.entries == ["sheet.willAppear", "sheet.didAppear"], "\(name)")
      host.tap(on: child.button)
      #expect(child.taps == 0, "\(name)")
      child.dismiss(animated: true)
      host.settle()
      #expect(container.presentedViewController == nil, "\(name)")
      host.tap(on: child.button)
      #expect(child.taps == 1, "\(name)")
    }
  }

  @Test("a child presents full screen: the container and the child disappear, and come back")
  func fullScreenFromChild() throws {
    for (name, make) in Self.containers {
      let log = CallLog()
      let child = TappableScreen("child", log: log)
      let container = make(child)
      let host = TestHost(rootViewController: container, size: Size(width: 1100, height: 700))
      host.settle()
      log.clear()
      let full = LoggingViewController("full", log: log)
      full.modalPresentationStyle = .fullScreen
      child.present(full, animated: true)
      host.settle()
      #expect(container.appearanceState == .disappeared, "\(name)")
      #expect(
        log.entries == [
          "child.willDisappear", "full.willAppear", "full.didAppear", "child.didDisappear",
        ], "\(name)")
      log.clear()
      full.dismiss(animated: true)
      host.settle()
      #expect(container.appearanceState == .appeared, "\(name)")
      #expect(
        log.entries == [
          "full.willDisappear", "child.willAppear", "child.didAppear", "full.didDisappear",
        ], "\(name)")
    }
  }

  @Test("a push asked while a sheet slides in over a stack still happens, beneath it")
  func containerCallDuringPresentation() throws {
    let log = CallLog()
    let child = TappableScreen("child", log: log)
    let stack = StackController(rootViewController: child)
    let host = TestHost(rootViewController: stack, size: Size(width: 400, height: 700))
    host.settle()
    let sheet = ViewController()
    child.present(sheet, animated: true)
    host.advance(by: TestHost.frameDuration)
    let pushed = ViewController()
    stack.push(pushed, animated: true)
    host.settle()
    #expect(stack.topViewController === pushed)
    #expect(stack.presentedViewController === sheet)
  }
}
