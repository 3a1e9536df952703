import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("SplitViewController with navigation controllers", .strictDiagnostics)
@MainActor
struct SplitNavigationTests {
  private func stack(_ names: [String], log: CallLog) -> NavigationController {
    let navigation = NavigationController(
      rootViewController: LoggingViewController(names[0], log: log))
    for name in names.dropFirst() {
      navigation.push(LoggingViewController(name, log: log), animated: false)
    }
    return navigation
  }

  @Test("merging a 3-deep stack onto a 3-deep one leaves 6 and 0; restoring gives 3 and 3")
  func mergeAndRestore() throws {
    let log = CallLog()
    let primary = stack(["A1", "A2", "A3"], log: log)
    let auxiliary = stack(["B1", "B2", "B3"], log: log)
    let holder = ViewController()
    #expect(primary.collapseAuxiliary(auxiliary, ofType: .detail, onto: holder, animated: false))
    #expect(primary.viewControllers.count == 6)
    #expect(auxiliary.viewControllers.count == 0)
    #expect(primary.viewControllers.allSatisfy { $0.parent === primary })
    let restored = primary.separateAuxiliary(ofType: .detail, from: holder, animated: false)
    #expect(restored === auxiliary)
    #expect(NavigationSplitScene.titles(primary) == ["A1", "A2", "A3"])
    #expect(NavigationSplitScene.titles(auxiliary) == ["B1", "B2", "B3"])
    #expect(auxiliary.viewControllers.allSatisfy { $0.parent === auxiliary })
    #expect(primary.separateAuxiliary(ofType: .detail, from: holder, animated: false) == nil)
  }

  @Test("restoring after pops brings back what is left, what was pushed above, and the root")
  func restoreAfterPops() throws {
    let log = CallLog()
    let holder = ViewController()
    let primary = stack(["A1", "A2", "A3"], log: log)
    let auxiliary = stack(["B1", "B2", "B3"], log: log)
    _ = primary.collapseAuxiliary(auxiliary, ofType: .detail, onto: holder, animated: false)
    primary.pop(animated: false)
    primary.push(LoggingViewController("C", log: log), animated: false)
    _ = primary.separateAuxiliary(ofType: .detail, from: holder, animated: false)
    #expect(NavigationSplitScene.titles(primary) == ["A1", "A2", "A3"])
    #expect(NavigationSplitScene.titles(auxiliary) == ["B1", "B2", "C"])

    let other = stack(["X1", "X2"], log: log)
    _ = primary.collapseAuxiliary(other, ofType: .secondary, onto: holder, animated: false)
    primary.popToRoot(animated: false)
    primary.push(LoggingViewController("Y", log: log), animated: false)
    _ = primary.separateAuxiliary(ofType: .secondary, from: holder, animated: false)
    #expect(NavigationSplitScene.titles(primary) == ["A1", "Y"])
    #expect(NavigationSplitScene.titles(other) == ["X1"])
  }

  @Test("narrowing pushes each column's stack onto the primary's; widening gives them back")
  func collapseThroughResizes() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 800)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2"])
    #expect(scene.secondary.viewControllers.isEmpty)
    #expect(scene.primary.navigationBar.titleLabel.text == "S2")
    try scene.resize(to: 500)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "D1"])
    #expect(scene.primary.topViewController?.appearanceState == .appeared)
    #expect(scene.primary.topViewController?.view.window != nil)
    try scene.resize(to: 1100)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    let visible = scene.split.visibleViewControllers
    #expect(visible.count == 3 && visible[0] === scene.primary && visible[2] === scene.detail)
    for navigation in [scene.primary, scene.secondary, scene.detail] {
      #expect(navigation.topViewController?.appearanceState == .appeared)
      #expect(navigation.topViewController?.view.window != nil)
    }
    #expect(scene.secondary.navigationBar.titleLabel.text == "S2")
  }

  @Test("showDetail replaces the detail in its column when there is room")
  func showDetailWide() throws {
    let scene = NavigationSplitScene()
    let next = LoggingViewController("N", log: scene.log)
    scene.log.clear()
    scene.secondary.topViewController?.showDetail(next, sender: nil)
    #expect(scene.split.detailViewController === next)
    #expect(scene.detail.parent == nil)
    #expect(
      scene.log.entries == [
        "D1.willDisappear", "D1.didDisappear", "N.willMove(stack)", "N.didMove(stack)",
        "N.willAppear", "N.didAppear",
      ])
    #expect(next.view.frame == Rect(x: 621, y: 0, width: 479, height: 600))
    try scene.check()
  }

  @Test("collapsed, showDetail separates the old detail first and pushes the new one, animated")
  func showDetailCollapsed() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.topViewController?.showDetail(next, sender: nil)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "N"])
    scene.primary.showDetail(next, sender: nil)
    #expect(scene.split.lastError == nil)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "N"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(scene.detail.parent == nil)
    #expect(next.appearanceState == .appearing)
    scene.host.settle()
    #expect(next.appearanceState == .appeared)
    try scene.check()
    try scene.resize(to: 1100)
    #expect(scene.split.detailViewController === next)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
  }

  @Test("collapsed, setDetail installs the detail without presenting it")
  func setDetailCollapsed() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = NavigationController(rootViewController: LoggingViewController("N", log: scene.log))
    scene.primary.setDetail(next, sender: nil)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(next.parent == nil)
    #expect(scene.split.viewControllers.last === next)
    try scene.check()
    try scene.resize(to: 1100)
    #expect(scene.split.detailViewController === next)
    #expect(NavigationSplitScene.titles(next) == ["N"])
    #expect(next.topViewController?.appearanceState == .appeared)
  }

  @Test("in two columns, showSecondary collapses the new secondary into the primary")
  func showSecondaryInTwoColumns() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 800)
    let next = LoggingViewController("Z", log: scene.log)
    scene.detail.showSecondary(next, sender: nil)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "Z"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    try scene.check()
    try scene.resize(to: 1100)
    #expect(scene.split.secondaryViewController === next)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
  }

  @Test("the delegate may take a show call over")
  func delegateShows() throws {
    let scene = NavigationSplitScene()
    let recorder = SplitDelegateRecorder()
    recorder.handlesShowDetail = true
    scene.split.delegate = recorder
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.showDetail(next, sender: nil)
    #expect(recorder.events == ["showDetail N"])
    #expect(scene.split.detailViewController === scene.detail)
    #expect(next.parent == nil)
  }

  /// Whether the window's first responder is `column` or a view inside its view.
  /// The first of the window's focusable views, in reading order, inside `column`.
  private static func firstFocusable(
    in column: ViewController, of scene: NavigationSplitScene
  ) -> View? {
    scene.host.window.focusableViews.first { $0.isDescendant(of: column.view) }
  }

  @Test("Ctrl+Right and Ctrl+Left move keyboard focus between the columns")
  func focusKeys() throws {
    let scene = NavigationSplitScene()
    #expect(scene.host.press(key: .rightArrow, modifiers: .control))
    #expect(scene.primary.isFirstResponder)
    #expect(scene.host.press(key: .rightArrow, modifiers: .control))
    // The secondary shows S2 over S1: its first focusable view in reading order, the bar's
    // back button, takes the focus (buttons are focusable).
    let first = try #require(Self.firstFocusable(in: scene.secondary, of: scene))
    #expect(scene.host.firstResponder === first)
    #expect(scene.host.press(key: .rightArrow, modifiers: .control))
    #expect(scene.detail.isFirstResponder)
    #expect(scene.host.press(key: .leftArrow, modifiers: .control))
    #expect(scene.host.firstResponder === first)
    #expect(scene.host.press(key: .leftArrow, modifiers: .alternate))
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1"])
    scene.host.settle()
    try scene.check()
  }

  @Test("a resize during the primary's pop waits for it, then moves the stacks")
  func resizeDuringPop() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    scene.primary.pop(animated: true)
    scene.host.resize(to: Size(width: 1100, height: 600))
    try scene.host.checkInvariants()
    #expect(scene.split.visibleViewControllers.count == 1)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.showDetail(next, sender: nil)
    #expect(scene.split.viewControllers.last === scene.detail)
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    #expect(scene.split.visibleViewControllers.count == 3)
    #expect(scene.split.detailViewController === next)
    #expect(scene.detail.parent == nil)
  }

  @Test("a collapsed split of navigation controllers is released when dropped")
  func releases() throws {
    weak var weakSplit: SplitViewController?
    weak var weakDetail: NavigationController?
    weak var weakPage: ViewController?
    do {
      let scene = NavigationSplitScene()
      try scene.resize(to: 500)
      weakSplit = scene.split
      weakDetail = scene.detail
      weakPage = scene.primary.topViewController
    }
    #expect(weakSplit == nil)
    #expect(weakDetail == nil)
    #expect(weakPage == nil)
  }
}
