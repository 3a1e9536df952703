import StrataDemos
import StrataKit
import StrataTesting
import Testing

/// What a swipe of the pages damages: only what moved by a device pixel or changed.
@MainActor @Suite struct PagesDamageTests {
  /// Each layer of `displayList` and its device placement, with its content's generation.
  private func layerPlacements(in displayList: DisplayList) -> [DisplayLayer.ID: [Double]] {
    var placements: [DisplayLayer.ID: [Double]] = [:]
    var transforms: [AffineTransform] = [.identity]
    for command in displayList.commands {
      switch command {
      case .pushTransform(let transform):
        transforms.append(transform.concatenating(transforms.last ?? .identity))
      case .pushLayer(let layer):
        let placed = layer.transform.concatenating(transforms.last ?? .identity)
        placements[layer.id] = [placed.tx, placed.ty, layer.alpha, Double(layer.generation)]
        transforms.append(placed)
      case .pushClip, .pushOpacity:
        transforms.append(transforms.last ?? .identity)
      case .pop:
        transforms.removeLast()
      default:
        break
      }
    }
    return placements
  }

  @Test(
    "while the pages settle, a frame in which no page moved by a device pixel does not damage them"
  )
  func settlingDamagesOnlyWhatMoved() {
    let host = TestHost(
      rootViewController: PagesDemoViewController(), size: Size(width: 1920, height: 1032))
    host.settle()
    host.drag(from: Point(x: 1200, y: 550), to: Point(x: 600, y: 550), duration: 0.5, steps: 30)
    var previous = layerPlacements(in: host.render())
    var unmovedFrames = 0
    for _ in 0..<120 {
      let placements = layerPlacements(in: host.advance(by: TestHost.frameDuration))
      let damage = host.window.lastDamagedRect
      if !placements.isEmpty, placements == previous {
        unmovedFrames += 1
        // The pages start 44 points down, under the bar of titles.
        #expect(damage.isNull || damage.maxY <= 60, "damage \(damage) with the pages still")
      }
      previous = placements
    }
    // The spring's tail moves the pages by less than a pixel a frame: such frames happen.
    #expect(unmovedFrames >= 3)
  }
}
