import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

@Suite("Pango line layout", .strictDiagnostics)
struct PangoLineLayoutTests {
  private let font = Font.system(size: 17)

  @MainActor @Test("left-to-right carets grow with the index and clicks find them again")
  func leftToRight() {
    let layout = PangoTextSystem().lineLayout(of: "Strata", font: font)
    #expect(layout.characterCount == 6)
    #expect(!layout.isRightToLeft)
    #expect(layout.caretX(at: 0) == 0)
    #expect(layout.caretPositions == layout.caretPositions.sorted())
    #expect(abs(layout.caretX(at: 6) - layout.width) < 0.01)
    for index in 0...6 {
      #expect(layout.index(atX: layout.caretX(at: index) + 0.5) == index)
    }
    #expect(layout.index(movingVisuallyFrom: 2, toward: .right) == 3)
    #expect(layout.index(movingVisuallyFrom: 0, toward: .left) == nil)
    #expect(layout.height > 17)
  }

  @MainActor @Test("Hebrew reads right to left: the start is at the right, Right moves back")
  func rightToLeft() {
    let layout = PangoTextSystem().lineLayout(of: "שלום", font: font)
    #expect(layout.isRightToLeft)
    #expect(abs(layout.caretX(at: 0) - layout.width) < 0.01)
    #expect(abs(layout.caretX(at: 4)) < 0.01)
    #expect(layout.caretPositions == layout.caretPositions.sorted(by: >))
    #expect(layout.index(movingVisuallyFrom: 4, toward: .right) == 3)
    #expect(layout.index(movingVisuallyFrom: 0, toward: .left) == 1)
    #expect(layout.characterIsRightToLeft == [true, true, true, true])
  }

  @MainActor @Test("mixed text: moving right from the start visits every position once")
  func mixed() {
    let layout = PangoTextSystem().lineLayout(of: "ab שלום cd", font: font)
    var visited: Set<Int> = [0]
    var index = 0
    while let next = layout.index(movingVisuallyFrom: index, toward: .right), visited.count < 40 {
      visited.insert(next)
      index = next
    }
    #expect(visited == Set(0...layout.characterCount))
    let hebrew = layout.selectionExtents(from: 3, to: 7)
    #expect(hebrew.count == 1, "the Hebrew word is one stretch on screen")
  }

  @MainActor @Test("grapheme clusters are one character: an accent and a family emoji")
  func clusters() {
    let text = "e\u{301}👨‍👩‍👧x"
    let layout = PangoTextSystem().lineLayout(of: text, font: font)
    #expect(layout.characterCount == 3)
    #expect(layout.index(movingVisuallyFrom: 0, toward: .right) == 1)
    #expect(layout.index(movingVisuallyFrom: 1, toward: .right) == 2)
    #expect(layout.caretX(at: 1) > 0)
  }
}
