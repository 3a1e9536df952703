import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

@Suite("A display list pairs its pushes and pops once", .strictDiagnostics)
@MainActor
struct DisplayListPairingTests {
  /// A layer of 10 × 10 points.
  private static let layer = DisplayLayer(
    id: DisplayLayer.ID(rawValue: 9), transform: .identity, alpha: 1,
    bounds: Rect(x: 0, y: 0, width: 10, height: 10), scale: 1, generation: 1, damage: .null)

  @Test("each push knows its pop, nested or not; any other command is its own")
  func nestedPushes() {
    let fill = DisplayCommand.fillRect(
      Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0, color: .red)
    let list = DisplayList(commands: [
      .pushClip(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0),
      .pushLayer(Self.layer), .pushTransform(.identity), fill, .pop, .pop,
      fill, .pop,
    ])
    #expect(list.closingPop(ofPushAt: 0) == 7)
    #expect(list.closingPop(ofPushAt: 1) == 5)
    #expect(list.closingPop(ofPushAt: 2) == 4)
    #expect(list.closingPop(ofPushAt: 3) == 3)
    // A renderer stepping over the layer inside a range stops at the range's end.
    #expect(CairoRenderer.pop(closing: 1, in: list, before: 4) == 4)
  }

  @Test("a push left open closes at the end; a pop with nothing open closes nothing")
  func unbalanced() {
    var list = DisplayList(commands: [.pop, .pushOpacity(0.5), .pushLayer(Self.layer), .pop])
    #expect(list.closingPop(ofPushAt: 0) == 0)
    #expect(list.closingPop(ofPushAt: 1) == 4)
    #expect(list.closingPop(ofPushAt: 2) == 3)
    // Setting the commands pairs them again.
    list.commands.append(.pop)
    #expect(list.closingPop(ofPushAt: 1) == 4)
    #expect(list == DisplayList(commands: list.commands))
  }
}
