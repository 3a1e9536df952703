import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A view that appends its hierarchy and layout hooks, by name, to a shared log.
@MainActor
private final class RecordingView: View {
  let name: String
  let log: CallLog
  private(set) var layoutCount = 0
  var fittingSize: Size?
  var onLayout: ((RecordingView) -> Void)?

  init(_ name: String, log: CallLog, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  private func nameOf(_ view: View?) -> String {
    guard let view else { return "nil" }
    if view is Window { return "window" }
    return (view as? RecordingView)?.name ?? "?"
  }

  override func willMove(toSuperview newSuperview: View?) {
    log.record("\(name).willMove(toSuperview: \(nameOf(newSuperview))) from \(nameOf(superview))")
  }

  override func didMoveToSuperview() {
    log.record("\(name).didMoveToSuperview() in \(nameOf(superview))")
  }

  override func willMove(toWindow newWindow: Window?) {
    log.record("\(name).willMove(toWindow: \(nameOf(newWindow))) from \(nameOf(window))")
  }

  override func didMoveToWindow() {
    log.record("\(name).didMoveToWindow() in \(nameOf(window))")
  }

  override func didAddSubview(_ subview: View) {
    log.record("\(name).didAddSubview(\(nameOf(subview)))")
  }

  override func willRemoveSubview(_ subview: View) {
    log.record("\(name).willRemoveSubview(\(nameOf(subview)))")
  }

  override func layoutSubviews() {
    layoutCount += 1
    log.record("\(name).layoutSubviews")
    onLayout?(self)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    fittingSize ?? super.sizeThatFits(size)
  }
}

@Suite("View hierarchy: subviews, hooks and layout", .strictDiagnostics)
@MainActor
struct ViewHierarchyTests {
  // MARK: Adding, ordering and removing

  @Test("addSubview appends on top and sets the superview")
  func addSubview() {
    let parent = View()
    let first = View()
    let second = View()
    parent.addSubview(first)
    parent.addSubview(second)
    #expect(
      parent.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    #expect(first.superview === parent)
    #expect(second.isDescendant(of: parent))
    #expect(!parent.isDescendant(of: second))
  }

  @Test("insertSubview(_:at:) clamps the index to the subviews")
  func insertAtClampedIndex() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    parent.addSubview(a)
    parent.insertSubview(b, at: -5)
    parent.insertSubview(c, at: 99)
    #expect(ids(parent.subviews) == ids([b, a, c]))
    parent.insertSubview(c, at: 1)
    #expect(ids(parent.subviews) == ids([b, c, a]))
    parent.insertSubview(b, at: 99)
    #expect(ids(parent.subviews) == ids([c, a, b]))
  }

  @Test("insertSubview above and below place a view next to its sibling")
  func insertAboveAndBelow() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, aboveSubview: a)
    #expect(ids(parent.subviews) == ids([a, c, b]))
    parent.insertSubview(b, belowSubview: a)
    #expect(ids(parent.subviews) == ids([b, a, c]))
    parent.insertSubview(b, aboveSubview: c)
    #expect(ids(parent.subviews) == ids([a, c, b]))
    parent.insertSubview(a, belowSubview: b)
    #expect(ids(parent.subviews) == ids([c, a, b]))
    let d = View()
    parent.insertSubview(d, belowSubview: c)
    #expect(ids(parent.subviews) == ids([d, c, a, b]))
  }

  @Test("inserting next to a view that is not a subview adds on top")
  func insertNextToStranger() {
    let parent = View()
    let a = View()
    let b = View()
    parent.addSubview(a)
    parent.insertSubview(b, belowSubview: View())
    #expect(ids(parent.subviews) == ids([a, b]))
  }

  @Test("bringSubviewToFront and sendSubviewToBack reorder; strangers are ignored")
  func frontAndBack() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(ids(parent.subviews) == ids([b, c, a]))
    parent.sendSubviewToBack(c)
    #expect(ids(parent.subviews) == ids([c, b, a]))
    let stranger = View()
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(stranger.superview == nil)
    #expect(ids(parent.subviews) == ids([c, b, a]))
  }

  @Test("removeFromSuperview detaches the view; a second call does nothing")
  func removeFromSuperview() {
    let parent = View()
    let a = View()
    let b = View()
    parent.addSubview(a)
    parent.addSubview(b)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(ids(parent.subviews) == ids([b]))
    a.removeFromSuperview()
    #expect(ids(parent.subviews) == ids([b]))
  }

  @Test("adding a view to another superview takes it from the first")
  func movingBetweenSuperviews() {
    let first = View()
    let second = View()
    let view = View()
    first.addSubview(view)
    second.addSubview(view)
    #expect(first.subviews.isEmpty)
    #expect(ids(second.subviews) == ids([view]))
    #expect(view.superview === second)
  }

  @Test("adding a view to itself or to one of its descendants does nothing")
  func addingToDescendantIsNoOp() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)

    grandchild.addSubview(root)
    child.addSubview(child)
    grandchild.insertSubview(child, at: 0)

    #expect(root.superview == nil)
    #expect(grandchild.subviews.isEmpty)
    #expect(child.superview === root)
    #expect(ids(child.subviews) == ids([grandchild]))
  }

  @Test("viewWithTag searches the subtree depth first, the view itself included")
  func viewWithTag() {
    let root = View()
    let a = View()
    let b = View()
    let deep = View()
    a.tag = 1
    b.tag = 2
    deep.tag = 2
    root.addSubview(a)
    a.addSubview(deep)
    root.addSubview(b)
    #expect(root.viewWithTag(2) === deep)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(7) == nil)
  }

  @Test("a view knows its window through its ancestors")
  func windowProperty() {
    let window = Window(size: Size(width: 100, height: 100))
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(parent)
    #expect(child.window === window)
    #expect(window.window === window)
    parent.removeFromSuperview()
    #expect(child.window == nil)
  }

  // MARK: Hooks

  @Test("adding outside a window sends the superview hooks, then didAddSubview")
  func hooksOutsideWindow() {
    let log = CallLog()
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.entries == [
        "child.willMove(toSuperview: parent) from nil",
        "child.didMoveToSuperview() in parent",
        "parent.didAddSubview(child)",
      ])
  }

  @Test(
    "adding into a window sends willMove(toSuperview:), willMove(toWindow:) down the subtree, didMoveToWindow, didMoveToSuperview, didAddSubview"
  )
  func hooksIntoWindow() {
    let log = CallLog()
    let window = Window(size: Size(width: 200, height: 200))
    let parent = RecordingView("parent", log: log)
    window.addSubview(parent)
    let child = RecordingView("child", log: log)
    let grandchild = RecordingView("grandchild", log: log)
    child.addSubview(grandchild)
    log.clear()

    parent.addSubview(child)

    #expect(
      log.entries == [
        "child.willMove(toSuperview: parent) from nil",
        "child.willMove(toWindow: window) from nil",
        "grandchild.willMove(toWindow: window) from nil",
        "child.didMoveToWindow() in window",
        "grandchild.didMoveToWindow() in window",
        "child.didMoveToSuperview() in parent",
        "parent.didAddSubview(child)",
      ])
  }

  @Test("removing from a window tells the superview, then sends the window hooks down the subtree")
  func hooksOutOfWindow() {
    let log = CallLog()
    let window = Window(size: Size(width: 200, height: 200))
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    let grandchild = RecordingView("grandchild", log: log)
    window.addSubview(parent)
    parent.addSubview(child)
    child.addSubview(grandchild)
    log.clear()

    child.removeFromSuperview()

    #expect(
      log.entries == [
        "parent.willRemoveSubview(child)",
        "child.willMove(toSuperview: nil) from parent",
        "child.willMove(toWindow: nil) from window",
        "grandchild.willMove(toWindow: nil) from window",
        "child.didMoveToWindow() in nil",
        "grandchild.didMoveToWindow() in nil",
        "child.didMoveToSuperview() in nil",
      ])
  }

  @Test("moving within one window sends no window hooks")
  func hooksWithinWindow() {
    let log = CallLog()
    let window = Window(size: Size(width: 200, height: 200))
    let first = RecordingView("first", log: log)
    let second = RecordingView("second", log: log)
    let child = RecordingView("child", log: log)
    window.addSubview(first)
    window.addSubview(second)
    first.addSubview(child)
    log.clear()

    second.addSubview(child)

    #expect(
      log.entries == [
        "child.willMove(toSuperview: second) from first",
        "first.willRemoveSubview(child)",
        "child.didMoveToSuperview() in second",
        "second.didAddSubview(child)",
      ])
  }

  @Test("a no-op insertion sends no hooks")
  func noHooksForNoOp() {
    let log = CallLog()
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    log.clear()
    child.addSubview(parent)
    child.addSubview(child)
    #expect(log.entries.isEmpty)
  }

  // MARK: Layout

  @Test(
    "layoutSubviews runs once per layoutIfNeeded after setNeedsLayout, and not when nothing changed"
  )
  func layoutOncePerRequest() {
    let log = CallLog()
    let view = RecordingView("view", log: log)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 2)
  }

  @Test("a change of size requests layout; a move does not")
  func layoutAfterSizeChange() {
    let log = CallLog()
    let view = RecordingView("view", log: log)
    view.layoutIfNeeded()

    view.center = Point(x: 300, y: 300)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.frame.size = Size(width: 10, height: 10)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 2)

    view.bounds.size = Size(width: 10, height: 10)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 2)
  }

  @Test("a subview's request for layout is met by laying out from an ancestor")
  func layoutReachesSubviews() {
    let log = CallLog()
    let root = RecordingView("root", log: log)
    let child = RecordingView("child", log: log)
    let grandchild = RecordingView("grandchild", log: log)
    root.addSubview(child)
    child.addSubview(grandchild)
    log.clear()
    root.layoutIfNeeded()
    #expect(
      log.entries == ["root.layoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews"])
    log.clear()

    grandchild.setNeedsLayout()
    root.layoutIfNeeded()

    #expect(log.entries == ["grandchild.layoutSubviews"])
  }

  @Test("adding a subview lays out the superview and the added view")
  func layoutAfterAddingSubview() {
    let log = CallLog()
    let root = RecordingView("root", log: log)
    let child = RecordingView("child", log: log)
    root.layoutIfNeeded()
    child.layoutIfNeeded()

    root.addSubview(child)
    log.clear()
    root.layoutIfNeeded()

    #expect(log.entries == ["root.layoutSubviews", "child.layoutSubviews"])
  }

  @Test("a size a parent gives a child in layoutSubviews is laid out in the same pass")
  func layoutTopDown() {
    let log = CallLog()
    let root = RecordingView("root", log: log)
    let child = RecordingView("child", log: log)
    root.addSubview(child)
    root.onLayout = { root in
      child.frame = Rect(x: 0, y: 0, width: root.bounds.width / 2, height: 10)
    }
    root.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 50, height: 10))
    log.clear()

    root.frame.size = Size(width: 300, height: 300)
    root.layoutIfNeeded()

    #expect(log.entries == ["root.layoutSubviews", "child.layoutSubviews"])
    #expect(child.frame.size == Size(width: 150, height: 10))
  }

  @Test("sizeToFit takes the size that fits and keeps the origin")
  func sizeToFit() {
    let view = RecordingView(
      "view", log: CallLog(), frame: Rect(x: 10, y: 20, width: 100, height: 100))
    view.fittingSize = Size(width: 40, height: 20)
    view.sizeToFit()
    #expect(view.frame == Rect(x: 10, y: 20, width: 40, height: 20))

    let plain = View(frame: Rect(x: 5, y: 6, width: 7, height: 8))
    plain.sizeToFit()
    #expect(plain.frame == Rect(x: 5, y: 6, width: 7, height: 8))
  }

  private func ids(_ views: [View]) -> [ObjectIdentifier] {
    views.map(ObjectIdentifier.init)
  }
}
