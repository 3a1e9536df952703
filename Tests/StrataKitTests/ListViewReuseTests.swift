import StrataKit
import StrataTesting
import Testing

/// A window filled by a list of rows titled "Row 0", "Row 1" …, 44 points high.
@MainActor
private struct LongList {
  let host: TestHost
  let list: ListView
  /// Every row view the list ever had, by identity.
  private(set) var rowViewsSeen: Set<ObjectIdentifier> = []

  init(rowCount: Int, size: Size = Size(width: 320, height: 440)) {
    let root = ViewController()
    host = TestHost(rootViewController: root, size: size)
    list = ListView(frame: Rect(origin: .zero, size: size))
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = (0..<rowCount).map { ListRow(title: "Row \($0)") }
    root.view.addSubview(list)
    host.render()
    note()
  }

  /// The list's row views, shown or waiting for reuse.
  var rowViewsInList: [ListRowView] { list.subviews.compactMap { $0 as? ListRowView } }

  /// Records the row views there are now.
  mutating func note() {
    for view in rowViewsInList { rowViewsSeen.insert(ObjectIdentifier(view)) }
  }

  /// Flings the list up (toward its end) with `speed` points per second, or down with a
  /// negative one, from the middle of the window.
  func fling(speed: Double) {
    let size = host.window.bounds.size
    let start = Point(x: size.width / 2, y: speed > 0 ? size.height * 0.75 : size.height * 0.25)
    host.fling(from: start, velocity: Point(x: 0, y: -speed))
  }

  /// Steps frames until nothing moves (at most `limit`), checking the rows after each.
  mutating func stepToRest(limit: Int = 900) {
    var frames = 0
    while host.window.needsRender && frames < limit {
      host.advance(by: TestHost.frameDuration)
      frames += 1
      note()
      expectRowsMatchOffset()
    }
  }

  /// Expects every shown row view to show the row at its place, every row in view to have
  /// one, and the views waiting for reuse to be hidden and to show nothing.
  func expectRowsMatchOffset(sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, view) in list.visibleRowViews {
      #expect(view.index == index, sourceLocation: sourceLocation)
      #expect(!view.isHidden, sourceLocation: sourceLocation)
      #expect(view.frame == list.rectForRow(at: index), sourceLocation: sourceLocation)
      #expect(view.titleLabel.text == "Row \(index)", sourceLocation: sourceLocation)
      #expect(view.isSelected == (index == list.selectedIndex), sourceLocation: sourceLocation)
    }
    for index in list.indexesForVisibleRows {
      #expect(list.visibleRowViews[index] != nil, "row \(index)", sourceLocation: sourceLocation)
    }
    if let top = list.indexesForVisibleRows.first {
      let y = max(0, list.contentOffset.y)
      #expect(list.indexOfRow(at: Point(x: 10, y: y)) == top, sourceLocation: sourceLocation)
    }
    let shown = Set(list.visibleRowViews.values.map(ObjectIdentifier.init))
    for view in rowViewsInList where !shown.contains(ObjectIdentifier(view)) {
      #expect(view.isHidden && view.index == nil, sourceLocation: sourceLocation)
      #expect(view.titleLabel.text == nil, sourceLocation: sourceLocation)
    }
  }
}

@Suite("ListView reuses its row views", .strictDiagnostics)
@MainActor
struct ListViewReuseTests {
  @Test("flings through ten thousand rows keep the row views bounded and show the right rows")
  func flingThroughTenThousand() throws {
    var scene = LongList(rowCount: 10_000)
    for _ in 0..<6 {
      scene.fling(speed: 4000)
      // A fling caught mid-way by the next one, then one left to come to rest.
      for _ in 0..<20 {
        scene.host.advance(by: TestHost.frameDuration)
        scene.note()
        scene.expectRowsMatchOffset()
      }
    }
    scene.stepToRest()
    #expect(scene.list.contentOffset.y > 44 * 150)
    #expect(!scene.list.isDecelerating)
    // Ten rows in view, one more when a row is cut, one on each side; and a few waiting.
    #expect(scene.list.visibleRowViews.count <= 13)
    #expect(scene.rowViewsSeen.count <= 13 + 4)
    #expect(scene.list.subviews.count <= 13 + 4 + 2)
    try scene.host.checkInvariants()
  }

  @Test("a hundred rows and ten thousand make the same row views through the same flings")
  func rowViewsDoNotGrowWithRows() {
    var counts: [Int] = []
    var subviewCounts: [Int] = []
    for rowCount in [100, 10_000] {
      var scene = LongList(rowCount: rowCount)
      scene.fling(speed: 2500)
      scene.stepToRest()
      scene.fling(speed: -1500)
      scene.stepToRest()
      scene.fling(speed: 3000)
      scene.stepToRest()
      #expect(scene.list.contentOffset.y > 440)
      #expect(scene.list.contentOffset.y < 44 * 100 - 440)
      counts.append(scene.rowViewsSeen.count)
      subviewCounts.append(scene.list.subviews.count)
    }
    #expect(counts[0] == counts[1])
    #expect(subviewCounts[0] == subviewCounts[1])
    #expect(counts[0] <= 17)
  }

  @Test("the selection stays with its row, not with the view that showed it")
  func selectionAcrossReuse() throws {
    var scene = LongList(rowCount: 10_000)
    var chosen: [Int] = []
    scene.list.onSelect = { chosen.append($0) }
    scene.host.tap(at: Point(x: 100, y: 44 * 2 + 20))
    scene.host.settle()
    let selectedView = try #require(scene.list.visibleRowViews[2])
    #expect(selectedView.isSelected)

    scene.fling(speed: 3000)
    scene.stepToRest()
    #expect(scene.list.visibleRowViews[2] == nil)
    #expect(scene.list.visibleRowViews.values.allSatisfy { !$0.isSelected })
    #expect(selectedView.index != 2)

    // A tap on a row far down selects that row, through whichever view shows it.
    let y = 44 * 4 + 20.0
    let target = try #require(
      scene.list.indexOfRow(at: Point(x: 0, y: scene.list.contentOffset.y + y)))
    scene.host.tap(at: Point(x: 100, y: y))
    scene.host.settle()
    #expect(chosen == [2, target])
    #expect(scene.list.visibleRowViews.values.filter(\.isSelected).map(\.index) == [target])

    scene.list.scrollToRow(at: 2, at: .top, animated: true)
    scene.stepToRest()
    #expect(scene.list.contentOffset.y == 88)
    #expect(scene.list.visibleRowViews.values.filter(\.isSelected).isEmpty)
    scene.list.selectedIndex = 2
    #expect(scene.list.visibleRowViews[2]?.isSelected == true)
    scene.expectRowsMatchOffset()
  }

  @Test("the arrow keys walk the selection down past the rows in view, and during a fling")
  func keyboardAcrossReuse() throws {
    var scene = LongList(rowCount: 10_000)
    #expect(scene.host.focus(scene.list))
    for _ in 0..<15 {
      scene.host.press(key: .downArrow)
      // A person's key presses come a few frames apart.
      for _ in 0..<4 { scene.host.advance(by: TestHost.frameDuration) }
    }
    scene.stepToRest()
    #expect(scene.list.selectedIndex == 14)
    // The selected row is scrolled into view, its bottom at the bottom.
    #expect(scene.list.contentOffset.y == 44 * 15 - 440)
    #expect(scene.list.indexesForVisibleRows.last == 14)
    #expect(scene.list.visibleRowViews[14]?.isSelected == true)

    // A fling, and Down while the rows still fly by: the selection moves on from row 14 and
    // the list goes back to show it.
    scene.fling(speed: 4000)
    for _ in 0..<10 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.list.isDecelerating)
    #expect(scene.list.visibleRowViews[14] == nil)
    scene.host.press(key: .downArrow)
    scene.stepToRest()
    #expect(scene.list.selectedIndex == 15)
    #expect(scene.list.indexesForVisibleRows.contains(15))
    #expect(scene.list.rectForRow(at: 15).minY >= scene.list.contentOffset.y)
    #expect(scene.list.visibleRowViews[15]?.isSelected == true)
    #expect(scene.list.visibleRowViews.values.filter(\.isSelected).count == 1)
    #expect(scene.host.firstResponder === scene.list)
    try scene.host.checkInvariants()
  }

  @Test("a filter that shrinks the list mid-fling bounces back to the new end")
  func filterMidFling() throws {
    var scene = LongList(rowCount: 10_000)
    scene.list.selectedIndex = 40
    scene.fling(speed: 5000)
    for _ in 0..<15 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.list.isDecelerating)
    #expect(scene.list.contentOffset.y > 44 * 30)
    // As the split demo's search does: fewer rows, the same titles for those left.
    scene.list.rows = Array(scene.list.rows.prefix(30))
    #expect(scene.list.selectedIndex == nil)
    scene.stepToRest()
    #expect(scene.list.contentOffset.y == 44 * 30 - 440)
    #expect(scene.list.visibleRowViews.keys.allSatisfy { $0 < 30 })
    #expect(scene.list.indexesForVisibleRows == Array(20..<30))
    scene.expectRowsMatchOffset()

    // Filtered to nothing while a finger drags it: no rows, and it comes to rest at the top.
    scene.host.beginDrag(at: Point(x: 100, y: 300))
    scene.host.moveDrag(to: Point(x: 100, y: 250))
    scene.list.rows = []
    scene.host.moveDrag(to: Point(x: 100, y: 200))
    #expect(scene.list.visibleRowViews.isEmpty)
    scene.host.endDrag()
    scene.stepToRest()
    #expect(scene.list.contentOffset.y == 0)
    #expect(scene.rowViewsInList.allSatisfy { $0.isHidden })
    try scene.host.checkInvariants()
  }

  @Test("a resize gives the rows new views and takes the extra ones away again")
  func resize() throws {
    var scene = LongList(rowCount: 10_000)
    scene.fling(speed: 2000)
    for _ in 0..<10 { scene.host.advance(by: TestHost.frameDuration) }
    // Taller and wider mid-fling.
    scene.host.resize(to: Size(width: 600, height: 880))
    scene.note()
    scene.expectRowsMatchOffset()
    #expect(scene.list.visibleRowViews.count >= 21)
    #expect(scene.list.visibleRowViews.values.allSatisfy { $0.frame.width == 600 })
    scene.stepToRest()
    let tall = scene.rowViewsInList.count
    scene.host.resize(to: Size(width: 320, height: 440))
    scene.host.settle()
    scene.expectRowsMatchOffset()
    #expect(scene.list.visibleRowViews.count <= 13)
    #expect(scene.rowViewsInList.count <= 13 + 4)
    #expect(scene.rowViewsInList.count < tall)
    #expect(scene.list.visibleRowViews.values.allSatisfy { $0.frame.width == 320 })
    try scene.host.checkInvariants()
  }

  @Test("a reused row view forgets its row: text, highlight, selection, accessibility")
  func prepareForReuse() throws {
    let scene = LongList(rowCount: 10_000)
    scene.list.selectedIndex = 0
    let first = try #require(scene.list.rowView(at: 0))
    first.accessibilityLabel = "The first row"
    first.accessibilityHint = "Opens the first row"
    first.isHighlighted = true
    #expect(scene.host.accessibilityTree().first(labelled: "The first row") != nil)

    scene.list.scrollToRow(at: 500, at: .top, animated: false)
    scene.host.render()
    #expect(first.index == nil || first.index != 0)
    if let index = first.index {
      #expect(first.titleLabel.text == "Row \(index)")
      #expect(first.accessibilityLabel == "Row \(index)")
      #expect(first.accessibilityHint == nil)
      #expect(!first.isHighlighted && !first.isSelected)
    } else {
      #expect(first.isHidden && first.titleLabel.text == nil)
    }
    let tree = scene.host.accessibilityTree()
    #expect(tree.first(labelled: "The first row") == nil)
    #expect(tree.all(.listItem).compactMap(\.label) == (500..<510).map { "Row \($0)" })
    #expect(tree.all(.listItem).allSatisfy { !$0.states.contains(.selected) })
    scene.expectRowsMatchOffset()
  }

  @Test("a press on a row stops the list's fling and its wheel's glide where they show")
  func pressOnRowStopsMotion() throws {
    var scene = LongList(rowCount: 10_000)
    let row = Point(x: 100, y: 44 * 4 + 20)
    scene.fling(speed: 2000)
    for _ in 0..<6 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.list.isDecelerating)
    let flung = scene.list.contentOffset.y
    scene.host.beginDrag(at: row)
    #expect(!scene.list.isDecelerating)
    for _ in 0..<6 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.list.contentOffset.y == flung)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.list.contentOffset.y == flung)

    scene.host.scroll(by: Point(x: 0, y: 200), at: row, precise: false)
    scene.host.advance(by: TestHost.frameDuration)
    scene.host.advance(by: TestHost.frameDuration)
    let gliding = scene.list.contentOffset.y
    #expect(gliding > flung && gliding < flung + 200)
    scene.host.beginDrag(at: row)
    for _ in 0..<12 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.list.contentOffset.y == gliding)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.list.contentOffset.y == gliding)
    scene.note()
    scene.expectRowsMatchOffset()
  }

  @Test("a pointer held on a row while the wheel scrolls it away highlights no other row")
  func pressedRowScrolledAway() throws {
    var scene = LongList(rowCount: 10_000)
    // No drags, so that the pointer can move far without a pan taking it.
    scene.list.panGestureRecognizer.isEnabled = false
    scene.host.beginDrag(at: Point(x: 100, y: 44 * 2 + 20))
    let pressed = try #require(scene.list.visibleRowViews[2])
    #expect(pressed.isHighlighted)
    scene.host.scroll(by: Point(x: 0, y: 44 * 11), at: Point(x: 100, y: 200), precise: false)
    scene.host.advance(by: ScrollView.wheelGlideDuration)
    #expect(scene.list.contentOffset.y == 44 * 11)
    // The pressed row's view shows another row now; the pointer moves onto it.
    let shown = try #require(pressed.index)
    #expect(shown != 2)
    scene.host.moveDrag(to: pressed.convert(Point(x: 100, y: 22), to: nil))
    #expect(scene.list.visibleRowViews.values.allSatisfy { !$0.isHighlighted })
    scene.host.cancelDrag()
    scene.host.settle()
    scene.note()
    scene.expectRowsMatchOffset()
  }

  @Test("a reader reads the rows in view, scrolls a page to the next and chooses reused rows")
  func accessibility() throws {
    var scene = LongList(rowCount: 10_000)
    var chosen: [Int] = []
    scene.list.onSelect = { chosen.append($0) }
    let items = { scene.host.accessibilityTree().all(.listItem).compactMap(\.label) }
    #expect(items() == (0..<10).map { "Row \($0)" })
    #expect(scene.host.performAccessibilityAction("scroll down", onElementLabelled: "Row 3"))
    scene.stepToRest()
    #expect(scene.list.contentOffset.y == 440)
    #expect(items() == (10..<20).map { "Row \($0)" })
    #expect(scene.host.performAccessibilityAction("activate", onElementLabelled: "Row 12"))
    scene.host.settle()
    #expect(chosen == [12])
    let tree = scene.host.accessibilityTree()
    #expect(tree.first(labelled: "Row 12", role: .listItem)?.states.contains(.selected) == true)
    #expect(tree.all(.list).count == 1)
  }

  @Test("scrollToRow puts a row at the top, middle or bottom, clamped to the content")
  func scrollToRow() {
    let scene = LongList(rowCount: 100)
    scene.list.scrollToRow(at: 50, at: .top, animated: false)
    #expect(scene.list.contentOffset.y == 44 * 50)
    scene.list.scrollToRow(at: 50, at: .middle, animated: false)
    #expect(scene.list.contentOffset.y == 44 * 50 + 22 - 220)
    scene.list.scrollToRow(at: 50, at: .bottom, animated: false)
    #expect(scene.list.contentOffset.y == 44 * 51 - 440)
    scene.list.scrollToRow(at: 49, at: .none, animated: false)
    #expect(scene.list.contentOffset.y == 44 * 51 - 440)
    scene.list.scrollToRow(at: 99, at: .top, animated: false)
    #expect(scene.list.contentOffset.y == 44 * 100 - 440)
    scene.list.scrollToRow(at: 0, at: .bottom, animated: false)
    #expect(scene.list.contentOffset.y == 0)
    scene.list.scrollToRow(at: 100, at: .top, animated: false)
    scene.list.scrollToRow(at: -1, at: .middle, animated: false)
    #expect(scene.list.contentOffset.y == 0)
    scene.host.render()
    #expect(scene.list.rowView(at: 0)?.titleLabel.text == "Row 0")
    #expect(scene.list.rowView(at: 50) == nil)
  }

  @Test("reloading keeps the views of the rows that stay and shows their new content")
  func reloadKeepsViews() {
    let scene = LongList(rowCount: 10_000)
    let before = scene.list.visibleRowViews.mapValues(ObjectIdentifier.init)
    scene.list.rows = (0..<10_000).map { ListRow(title: "Row \($0)", subtitle: "again") }
    #expect(scene.list.visibleRowViews.mapValues(ObjectIdentifier.init) == before)
    scene.host.render()
    #expect(scene.list.visibleRowViews.mapValues(ObjectIdentifier.init) == before)
    #expect(scene.list.visibleRowViews.values.allSatisfy { $0.subtitleLabel.text == "again" })
    scene.expectRowsMatchOffset()
  }

  @Test("a bad row height is ignored with a diagnostic, and far offsets make no bad index")
  func badInput() throws {
    let scene = LongList(rowCount: 100)
    for bad in [Double.nan, .infinity, -10] {
      expectDiagnostic(containing: "ListView.rowHeight: ignored") { scene.list.rowHeight = bad }
      #expect(scene.list.rowHeight == 44)
    }
    for offset in [1e300, -1e300, 44 * 1e17] {
      scene.list.contentOffset = Point(x: 0, y: offset)
      scene.host.render()
      #expect(scene.list.indexesForVisibleRows.isEmpty)
      #expect(scene.list.visibleRowViews.isEmpty)
    }
    #expect(scene.list.indexOfRow(at: Point(x: 0, y: .infinity)) == nil)
    #expect(scene.list.indexOfRow(at: Point(x: 0, y: 1e300)) == nil)
    #expect(scene.list.indexOfRow(at: Point(x: 0, y: .nan)) == nil)
    scene.list.rowHeight = 0
    scene.list.contentOffset = .zero
    scene.host.render()
    #expect(scene.list.visibleRowViews.isEmpty)
    #expect(scene.list.indexOfRow(at: Point(x: 0, y: 10)) == nil)
    scene.list.rowHeight = 22
    scene.host.render()
    #expect(scene.list.indexesForVisibleRows == Array(0..<20))
    scene.expectRowsMatchOffset()
    try scene.host.checkInvariants()
  }
}
