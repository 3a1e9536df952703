import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("CrossNavigationController", .strictDiagnostics)
@MainActor
struct CrossNavigationControllerTests {
  @Test(
    "presenting from each side starts one full size off it and slides in as the old view leaves",
    arguments: CrossDirection.allCases)
  func animatedPresent(direction: CrossDirection) throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.log.clear()
    scene.cross.present(b, direction: direction, animated: true)

    #expect(scene.cross.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.cross.direction(of: b) == direction)
    #expect(scene.cross.direction(of: scene.root) == nil)
    #expect(scene.origin(b) == CrossScene.offset(toward: direction))
    #expect(scene.origin(scene.root) == .zero)
    #expect(scene.log.entries == ["B.willMove(stack)", "A.willDisappear", "B.willAppear"])
    try scene.host.checkInvariants()

    scene.host.advance(by: 0.15)  // half of 0.3 s, ease-in-out: half way
    #expect(
      isNear(
        scene.presentedOrigin(b), CrossScene.offset(toward: direction, fraction: 0.5),
        tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(scene.root),
        CrossScene.offset(toward: direction.opposite, fraction: 0.5), tolerance: 1e-3))
    try scene.host.checkInvariants()

    scene.host.settle()
    #expect(scene.origin(b) == .zero)
    #expect(scene.root.view.superview == nil)
    #expect(
      scene.log.entries == [
        "B.willMove(stack)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(stack)",
      ])
    #expect(b.crossNavigationController === scene.cross)
    try scene.expectAgreement(["A", "B"])
  }

  @Test(
    "dismissing reverses: the top leaves toward its side, the one below comes back from the other",
    arguments: CrossDirection.allCases)
  func animatedDismiss(direction: CrossDirection) throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: direction, animated: false)
    scene.host.render()
    scene.log.clear()

    #expect(scene.cross.dismiss(animated: true) === b)
    #expect(scene.origin(b) == .zero)
    #expect(scene.origin(scene.root) == CrossScene.offset(toward: direction.opposite))
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(b), CrossScene.offset(toward: direction, fraction: 0.5),
        tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(scene.root),
        CrossScene.offset(toward: direction.opposite, fraction: 0.5), tolerance: 1e-3))
    scene.host.settle()
    #expect(b.view.superview == nil)
    #expect(b.parent == nil)
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    try scene.expectAgreement(["A"])
  }

  @Test(
    "a finger moving the other way asks for a side: moving left brings in .right, up .bottom",
    arguments: CrossDirection.allCases)
  func dragPresentsEachSide(direction: CrossDirection) throws {
    let scene = CrossScene()
    let destination = scene.screen("D")
    scene.root.destinations[direction] = { destination }
    let finger = CrossScene.finger(asking: direction)
    let length = direction.isHorizontal ? CrossScene.size.width : CrossScene.size.height
    scene.host.beginDrag(at: CrossScene.centre + finger * -120)
    for step in 1...10 {
      scene.host.moveDrag(to: CrossScene.centre + finger * (-120 + Double(step) * 25))
    }
    let fraction = 250 / length
    #expect(
      isNear(
        scene.origin(destination), CrossScene.offset(toward: direction, fraction: 1 - fraction)))
    #expect(
      isNear(
        scene.origin(scene.root), CrossScene.offset(toward: direction.opposite, fraction: fraction))
    )
    #expect(scene.root.autotransitQuestions == ["\(direction) presenting"])
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    try scene.host.checkInvariants()

    scene.host.advance(by: 0.3)  // hold still: no velocity; past half, it completes
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.cross.direction(of: destination) == direction)
    try scene.expectAgreement(["A", "D"])
  }

  @Test("a drag locks its axis and sign on its first movement past the slop")
  func directionLocking() throws {
    let scene = CrossScene()
    let right = scene.screen("R")
    var bottomOffers = 0
    scene.root.destinations[.right] = { right }
    scene.root.destinations[.bottom] = {
      bottomOffers += 1
      return scene.screen("S")
    }
    let start = Point(x: 300, y: 200)
    scene.host.beginDrag(at: start)
    scene.host.moveDrag(to: start + Point(x: -12, y: -5))  // past the slop, mostly left
    scene.host.moveDrag(to: start + Point(x: -40, y: -80))  // now mostly up: still horizontal
    #expect(scene.origin(right) == Point(x: 360, y: 0))
    #expect(scene.origin(scene.root) == Point(x: -40, y: 0))
    #expect(right.appearing.last == 0.1)
    scene.host.moveDrag(to: start + Point(x: 20, y: -150))  // past the start: clamped at 0
    #expect(scene.origin(right) == Point(x: 400, y: 0))
    #expect(right.appearing.last == 0)
    #expect(bottomOffers == 0)
    #expect(scene.root.autotransitQuestions == ["right presenting"])
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement(["A"])
  }

  @Test(
    "a drag toward a side without a destination, or one shouldAutotransit refuses, does nothing")
  func refusedDrags() throws {
    let scene = CrossScene()
    scene.log.clear()
    scene.drag(asking: .right, steps: 10)
    #expect(scene.origin(scene.root) == .zero)
    #expect(scene.cross.view.subviews.count == 1)
    #expect(!scene.cross.isTransitioning)
    scene.host.endDrag()
    // Asked before the destination is made, so asked for a side that turns out to have none.
    #expect(scene.root.autotransitQuestions == ["right presenting"])

    var offers = 0
    scene.root.destinations[.top] = {
      offers += 1
      return scene.screen("T")
    }
    scene.root.allowsAutotransit = { direction, _ in direction != .top }
    scene.drag(asking: .top, steps: 10)
    #expect(scene.root.autotransitQuestions == ["right presenting", "top presenting"])
    #expect(offers == 0)
    #expect(scene.origin(scene.root) == .zero)
    scene.host.endDrag()

    scene.root.allowsAutotransit = { _, _ in true }
    scene.root.supportsInteractiveTransition = false
    scene.drag(asking: .top, steps: 10)
    #expect(offers == 0)
    #expect(scene.root.autotransitQuestions.count == 2)
    #expect(scene.origin(scene.root) == .zero)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.log.entries.isEmpty)
    try scene.expectAgreement(["A"])
  }

  @Test("a drag back the way the top came takes it away; its way back holds no destination")
  func dragBack() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    var offers = 0
    b.destinations[.left] = {
      offers += 1
      return scene.screen("L")
    }
    scene.cross.present(b, direction: .right, animated: false)
    scene.host.render()
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 50 + Double(step) * 25, y: 150)) }
    #expect(b.autotransitQuestions == ["left back"])
    #expect(offers == 0)
    #expect(scene.origin(b) == Point(x: 250, y: 0))
    #expect(scene.origin(scene.root) == Point(x: -150, y: 0))
    #expect(scene.log.entries == ["B.willDisappear", "A.willAppear"])
    #expect(scene.cross.viewControllers.map(\.title) == ["A", "B"])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.log.entries.last == "B.willMove(nil)")
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    scene.host.settle()
    #expect(
      scene.log.entries == [
        "B.willDisappear", "A.willAppear", "B.willMove(nil)", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    #expect(b.appearing.last == 0)
    #expect(scene.root.appearing.last == 1)
    try scene.expectAgreement(["A"])
  }

  @Test("viewIsAppearing reports p in and 1 − p out on every frame of a drag and its settle")
  func progressDuringDrag() throws {
    let scene = CrossScene()
    let right = scene.screen("R")
    scene.root.destinations[.right] = { right }
    scene.host.beginDrag(at: Point(x: 390, y: 150))
    var expected: [Double] = [0]
    for step in 1...20 {
      scene.host.moveDrag(to: Point(x: 390 - Double(step) * 10, y: 150))
      expected.append(Double(step) * 10 / 400)
      #expect(right.appearing == expected)
      #expect(scene.root.appearing == expected.map { 1 - $0 })
      try scene.host.checkInvariants()
    }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    var frames = 0
    repeat {
      scene.host.advance(by: TestHost.frameDuration)
      frames += 1
      let settling = right.appearing.dropFirst(expected.count)
      #expect(settling.allSatisfy { $0 > 0.5 && $0 <= 1 })
      #expect(zip(settling, settling.dropFirst()).allSatisfy { $0 <= $1 })
      try scene.host.checkInvariants()
    } while scene.cross.isTransitioning && frames < 200
    #expect(right.appearing.count > expected.count + 5)
    #expect(right.appearing.last == 1)
    #expect(scene.root.appearing.last == 0)
    #expect(zip(right.appearing, scene.root.appearing).allSatisfy { $0 + $1 == 1 })
    try scene.expectAgreement(["A", "R"])
  }

  @Test("viewIsAppearing follows a programmatic present frame by frame, from exactly 0 to 1")
  func progressDuringPresent() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .bottom, animated: true)
    #expect(b.appearing == [0])
    #expect(scene.root.appearing == [1])
    var frames = 0
    while scene.cross.isTransitioning && frames < 100 {
      scene.host.advance(by: TestHost.frameDuration)
      frames += 1
      #expect(b.appearing.count == frames + 1)
    }
    #expect(frames >= 17 && frames <= 19)
    #expect(b.appearing.first == 0 && b.appearing.last == 1)
    #expect(zip(b.appearing, b.appearing.dropFirst()).allSatisfy { $0 < $1 })
    #expect(zip(b.appearing, scene.root.appearing).allSatisfy { $0 + $1 == 1 })
    try scene.expectAgreement(["A", "B"])
  }

  @Test("a slow release decides by position: past half completes, before half cancels")
  func slowReleases() throws {
    for (steps, completes) in [(12, true), (8, false)] {
      let scene = CrossScene()
      scene.root.destinations[.right] = { scene.screen("R") }
      scene.host.beginDrag(at: Point(x: 390, y: 150))
      for step in 1...steps { scene.host.moveDrag(to: Point(x: 390 - Double(step) * 20, y: 150)) }
      scene.host.advance(by: 0.3)
      scene.host.endDrag()
      scene.host.settle()
      try scene.expectAgreement(completes ? ["A", "R"] : ["A"])
    }
  }

  @Test("a throw toward the target finishes a short drag; a throw back cancels a long one")
  func thrownReleases() throws {
    let flung = CrossScene()
    flung.root.destinations[.right] = { flung.screen("R") }
    flung.host.fling(from: Point(x: 390, y: 150), velocity: Point(x: -600, y: 0))
    flung.host.settle()
    try flung.expectAgreement(["A", "R"])

    let thrownBack = CrossScene()
    thrownBack.root.destinations[.right] = { thrownBack.screen("R") }
    thrownBack.host.beginDrag(at: Point(x: 390, y: 150))
    for step in 1...14 {
      thrownBack.host.moveDrag(to: Point(x: 390 - Double(step) * 25, y: 150))
    }
    for step in 1...6 { thrownBack.host.moveDrag(to: Point(x: 40 + Double(step) * 15, y: 150)) }
    #expect(thrownBack.origin(thrownBack.root) == Point(x: -260, y: 0))
    thrownBack.host.endDrag()
    thrownBack.host.settle()
    try thrownBack.expectAgreement(["A"])
  }

  @Test("a cancelled drag settles back: reverse callbacks, exactly 0 and 1, the screen discarded")
  func cancelledDrag() throws {
    for interrupted in [false, true] {
      let scene = CrossScene()
      let right = scene.screen("R")
      scene.root.destinations[.right] = { right }
      scene.log.clear()
      scene.host.beginDrag(at: Point(x: 390, y: 150))
      for step in 1...8 { scene.host.moveDrag(to: Point(x: 390 - Double(step) * 20, y: 150)) }
      scene.host.advance(by: 0.3)
      if interrupted { scene.host.cancelDrag() } else { scene.host.endDrag() }
      #expect(scene.cross.isTransitioning)
      #expect(scene.log.entries.last == "R.willMove(nil)")
      scene.host.settle()
      #expect(!scene.cross.isTransitioning)
      #expect(
        scene.log.entries == [
          "R.willMove(stack)", "A.willDisappear", "R.willAppear", "R.willMove(nil)",
          "R.willDisappear", "R.didDisappear", "A.willAppear", "A.didAppear", "R.didMove(nil)",
        ])
      #expect(right.appearing.last == 0)
      #expect(scene.root.appearing.last == 1)
      #expect(right.parent == nil)
      #expect(right.view.superview == nil)
      #expect(scene.origin(scene.root) == .zero)
      try scene.expectAgreement(["A"])
    }
  }

  @Test("dismiss(to:) takes several screens away at once, the top sliding back the way it came")
  func dismissTo() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    let c = scene.screen("C")
    let d = scene.screen("D")
    scene.cross.present(b, direction: .right, animated: false)
    scene.cross.present(c, direction: .bottom, animated: false)
    scene.cross.present(d, direction: .left, animated: false)
    scene.host.render()
    scene.log.clear()

    let dismissed = scene.cross.dismiss(to: scene.root, animated: true)
    #expect(dismissed.map(\.title) == ["B", "C", "D"])
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    #expect(scene.origin(scene.root) == CrossScene.offset(toward: .right))
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(d), CrossScene.offset(toward: .left, fraction: 0.5), tolerance: 1e-3))
    scene.host.settle()
    for name in ["B", "C", "D"] {
      #expect(scene.log.entries.contains("\(name).willMove(nil)"))
      #expect(scene.log.entries.contains("\(name).didMove(nil)"))
    }
    #expect(!scene.log.entries.contains("B.willDisappear"))
    #expect(!scene.log.entries.contains("C.willDisappear"))
    #expect(scene.cross.dismiss(to: scene.root, animated: true).isEmpty)
    #expect(scene.cross.lastError == nil)
    try scene.expectAgreement(["A"])
  }

  @Test("Alt+arrow presents that side's destination and the arrow of the way back dismisses")
  func keyboard() throws {
    let scene = CrossScene()
    scene.root.destinations[.right] = { scene.screen("R") }
    scene.root.destinations[.bottom] = { scene.screen("S") }
    #expect(scene.cross.becomeFirstResponder())
    #expect(scene.host.press(key: .rightArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A", "R"])
    #expect(scene.host.press(key: .leftArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A"])
    #expect(scene.host.press(key: .downArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A", "S"])
    #expect(scene.cross.direction(of: try #require(scene.cross.topViewController)) == .bottom)
    #expect(scene.host.press(key: .upArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A"])
  }

  @Test("right to left swaps left and right: .right comes from the left edge")
  func rightToLeft() throws {
    let scene = CrossScene()
    scene.host.window.layoutDirection = .rightToLeft
    let right = scene.screen("R")
    scene.root.destinations[.right] = { right }
    scene.host.beginDrag(at: Point(x: 10, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 10 + Double(step) * 20, y: 150)) }
    #expect(scene.origin(right) == Point(x: -160, y: 0))
    #expect(scene.origin(scene.root) == Point(x: 240, y: 0))
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.cross.direction(of: right) == .right)
    try scene.expectAgreement(["A", "R"])
    #expect(scene.cross.becomeFirstResponder())
    #expect(scene.host.press(key: .rightArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A"])
  }

  @Test("a trackpad's two-finger swipe drags")
  func trackpadSwipe() throws {
    let scene = CrossScene()
    scene.root.destinations[.right] = { scene.screen("R") }
    scene.host.scroll(by: Point(x: 300, y: 0), at: CrossScene.centre)
    scene.host.settle()
    try scene.expectAgreement(["A", "R"])
  }

  @Test("a navigation controller screen: its bar travels with it and its edge pop comes first")
  func navigationControllerMember() throws {
    let scene = CrossScene()
    let x = scene.screen("X")
    let nav = NavigationController(rootViewController: x)
    nav.title = "N"
    scene.cross.present(nav, direction: .right, animated: false)
    let y = scene.screen("Y")
    nav.push(y, animated: false)
    scene.host.render()

    // From the left edge, moving right: the navigation controller pops.
    scene.host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 5 + Double(step) * 20, y: 150)) }
    #expect(scene.origin(nav) == .zero)
    #expect(!scene.cross.isTransitioning)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(nav.viewControllers.map(\.title) == ["X"])
    try scene.expectAgreement(["A", "N"])

    // Its root has nothing to pop: the same drag takes the whole screen away, bar and all.
    scene.host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 5 + Double(step) * 20, y: 150)) }
    #expect(scene.origin(nav) == Point(x: 240, y: 0))
    let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
    #expect(bar.minX == 240)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement(["A"])
  }

  @Test("a tab bar controller screen rises from the bottom with its tab bar")
  func tabBarControllerMember() throws {
    let scene = CrossScene()
    let tabs = TabBarController()
    tabs.title = "T"
    tabs.viewControllers = [scene.screen("T1"), scene.screen("T2")]
    scene.root.destinations[.bottom] = { tabs }
    scene.drag(asking: .bottom, steps: 10, stepLength: 12)
    #expect(scene.origin(tabs) == Point(x: 0, y: 180))
    let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
    #expect(bar.maxY == tabs.view.frame.maxY)
    #expect(bar.minY > 180)
    scene.host.endDrag()  // still moving up: the throw completes
    scene.host.settle()
    try scene.expectAgreement(["A", "T"])
    #expect(tabs.tabBar.convert(tabs.tabBar.bounds, to: nil).maxY == CrossScene.size.height)
  }

  @Test("a cross navigation controller and its screens are released when dropped")
  func releases() {
    weak var weakCross: CrossNavigationController?
    weak var weakChild: ViewController?
    weak var weakDragged: ViewController?
    do {
      let log = CallLog()
      let root = CrossScreen("A", log: log)
      let cross = CrossNavigationController(rootViewController: root)
      let host = TestHost(rootViewController: cross)
      let child = LoggingViewController("B", log: log)
      cross.present(child, direction: .top, animated: true)
      host.settle()
      cross.dismiss(animated: true)
      host.settle()
      root.destinations[.right] = { LoggingViewController("R", log: log) }
      host.fling(from: Point(x: 900, y: 300), velocity: Point(x: -900, y: 0))
      host.settle()
      weakCross = cross
      weakChild = child
      weakDragged = cross.topViewController
    }
    #expect(weakCross == nil)
    #expect(weakChild == nil)
    #expect(weakDragged == nil)
  }
}
