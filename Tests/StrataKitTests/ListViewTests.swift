import StrataKit
import StrataTesting
import Testing

/// A 320×440 list of numbered rows filling a window.
@MainActor
private struct ListScene {
  let host: TestHost
  let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 440))

  init(rowCount: Int) {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 320, height: 440))
    list.rows = (0..<rowCount).map { ListRow(title: "Row \($0)", accessory: .disclosureIndicator) }
    root.view.addSubview(list)
    host.render()
  }
}

@Suite("ListView", .strictDiagnostics)
@MainActor
struct ListViewTests {
  @Test("only the rows in view (and one either side) have views, even among ten thousand")
  func onlyVisibleRows() throws {
    let scene = ListScene(rowCount: 10_000)
    #expect(scene.list.contentSize.height == 440_000)
    // 440 / 44 = 10 rows in view, plus one below.
    #expect(scene.list.visibleRowViews.keys.sorted() == Array(0...10))
    #expect(scene.list.subviews.count < 20)

    scene.list.contentOffset = Point(x: 0, y: 44 * 5000)
    scene.host.render()
    #expect(scene.list.visibleRowViews.keys.sorted() == Array(4999...5010))
    #expect(scene.list.visibleRowViews[5000]?.titleLabel.text == "Row 5000")
    #expect(scene.list.subviews.count < 20)
    try scene.host.checkInvariants()
  }

  @Test("a tap on a row selects it and calls the selection callback")
  func tapSelects() {
    let scene = ListScene(rowCount: 50)
    var chosen: [Int] = []
    scene.list.onSelect = { chosen.append($0) }
    scene.host.tap(at: Point(x: 100, y: 44 * 3 + 20))
    #expect(chosen == [3])
    #expect(scene.list.selectedIndex == 3)
    #expect(scene.list.visibleRowViews[3]?.isSelected == true)
    #expect(scene.list.visibleRowViews[2]?.isSelected == false)
  }

  @Test("a row highlights while pressed and a scroll takes the highlight away")
  func highlight() {
    let scene = ListScene(rowCount: 50)
    var chosen: [Int] = []
    scene.list.onSelect = { chosen.append($0) }
    scene.host.beginDrag(at: Point(x: 100, y: 20))
    #expect(scene.list.visibleRowViews[0]?.isHighlighted == true)
    for step in 1...6 { scene.host.moveDrag(to: Point(x: 100, y: 20 + Double(step) * 10)) }
    #expect(scene.list.visibleRowViews[0]?.isHighlighted == false)
    scene.host.endDrag()
    scene.host.settle()
    #expect(chosen.isEmpty)
  }

  @Test("dragging the list scrolls it and recycles the row views")
  func scrollsAndRecycles() {
    let scene = ListScene(rowCount: 200)
    let before = Set(scene.list.subviews.map(ObjectIdentifier.init))
    scene.host.drag(from: Point(x: 100, y: 400), to: Point(x: 100, y: 40))
    scene.host.settle()
    #expect(scene.list.contentOffset.y > 300)
    let first = scene.list.visibleRowViews.keys.min() ?? 0
    #expect(first > 5)
    let after = Set(scene.list.subviews.map(ObjectIdentifier.init))
    #expect(after.count <= before.count + 2)
  }

  @Test("the arrow keys move the selection and Return chooses it")
  func keyboard() {
    let scene = ListScene(rowCount: 30)
    var chosen: [Int] = []
    scene.list.onSelect = { chosen.append($0) }
    #expect(scene.list.becomeFirstResponder())
    scene.host.press(key: .downArrow)
    scene.host.press(key: .downArrow)
    scene.host.press(key: .upArrow)
    scene.host.press(key: .downArrow)
    #expect(scene.list.selectedIndex == 1)
    scene.host.press(key: .enter)
    #expect(chosen == [1])
  }

  @Test("selecting an index out of range changes nothing")
  func outOfRangeSelection() {
    let scene = ListScene(rowCount: 5)
    scene.list.selectedIndex = 2
    scene.list.selectedIndex = 9
    #expect(scene.list.selectedIndex == 2)
    scene.list.chooseRow(at: -1)
    #expect(scene.list.selectedIndex == 2)
    scene.list.rows = [ListRow(title: "Only")]
    #expect(scene.list.selectedIndex == nil)
  }
}
