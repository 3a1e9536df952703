import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("LayeredNavigationController", .strictDiagnostics)
@MainActor
struct LayeredNavigationControllerTests {
  // MARK: Pushing and popping

  @Test("pushes rest 64 points apart and land against the anchor, compressing the original's way")
  func pushGeometry() throws {
    let scene = LayeredScene()
    let rootItem = try #require(scene.root.layeredNavigationItem)
    #expect(rootItem.currentViewPosition == .zero)
    #expect(!rootItem.hasChrome && !rootItem.hasBorder && !rootItem.displayShadow)
    #expect(scene.root.view.frame.width == 400)

    let a = scene.make("A")
    scene.container.push(a, animated: false)
    #expect(scene.x(a) == 400)
    #expect(a.layeredNavigationItem?.initialViewPosition == Point(x: 64, y: 0))
    let b = scene.make("B")
    scene.container.push(b, inFrontOf: a, animated: false)
    #expect(scene.x(b) == 464)
    #expect(scene.x(a) == 64)
    #expect(b.layeredNavigationItem?.initialViewPosition == Point(x: 128, y: 0))
    let c = scene.make("C")
    scene.container.push(c, animated: false)
    // C would overflow by 240: B's shift back to its resting x (336) is the first that saves
    // enough, and C lands shifted by the same amount.
    #expect(scene.x(b) == 128)
    #expect(scene.x(a) == 64)
    #expect(scene.x(c) == 528)
    #expect(scene.x(scene.root) == 0)
    scene.host.render()

    let item = try #require(c.layeredNavigationItem)
    #expect(item.hasChrome && item.hasBorder && item.displayShadow)
    #expect(c.view.frame == Rect(x: 0, y: 44, width: 400, height: 724))
    let layerView = try #require(c.view.superview?.superview)
    let shadows = layerView.subviews.map(\.shadow).filter(\.isVisible)
    #expect(shadows.count == 2)  // strips along the left and right edges
    #expect(shadows.allSatisfy { $0.radius == 10 && $0.opacity == 0.5 })
    #expect(shadows.allSatisfy { $0.offset == Size(width: -2, height: -3) })
    let rootLayerView = try #require(scene.root.view.superview?.superview)
    #expect(!rootLayerView.subviews.contains { $0.shadow.isVisible && !$0.isHidden })
    #expect(c.layeredNavigationController === scene.container)
    #expect(scene.container.topViewController === c)
    try scene.expectAgreement()
  }

  @Test("pushing in front of a lower layer pops the layers above it first")
  func pushInFrontOf() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    scene.log.clear()
    let d = scene.make("D")
    scene.container.push(d, inFrontOf: pushed[0], animated: false)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "D"])
    #expect(pushed[1].parent == nil && pushed[2].parent == nil)
    #expect(d.layeredNavigationItem?.initialViewPosition.x == 128)
    #expect(scene.x(d) == scene.x(pushed[0]) + 400)
    scene.host.render()
    try scene.expectAgreement()
  }

  @Test("re-pushing a controller in front of a layer below it pops to that layer and pushes again")
  func rePushReusesController() throws {
    let scene = LayeredScene()
    let pushed = scene.push("D", "E")
    let (d, e) = (pushed[0], pushed[1])
    let oldItem = try #require(d.layeredNavigationItem)
    scene.log.clear()
    scene.container.push(d, inFrontOf: scene.root, animated: true) { item in item.title = "Again" }
    #expect(scene.container.lastError == nil)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "D"])
    // The layers above the root left at once; D slides in again from the right.
    #expect(e.parent == nil)
    #expect(scene.presentedX(d) == 1024)
    #expect(
      scene.log.entries == [
        "D.willMove(nil)", "E.willMove(nil)", "D.willDisappear", "E.willDisappear",
        "D.didDisappear", "E.didDisappear", "D.didMove(nil)", "E.didMove(nil)",
        "D.willMove(stack)", "D.willAppear",
      ])
    scene.host.settle()
    #expect(scene.x(d) == 400)
    #expect(scene.log.entries.suffix(2) == ["D.didAppear", "D.didMove(stack)"])
    let item = try #require(d.layeredNavigationItem)
    #expect(item !== oldItem && item.title == "Again")
    try scene.expectAgreement()
  }

  @Test("re-pushing a controller on top of itself or of a layer above it is refused")
  func rePushRefused() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    expectDiagnostic(containing: "already in this layered stack") {
      scene.container.push(a, inFrontOf: b, animated: true)
    }
    #expect(scene.container.lastError == .alreadyInStack)
    #expect(throws: LayeredNavigationControllerError.alreadyInStack) {
      try scene.container.tryPush(b, inFrontOf: b, animated: false)
    }
    #expect(throws: LayeredNavigationControllerError.alreadyInStack) {
      try scene.container.tryPush(b, animated: false)
    }
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B"])
    #expect(!scene.container.isTransitioning)
    // In front of A, B is pushed again.
    try scene.container.tryPush(b, inFrontOf: a, animated: false)
    scene.host.render()
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B"])
    #expect(scene.x(b) == 464)
    try scene.expectAgreement()
  }

  @Test("a re-push made during a drag runs after it, and the stack says so at once")
  func rePushDuringDrag() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    scene.beginDrag(at: Point(x: 800, y: 300), by: 50)
    scene.container.push(pushed[1], inFrontOf: scene.root, animated: true)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "B"])
    #expect(pushed[0].parent === scene.container)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.container.viewControllers.map(\.title) == ["R", "B"])
    #expect(pushed[0].parent == nil && pushed[2].parent == nil)
    #expect(scene.x(pushed[1]) == 400)
    try scene.expectAgreement()
  }

  @Test("an animated push slides in from the right over 0.5 s with UIKit's callbacks")
  func animatedPush() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.log.clear()
    scene.container.push(a, animated: true)
    #expect(scene.container.isTransitioning)
    #expect(scene.presentedX(a) == 1024)
    #expect(scene.log.entries == ["A.willMove(stack)", "A.willAppear"])
    scene.host.advance(by: 0.25)
    let halfway = scene.presentedX(a)
    #expect(halfway > 400 && halfway < 712)  // ease-out: past the middle at half time
    scene.host.advance(by: 0.25)
    scene.host.render()
    #expect(scene.presentedX(a) == 400)
    #expect(
      scene.log.entries == ["A.willMove(stack)", "A.willAppear", "A.didAppear", "A.didMove(stack)"])
    #expect(!scene.container.isTransitioning)
    try scene.expectAgreement()
  }

  @Test("a push comes from the side its direction names")
  func pushDirections() {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.container.push(a, animated: true, direction: .up)
    #expect(scene.presentedY(a) == -768)
    #expect(scene.presentedX(a) == 400)
    scene.host.settle()
    let b = scene.make("B")
    scene.container.push(b, animated: true, direction: .left)
    #expect(scene.presentedX(b) == -400)
    scene.host.settle()
    let c = scene.make("C")
    scene.container.push(c, animated: true, direction: .down)
    #expect(scene.presentedY(c) == 768)
    scene.host.settle()
    #expect(scene.presentedY(c) == 0)
  }

  @Test("a pop slides the top layer down over 0.5 s, linear, and leaves the others where they are")
  func animatedPop() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    scene.log.clear()
    #expect(scene.container.pop(animated: true) === pushed[1])
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A"])
    #expect(scene.log.entries == ["B.willMove(nil)", "B.willDisappear"])
    scene.host.advance(by: 0.125)
    #expect(abs(scene.presentedY(pushed[1]) - 192) < 0.01)  // a quarter of the 768 points
    scene.host.advance(by: 0.125)
    #expect(abs(scene.presentedY(pushed[1]) - 384) < 0.01)
    #expect(scene.presentedX(pushed[1]) == 464)
    scene.host.settle()
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "B.willDisappear", "B.didDisappear", "B.didMove(nil)",
      ])
    #expect(scene.x(pushed[0]) == 64)
    #expect(pushed[1].parent == nil)
    try scene.expectAgreement()
  }

  @Test("pop to a layer and pop to the root return what they removed, top last")
  func popTo() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    let popped = scene.container.pop(to: pushed[0], animated: true, direction: .right)
    #expect(popped.map(\.title) == ["B", "C"])
    scene.host.settle()
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A"])
    #expect(scene.container.popToRoot(animated: false).map(\.title) == ["A"])
    scene.host.render()
    #expect(scene.container.viewControllers.map(\.title) == ["R"])
    try scene.expectAgreement()
  }

  // MARK: Dragging

  @Test("the touched layer and those above it follow; the one below waits for its gap to open")
  func dragRules() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    let (a, b, c) = (pushed[0], pushed[1], pushed[2])
    scene.container.compress(animated: false)
    scene.host.render()
    #expect(pushed.map { scene.x($0) } == [64, 128, 192])
    let y = 300.0
    // Touch B: it and C follow the finger; A stays until the A–B gap opens to A's width.
    scene.host.beginDrag(at: Point(x: 150, y: y))
    for step in 1...10 {
      scene.host.moveDrag(to: Point(x: 150 + Double(step) * 30, y: y))
      #expect(scene.x(b) == 128 + Double(step) * 30, "step \(step)")
      #expect(scene.x(c) == 192 + Double(step) * 30, "step \(step)")
      #expect(scene.x(a) == 64, "step \(step)")
      #expect(scene.x(scene.root) == 0)
    }
    // Back left: A is not pulled along (its gap never opened); once B and C are back at
    // rest, B goes on at half the finger's speed.
    for step in 1...12 {
      scene.host.moveDrag(to: Point(x: 450 - Double(step) * 30, y: y))
      let translation = 300 - Double(step) * 30
      let expectedB = translation >= 0 ? 128 + translation : 128 + translation / 2
      #expect(scene.x(b) == expectedB, "step \(step)")
      #expect(scene.x(c) == max(192, 192 + translation), "step \(step)")
      #expect(scene.x(a) == 64, "step \(step)")
    }
    try scene.host.checkInvariants()
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 128, 192])
    try scene.expectAgreement()
  }

  @Test("a release faster than 100 pt/s opens when moving right and closes when moving left")
  func snapByVelocity() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let b = pushed[1]
    scene.host.fling(from: Point(x: 600, y: 300), velocity: Point(x: -600, y: 0))
    #expect(scene.presentedX(b) == 404)
    #expect(scene.x(b) == 128)
    #expect(scene.container.isTransitioning)
    scene.host.settle()
    #expect(scene.x(b) == 128)
    scene.host.fling(from: Point(x: 300, y: 300), velocity: Point(x: 600, y: 0))
    scene.host.settle()
    #expect(scene.x(b) == 464)
    #expect(scene.x(pushed[0]) == 64)
    try scene.expectAgreement()
  }

  @Test("a slow release goes to the nearer of closed and open, and only one gap snaps")
  func snapByPosition() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let b = pushed[1]
    scene.container.compress(animated: false)
    scene.beginDrag(at: Point(x: 300, y: 300), by: 100)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(b) == 128)  // 164 is nearer 128 (closed) than 528 (open)

    scene.beginDrag(at: Point(x: 300, y: 300), by: 250)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(b) == 464)  // 314 is nearer 400 than 64 from A

    // The gap that snaps carries the layers above it: B's 300-point pull opens A–B (364 is
    // nearer 400 than 64), and C moves with B.
    scene.container.compress(animated: false)
    let c = scene.make("C")
    scene.container.push(c, animated: false)
    scene.container.compress(animated: false)
    scene.host.render()
    scene.beginDrag(at: Point(x: 150, y: 300), by: 300)
    #expect(scene.x(b) == 428 && scene.x(c) == 492)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(b) == 464)
    #expect(scene.x(c) == 528)
    try scene.expectAgreement()
  }

  @Test("past full compression the layer springs back on release")
  func rubberBand() {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    scene.container.compress(animated: false)
    scene.host.render()
    scene.beginDrag(at: Point(x: 200, y: 300), by: -100)
    #expect(scene.x(pushed[0]) == 14)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(pushed[0]) == 64)
  }

  @Test("with dropLayersWhenPulledRight a release 300 pt past the root's edge pops to the right")
  func dropToRoot() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    scene.container.dropLayersWhenPulledRight = true
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    scene.log.clear()
    // Drag A (64…464, under B from 464) right by 700: A at 764, beyond 400 + 300.
    scene.beginDrag(at: Point(x: 300, y: 300), by: 700, steps: 14)
    #expect(scene.x(pushed[0]) == 764)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.container.viewControllers.map(\.title) == ["R"])
    #expect(scene.presentedX(pushed[0]) == 764)
    scene.host.advance(by: 0.2)
    #expect(scene.presentedX(pushed[0]) > 764)
    #expect(scene.presentedY(pushed[0]) == 0)
    #expect(recorder.events.last == "moving A")
    scene.host.settle()
    #expect(recorder.events == ["willMove A", "moving A", "didMove A"])
    #expect(pushed.allSatisfy { $0.parent == nil })
    try scene.expectAgreement()
  }

  @Test("without dropLayersWhenPulledRight the same release snaps open")
  func noDrop() {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    scene.beginDrag(at: Point(x: 500, y: 300), by: 350)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(pushed[0]) == 400)
    #expect(scene.container.viewControllers.count == 2)
  }

  @Test("a trackpad's horizontal swipe drags the top layer")
  func trackpadSwipe() {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    scene.container.compress(animated: false)
    scene.host.render()
    scene.host.scroll(by: Point(x: -240, y: 0), at: Point(x: 30, y: 300))
    scene.host.settle()
    #expect(scene.x(pushed[1]) == 464)
    #expect(scene.x(pushed[0]) == 64)
  }

  // MARK: Compress and resize

  @Test("compress puts every layer at its resting x over 0.5 s, ease-in-out, 64 points apart")
  func compress() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    scene.beginDrag(at: Point(x: 800, y: 300), by: 336, steps: 12)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 464, 864])
    scene.container.compress(animated: true)
    #expect(scene.container.isTransitioning)
    // Ease-in-out: slow at first, half way at half time, still moving at 0.4 s.
    scene.host.advance(by: 0.05)
    #expect(scene.presentedX(pushed[1]) > 464 - 336 * 0.05 / 0.5)
    scene.host.advance(by: 0.2)
    #expect(abs(scene.presentedX(pushed[1]) - 296) < 0.5)
    scene.host.advance(by: 0.15)
    #expect(scene.container.isTransitioning)
    #expect(scene.presentedX(pushed[1]) > 128)
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 128, 192])
    try scene.expectAgreement()
  }

  @Test("a maximum-width layer spans to the right edge and follows a resize")
  func maximumWidthAndResize() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.container.push(a, maximumWidth: true, animated: false)
    scene.host.render()
    #expect(a.view.frame.width == 960)
    let b = scene.make("B")
    scene.container.push(b, animated: false) { item in item.width = 300 }
    scene.host.render()
    #expect(b.view.frame.width == 300)
    scene.host.resize(to: Size(width: 800, height: 600))
    #expect(a.view.frame.width == 736)
    #expect(a.view.frame.height == 600 - 44)
    #expect(scene.x(a) >= 64 && scene.x(b) >= 128)
    try scene.expectAgreement()
  }

  // MARK: Appearance and the delegate

  @Test("a wholly covered layer disappears and is not drawn; a drag that uncovers it shows it")
  func coveredLayers() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.container.push(a, animated: false) { item in item.nextItemDistance = 0 }
    let b = scene.make("B")
    scene.container.push(b, animated: false)
    scene.host.render()
    scene.log.clear()
    scene.container.compress(animated: false)
    scene.host.render()
    #expect(scene.x(a) == 64 && scene.x(b) == 64)
    #expect(scene.log.entries == ["A.willDisappear", "A.didDisappear"])
    #expect(!scene.isDrawn(a))
    try scene.expectAgreement()

    scene.log.clear()
    scene.beginDrag(at: Point(x: 300, y: 300), by: 100)
    #expect(scene.log.entries == ["A.willAppear", "A.didAppear"])
    #expect(scene.isDrawn(a))
    try scene.host.checkInvariants()
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.log.entries == ["A.willAppear", "A.didAppear", "A.willDisappear"])
    #expect(scene.isDrawn(a))  // still drawn while B slides over it
    scene.host.settle()
    #expect(
      scene.log.entries == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
    #expect(!scene.isDrawn(a))
    try scene.expectAgreement()
  }

  @Test("a cancelled drag snaps like a release, and the delegate hears of it in order")
  func cancelledDrag() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    scene.container.compress(animated: false)
    scene.host.render()
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    scene.beginDrag(at: Point(x: 300, y: 300), by: 100)
    #expect(scene.x(pushed[1]) == 228)
    scene.host.cancelDrag()
    #expect(recorder.events == ["willMove B", "moving B"])
    scene.host.settle()
    #expect(scene.x(pushed[1]) == 128)
    #expect(recorder.events == ["willMove B", "moving B", "didMove B"])
    try scene.expectAgreement()
  }

  @Test("a drag starts when the pan begins, not while the pan is asked whether it may")
  func dragStartsOnBegin() {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    scene.host.beginDrag(at: Point(x: 500, y: 300))
    scene.host.moveDrag(to: Point(x: 504, y: 300))
    #expect(recorder.events.isEmpty)
    #expect(!scene.container.isTransitioning)
    #expect(scene.x(pushed[0]) == 400)
    scene.host.moveDrag(to: Point(x: 530, y: 300))
    #expect(recorder.events == ["willMove A", "moving A"])
    #expect(scene.x(pushed[0]) == 430)
    #expect(scene.container.isTransitioning)
    scene.host.cancelDrag()
    scene.host.settle()
    #expect(scene.x(pushed[0]) == 400)
  }

  // MARK: Queued calls

  @Test("a push during a drag is applied after the snap, never lost")
  func pushDuringDrag() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    scene.beginDrag(at: Point(x: 500, y: 300), by: 100)
    let c = scene.make("C")
    scene.container.push(c, animated: true)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "C"])
    #expect(c.parent == nil)
    #expect(scene.container.children.count == 2)
    scene.host.endDrag()
    #expect(c.parent == nil)  // the snap runs first
    scene.host.settle()
    #expect(c.parent === scene.container)
    // A snapped open (400), then C overflowed and compressed it, as a push does.
    #expect(scene.x(pushed[0]) == 64)
    #expect(scene.x(c) == 464)
    try scene.expectAgreement()
  }

  @Test("calls during an animated push run after it, in order, and the model agrees")
  func callsDuringPush() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    let b = scene.make("B")
    scene.log.clear()
    scene.container.push(a, animated: true)
    scene.container.push(b, animated: true)
    #expect(scene.container.pop(animated: true) === b)
    scene.container.compress(animated: true)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A"])
    #expect(b.parent == nil)
    var sawB = false
    for _ in 0..<120 {
      scene.host.advance(by: TestHost.frameDuration)
      try scene.host.checkInvariants()
      if b.parent === scene.container { sawB = true }
      if !scene.container.isTransitioning { try scene.expectAgreement() }
    }
    #expect(sawB)
    #expect(b.parent == nil)
    #expect(scene.x(a) == 64)
    #expect(
      scene.log.entries == [
        "A.willMove(stack)", "A.willAppear", "A.didAppear", "A.didMove(stack)",
        "B.willMove(stack)", "B.willAppear", "B.didAppear", "B.didMove(stack)",
        "B.willMove(nil)", "B.willDisappear", "B.didDisappear", "B.didMove(nil)",
      ])
    try scene.expectAgreement()
  }

  @Test("a drag cannot catch a pop: the popped layer leaves and the pan does not begin")
  func noDragDuringPop() {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    scene.container.pop(animated: true)
    scene.beginDrag(at: Point(x: 500, y: 300), by: 100)
    #expect(scene.presentedX(pushed[0]) == 400)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.container.viewControllers.count == 1)
  }

  // MARK: Misuse

  @Test("pushing in front of a controller not in the stack pushes on top and says why")
  func anchorNotInStack() throws {
    let scene = LayeredScene()
    scene.push("A")
    let stranger = scene.make("X")
    let b = scene.make("B")
    expectDiagnostic(containing: "to push in front of is not in the layered stack") {
      scene.container.push(b, inFrontOf: stranger, animated: false)
    }
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B"])
    #expect(scene.container.lastError == .anchorNotInStack)
    #expect(throws: LayeredNavigationControllerError.anchorNotInStack) {
      try scene.container.tryPush(scene.make("C"), inFrontOf: stranger, animated: false)
    }
    #expect(scene.container.viewControllers.count == 3)
    scene.container.compress(animated: false)
    #expect(scene.container.lastError == nil)
  }

  @Test("popping the root or to a stranger changes nothing and sets lastError")
  func popMisuse() throws {
    let scene = LayeredScene()
    expectDiagnostic(containing: "root view controller cannot be popped") {
      #expect(scene.container.pop(animated: true) == nil)
    }
    #expect(scene.container.lastError == .cannotPopRoot)
    #expect(throws: LayeredNavigationControllerError.cannotPopRoot) {
      try scene.container.tryPop(animated: false)
    }
    let pushed = scene.push("A")
    expectDiagnostic(containing: "not in this layered stack") {
      #expect(scene.container.pop(to: scene.make("X"), animated: true).isEmpty)
    }
    #expect(scene.container.lastError == .notInStack)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A"])
    expectDiagnostic(containing: "already in this layered stack") {
      scene.container.push(pushed[0], animated: false)
    }
    #expect(scene.container.lastError == .alreadyInStack)
    let other = LayeredNavigationController(rootViewController: scene.make("O"))
    let owned = scene.make("Owned")
    other.push(owned, animated: false)
    expectDiagnostic(containing: "belongs to another container") {
      scene.container.push(owned, animated: false)
    }
    #expect(scene.container.lastError == .hasAnotherParent)
    #expect(LayeredNavigationControllerError.cannotPopRoot.description.contains("root"))
    scene.host.render()
    try scene.expectAgreement()
  }

  // MARK: Keyboard, layout direction, memory

  @Test("Alt+Left pops; Ctrl+Left moves the focus down and reveals the focused layer")
  func keyboard() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    #expect(pushed.map { scene.x($0) } == [64, 128, 528])
    #expect(scene.host.press(key: .leftArrow, modifiers: .control))  // focus B: already whole
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 128, 528])
    #expect(scene.host.press(key: .leftArrow, modifiers: .control))  // focus A
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 464, 864])
    #expect(scene.host.press(key: .leftArrow, modifiers: .alternate))
    scene.host.settle()
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B"])
    try scene.expectAgreement()
  }

  @Test("focusing the root in a container narrower than it never crashes")
  func focusRootWhenNarrow() throws {
    let scene = LayeredScene(size: Size(width: 300, height: 400))
    let pushed = scene.push("A", "B")
    for _ in 0..<4 { scene.host.press(key: .leftArrow, modifiers: .control) }
    scene.host.settle()
    #expect(scene.container.viewControllers.count == 3)
    #expect(pushed.allSatisfy { scene.x($0) >= 64 })
    try scene.expectAgreement()
  }

  @Test("right to left mirrors the layers and the drag")
  func rightToLeft() {
    let scene = LayeredScene()
    scene.host.window.layoutDirection = .rightToLeft
    let pushed = scene.push("A")
    scene.host.render()
    #expect(scene.root.view.superview?.superview?.frame.minX == 624)
    #expect(scene.x(pushed[0]) == 224)
    scene.beginDrag(at: Point(x: 400, y: 300), by: -100)
    #expect(scene.x(pushed[0]) == 124)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(pushed[0]) == 224)
  }

  @Test("item changes update the layer on screen")
  func itemChanges() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    let item = try #require(pushed[0].layeredNavigationItem)
    item.width = 500
    item.hasChrome = false
    scene.host.render()
    #expect(pushed[0].view.frame == Rect(x: 0, y: 0, width: 500, height: 768))
    item.hasChrome = true
    item.title = "Custom"
    item.rightBarButtonItem = BarButtonItem(title: "Done")
    scene.host.render()
    #expect(pushed[0].view.frame.minY == 44)
  }

  @Test("a content view that does not autosize keeps its size; a nested child finds the item")
  func autosizeAndNesting() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    a.view.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    let inner = scene.make("Inner")
    a.addChild(inner)
    a.view.addSubview(inner.view)
    inner.didMove(toParent: a)
    scene.container.push(a, animated: false) { item in item.autosizeContent = false }
    scene.host.render()
    #expect(a.view.frame == Rect(x: 0, y: 44, width: 200, height: 100))
    #expect(inner.layeredNavigationItem === a.layeredNavigationItem)
    #expect(inner.layeredNavigationController === scene.container)
    #expect(scene.make("Loose").layeredNavigationItem == nil)
  }

  @Test("with user interaction off a drag moves nothing")
  func interactionOff() {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    scene.container.isUserInteractionEnabled = false
    scene.beginDrag(at: Point(x: 500, y: 300), by: 100)
    #expect(scene.x(pushed[0]) == 400)
    scene.host.endDrag()
    scene.container.isUserInteractionEnabled = true
    scene.beginDrag(at: Point(x: 500, y: 300), by: 100)
    #expect(scene.x(pushed[0]) == 500)
    scene.host.endDrag()
    scene.host.settle()
  }

  @Test("a layered stack and its controllers are released when dropped")
  func releases() {
    weak var weakContainer: LayeredNavigationController?
    weak var weakChild: ViewController?
    weak var weakItem: LayeredNavigationItem?
    do {
      let scene = LayeredScene()
      let pushed = scene.push("A", "B")
      scene.beginDrag(at: Point(x: 600, y: 300), by: 50)
      scene.host.endDrag()
      scene.host.settle()
      weakContainer = scene.container
      weakChild = pushed[1]
      weakItem = pushed[1].layeredNavigationItem
    }
    #expect(weakContainer == nil)
    #expect(weakChild == nil)
    #expect(weakItem == nil)
  }
}
