import StrataKit
import StrataTesting
import Testing

@Suite("Damage tracking", .strictDiagnostics)
@MainActor
struct DamageTests {
  private func makeScene() -> (TestHost, View) {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 40))
    box.backgroundColor = .red
    root.view.addSubview(box)
    host.render()
    return (host, box)
  }

  @Test("the first frame damages the whole window; an unchanged frame damages nothing")
  func firstAndIdleFrames() {
    let window = Window(size: Size(width: 200, height: 100))
    _ = window.render()
    #expect(window.lastDamagedRect == Rect(x: 0, y: 0, width: 200, height: 100))
    _ = window.render()
    #expect(window.lastDamagedRect.isNull)
  }

  @Test("moving a view damages its old and new places, not the whole window")
  func moveDamagesBothPlaces() {
    let (host, box) = makeScene()
    box.frame.origin = Point(x: 100, y: 10)
    host.render()
    let damage = host.window.lastDamagedRect
    #expect(damage.contains(Rect(x: 10, y: 10, width: 50, height: 40)))
    #expect(damage.contains(Rect(x: 100, y: 10, width: 50, height: 40)))
    #expect(damage.maxX <= 160 && damage.maxY <= 60)
  }

  @Test("recolouring a view damages only its rectangle; removing one damages where it was")
  func recolourAndRemove() {
    let (host, box) = makeScene()
    box.backgroundColor = .blue
    host.render()
    #expect(host.window.lastDamagedRect == Rect(x: 9, y: 9, width: 52, height: 42))
    box.removeFromSuperview()
    host.render()
    #expect(host.window.lastDamagedRect == Rect(x: 9, y: 9, width: 52, height: 42))
  }

  @Test("reordering overlapping siblings damages where they overlap")
  func reorderDamagesOverlap() {
    let (host, box) = makeScene()
    let other = View(frame: Rect(x: 40, y: 30, width: 50, height: 40))
    other.backgroundColor = .blue
    box.superview?.addSubview(other)
    host.render()
    box.superview?.bringSubviewToFront(box)
    host.render()
    #expect(host.window.lastDamagedRect.contains(Rect(x: 40, y: 30, width: 20, height: 20)))
  }

  @Test("moving a parent damages where its children were and are")
  func parentMoveDamagesChildren() {
    let (host, box) = makeScene()
    let child = View(frame: Rect(x: 0, y: 100, width: 20, height: 20))
    child.backgroundColor = .green
    box.addSubview(child)
    host.render()
    box.center.x += 200
    host.render()
    let damage = host.window.lastDamagedRect
    #expect(damage.contains(Rect(x: 10, y: 110, width: 20, height: 20)))
    #expect(damage.contains(Rect(x: 210, y: 110, width: 20, height: 20)))
  }

  @Test("every frame of an animation damages the moving view, and the window resizes fully")
  func animationAndResize() {
    let (host, box) = makeScene()
    View.animate(withDuration: 0.5, curve: .linear) { box.center.x = 300 }
    host.advance(by: 0.1)
    #expect(!host.window.lastDamagedRect.isNull)
    host.advance(by: 0.1)
    #expect(!host.window.lastDamagedRect.isNull)
    host.settle()
    host.render()
    #expect(host.window.lastDamagedRect.isNull)
    host.resize(to: Size(width: 500, height: 300))
    #expect(host.window.lastDamagedRect == Rect(x: 0, y: 0, width: 500, height: 300))
  }

  @Test(
    "a sibling that shows nothing, added or removed before a visible one, damages nothing",
    arguments: [false, true])
  func unseenSiblingDamagesNothing(asLayers: Bool) {
    let (host, box) = makeScene()
    // A clipping frame around the box, as a scroll view clips its pages.
    let frame = View(frame: Rect(x: 0, y: 0, width: 200, height: 150))
    frame.clipsToBounds = true
    box.superview?.addSubview(frame)
    frame.addSubview(box)
    box.shouldRasterize = asLayers
    host.render()
    // A page-like view (a subview, no clipping, so it is not culled) wholly outside the frame.
    let unseen = View(frame: Rect(x: 200, y: 0, width: 200, height: 150))
    unseen.backgroundColor = .blue
    unseen.shouldRasterize = asLayers
    let label = View(frame: Rect(x: 10, y: 10, width: 30, height: 10))
    label.backgroundColor = .green
    unseen.addSubview(label)
    // It reaches into the frame only by the one-point margin kept for anti-aliasing: that
    // sliver is all it damages, not the box after it.
    let margin = Rect(x: 199, y: 0, width: 1, height: 150)
    frame.insertSubview(unseen, at: 0)
    host.render()
    #expect(margin.contains(host.window.lastDamagedRect))
    unseen.removeFromSuperview()
    host.render()
    #expect(margin.contains(host.window.lastDamagedRect))
    // Siblings that show and change places still damage where they overlap.
    let other = View(frame: Rect(x: 30, y: 30, width: 50, height: 40))
    other.backgroundColor = .blue
    frame.insertSubview(other, at: 0)
    host.render()
    frame.bringSubviewToFront(other)
    host.render()
    #expect(host.window.lastDamagedRect.contains(Rect(x: 30, y: 30, width: 30, height: 20)))
  }

  @Test(
    "a layer out of sight keeps its identity, and the list names it; a removed one is forgotten")
  func layerOutOfSightKeepsItsIdentity() throws {
    let (host, _) = makeScene()
    let frame = View(frame: Rect(x: 0, y: 0, width: 200, height: 150))
    frame.clipsToBounds = true
    host.rootViewController?.view.addSubview(frame)
    let colors: [Color] = [.red, .green]
    let pages = colors.enumerated().map { index, color in
      // A gap between them, so that neither touches the frame while the other shows.
      let page = View(frame: Rect(x: Double(index) * 300, y: 0, width: 200, height: 150))
      page.backgroundColor = color
      page.shouldRasterize = true
      frame.addSubview(page)
      return page
    }
    /// The layers of `list` by the colour each fills first.
    func layers(_ list: DisplayList) -> [Color: DisplayLayer.ID] {
      var found: [Color: DisplayLayer.ID] = [:]
      var open: DisplayLayer.ID?
      for command in list.commands {
        switch command {
        case .pushLayer(let layer): open = layer.id
        case .fillRect(_, _, let color):
          if let id = open, found[color] == nil { found[color] = id }
          open = nil
        default: break
        }
      }
      return found
    }
    let first = host.render()
    let red = try #require(layers(first)[.red])
    // The frame scrolls to the second page: the first is clipped away, out of sight.
    frame.bounds.origin.x = 300
    let second = host.render()
    let green = try #require(layers(second)[.green])
    #expect(layers(second)[.red] == nil)
    #expect(second.layersOutOfSight == [red])
    #expect(green != red)
    // Back in sight, the first page is the same layer: a renderer's pixels of it serve.
    frame.bounds.origin.x = 0
    #expect(layers(host.render())[.red] == red)
    // Out of sight again and then out of the window, it is forgotten.
    frame.bounds.origin.x = 300
    host.render()
    pages[0].removeFromSuperview()
    #expect(host.render().layersOutOfSight.isEmpty)
    frame.addSubview(pages[0])
    frame.bounds.origin.x = 0
    let back = try #require(layers(host.render())[.red])
    #expect(back != red)
  }
}
