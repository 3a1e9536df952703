import StrataDemos
import StrataKit
import StrataTesting
import Testing

@Suite("Toolkit demo", .strictDiagnostics)
@MainActor
struct ToolkitDemoTests {
  @Test("it is listed first, before the sample scene")
  func catalogue() {
    #expect(DemoCatalog.all.map(\.name).prefix(2) == ["toolkit", "sample-scene"])
    #expect(DemoCatalog.demo(named: "toolkit")?.makeViewController() is ToolkitDemoViewController)
  }

  @Test("its content scrolls vertically; a fling on the pager moves one page and the label follows")
  func scrollingAndPaging() throws {
    let demo = ToolkitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 800, height: 600))
    #expect(demo.scrollView.canScrollVertically)
    let section = demo.pagingSection
    #expect(section.pageLabel.text?.hasPrefix("Page 1 of 5") == true)

    let pager = section.pager
    host.fling(from: pager.convert(pager.bounds.center, to: nil), velocity: Point(x: -1500, y: 0))
    host.settle()
    #expect(pager.contentOffset.x == pager.bounds.width)
    #expect(section.currentPage == 1)
    #expect(section.pageLabel.text?.hasPrefix("Page 2 of 5") == true)
    #expect(demo.scrollView.contentOffset.y == 0)

    host.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 200))
    host.settle()
    #expect(demo.scrollView.contentOffset.y > 100)
    try host.checkInvariants()

    host.resize(to: Size(width: 390, height: 600))
    host.settle()
    #expect(pager.contentOffset.x == pager.bounds.width)
    #expect(pager.bounds.width == 390 - 2 * ToolkitDemoViewController.margin)
  }

  @Test("Spring throws the card across with an overshoot; Toggle flips the switch over time")
  func buttonsAnimate() throws {
    let demo = ToolkitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 800, height: 600))
    let section = demo.animationSection
    let start = section.card.center.x

    let spring = section.springButton
    host.tap(at: spring.convert(spring.bounds.center, to: nil))
    #expect(section.isCardAtTrailingEnd)
    let end = section.card.center.x
    #expect(end > start)
    var furthest = start
    for _ in 0..<90 {
      host.advance(by: TestHost.frameDuration)
      furthest = max(furthest, section.card.presentation.center.x)
    }
    #expect(furthest > end, "an underdamped spring overshoots")
    host.settle()
    #expect(section.card.presentation.center.x == end)

    let toggle = section.toggleButton
    host.tap(at: toggle.convert(toggle.bounds.center, to: nil))
    #expect(section.isSwitchOn)
    #expect(section.switchLabel.text == "On")
    let knob = section.switchKnob
    host.advance(by: ToolkitAnimationSectionView.switchDuration / 2)
    #expect(knob.presentation.center.x > 15 && knob.presentation.center.x < knob.center.x)
    host.settle()
    #expect(knob.presentation.center.x == knob.center.x)
    try host.checkInvariants()
  }
}
