import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("View geometry: frame, bounds, conversion, hit testing, autoresizing", .strictDiagnostics)
@MainActor
struct ViewGeometryTests {
  // MARK: Frame, center, bounds, transform

  @Test("a view created with a frame has that frame, its centre, and bounds at the origin")
  func initialFrame() {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == Point(x: 60, y: 45))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("a frame with a negative size is standardized")
  func negativeFrame() {
    let view = View(frame: Rect(x: 110, y: 70, width: -100, height: -50))
    #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("setting the frame sets the centre and the bounds' size, keeping the bounds' origin")
  func settingFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.origin = Point(x: 5, y: 7)
    view.frame = Rect(x: 100, y: 50, width: 40, height: 30)
    #expect(view.center == Point(x: 120, y: 65))
    #expect(view.bounds == Rect(x: 5, y: 7, width: 40, height: 30))
    #expect(view.frame == Rect(x: 100, y: 50, width: 40, height: 30))
  }

  @Test("setting the centre moves the frame without resizing it")
  func settingCenter() {
    let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    view.center = Point(x: 100, y: 100)
    #expect(view.frame == Rect(x: 80, y: 90, width: 40, height: 20))
    #expect(view.bounds.size == Size(width: 40, height: 20))
  }

  @Test("resizing the bounds grows the frame about the centre")
  func settingBoundsSize() {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.size = Size(width: 50, height: 20)
    #expect(view.center == Point(x: 50, y: 50))
    #expect(view.frame == Rect(x: 25, y: 40, width: 50, height: 20))
  }

  @Test("setting a null frame changes nothing, and is reported")
  func nullFrame() {
    let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    expectDiagnostic(containing: "View.frame: ignored the null rectangle") { view.frame = .null }
    #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("a transform scales the frame about the centre and leaves the bounds alone")
  func scaledFrame() {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == Point(x: 60, y: 45))
    view.transform = .identity
    #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("a quarter turn makes the frame the rotated bounding box")
  func rotatedFrame() {
    let view = View(frame: Rect(x: 50, y: 75, width: 100, height: 50))
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(view.frame, Rect(x: 75, y: 50, width: 50, height: 100)))
    #expect(view.center == Point(x: 100, y: 100))
  }

  @Test("alpha is clamped to 0…1")
  func alphaClamping() {
    let view = View()
    view.alpha = 1.5
    #expect(view.alpha == 1)
    view.alpha = -0.5
    #expect(view.alpha == 0)
    view.alpha = 0.3
    #expect(view.alpha == 0.3)
  }

  // MARK: Coordinate conversion

  @Test("a bounds origin shifts where the subviews appear")
  func boundsOriginShiftsSubviews() {
    let window = Window(size: Size(width: 300, height: 300))
    let scroller = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let content = View(frame: Rect(x: 10, y: 40, width: 20, height: 20))
    window.addSubview(scroller)
    scroller.addSubview(content)
    #expect(content.convert(Point.zero, to: nil) == Point(x: 10, y: 40))

    scroller.bounds.origin = Point(x: 0, y: 30)

    #expect(content.frame == Rect(x: 10, y: 40, width: 20, height: 20))
    #expect(content.convert(Point.zero, to: scroller) == Point(x: 10, y: 40))
    #expect(content.convert(Point.zero, to: nil) == Point(x: 10, y: 10))
    #expect(content.convert(Point.zero, to: window) == Point(x: 10, y: 10))
    #expect(scroller.convert(Point(x: 10, y: 10), from: nil) == Point(x: 10, y: 40))
    #expect(scroller.frame == Rect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test("points convert through a rotated ancestor")
  func convertPointThroughRotation() {
    let (window, rotated, corner) = makeRotatedTree()
    // The rotated view's top-left corner turns a quarter clockwise about its centre (200, 200),
    // so it lands at the top right of the 100×100 square.
    #expect(isClose(corner.convert(Point.zero, to: nil), Point(x: 250, y: 150)))
    #expect(isClose(corner.convert(Point(x: 10, y: 0), to: nil), Point(x: 250, y: 160)))
    #expect(isClose(corner.convert(Point(x: 0, y: 10), to: window), Point(x: 240, y: 150)))
    #expect(isClose(rotated.convert(Point(x: 50, y: 50), to: nil), Point(x: 200, y: 200)))
    #expect(isClose(corner.convert(Point(x: 250, y: 150), from: nil), Point.zero))
  }

  @Test("rectangles convert through a rotated ancestor as the bounding box of their corners")
  func convertRectThroughRotation() {
    let (window, _, corner) = makeRotatedTree()
    let inWindow = corner.convert(corner.bounds, to: nil)
    #expect(isClose(inWindow, Rect(x: 240, y: 150, width: 10, height: 10)))
    let back = corner.convert(inWindow, from: window)
    #expect(isClose(back, corner.bounds, tolerance: 1e-6))
    let wide = corner.convert(Rect(x: 0, y: 0, width: 30, height: 10), to: nil)
    #expect(isClose(wide, Rect(x: 240, y: 150, width: 10, height: 30)))
  }

  @Test("converting to another view and back returns the original point")
  func conversionRoundTrip() {
    let (window, rotated, corner) = makeRotatedTree()
    let scroller = View(frame: Rect(x: 300, y: 0, width: 80, height: 80))
    scroller.bounds.origin = Point(x: 13, y: -7)
    scroller.transform = AffineTransform(scaleX: 1.5, y: 0.5)
    window.addSubview(scroller)
    let leaf = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    scroller.addSubview(leaf)
    let point = Point(x: 3.25, y: -8.5)

    let inLeaf = corner.convert(point, to: leaf)
    #expect(isClose(inLeaf, leaf.convert(point, from: corner)))
    #expect(isClose(corner.convert(inLeaf, from: leaf), point, tolerance: 1e-9))
    #expect(isClose(leaf.convert(inLeaf, to: corner), point, tolerance: 1e-9))
    #expect(!isClose(inLeaf, point))
    let inRotated = leaf.convert(point, to: rotated)
    #expect(isClose(rotated.convert(inRotated, to: leaf), point, tolerance: 1e-9))
  }

  @Test("converting from nil reads window coordinates")
  func convertFromWindow() {
    let window = Window(size: Size(width: 300, height: 300))
    let view = View(frame: Rect(x: 100, y: 50, width: 20, height: 20))
    window.addSubview(view)
    #expect(view.convert(Point(x: 105, y: 55), from: nil) == Point(x: 5, y: 5))
    #expect(
      view.convert(Rect(x: 100, y: 50, width: 5, height: 5), from: nil)
        == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(
      view.convert(Rect(x: 1, y: 1, width: 2, height: 2), to: nil)
        == Rect(x: 101, y: 51, width: 2, height: 2))
  }

  // MARK: Hit testing

  @Test("hit testing finds the deepest view under the point")
  func deepestHit() {
    let window = Window(size: Size(width: 300, height: 300))
    let parent = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(parent)
    parent.addSubview(child)
    #expect(window.hitTest(Point(x: 65, y: 65)) === child)
    #expect(window.hitTest(Point(x: 55, y: 55)) === parent)
    #expect(window.hitTest(Point(x: 10, y: 10)) === window)
    #expect(window.hitTest(Point(x: 500, y: 10)) == nil)
  }

  @Test("the front-most of overlapping siblings wins")
  func frontMostSibling() {
    let window = Window(size: Size(width: 300, height: 300))
    let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
    window.bringSubviewToFront(back)
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
  }

  @Test("hidden, nearly transparent and non-interactive views are skipped with their subtrees")
  func skippedViews() {
    let window = Window(size: Size(width: 300, height: 300))
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    let point = Point(x: 10, y: 10)
    #expect(window.hitTest(point) === child)

    child.isHidden = true
    #expect(window.hitTest(point) === parent)
    child.isHidden = false

    child.alpha = 0.009
    #expect(window.hitTest(point) === parent)
    child.alpha = 0.01
    #expect(window.hitTest(point) === child)

    child.isUserInteractionEnabled = false
    #expect(window.hitTest(point) === parent)
    child.isUserInteractionEnabled = true

    parent.isUserInteractionEnabled = false
    #expect(window.hitTest(point) === window)
    parent.isUserInteractionEnabled = true
    parent.isHidden = true
    #expect(window.hitTest(point) === window)
  }

  @Test("a point outside the parent does not reach a child that overflows it")
  func overflowingChild() {
    let window = Window(size: Size(width: 300, height: 300))
    let parent = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let child = View(frame: Rect(x: 80, y: 80, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    #expect(window.hitTest(Point(x: 140, y: 140)) === child)
    #expect(window.hitTest(Point(x: 170, y: 170)) === window)
  }

  @Test("hit testing follows scale and rotation transforms")
  func hitTestingWithTransforms() {
    let window = Window(size: Size(width: 400, height: 400))
    let scaled = View(frame: Rect(x: 300, y: 300, width: 50, height: 50))
    scaled.transform = AffineTransform(scaleX: 2, y: 2)
    window.addSubview(scaled)
    #expect(window.hitTest(Point(x: 280, y: 280)) === scaled)
    #expect(window.hitTest(Point(x: 270, y: 270)) === window)

    let (rotatedWindow, rotated, corner) = makeRotatedTree()
    // Without the rotation the corner view would cover (150, 150)…(160, 160).
    #expect(rotatedWindow.hitTest(Point(x: 245, y: 155)) === corner)
    #expect(rotatedWindow.hitTest(Point(x: 155, y: 155)) === rotated)
  }

  @Test("hit testing follows a scrolled bounds origin")
  func hitTestingScrolled() {
    let window = Window(size: Size(width: 300, height: 300))
    let scroller = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let content = View(frame: Rect(x: 0, y: 30, width: 20, height: 20))
    window.addSubview(scroller)
    scroller.addSubview(content)
    #expect(window.hitTest(Point(x: 5, y: 5)) === scroller)
    scroller.bounds.origin = Point(x: 0, y: 30)
    #expect(window.hitTest(Point(x: 5, y: 5)) === content)
  }

  // MARK: Autoresizing

  @Test("a flexible width takes the whole change of the superview's width")
  func flexibleWidth() {
    let window = Window(size: Size(width: 400, height: 300))
    let view = View(frame: Rect(x: 20, y: 10, width: 200, height: 100))
    view.autoresizingMask = .flexibleWidth
    window.addSubview(view)
    window.resize(to: Size(width: 500, height: 200))
    #expect(view.frame == Rect(x: 20, y: 10, width: 300, height: 100))
  }

  @Test("flexible margins share the change in proportion to their lengths")
  func flexibleMargins() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let view = View(frame: Rect(x: 100, y: 0, width: 100, height: 50))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(view)
    // Left margin 100, right margin 200: of 150 more points, the left gets 50.
    parent.bounds.size = Size(width: 550, height: 400)
    #expect(view.frame == Rect(x: 150, y: 0, width: 100, height: 50))
  }

  @Test("flexible margins and width share the change in proportion to their lengths")
  func flexibleMarginsAndWidth() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let view = View(frame: Rect(x: 100, y: 0, width: 100, height: 50))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    parent.addSubview(view)
    parent.bounds.size = Size(width: 600, height: 400)
    #expect(view.frame == Rect(x: 150, y: 0, width: 150, height: 50))
  }

  @Test("margins of zero length share the change evenly")
  func evenShare() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(view)
    parent.bounds.size = Size(width: 150, height: 100)
    #expect(view.frame == Rect(x: 25, y: 0, width: 100, height: 100))
  }

  @Test("without a flexible left margin the view keeps its distance to the left edge")
  func fixedLeftMargin() {
    let window = Window(size: Size(width: 400, height: 300))
    let pinnedLeft = View(frame: Rect(x: 30, y: 10, width: 50, height: 50))
    pinnedLeft.autoresizingMask = .flexibleRightMargin
    let unmasked = View(frame: Rect(x: 30, y: 70, width: 50, height: 50))
    let pinnedRight = View(frame: Rect(x: 300, y: 130, width: 50, height: 50))
    pinnedRight.autoresizingMask = .flexibleLeftMargin
    for view in [pinnedLeft, unmasked, pinnedRight] { window.addSubview(view) }

    window.resize(to: Size(width: 300, height: 300))

    #expect(pinnedLeft.frame == Rect(x: 30, y: 10, width: 50, height: 50))
    #expect(unmasked.frame == Rect(x: 30, y: 70, width: 50, height: 50))
    #expect(pinnedRight.frame == Rect(x: 200, y: 130, width: 50, height: 50))
  }

  @Test("flexible height and top margin share a vertical change")
  func verticalAutoresizing() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
    let view = View(frame: Rect(x: 0, y: 100, width: 100, height: 100))
    view.autoresizingMask = [.flexibleTopMargin, .flexibleHeight]
    parent.addSubview(view)
    parent.bounds.size = Size(width: 100, height: 200)
    #expect(view.frame == Rect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test("with autoresizesSubviews off, the subviews keep their frames")
  func autoresizingOff() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent.autoresizesSubviews = false
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(view)
    parent.bounds.size = Size(width: 200, height: 200)
    #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("nested autoresizing views follow a window resize down the tree")
  func nestedAutoresizing() {
    let window = Window(size: Size(width: 400, height: 300))
    let panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let footer = View(frame: Rect(x: 0, y: 260, width: 400, height: 40))
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    window.addSubview(panel)
    panel.addSubview(footer)
    window.resize(to: Size(width: 800, height: 600))
    #expect(panel.frame == Rect(x: 0, y: 0, width: 800, height: 600))
    #expect(footer.frame == Rect(x: 0, y: 560, width: 800, height: 40))
  }

  // MARK: Helpers

  /// A 400×400 window holding a 100×100 view centred at (200, 200) turned a quarter clockwise,
  /// with a 10×10 view at the rotated view's top-left corner.
  private func makeRotatedTree() -> (Window, View, View) {
    let window = Window(size: Size(width: 400, height: 400))
    let rotated = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))
    rotated.transform = AffineTransform(rotationAngle: .pi / 2)
    let corner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(rotated)
    rotated.addSubview(corner)
    return (window, rotated, corner)
  }
}
