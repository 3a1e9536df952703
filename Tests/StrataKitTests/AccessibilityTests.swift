import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A screen of every control, as a reader meets it:
///
/// ```
///  Title            (label, y 10)
///  [Go] [Off]       (buttons, y 50; Off is disabled)
///  (logo) (dots)    (image with a label, and one without, y 100)
///  +------------+   (list of three rows, the second selected, y 150)
/// ```
@MainActor
private final class ControlsScreen: ViewController {
  let heading = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "Title")
  let go = Button(frame: Rect(x: 10, y: 50, width: 80, height: 40), title: "Go")
  let off = Button(frame: Rect(x: 100, y: 50, width: 80, height: 40), title: "Off")
  let logo = ImageView(frame: Rect(x: 10, y: 100, width: 40, height: 40))
  let dots = ImageView(frame: Rect(x: 60, y: 100, width: 40, height: 40))
  let list = ListView(frame: Rect(x: 10, y: 150, width: 300, height: 100))
  var goRuns = 0
  var chosen: [Int] = []
  var escapes = 0

  override func viewDidLoad() {
    view.backgroundColor = .white
    logo.accessibilityLabel = "Logo"
    off.isEnabled = false
    go.action = { [unowned self] _ in goRuns += 1 }
    list.rows = ["One", "Two", "Three"].map { ListRow(title: $0) }
    list.rowHeight = 30
    list.selectedIndex = 1
    list.onSelect = { [unowned self] in chosen.append($0) }
    for subview in [heading, go, off, logo, dots, list] as [View] { view.addSubview(subview) }
  }

  override func accessibilityPerformEscape() -> Bool {
    escapes += 1
    return true
  }
}

@Suite("Accessibility semantics", .strictDiagnostics)
@MainActor
struct AccessibilityTests {
  private func makeHost(size: Size = Size(width: 400, height: 300)) -> (TestHost, ControlsScreen) {
    let screen = ControlsScreen()
    return (TestHost(rootViewController: screen, size: size), screen)
  }

  @Test("controls answer by themselves: text, buttons, images with a label, a list of items")
  func controlsAnswer() {
    let (host, _) = makeHost()
    #expect(
      host.accessibilityTree().description == """
        frame
          label "Title"
          push button "Go" {activate}
          push button "Off"
          image "Logo"
          list
            list item "One" {activate}
            list item "Two" [selected] {activate}
            list item "Three" {activate}
        """)
    let off = host.accessibilityTree().first(labelled: "Off")
    #expect(off?.states.contains(.enabled) == false)
    #expect(off?.traits == [.button, .notEnabled])
    let two = host.accessibilityTree().first(labelled: "Two")
    #expect(two?.states.isSuperset(of: [.selectable, .selected, .enabled]) == true)
  }

  @Test("activating a button runs it; activating an item chooses it; a disabled one does not act")
  func activation() {
    let (host, screen) = makeHost()
    #expect(host.performAccessibilityAction("activate", onElementLabelled: "Go"))
    #expect(screen.goRuns == 1)
    #expect(!host.performAccessibilityAction("activate", onElementLabelled: "Off"))
    #expect(host.performAccessibilityAction("activate", onElementLabelled: "Three"))
    #expect(screen.chosen == [2])
    #expect(host.accessibilityTree().first(labelled: "Three")?.states.contains(.selected) == true)
    #expect(!host.performAccessibilityAction("activate", onElementLabelled: "Nobody"))
    #expect(!host.performAccessibilityAction("juggle", onElementLabelled: "Go"))
  }

  @Test("what is hidden, transparent, marked hidden, outside or clipped away is left out")
  func invisibleContentIsLeftOut() {
    let (host, screen) = makeHost()
    screen.go.isHidden = true
    screen.off.alpha = 0
    screen.heading.accessibilityElementsHidden = true
    screen.logo.frame.origin = Point(x: 500, y: 100)  // beyond the 400-point window
    _ = host.advance(by: 0)
    let labels = host.accessibilityTree().allNodes.compactMap(\.label)
    #expect(labels == ["One", "Two", "Three"])
    // The list clips: a row scrolled out of it is not read.
    screen.list.setContentOffset(Point(x: 0, y: 30), animated: false)
    _ = host.advance(by: 0)
    #expect(host.accessibilityTree().allNodes.compactMap(\.label) == ["Two", "Three"])
  }

  @Test(
    "a view wholly covered by an opaque view drawn above it is left out; partly covered is read")
  func coveredContentIsLeftOut() {
    let (host, screen) = makeHost()
    let cover = View(frame: Rect(x: 0, y: 0, width: 400, height: 95))
    cover.backgroundColor = .white
    screen.view.insertSubview(cover, belowSubview: screen.logo)
    _ = host.advance(by: 0)
    var labels = host.accessibilityTree().allNodes.compactMap(\.label)
    #expect(labels == ["Logo", "One", "Two", "Three"])
    // Translucent, or short of the buttons' bottom edge: they show through and are read.
    cover.frame.size.height = 80
    _ = host.advance(by: 0)
    labels = host.accessibilityTree().allNodes.compactMap(\.label)
    #expect(labels.contains("Go") && !labels.contains("Title"))
    cover.frame.size.height = 95
    cover.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    _ = host.advance(by: 0)
    #expect(host.accessibilityTree().allNodes.compactMap(\.label).contains("Title"))
  }

  @Test("a modal view is read alone, marked modal; everything else is left out")
  func modalViewIsReadAlone() {
    let (host, screen) = makeHost()
    let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
    card.accessibilityViewIsModal = true
    let ask = Label(frame: Rect(x: 10, y: 10, width: 180, height: 30), text: "Sure?")
    card.addSubview(ask)
    screen.view.addSubview(card)
    _ = host.advance(by: 0)
    #expect(
      host.accessibilityTree().description == """
        frame
          panel [modal]
            label "Sure?"
        """)
    card.isHidden = true
    _ = host.advance(by: 0)
    #expect(host.accessibilityTree().first(labelled: "Go") != nil)
  }

  @Test("custom actions of a view and of a controller's view make a node with named actions")
  func customActions() {
    let (host, screen) = makeHost()
    var log: [String] = []
    screen.view.accessibilityCustomActions = [
      AccessibilityCustomAction(name: "Refresh") { _ in
        log.append("refresh")
        return true
      },
      AccessibilityCustomAction(name: "Nothing") { _ in false },
    ]
    let tree = host.accessibilityTree()
    let panel = tree.children.first
    #expect(panel?.role == .panel)
    #expect(panel?.actions == ["Refresh", "Nothing"])
    #expect(panel?.children.count == 5)
    guard let id = panel?.id else {
      Issue.record("the screen's view is not a node")
      return
    }
    #expect(host.window.performAccessibilityAction(named: "Refresh", on: id))
    #expect(!host.window.performAccessibilityAction(named: "Nothing", on: id))
    #expect(log == ["refresh"])
  }

  @Test("the frame follows what is drawn: a view in flight reports where it shows")
  func frameFollowsPresentation() {
    let (host, screen) = makeHost()
    View.animate(withDuration: 1, curve: .linear) { screen.go.center.x += 200 }
    _ = host.advance(by: 0.5)
    let frame = host.accessibilityTree().first(labelled: "Go")?.frame
    #expect(frame == Rect(x: 110, y: 50, width: 80, height: 40))
    #expect(screen.go.accessibilityFrame == Rect(x: 110, y: 50, width: 80, height: 40))
    screen.go.accessibilityFrame = Rect(x: 1, y: 2, width: 3, height: 4)
    let set = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(host.accessibilityTree().first(labelled: "Go")?.frame == set)
    screen.go.accessibilityFrame = .null
    _ = host.settle()
    #expect(screen.go.accessibilityFrame == Rect(x: 210, y: 50, width: 80, height: 40))
  }

  @Test("escape asks the focused element, then each responder after it")
  func escapeWalksTheResponderChain() {
    let (host, screen) = makeHost()
    #expect(host.window.performAccessibilityEscape())
    #expect(screen.escapes == 1)
    _ = host.focus(screen.go)
    guard let id = host.accessibilityTree().first(labelled: "Go")?.id else {
      Issue.record("the button is not read")
      return
    }
    #expect(host.window.performAccessibilityAction(named: "escape", on: id))
    #expect(screen.escapes == 2)
  }

  @Test("scrolling by a page moves the nearest scroll view, and stops at the end")
  func scrollByPage() {
    let (host, screen) = makeHost()
    screen.list.rows = (1...10).map { ListRow(title: "Row \($0)") }
    _ = host.advance(by: 0)
    #expect(host.performAccessibilityAction("scroll down", onElementLabelled: "Row 1"))
    _ = host.settle()
    #expect(screen.list.contentOffset.y == 100)
    #expect(host.performAccessibilityAction("scroll next", onElementLabelled: "Row 5"))
    _ = host.settle()
    #expect(screen.list.contentOffset.y == 200)
    #expect(!host.performAccessibilityAction("scroll down", onElementLabelled: "Row 9"))
    #expect(host.performAccessibilityAction("scroll up", onElementLabelled: "Row 9"))
  }

  @Test("siblings are read by their top, then from the leading edge, mirrored right to left")
  func readingOrder() {
    let screen = ViewController()
    let host = TestHost(rootViewController: screen, size: Size(width: 300, height: 200))
    let below = Label(frame: Rect(x: 0, y: 100, width: 50, height: 20), text: "Below")
    let right = Label(frame: Rect(x: 200, y: 10, width: 50, height: 20), text: "Right")
    let left = Label(frame: Rect(x: 0, y: 10, width: 50, height: 20), text: "Left")
    for label in [below, right, left] { screen.view.addSubview(label) }
    _ = host.advance(by: 0)
    #expect(host.accessibilityTree().allNodes.compactMap(\.label) == ["Left", "Right", "Below"])
    host.window.layoutDirection = .rightToLeft
    _ = host.advance(by: 0)
    #expect(host.accessibilityTree().allNodes.compactMap(\.label) == ["Right", "Left", "Below"])
  }

  @Test("a screen change moves the reader's focus to its first element and is heard")
  func notifications() {
    let (host, _) = makeHost()
    var heard: [AccessibilityNotification] = []
    let token = host.window.observeAccessibilityNotifications { heard.append($0) }
    host.window.postAccessibilityNotification(.screenChanged(focus: nil, announcement: "Home"))
    let first = host.accessibilityTree().first(labelled: "Title")?.id
    #expect(host.window.accessibilityFocus == first)
    #expect(heard == [.screenChanged(focus: nil, announcement: "Home")])
    token.cancel()
    host.window.postAccessibilityNotification(.announcement("Gone"))
    #expect(heard.count == 1)
  }

  @Test("an accessibility snapshot records, matches, then names the first line that differs")
  func snapshot() throws {
    let (host, screen) = makeHost()
    let folder = try TemporaryFolder("accessibility-snapshot")
    defer { folder.remove() }
    #expect(
      throws: AccessibilitySnapshotError.recorded(referencePath: "\(folder.path)/controls.txt")
    ) {
      try assertAccessibilitySnapshot(of: host, named: "controls", in: folder.path)
    }
    try assertAccessibilitySnapshot(of: host, named: "controls", in: folder.path)
    screen.go.setTitle("Went", for: .normal)
    #expect(
      throws: AccessibilitySnapshotError.mismatch(
        referencePath: "\(folder.path)/controls.txt", line: 3,
        expected: "  push button \"Go\" {activate}",
        actual: "  push button \"Went\" {activate}",
        actualPath: "\(folder.path)/controls.actual.txt")
    ) {
      try assertAccessibilitySnapshot(of: host, named: "controls", in: folder.path)
    }
  }
}
