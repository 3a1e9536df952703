import StrataTesting
import Testing

@testable import StrataKit

/// The compositor emits a layer whose subtree did not change since its last walk as that walk
/// emitted it. Every `TestHost` checks each frame against a walk of the whole tree; these tests
/// make sure the reuse happens, and that every kind of change inside a moving layer is walked
/// again in the next frame.
@Suite("Retained composition", .strictDiagnostics)
@MainActor
struct RetainedCompositionTests {
  /// A window with a page (a layer) holding a label, a box and a nested layer, and a view
  /// outside the page.
  @MainActor
  private struct Scene {
    let host: TestHost
    let page: View
    let label: Label
    let box: View
    let nested: View
    let outside: View

    init(scale: Double = 1) {
      let root = ViewController()
      host = TestHost(rootViewController: root, size: Size(width: 400, height: 300), scale: scale)
      page = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      page.backgroundColor = .white
      page.shouldRasterize = true
      label = Label(frame: Rect(x: 10, y: 10, width: 120, height: 20))
      label.text = "Before"
      box = View(frame: Rect(x: 10, y: 40, width: 40, height: 40))
      box.backgroundColor = .red
      nested = View(frame: Rect(x: 60, y: 40, width: 60, height: 60))
      nested.backgroundColor = .blue
      nested.shouldRasterize = true
      let inner = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
      inner.backgroundColor = .green
      nested.addSubview(inner)
      outside = View(frame: Rect(x: 300, y: 200, width: 50, height: 50))
      outside.backgroundColor = .green
      for view in [label, box, nested] { page.addSubview(view) }
      root.view.addSubview(page)
      root.view.addSubview(outside)
      host.render()
    }

    /// Moves the page right by `points` and renders a frame.
    @discardableResult
    func step(by points: Double = 3) -> DisplayList {
      page.center.x += points
      return host.advance(by: TestHost.frameDuration)
    }

    /// The page's layer in `list`: the first layer pushed.
    func pageLayer(in list: DisplayList) -> DisplayLayer? {
      for command in list.commands {
        if case .pushLayer(let layer) = command { return layer }
      }
      return nil
    }
  }

  @Test("a layer that only moves is emitted from its last walk, nested layers with it")
  func movingLayerIsReused() throws {
    let scene = Scene()
    let first = scene.step()
    let generation = try #require(scene.pageLayer(in: first)).generation
    for _ in 0..<10 {
      let list = scene.step()
      // The page, and its nested layer inside it, come from the last walk.
      #expect(scene.host.window.lastComposedReusedLayerCount == 1)
      #expect(scene.pageLayer(in: list)?.generation == generation)
      #expect(list.commands.filter { if case .pushLayer = $0 { true } else { false } }.count == 2)
    }
    #expect(scene.host.window.compositionDifferences.isEmpty)
  }

  @Test("the list pairs every layer's push with the pop that closes it, walked or reused")
  func layersPairWithTheirPops() {
    let scene = Scene()
    for step in 0..<4 {
      if step == 2 { scene.label.text = "Changed" }
      let list = scene.step()
      let commands = list.commands
      var layers = 0
      for (index, command) in commands.enumerated() {
        guard case .pushLayer = command else { continue }
        layers += 1
        // The pop that closes the push, found by reading the content.
        var depth = 0
        var end = index + 1
        while end < commands.count {
          if case .pop = commands[end] {
            if depth == 0 { break }
            depth -= 1
          } else if commands[end].opensGroup {
            depth += 1
          }
          end += 1
        }
        #expect(list.closingPop(ofPushAt: index) == end)
      }
      #expect(layers == 2)
    }
  }

  @Test("a command is no larger than a rectangle fill, its largest payloads stored apart")
  func commandsStaySmall() {
    // The size of the largest case stored inline: a rectangle, a corner radius and a colour.
    let fill = MemoryLayout<Rect>.size + MemoryLayout<Double>.size + MemoryLayout<Color>.size
    #expect(MemoryLayout<DisplayCommand>.size <= fill + 1)
    #expect(MemoryLayout<DisplayLayer>.size > fill)
    #expect(MemoryLayout<TextRun>.size > fill)
  }

  @Test("a layer moved at scale 2 is reused; a change of scale walks it again")
  func scaleChangeWalksAgain() {
    let scene = Scene(scale: 2)
    scene.step(by: 0.5)
    scene.step(by: 0.5)
    #expect(scene.host.window.lastComposedReusedLayerCount == 1)
    scene.host.window.resize(to: Size(width: 400, height: 300), scale: 1)
    scene.step(by: 0.5)
    #expect(scene.host.window.lastComposedReusedLayerCount == 0)
  }

  /// A change to make inside the moving page, and what to find in the next frame's list.
  private struct Change: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @MainActor @Sendable (Scene) -> Void
    var testDescription: String { name }
  }

  nonisolated private static let changes: [Change] = [
    Change(name: "the label's text") { $0.label.text = "After" },
    Change(name: "a subview's position") { $0.box.center.x += 7 },
    Change(name: "a subview's size") { $0.box.bounds.size.width += 7 },
    Change(name: "a subview's alpha") { $0.box.alpha = 0.5 },
    Change(name: "a subview hidden") { $0.box.isHidden = true },
    Change(name: "a subview's colour") { $0.box.backgroundColor = .black },
    Change(name: "a subview's corner radius") { $0.box.cornerRadius = 6 },
    Change(name: "a subview's border") {
      $0.box.borderColor = .black
      $0.box.borderWidth = 2
    },
    Change(name: "a subview's shadow") { $0.box.shadow = Shadow(opacity: 0.5, radius: 3) },
    Change(name: "a subview's transform") {
      $0.box.transform = AffineTransform(rotationAngle: 0.3)
    },
    Change(name: "the page's own colour") { $0.page.backgroundColor = .gray },
    Change(name: "the page's bounds origin") { $0.page.bounds.origin.y = 12 },
    Change(name: "the page's clipping") { $0.page.clipsToBounds = true },
    Change(name: "a subview added") { scene in
      let view = View(frame: Rect(x: 130, y: 130, width: 20, height: 20))
      view.backgroundColor = .black
      scene.page.addSubview(view)
    },
    Change(name: "a subview removed") { $0.box.removeFromSuperview() },
    Change(name: "subviews reordered") { $0.page.sendSubviewToBack($0.nested) },
    Change(name: "a subview taken out to a view outside") { $0.outside.addSubview($0.box) },
    Change(name: "a view from outside put in") { $0.page.addSubview($0.outside) },
    Change(name: "a view inside the nested layer") { scene in
      scene.nested.subviews.first?.backgroundColor = .black
    },
    Change(name: "the nested layer moved") { $0.nested.center.y += 9 },
    Change(name: "the nested layer no longer rasterised") { $0.nested.shouldRasterize = false },
    Change(name: "a subview's alpha animated") { scene in
      View.animate(withDuration: 0.1) { scene.box.alpha = 0 }
    },
    Change(name: "a subview's colour animated") { scene in
      View.animate(withDuration: 0.1) { scene.box.backgroundColor = .green }
    },
    Change(name: "the page's own colour animated") { scene in
      View.animate(withDuration: 0.1) { scene.page.backgroundColor = .gray }
    },
    Change(name: "the page's size animated") { scene in
      View.animate(withDuration: 0.1) { scene.page.bounds.size.height = 150 }
    },
    Change(name: "a subview's frame animated with a spring") { scene in
      View.animate(springResponse: 0.2, dampingRatio: 0.8) {
        scene.box.frame = Rect(x: 100, y: 120, width: 30, height: 30)
      }
    },
  ]

  @Test(
    "a change inside a moving layer is walked again and shows in the next frame",
    arguments: changes)
  private func changeInsideMovingLayer(_ change: Change) throws {
    let scene = Scene()
    scene.step()
    let before = try #require(scene.pageLayer(in: scene.step())).generation
    #expect(scene.host.window.lastComposedReusedLayerCount == 1)
    change.make(scene)
    let after = try #require(scene.pageLayer(in: scene.step())).generation
    #expect(after > before)
    // An animation walks the page on every frame it runs, and reuse resumes after it.
    for _ in 0..<20 { scene.step() }
    scene.step()
    #expect(scene.host.window.lastComposedReusedLayerCount >= 1)
    #expect(scene.host.window.compositionDifferences.isEmpty)
  }

  @Test("a change whose stamps were lost is caught by the check against a full walk")
  func checkCatchesStaleReuse() {
    let scene = Scene()
    scene.step()
    scene.step()
    scene.box.backgroundColor = .black
    // Take the stamps back, as a change that forgot to make them would leave them: the page is
    // reused with the old colour, which the full walk does not draw.
    for view in [scene.box, scene.page] { view.drawingStamp = 0 }
    withKnownIssue("the retained list differs from a full walk") {
      scene.step()
    }
    #expect(scene.host.window.compositionDifferences.isEmpty)
  }

  @Test("a view outside the clip is culled on its first frame, its content recorded first")
  func firstFrameCullsByContent() {
    let scene = Scene()
    let frame = View(frame: Rect(x: 0, y: 220, width: 100, height: 60))
    frame.clipsToBounds = true
    let label = Label(frame: Rect(x: 150, y: 10, width: 80, height: 20))
    label.text = "Away"
    frame.addSubview(label)
    scene.outside.superview?.addSubview(frame)
    let list = scene.host.advance(by: TestHost.frameDuration)
    #expect(!list.description.contains("Away"))
    label.frame.origin.x = 10
    #expect(scene.host.advance(by: TestHost.frameDuration).description.contains("Away"))
  }

  @Test("a page that only moves changes no generation while it is dragged and settles")
  func animatedMoveKeepsTheContent() throws {
    let scene = Scene()
    scene.step()
    let generation = try #require(scene.pageLayer(in: scene.step())).generation
    View.animate(withDuration: 0.3) { scene.page.center.x += 100 }
    for _ in 0..<25 {
      let list = scene.host.advance(by: TestHost.frameDuration)
      #expect(scene.pageLayer(in: list)?.generation == generation)
    }
    #expect(scene.host.window.lastComposedReusedLayerCount == 1)
  }
}

extension DisplayCommand {
  /// Whether the command opens a group that a pop closes.
  fileprivate var opensGroup: Bool {
    switch self {
    case .pushTransform, .pushClip, .pushOpacity, .pushLayer: true
    default: false
    }
  }
}
