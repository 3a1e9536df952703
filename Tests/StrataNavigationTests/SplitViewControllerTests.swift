import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("SplitViewController columns", .strictDiagnostics)
@MainActor
struct SplitViewControllerTests {
  /// Widths and the column widths expected there, leading first.
  nonisolated static let columnCases: [(Double, [Double])] = [
    (500, [500]), (600, [600]), (693, [693]), (694, [264, 430]), (800, [304, 496]),
    (983, [373, 610]), (984, [264, 290, 430]), (1100, [296, 325, 479]),
    (1920, [516, 566, 838]),
  ]

  @Test(
    "the column count and widths follow the width, with the thresholds at 694 and 984",
    arguments: columnCases)
  func columnWidths(width: Double, expected: [Double]) throws {
    let scene = SplitScene()
    try scene.resize(to: width)
    #expect(scene.widths == expected)
    #expect(scene.split.visibleViewControllers.count == expected.count)
    let xs = scene.split.visibleViewControllers.map(\.view.frame.minX)
    #expect(xs == expected.indices.map { expected[..<$0].reduce(0, +) })
    #expect(scene.split.possibleNumberOfColumns(forWidth: width) == expected.count)
  }

  @Test("the possible count ignores how many controllers there are; the maximum caps it")
  func possibleCount() throws {
    let log = CallLog()
    let split = SplitViewController(viewControllers: [
      LoggingViewController("P", log: log), LoggingViewController("D", log: log),
    ])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(split.possibleNumberOfColumns(forWidth: 1100) == 3)
    #expect(split.visibleViewControllers.map(\.title) == ["P", "D"])
    #expect(split.detailViewController?.title == "D")
    #expect(split.secondaryViewController == nil)
    #expect(split.visibleViewControllers.map(\.view.frame.width) == [400, 700])
    split.maximumNumberOfColumns = 1
    host.render()
    #expect(split.possibleNumberOfColumns(forWidth: 1100) == 1)
    #expect(split.visibleViewControllers.map(\.title) == ["P"])
    #expect(split.detailViewController == nil)
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("a separator one device pixel wide sits at the right edge of every column but the last")
  func separators() throws {
    let scene = SplitScene(scale: 2)
    let thin = scene.split.view.subviews.filter { $0.frame.width == 0.5 }
    #expect(thin.map(\.frame.minX) == [295.5, 620.5])
    #expect(thin.allSatisfy { $0.frame.height == 600 })
    #expect(thin.allSatisfy { $0.backgroundColor == Color(white: 0.75) })
    scene.split.separatorStrokeColor = .red
    #expect(thin.allSatisfy { $0.backgroundColor == .red })
    try scene.resize(to: 800)
    #expect(
      scene.split.view.subviews.filter { $0.frame.width == 0.5 }.map(\.frame.minX) == [303.5])
    try scene.resize(to: 500)
    #expect(scene.split.view.subviews.filter { $0.frame.width == 0.5 }.isEmpty)
  }

  @Test("narrowing collapses one column at a time with exact callbacks; widening restores them")
  func collapseAndExpandCallbacks() throws {
    let scene = SplitScene()
    var counts: [Int] = []
    let token = scene.split.addColumnCountObserver { split in
      counts.append(split.visibleViewControllers.count)
    }
    scene.log.clear()
    try scene.resize(to: 800)
    #expect(
      scene.log.entries == [
        "P.willTransition(304)", "D.willTransition(496)", "S.willDisappear", "S.didDisappear",
        "S.willMove(nil)", "S.didMove(nil)",
      ])
    #expect(scene.split.viewControllers.map(\.title) == ["P", "S", "D"])
    #expect(scene.split.secondaryViewController == nil)
    #expect(scene.split.detailViewController === scene.detail)
    scene.log.clear()

    try scene.resize(to: 500)
    #expect(
      scene.log.entries == [
        "P.willTransition(500)", "D.willDisappear", "D.didDisappear", "D.willMove(nil)",
        "D.didMove(nil)",
      ])
    #expect(scene.split.detailViewController == nil)
    scene.log.clear()

    try scene.resize(to: 1100)
    #expect(
      scene.log.entries == [
        "P.willTransition(296)", "S.willMove(stack)", "S.didMove(stack)", "S.willAppear",
        "S.didAppear", "D.willMove(stack)", "D.didMove(stack)", "D.willAppear", "D.didAppear",
      ])
    #expect(scene.widths == [296, 325, 479])
    #expect(counts == [2, 1, 3])
    token.cancel()
    try scene.resize(to: 800)
    #expect(counts == [2, 1, 3])
  }

  @Test("a resize that keeps the count resizes in place; a changed count slides the columns")
  func resizeAnimation() throws {
    let scene = SplitScene()
    scene.host.resize(to: Size(width: 1200, height: 600))
    #expect(!scene.host.window.hasAnimationsInFlight)
    #expect(scene.detail.view.presentation.frame == scene.detail.view.frame)
    scene.host.resize(to: Size(width: 800, height: 600))
    #expect(scene.host.window.hasAnimationsInFlight)
    scene.host.advance(by: 0.15)
    let detailX = scene.detail.view.presentation.frame.minX
    #expect(detailX > 304 && detailX < 1200 - 523)
    scene.host.settle()
    #expect(scene.detail.view.presentation.frame == Rect(x: 304, y: 0, width: 496, height: 600))
    scene.host.resize(to: Size(width: 1100, height: 600))
    scene.host.advance(by: 0.1)
    let alpha = scene.secondary.view.presentation.alpha
    #expect(alpha > 0 && alpha < 1)
    scene.host.settle()
    #expect(scene.secondary.view.presentation.alpha == 1)
    try scene.check()
  }

  @Test("the delegate may merge a column itself and replace the primary either way")
  func delegateCollapse() throws {
    let scene = SplitScene()
    let recorder = SplitDelegateRecorder()
    recorder.handlesCollapse = true
    scene.split.delegate = recorder
    try scene.resize(to: 800)
    #expect(recorder.events == ["collapse S secondary onto P", "primaryForCollapsing secondary"])
    recorder.events = []

    let replacement = LoggingViewController("Q", log: scene.log)
    recorder.primaryForCollapsing = replacement
    try scene.resize(to: 500)
    #expect(recorder.events == ["collapse D detail onto P", "primaryForCollapsing detail"])
    #expect(scene.split.primaryViewController === replacement)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["Q"])
    #expect(scene.primary.parent == nil)
    #expect(scene.primary.appearanceState == .disappeared)
    recorder.events = []

    recorder.primaryForExpanding = scene.primary
    try scene.resize(to: 1100)
    #expect(
      recorder.events == [
        "separate detail from Q", "primaryForExpanding detail", "separate secondary from P",
        "primaryForExpanding secondary",
      ])
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P", "S", "D"])
    #expect(replacement.parent == nil)
  }

  @Test("the delegate may give another controller back when a column separates")
  func delegateSeparate() throws {
    let scene = SplitScene()
    let recorder = SplitDelegateRecorder()
    scene.split.delegate = recorder
    try scene.resize(to: 800)
    let replacement = LoggingViewController("T", log: scene.log)
    recorder.separatedController = replacement
    try scene.resize(to: 1100)
    #expect(scene.split.secondaryViewController === replacement)
    #expect(scene.split.viewControllers.map(\.title) == ["P", "T", "D"])
    #expect(scene.secondary.parent == nil)
    #expect(replacement.appearanceState == .appeared)
  }

  @Test("without a delegate the primary's hooks collapse and separate each column in turn")
  func primaryHooks() throws {
    let log = CallLog()
    let primary = HookRecordingViewController()
    primary.title = "P"
    let secondary = LoggingViewController("S", log: log)
    let detail = LoggingViewController("D", log: log)
    let split = SplitViewController(viewControllers: [primary, secondary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    host.resize(to: Size(width: 500, height: 600))
    #expect(primary.events == ["collapse S secondary", "collapse D detail"])
    try SplitScene.checkAgreement(of: split)
    host.resize(to: Size(width: 1100, height: 600))
    #expect(primary.events.suffix(2) == ["separate detail", "separate secondary"])
    #expect(split.visibleViewControllers.map(\.title) == ["P", "S", "D"])
    host.settle()
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("right to left mirrors the columns")
  func rightToLeft() throws {
    let scene = SplitScene()
    scene.host.window.layoutDirection = .rightToLeft
    scene.host.render()
    #expect(scene.primary.view.frame.minX == 804)
    #expect(scene.secondary.view.frame.minX == 479)
    #expect(scene.detail.view.frame.minX == 0)
    let separators = scene.split.view.subviews.filter { $0.frame.width == 1 }
    #expect(separators.map(\.frame.minX) == [804, 479])
    try scene.check()
  }

  @Test("a split and its controllers are released when dropped")
  func releases() throws {
    weak var weakSplit: SplitViewController?
    weak var weakDetail: ViewController?
    do {
      let scene = SplitScene()
      try scene.resize(to: 500)
      scene.split.setPrimaryHidden(true, animated: true)
      try scene.resize(to: 1100)
      weakSplit = scene.split
      weakDetail = scene.detail
    }
    #expect(weakSplit == nil)
    #expect(weakDetail == nil)
  }
}
