import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with one button at the top left that counts its taps and logs its appearance.
@MainActor
private final class ButtonScreen: LoggingViewController {
  let button = Button(frame: Rect(x: 20, y: 20, width: 120, height: 40), title: "Go")
  let second = Button(frame: Rect(x: 20, y: 80, width: 120, height: 40), title: "Other")
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.action = { [weak self] _ in self?.taps += 1 }
    view.addSubview(button)
    view.addSubview(second)
  }
}

/// A controller that logs the sizes and traits it is told it will transition to.
@MainActor
private final class TransitionLoggingScreen: LoggingViewController {
  override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    log.record("\(name).willTransition(\(Int(size.width))x\(Int(size.height)))")
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func willTransition(
    to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator
  ) {
    log.record("\(name).willTransition(\(newCollection.horizontalSizeClass.rawValue))")
    super.willTransition(to: newCollection, with: coordinator)
  }
}

/// The card that holds a presented controller's view.
@MainActor
private func card(of controller: ViewController) -> View? { controller.view.superview }

/// The dimming view behind a presented controller's card.
@MainActor
private func dimming(of controller: ViewController) -> View? {
  card(of: controller)?.superview?.subviews.first
}

@Suite("Modal presentation", .strictDiagnostics)
@MainActor
struct PresentationTests {
  private let regular = Size(width: 1024, height: 768)
  private let compact = Size(width: 400, height: 700)

  private func makeHost(size: Size = Size(width: 1024, height: 768)) -> (
    TestHost, ButtonScreen, CallLog
  ) {
    let log = CallLog()
    let root = ButtonScreen("root", log: log)
    let host = TestHost(rootViewController: root, size: size)
    log.clear()
    return (host, root, log)
  }

  // MARK: Styles

  @Test(
    "a page sheet in a regular window slides up as a centred rounded card over a dimmed backdrop")
  func pageSheetRegular() throws {
    let (host, root, log) = makeHost()
    let sheet = ButtonScreen("sheet", log: log)
    root.present(sheet, animated: true)
    #expect(sheet.isBeingPresented)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    host.advance(by: TestHost.frameDuration)
    let cardView = try #require(card(of: sheet))
    let first = cardView.presentation.transform.ty
    #expect(first > 0)
    host.advance(by: TestHost.frameDuration)
    #expect(cardView.presentation.transform.ty < first)
    host.settle()
    #expect(!sheet.isBeingPresented)
    #expect(cardView.frame == Rect(x: 160, y: 20, width: 704, height: 728))
    #expect(cardView.cornerRadius == 10)
    #expect(cardView.presentation.transform == .identity)
    #expect(dimming(of: sheet)?.alpha == 0.4)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == cardView.frame)
    #expect(log.entries == ["sheet.willAppear", "sheet.didAppear"])
    #expect(root.appearanceState == .appeared)
    #expect(!root.view.isHidden)
  }

  @Test("a form sheet in a regular window is a 540×620 card in the middle")
  func formSheetRegular() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    host.render()
    #expect(card(of: sheet)?.frame == Rect(x: 242, y: 74, width: 540, height: 620))
    #expect(sheet.appearanceState == .appeared)
  }

  @Test("page and form sheets in a compact window cover it below a 10-point inset")
  func sheetsCompact() throws {
    for style in [ModalPresentationStyle.automatic, .pageSheet, .formSheet] {
      let (host, root, _) = makeHost(size: compact)
      let sheet = ViewController()
      sheet.modalPresentationStyle = style
      root.present(sheet, animated: true)
      host.settle()
      #expect(card(of: sheet)?.frame == Rect(x: 0, y: 10, width: 400, height: 690))
      #expect(dimming(of: sheet)?.alpha == 0.4)
      #expect(root.appearanceState == .appeared)
    }
  }

  @Test("a sheet's card follows the window between regular and compact widths")
  func sheetFollowsResize() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    host.render()
    host.resize(to: compact)
    #expect(card(of: sheet)?.frame == Rect(x: 0, y: 10, width: 400, height: 690))
    #expect(sheet.traitCollection.horizontalSizeClass == .compact)
    host.resize(to: regular)
    #expect(card(of: sheet)?.frame == Rect(x: 242, y: 74, width: 540, height: 620))
    #expect(sheet.traitCollection.horizontalSizeClass == .regular)
  }

  @Test(
    "full screen: the presenter disappears in UIKit's order and its view hides; dismissal reverses it"
  )
  func fullScreenAppearanceOrder() throws {
    for size in [regular, compact] {
      let (host, root, log) = makeHost(size: size)
      let full = ButtonScreen("full", log: log)
      full.modalPresentationStyle = .fullScreen
      root.present(full, animated: true)
      #expect(log.entries == ["root.willDisappear", "full.willAppear"])
      host.settle()
      #expect(
        log.entries == [
          "root.willDisappear", "full.willAppear", "full.didAppear", "root.didDisappear",
        ])
      #expect(card(of: full)?.frame == Rect(origin: .zero, size: size))
      #expect(dimming(of: full)?.alpha == 0)
      #expect(root.view.isHidden)
      log.clear()
      full.dismiss(animated: true)
      #expect(!root.view.isHidden)
      #expect(log.entries == ["full.willDisappear", "root.willAppear"])
      host.settle()
      #expect(
        log.entries == [
          "full.willDisappear", "root.willAppear", "root.didAppear", "full.didDisappear",
        ])
      #expect(root.presentedViewController == nil)
      #expect(full.presentingViewController == nil)
      #expect(full.view.window == nil)
    }
  }

  /// Found by the fuzzer: only the sheet disappeared, and the root, hidden, stayed appeared.
  @Test("full screen over a sheet: the sheet and the root beneath it disappear, and come back")
  func fullScreenOverASheet() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    log.clear()
    let full = LoggingViewController("full", log: log)
    full.modalPresentationStyle = .fullScreen
    sheet.present(full, animated: true)
    host.settle()
    #expect(root.appearanceState == .disappeared && root.view.isHidden)
    #expect(sheet.appearanceState == .disappeared)
    #expect(
      log.entries == [
        "sheet.willDisappear", "root.willDisappear", "full.willAppear", "full.didAppear",
        "sheet.didDisappear", "root.didDisappear",
      ])
    log.clear()
    root.dismiss(animated: true)
    host.settle()
    #expect(root.appearanceState == .appeared && !root.view.isHidden)
    #expect(sheet.appearanceState == .disappeared && full.appearanceState == .disappeared)
    // The sheet goes with the full-screen controller, out of sight all along.
    #expect(
      log.entries == [
        "full.willDisappear", "root.willAppear", "root.didAppear", "full.didDisappear",
      ]
    )
    log.clear()
    full.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    sheet.present(full, animated: false)
    host.settle()
    sheet.dismiss(animated: true)
    host.settle()
    #expect(sheet.appearanceState == .appeared && root.appearanceState == .appeared)
    try host.checkInvariants()
  }

  /// Found by the fuzzer: keys went to the alert sliding in, but typed text to the field
  /// beneath it.
  @Test("while an alert slides in over a sheet's field, typing does not reach the field")
  func typingStaysInsideTheTopmostPresentation() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    let field = TextField(frame: Rect(x: 16, y: 16, width: 300, height: 36))
    root.present(sheet, animated: false)
    host.settle()
    sheet.view.addSubview(field)
    #expect(host.focus(field))
    host.type("ab")
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    sheet.present(alert, animated: true)
    #expect(host.window.textInputClient == nil)
    host.type("c")
    host.press(key: .backspace)
    #expect(field.text == "ab")
    host.settle()
    host.type("d")
    #expect(field.text == "ab")
    alert.dismiss(animated: false)
    host.settle()
    _ = host.focus(field)
    host.type("e")
    #expect(field.text == "abe")
  }

  @Test("over full screen covers the window and leaves the presenter on screen, undimmed")
  func overFullScreen() throws {
    let (host, root, log) = makeHost()
    let over = LoggingViewController("over", log: log, color: .clear)
    over.modalPresentationStyle = .overFullScreen
    root.present(over, animated: true)
    host.settle()
    #expect(card(of: over)?.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(dimming(of: over)?.alpha == 0)
    #expect(root.appearanceState == .appeared)
    #expect(!root.view.isHidden)
    #expect(log.entries == ["over.willAppear", "over.didAppear"])
    host.tap(on: root.button)
    #expect(root.taps == 0)
  }

  @Test("a sheet's appearance leaves the presenter alone, in and out")
  func sheetAppearanceOrder() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    root.dismiss(animated: true)
    host.settle()
    #expect(
      log.entries == [
        "sheet.willAppear", "sheet.didAppear", "sheet.willDisappear", "sheet.didDisappear",
      ])
    #expect(root.appearanceState == .appeared)
  }

  // MARK: Interactive dismissal

  @Test("a sheet dragged down past a third of its height and released slowly goes away")
  func dragPastThirdDismisses() throws {
    let (host, root, log) = makeHost(size: compact)
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    log.clear()
    let cardView = try #require(card(of: sheet))
    host.beginDrag(at: Point(x: 200, y: 300))
    host.moveDrag(to: Point(x: 200, y: 320))
    #expect(log.entries == ["sheet.willDisappear"])
    host.moveDrag(to: Point(x: 200, y: 400))
    host.moveDrag(to: Point(x: 200, y: 560))
    #expect(abs(cardView.presentation.transform.ty - 260) < 1)
    #expect(try #require(dimming(of: sheet)?.alpha) < 0.4)
    host.rest(for: 0.5)
    host.moveDrag(to: Point(x: 200, y: 561))
    host.rest(for: 0.5)
    host.endDrag()
    host.settle()
    #expect(log.entries == ["sheet.willDisappear", "sheet.didDisappear"])
    #expect(root.presentedViewController == nil)
    #expect(sheet.view.window == nil)
  }

  @Test("a sheet dragged down short of a third springs back and appears again")
  func dragShortSpringsBack() throws {
    let (host, root, log) = makeHost(size: compact)
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    log.clear()
    let cardView = try #require(card(of: sheet))
    host.beginDrag(at: Point(x: 200, y: 300))
    host.moveDrag(to: Point(x: 200, y: 320))
    host.moveDrag(to: Point(x: 200, y: 420))
    host.rest(for: 0.5)
    host.moveDrag(to: Point(x: 200, y: 421))
    host.rest(for: 0.5)
    host.endDrag()
    host.advance(by: TestHost.frameDuration)
    #expect(cardView.presentation.transform.ty > 0)
    host.settle()
    #expect(cardView.presentation.transform == .identity)
    #expect(
      log.entries == ["sheet.willDisappear", "sheet.willAppear", "sheet.didAppear"])
    #expect(root.presentedViewController === sheet)
    #expect(dimming(of: sheet)?.presentation.alpha == 0.4)
  }

  @Test("a sheet flung down from a short drag goes away")
  func flingDismisses() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    log.clear()
    host.fling(from: Point(x: 500, y: 200), velocity: Point(x: 0, y: 1500))
    host.settle()
    #expect(log.entries == ["sheet.willDisappear", "sheet.didDisappear"])
    #expect(root.presentedViewController == nil)
  }

  @Test("a sheet flung up stays, rubber-banded while dragged")
  func flingUpStays() throws {
    let (host, root, _) = makeHost(size: compact)
    let sheet = ViewController()
    root.present(sheet, animated: true)
    host.settle()
    let cardView = try #require(card(of: sheet))
    host.beginDrag(at: Point(x: 200, y: 400))
    host.moveDrag(to: Point(x: 200, y: 380))
    host.moveDrag(to: Point(x: 200, y: 200))
    #expect(cardView.transform.ty < 0)
    #expect(cardView.transform.ty > -200)
    host.endDrag()
    host.settle()
    #expect(cardView.transform == .identity)
    #expect(root.presentedViewController === sheet)
  }

  @Test("isModalInPresentation: a drag down rubber-bands, springs back and sends no callbacks")
  func modalInPresentationRefuses() throws {
    let (host, root, log) = makeHost(size: compact)
    let sheet = LoggingViewController("sheet", log: log)
    sheet.isModalInPresentation = true
    root.present(sheet, animated: true)
    host.settle()
    log.clear()
    let cardView = try #require(card(of: sheet))
    host.beginDrag(at: Point(x: 200, y: 200))
    host.moveDrag(to: Point(x: 200, y: 220))
    host.moveDrag(to: Point(x: 200, y: 600))
    let offset = cardView.transform.ty
    #expect(offset > 0)
    #expect(offset < 300)
    host.endDrag()
    host.settle()
    #expect(cardView.transform == .identity)
    host.fling(from: Point(x: 200, y: 200), velocity: Point(x: 0, y: 3000))
    host.settle()
    #expect(log.entries.isEmpty)
    #expect(root.presentedViewController === sheet)
    host.press(key: .escape)
    host.settle()
    #expect(root.presentedViewController === sheet)
    sheet.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  @Test("Escape dismisses the topmost sheet")
  func escapeDismissesSheet() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    host.rest(for: 1)
    #expect(host.press(key: .escape))
    host.settle()
    #expect(root.presentedViewController == nil)
    #expect(log.entries.suffix(2) == ["sheet.willDisappear", "sheet.didDisappear"])
  }

  // MARK: Chains and queued calls

  @Test("a chain: a sheet presents an alert; dismissing from the root takes both away")
  func chainDismissedFromRoot() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    sheet.present(alert, animated: true)
    host.settle()
    #expect(sheet.presentedViewController === alert)
    #expect(alert.presentingViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    log.clear()
    root.dismiss(animated: true)
    host.settle()
    #expect(log.entries == ["sheet.willDisappear", "sheet.didDisappear"])
    #expect(root.presentedViewController == nil)
    #expect(alert.view.window == nil)
    #expect(alert.appearanceState == .disappeared)
  }

  @Test("a sheet over a full-screen presentation leaves it on screen; the root comes back last")
  func sheetOverFullScreen() throws {
    let (host, root, log) = makeHost()
    let full = LoggingViewController("full", log: log)
    full.modalPresentationStyle = .fullScreen
    let sheet = LoggingViewController("sheet", log: log)
    root.present(full, animated: true)
    host.settle()
    full.present(sheet, animated: true)
    host.settle()
    #expect(root.view.isHidden)
    #expect(full.view.window != nil)
    #expect(full.appearanceState == .appeared)
    log.clear()
    root.dismiss(animated: true)
    #expect(!root.view.isHidden)
    host.settle()
    #expect(
      log.entries == [
        "sheet.willDisappear", "full.willDisappear", "root.willAppear", "root.didAppear",
        "sheet.didDisappear", "full.didDisappear",
      ])
    #expect(full.view.window == nil)
    #expect(sheet.view.window == nil)
  }

  @Test("Escape on an alert over a sheet picks the alert's cancel action and leaves the sheet")
  func escapeOnAlertOverSheet() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    root.present(sheet, animated: true)
    host.settle()
    var picked: [String] = []
    let alert = AlertController(title: "Leave?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Stay", style: .cancel) { _ in picked.append("stay") })
    alert.addAction(AlertAction(title: "Leave", style: .destructive))
    sheet.present(alert, animated: true)
    host.settle()
    host.press(key: .escape)
    host.settle()
    #expect(picked == ["stay"])
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
    host.press(key: .escape)
    host.settle()
    #expect(root.presentedViewController == nil)
  }

  @Test("Escape pressed while a sheet slides in does nothing; once it rests, Escape dismisses it")
  func escapeDuringSlide() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.advance(by: TestHost.frameDuration)
    host.press(key: .escape)
    #expect(root.presentedViewController === sheet)
    host.settle()
    #expect(root.presentedViewController === sheet)
    host.press(key: .escape)
    host.settle()
    #expect(root.presentedViewController == nil)
    #expect(
      log.entries == [
        "sheet.willAppear", "sheet.didAppear", "sheet.willDisappear", "sheet.didDisappear",
      ])
  }

  @Test("dismissing from the middle of a chain takes away only what it presents")
  func chainDismissedFromMiddle() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    root.present(sheet, animated: false)
    sheet.present(alert, animated: false)
    host.render()
    sheet.dismiss(animated: true)
    host.settle()
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
    expectDiagnostic(containing: "neither presents") { alert.dismiss(animated: false) }
    #expect(alert.lastPresentationError == .nothingToDismiss)
  }

  @Test("calls made while a sheet slides in wait and run after it, in order")
  func callsQueueDuringSlide() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    let alert = AlertController(title: "Later", message: nil, preferredStyle: .alert)
    var order: [String] = []
    root.present(sheet, animated: true) { order.append("sheet presented") }
    host.advance(by: TestHost.frameDuration)
    host.advance(by: TestHost.frameDuration)
    sheet.present(alert, animated: true) { order.append("alert presented") }
    root.dismiss(animated: true) { order.append("all dismissed") }
    #expect(sheet.presentedViewController == nil)
    #expect(sheet.isBeingPresented)
    host.settle()
    #expect(order == ["sheet presented", "alert presented", "all dismissed"])
    #expect(root.presentedViewController == nil)
    #expect(
      log.entries == [
        "sheet.willAppear", "sheet.didAppear", "sheet.willDisappear", "sheet.didDisappear",
      ])
  }

  @Test("a call made during a drag waits for the sheet to settle")
  func callQueuedDuringDrag() throws {
    let (host, root, _) = makeHost(size: compact)
    let sheet = ViewController()
    root.present(sheet, animated: false)
    host.render()
    let other = ViewController()
    host.beginDrag(at: Point(x: 200, y: 300))
    host.moveDrag(to: Point(x: 200, y: 330))
    host.moveDrag(to: Point(x: 200, y: 360))
    sheet.present(other, animated: true)
    #expect(sheet.presentedViewController == nil)
    host.rest(for: 0.5)
    host.moveDrag(to: Point(x: 200, y: 361))
    host.rest(for: 0.5)
    host.endDrag()
    host.advance(by: TestHost.frameDuration)
    #expect(sheet.presentedViewController == nil)
    host.settle()
    #expect(sheet.presentedViewController === other)
  }

  // MARK: Misuse

  @Test("presenting a controller that is presented already is refused and recorded")
  func presentAlreadyPresented() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    root.present(sheet, animated: true)
    host.settle()
    expectDiagnostic(containing: "already presented") { sheet.present(sheet, animated: true) }
    #expect(sheet.lastPresentationError == .alreadyPresented)
    let other = ViewController()
    #expect(throws: PresentationError.alreadyPresenting) {
      try root.tryPresent(other, animated: true)
    }
    #expect(throws: PresentationError.alreadyPresented) {
      try root.tryPresent(sheet, animated: true)
    }
    #expect(root.presentedViewController === sheet)
    #expect(other.view.window == nil)
    root.dismiss(animated: false)
    #expect(root.lastPresentationError == nil)
    expectDiagnostic(containing: "neither presents") { root.dismiss(animated: false) }
    #expect(root.lastPresentationError == .nothingToDismiss)
  }

  @Test("presenting from a controller being dismissed is refused; nothing changes")
  func presentWhileDismissing() throws {
    let (host, root, _) = makeHost()
    let sheet = ViewController()
    root.present(sheet, animated: false)
    host.render()
    sheet.dismiss(animated: true)
    host.advance(by: TestHost.frameDuration)
    #expect(sheet.isBeingDismissed)
    let alert = AlertController(title: "No", message: nil, preferredStyle: .alert)
    expectDiagnostic(containing: "being dismissed") { sheet.present(alert, animated: true) }
    #expect(sheet.lastPresentationError == .presenterIsBeingDismissed)
    #expect(throws: PresentationError.presenterIsBeingDismissed) {
      try sheet.tryPresent(alert, animated: true)
    }
    host.settle()
    #expect(root.presentedViewController == nil)
    #expect(alert.view.window == nil)
  }

  @Test("a child, a window's root and a controller outside any window cannot be presented")
  func presentNotPresentable() throws {
    let (host, root, _) = makeHost()
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    #expect(throws: PresentationError.notPresentable) {
      try root.tryPresent(child, animated: false)
    }
    #expect(throws: PresentationError.notPresentable) { try root.tryPresent(root, animated: false) }
    #expect(throws: PresentationError.notInWindow) {
      try parent.tryPresent(ViewController(), animated: false)
    }
    host.render()
    #expect(root.presentedViewController == nil)
  }

  // MARK: Containment of input and focus

  @Test("a tap on the root's button under a sheet does nothing, on the backdrop or the inset")
  func pointerContainment() throws {
    for size in [regular, compact] {
      let (host, root, _) = makeHost(size: size)
      let sheet = ViewController()
      root.present(sheet, animated: true)
      host.settle()
      host.tap(at: Point(x: 80, y: 40))
      host.tap(at: Point(x: 80, y: 5))
      host.settle()
      #expect(root.taps == 0)
      #expect(root.presentedViewController === sheet)
      root.dismiss(animated: false)
      host.tap(at: Point(x: 80, y: 40))
      #expect(root.taps == 1)
    }
  }

  @Test("a pan on the root is not offered a drag on the backdrop of a sheet")
  func gestureContainment() throws {
    let (host, root, _) = makeHost()
    var panStates: [GestureRecognizer.State] = []
    let pan = PanGestureRecognizer { panStates.append($0.state) }
    root.view.addGestureRecognizer(pan)
    let sheet = ViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    host.render()
    host.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 600))
    host.settle()
    #expect(panStates.isEmpty)
    #expect(root.presentedViewController === sheet)
    root.dismiss(animated: false)
    host.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 600))
    #expect(panStates.first == .began)
  }

  @Test("the focus moves into a sheet, Tab stays inside it, and it comes back on dismissal")
  func focusInside() throws {
    let (host, root, log) = makeHost()
    #expect(host.focus(root.second))
    let sheet = ButtonScreen("sheet", log: log)
    root.present(sheet, animated: true)
    host.settle()
    #expect(host.firstResponder === sheet.button)
    host.press(key: .tab)
    #expect(host.firstResponder === sheet.second)
    host.press(key: .tab)
    #expect(host.firstResponder === sheet.button)
    #expect(!host.focus(root.button))
    #expect(host.firstResponder === sheet.button)
    host.press(key: .space)
    #expect(sheet.taps == 1)
    sheet.dismiss(animated: true)
    host.settle()
    #expect(host.firstResponder === root.second)
  }

  @Test("with nothing focusable inside, keys go to the presentation, not the focus beneath")
  func keysGoToPresentation() throws {
    let (host, root, _) = makeHost()
    #expect(host.focus(root.button))
    let sheet = ViewController()
    root.present(sheet, animated: false)
    host.render()
    #expect(host.firstResponder == nil)
    host.press(key: .space)
    #expect(root.taps == 0)
    host.press(key: .escape)
    host.settle()
    #expect(root.presentedViewController == nil)
    #expect(host.firstResponder === root.button)
  }

  // MARK: Presentation context

  @Test("a child presents from the root, or from the ancestor that defines the context")
  func presentationContext() throws {
    let (host, root, _) = makeHost()
    let middle = ViewController()
    let child = ViewController()
    root.addChild(middle)
    root.view.addSubview(middle.view)
    middle.didMove(toParent: root)
    middle.addChild(child)
    middle.view.addSubview(child.view)
    child.didMove(toParent: middle)
    let sheet = ViewController()
    child.present(sheet, animated: false)
    host.render()
    #expect(sheet.presentingViewController === root)
    #expect(child.presentedViewController === sheet)
    child.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    middle.definesPresentationContext = true
    child.present(sheet, animated: false)
    host.render()
    #expect(sheet.presentingViewController === middle)
    #expect(middle.presentedViewController === sheet)
    #expect(throws: PresentationError.alreadyPresenting) {
      try root.tryPresent(ViewController(), animated: false)
    }
    sheet.dismiss(animated: false)
    #expect(middle.presentedViewController == nil)
  }

  @Test("closing the window makes the presented controllers disappear; showing it again, appear")
  func closeAndShow() throws {
    let (host, root, log) = makeHost()
    let full = LoggingViewController("full", log: log)
    full.modalPresentationStyle = .fullScreen
    let sheet = LoggingViewController("sheet", log: log)
    root.present(full, animated: false)
    full.present(sheet, animated: false)
    host.render()
    log.clear()
    host.window.close()
    #expect(
      log.entries == [
        "sheet.willDisappear", "full.willDisappear", "sheet.didDisappear", "full.didDisappear",
      ])
    log.clear()
    host.window.makeKeyAndVisible()
    host.render()
    #expect(
      log.entries == ["full.willAppear", "sheet.willAppear", "full.didAppear", "sheet.didAppear"])
    #expect(root.appearanceState == .disappeared)
    root.dismiss(animated: false)
    #expect(root.appearanceState == .appeared)
  }

  @Test("replacing the window's root takes its presentations away")
  func rootReplacement() throws {
    let (host, root, log) = makeHost()
    let sheet = LoggingViewController("sheet", log: log)
    root.present(sheet, animated: true)
    host.advance(by: TestHost.frameDuration)
    host.window.rootViewController = ViewController()
    host.settle()
    #expect(sheet.view.window == nil)
    #expect(sheet.appearanceState == .disappeared)
    #expect(root.presentedViewController == nil)
  }

  @Test("a presented controller is released once dismissed")
  func releasedAfterDismissal() throws {
    let (host, root, _) = makeHost()
    weak var weakSheet: ViewController?
    do {
      let sheet = ViewController()
      weakSheet = sheet
      root.present(sheet, animated: true)
      host.settle()
      sheet.dismiss(animated: true)
      host.settle()
    }
    #expect(weakSheet == nil)
  }
}
