import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with a list on the left and three buttons on the right, as a person sees it:
///
/// ```
///  +---------+  [One]      y 10
///  |  list   |  [Two]      y 60
///  |         |  [Three]    y 110
///  +---------+
/// ```
@MainActor
private final class FocusScreen: ViewController {
  let list = ListView(frame: Rect(x: 10, y: 10, width: 180, height: 200))
  let one = Button(frame: Rect(x: 220, y: 10, width: 100, height: 40), title: "One")
  let two = Button(frame: Rect(x: 220, y: 60, width: 100, height: 40), title: "Two")
  let three = Button(frame: Rect(x: 220, y: 110, width: 100, height: 40), title: "Three")
  var commandRuns = 0
  var extraCommands: [KeyCommand] = []

  override func viewDidLoad() {
    view.backgroundColor = .white
    list.rows = (1...8).map { ListRow(title: "Row \($0)") }
    for subview in [list, one, two, three] as [View] { view.addSubview(subview) }
  }

  override var keyCommands: [KeyCommand] { extraCommands }
}

@Suite("Keyboard focus", .strictDiagnostics)
@MainActor
struct FocusTests {
  private func makeHost() -> (TestHost, FocusScreen) {
    let screen = FocusScreen()
    let host = TestHost(
      rootViewController: screen, size: Size(width: 400, height: 300), checksInvariants: true)
    return (host, screen)
  }

  /// The focus rings in `list`: 2-point strokes in `color`.
  private func rings(in list: DisplayList, color: Color = .systemBlue) -> [Rect] {
    list.commands.compactMap { command in
      if case .strokeRect(let rect, _, let stroke, let width) = command, stroke == color,
        width == 2
      {
        return rect
      }
      return nil
    }
  }

  // MARK: Click and tap

  @Test("a tap on a row focuses its list, with no ring; keys then go to the list")
  func tapFocusesList() {
    let (host, screen) = makeHost()
    #expect(host.firstResponder == nil)
    host.tap(at: Point(x: 50, y: 30))
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.list)
    #expect(screen.list.isFirstResponder)
    #expect(rings(in: host.lastDisplayList).isEmpty)
    host.press(key: .downArrow)
    #expect(screen.list.selectedIndex == 1)
  }

  @Test("a tap on a button focuses it and runs its action; a tap on the background keeps focus")
  func tapFocusesButton() {
    let (host, screen) = makeHost()
    var taps = 0
    screen.two.action = { _ in taps += 1 }
    #expect(host.tap(on: screen.two))
    #expect(taps == 1)
    #expect(host.firstResponder === screen.two)
    host.tap(at: Point(x: 380, y: 280))
    #expect(host.firstResponder === screen.two)
  }

  @Test("focus(_:) focuses as a click does, and refuses what is not in the window or hidden")
  func focusCall() {
    let (host, screen) = makeHost()
    var taps = 0
    screen.one.action = { _ in taps += 1 }
    #expect(host.focus(screen.one))
    #expect(taps == 0)
    #expect(host.firstResponder === screen.one)

    let stray = Button(frame: Rect(x: 0, y: 0, width: 50, height: 20), title: "Stray")
    #expect(!host.focus(stray))
    #expect(!host.tap(on: stray))
    screen.three.isHidden = true
    #expect(!host.focus(screen.three))
    #expect(!host.tap(on: screen.three))
    let label = Label(frame: Rect(x: 220, y: 200, width: 100, height: 20))
    screen.view.addSubview(label)
    #expect(!host.focus(label))
    #expect(host.firstResponder === screen.one)
  }

  // MARK: Tab order

  @Test("Tab goes through the views in reading order and wraps; Shift+Tab goes back")
  func tabOrder() {
    let (host, screen) = makeHost()
    #expect(
      ids(host.window.focusableViews) == ids([screen.list, screen.one, screen.two, screen.three]))
    var visited: [View?] = []
    for _ in 0..<5 {
      host.press(key: .tab)
      visited.append(host.firstResponder as? View)
    }
    #expect(ids(visited) == ids([screen.list, screen.one, screen.two, screen.three, screen.list]))
    host.press(key: .tab, modifiers: .shift)
    #expect(host.firstResponder === screen.three)
    host.press(key: .tab, modifiers: .shift)
    #expect(host.firstResponder === screen.two)
  }

  @Test("Shift+Tab with nothing focused focuses the last view")
  func shiftTabFromNothing() {
    let (host, screen) = makeHost()
    host.press(key: .tab, modifiers: .shift)
    #expect(host.firstResponder === screen.three)
  }

  @Test("in a right-to-left window, a row reads from the right")
  func rightToLeft() {
    let (host, screen) = makeHost()
    host.window.layoutDirection = .rightToLeft
    screen.one.frame = Rect(x: 10, y: 250, width: 80, height: 30)
    screen.two.frame = Rect(x: 110, y: 250, width: 80, height: 30)
    screen.three.frame = Rect(x: 210, y: 250, width: 80, height: 30)
    #expect(
      ids(host.window.focusableViews) == ids([screen.list, screen.three, screen.two, screen.one]))
    host.window.layoutDirection = .leftToRight
    #expect(
      ids(host.window.focusableViews) == ids([screen.list, screen.one, screen.two, screen.three]))
  }

  @Test("Tab skips what is hidden, transparent, disabled, not interactive, outside or covered")
  func tabSkips() {
    let (host, screen) = makeHost()
    let container = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
    screen.view.addSubview(container)
    container.addSubview(screen.one)
    screen.one.frame.origin = Point(x: 20, y: 10)
    container.alpha = 0
    #expect(ids(host.window.focusableViews) == ids([screen.list, screen.two, screen.three]))
    container.alpha = 1
    container.isUserInteractionEnabled = false
    #expect(ids(host.window.focusableViews) == ids([screen.list, screen.two, screen.three]))
    container.isUserInteractionEnabled = true
    screen.two.isEnabled = false
    screen.three.frame.origin = Point(x: 500, y: 10)
    #expect(ids(host.window.focusableViews) == ids([screen.list, screen.one]))
    let cover = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    cover.backgroundColor = .black
    screen.view.addSubview(cover)
    #expect(ids(host.window.focusableViews) == ids([screen.one]))
    screen.one.isHidden = true
    #expect(host.window.focusableViews.isEmpty)
    #expect(!host.window.moveFocus())
    host.press(key: .tab)
    #expect(host.firstResponder == nil)
  }

  @Test("a key command for Tab runs instead of moving the focus")
  func keyCommandFirst() {
    let (host, screen) = makeHost()
    screen.extraCommands = [
      KeyCommand(input: .tab, modifiers: .control) { _ in screen.commandRuns += 1 }
    ]
    host.press(key: .tab)
    #expect(host.firstResponder === screen.list)
    #expect(host.press(key: .tab, modifiers: .control))
    #expect(screen.commandRuns == 1)
    #expect(host.firstResponder === screen.list)
  }

  // MARK: Buttons and keys

  @Test("Space and Return on a focused button run its action; a repeat does not")
  func buttonKeys() {
    let (host, screen) = makeHost()
    var taps = 0
    screen.two.action = { _ in taps += 1 }
    #expect(host.focus(screen.two))
    host.press(key: .space)
    host.press(key: .enter)
    #expect(taps == 2)
    host.window.send(KeyEvent(key: .space, phase: .down, isRepeat: true, timestamp: host.clock.now))
    host.window.send(KeyEvent(key: .space, phase: .up, timestamp: host.clock.now))
    #expect(taps == 2)
    screen.two.isEnabled = false
    host.press(key: .space)
    #expect(taps == 2)
  }

  // MARK: The ring

  @Test("Tab shows a 2-point ring in the tint above the list's rows; a click hides it")
  func ringFromKeyboard() {
    let (host, screen) = makeHost()
    host.press(key: .tab)
    let list = host.advance(by: TestHost.frameDuration)
    #expect(rings(in: list) == [Rect(x: 1, y: 1, width: 178, height: 198)])
    // The ring comes after the last row, inside the list's clip.
    let commands = list.commands.map(\.description)
    let ringIndex = commands.lastIndex { $0.hasPrefix("strokeRect") } ?? -1
    let lastRow = commands.lastIndex { $0.contains("Row ") } ?? Int.max
    #expect(ringIndex > lastRow)
    #expect(host.window.showsFocusRing)

    host.tap(on: screen.list)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.list)
    #expect(rings(in: host.lastDisplayList).isEmpty)
    #expect(!host.window.showsFocusRing)
  }

  @Test("Tab on the only focusable view, already focused, keeps it and shows the ring")
  func tabOnTheOnlyView() {
    let root = ViewController()
    let list = ListView(frame: Rect(x: 10, y: 10, width: 180, height: 200))
    list.rows = [ListRow(title: "Only")]
    root.view.addSubview(list)
    let host = TestHost(
      rootViewController: root, size: Size(width: 400, height: 300), checksInvariants: true)
    #expect(list.becomeFirstResponder())
    host.advance(by: TestHost.frameDuration)
    #expect(!host.window.showsFocusRing)
    host.press(key: .tab)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === list)
    #expect(host.window.showsFocusRing)
    #expect(rings(in: host.lastDisplayList).count == 1)
  }

  @Test("the ring moves with Tab and damages its old and new places only")
  func ringDamage() {
    let (host, screen) = makeHost()
    host.settle()
    host.press(key: .tab)
    host.press(key: .tab)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.one)
    #expect(rings(in: host.lastDisplayList) == [Rect(x: 1, y: 1, width: 98, height: 38)])
    host.press(key: .tab)
    host.advance(by: TestHost.frameDuration)
    #expect(rings(in: host.lastDisplayList) == [Rect(x: 1, y: 1, width: 98, height: 38)])
    // The two buttons' rectangles (220, 10)-(320, 100), give or take the stroke's reach and the
    // anti-aliasing margin: nothing else was drawn again.
    #expect(host.window.lastDamagedRect == Rect(x: 218, y: 8, width: 104, height: 94))
  }

  @Test("inside a retained layer the ring is drawn in the layer and leaves it when focus moves")
  func ringInLayer() {
    let (host, screen) = makeHost()
    let panel = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
    panel.shouldRasterize = true
    screen.view.addSubview(panel)
    panel.addSubview(screen.two)
    screen.two.frame.origin = Point(x: 20, y: 60)
    host.settle()
    #expect(host.focus(screen.one))
    host.press(key: .tab)
    let withRing = host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.two)
    let layerStart = withRing.commands.firstIndex { "\($0)".hasPrefix("pushLayer") } ?? Int.max
    let ringIndex = withRing.commands.firstIndex { "\($0)".hasPrefix("strokeRect") } ?? -1
    #expect(ringIndex > layerStart)
    // The panel covers One and Three: Tab wraps to the list.
    host.press(key: .tab)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.list)
    #expect(rings(in: host.lastDisplayList) == [Rect(x: 1, y: 1, width: 178, height: 198)])
    // The TestHost checks every frame against a walk that reuses no layer: no issue recorded.
  }

  @Test("the ring follows the window's tint")
  func ringTint() {
    let (host, _) = makeHost()
    host.press(key: .tab)
    host.window.tintColor = .red
    host.advance(by: TestHost.frameDuration)
    #expect(rings(in: host.lastDisplayList, color: .red).count == 1)
    #expect(rings(in: host.lastDisplayList).isEmpty)
  }

  @Test("becomeFirstResponder shows the ring while a key is handled, not otherwise")
  func ringFromKeyCommand() {
    let (host, screen) = makeHost()
    screen.extraCommands = [
      KeyCommand(input: .rightArrow, modifiers: .control) { _ in screen.three.becomeFirstResponder()
      }
    ]
    screen.one.becomeFirstResponder()
    host.advance(by: TestHost.frameDuration)
    #expect(rings(in: host.lastDisplayList).isEmpty)
    host.press(key: .rightArrow, modifiers: .control)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.three)
    #expect(rings(in: host.lastDisplayList).count == 1)
  }

  @Test("without Tab, no ring: a click and becomeFirstResponder leave the pixels as they were")
  func noRingWithoutTab() {
    let (host, screen) = makeHost()
    let before = host.advance(by: TestHost.frameDuration)
    screen.list.becomeFirstResponder()
    let after = host.advance(by: TestHost.frameDuration)
    #expect(after == before)
    #expect(host.window.lastDamagedRect.isNull)
  }

  // MARK: A focused view that leaves

  @Test("a removed view hands the focus to the next candidate inside its nearest ancestor")
  func handOffStaysInTheNearestAncestor() {
    let (host, screen) = makeHost()
    // Two panels side by side; in reading order the right one's button comes between the
    // left one's two.
    let left = View(frame: Rect(x: 0, y: 220, width: 200, height: 80))
    let right = View(frame: Rect(x: 200, y: 220, width: 200, height: 80))
    let first = Button(frame: Rect(x: 10, y: 0, width: 80, height: 30), title: "A1")
    let second = Button(frame: Rect(x: 10, y: 45, width: 80, height: 30), title: "A2")
    let other = Button(frame: Rect(x: 10, y: 20, width: 80, height: 30), title: "B1")
    for (button, panel) in [(first, left), (second, left), (other, right)] {
      panel.addSubview(button)
    }
    screen.view.addSubview(left)
    screen.view.addSubview(right)
    #expect(host.focus(first))
    #expect(
      host.window.focusableViews.suffix(3).map { ($0 as? Button)?.currentTitle } == [
        "A1", "B1", "A2",
      ])

    first.removeFromSuperview()
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === second)

    // With nothing left in the panel, the screen's next candidate after where A2 was takes
    // it: B1 reads before that place, so the order wraps around to the list.
    second.removeFromSuperview()
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.list)
  }

  @Test("a focused view that is removed hands the focus to the next view, ring and all")
  func removedHandsOn() {
    let (host, screen) = makeHost()
    host.press(key: .tab)
    host.press(key: .tab)
    #expect(host.firstResponder === screen.one)
    screen.one.removeFromSuperview()
    #expect(host.firstResponder == nil)
    #expect(!screen.one.isFirstResponder)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.two)
    #expect(rings(in: host.lastDisplayList).count == 1)
  }

  @Test("hiding the focused view's ancestor hands the focus on; the last view wraps to the first")
  func hiddenAncestorHandsOn() {
    let (host, screen) = makeHost()
    let box = View(frame: Rect(x: 200, y: 100, width: 200, height: 60))
    screen.view.addSubview(box)
    box.addSubview(screen.three)
    screen.three.frame = Rect(x: 20, y: 10, width: 100, height: 40)
    #expect(host.focus(screen.three))
    box.isHidden = true
    host.press(key: .downArrow)
    #expect(host.firstResponder === screen.list)
    #expect(screen.list.selectedIndex == 0)
  }

  @Test("a focused view moved to another superview in the same turn keeps the focus")
  func movedKeepsFocus() {
    let (host, screen) = makeHost()
    #expect(host.focus(screen.two))
    let box = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
    screen.view.addSubview(box)
    screen.two.removeFromSuperview()
    box.addSubview(screen.two)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.two)
  }

  @Test("a view controller first responder keeps its keys when the focus model runs")
  func controllerFirstResponder() {
    let (host, screen) = makeHost()
    let responder = KeyTakingController()
    screen.addChild(responder)
    screen.view.addSubview(responder.view)
    responder.view.frame = Rect(x: 0, y: 250, width: 100, height: 40)
    responder.didMove(toParent: screen)
    #expect(responder.becomeFirstResponder())
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === responder)
    host.press(key: .escape)
    #expect(responder.escapes == 1)
    #expect(rings(in: host.lastDisplayList).isEmpty)
  }

  @Test("with nothing focusable showing, the focus waits and goes to the next view that shows")
  func waitsForContent() {
    let (host, screen) = makeHost()
    for view in [screen.one, screen.two, screen.three] as [View] { view.removeFromSuperview() }
    #expect(host.focus(screen.list))
    screen.list.removeFromSuperview()
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder == nil)
    screen.view.addSubview(screen.two)
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder === screen.two)
  }

  @Test("an explicit resign leaves nothing focused")
  func resignLeavesNothing() {
    let (host, screen) = makeHost()
    #expect(host.focus(screen.list))
    screen.list.resignFirstResponder()
    screen.list.removeFromSuperview()
    host.advance(by: TestHost.frameDuration)
    #expect(host.firstResponder == nil)
  }
}

/// The identities of `views`, to compare orders of views.
private func ids(_ views: [View?]) -> [ObjectIdentifier?] {
  views.map { $0.map(ObjectIdentifier.init) }
}

/// A view controller that takes first-responder status and counts Escape.
@MainActor
private final class KeyTakingController: ViewController {
  var escapes = 0
  override var canBecomeFirstResponder: Bool { true }
  override var keyCommands: [KeyCommand] {
    [KeyCommand(input: .escape) { [weak self] _ in self?.escapes += 1 }]
  }
}
