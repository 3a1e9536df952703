import StrataKit
import StrataTesting
import Testing

/// Geometry with NaN or infinity is ignored with a diagnostic: the property keeps its value
/// and the layout around it stays finite.
@Suite("Non-finite geometry is ignored with a diagnostic", .strictDiagnostics)
@MainActor
struct NonFiniteGeometryTests {
  static let frame = Rect(x: 10, y: 20, width: 100, height: 50)

  @Test(
    "a frame with NaN or infinity keeps the old frame",
    arguments: [
      Rect(x: .nan, y: 0, width: 10, height: 10),
      Rect(x: 0, y: 0, width: .infinity, height: 10),
      Rect(x: 0, y: 0, width: -.infinity, height: 10),
      Rect(x: 0, y: -.infinity, width: 10, height: 10),
      Rect(x: 0, y: 0, width: 10, height: .nan),
    ])
  func frame(_ bad: Rect) {
    let view = View(frame: Self.frame)
    expectDiagnostic(containing: "View.frame: ignored") { view.frame = bad }
    #expect(view.frame == Self.frame)
    #expect(view.center == Point(x: 60, y: 45))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("Rect.null as a frame (zero bounds inset past their size) is ignored, and says so")
  func nullFrame() {
    let view = View(frame: Self.frame)
    let inset = View().bounds.insetBy(dx: 20, dy: 20)
    #expect(inset == .null)
    expectDiagnostic(containing: "View.frame: ignored the null rectangle") { view.frame = inset }
    #expect(view.frame == Self.frame)
  }

  @Test("bounds with NaN or infinity keep the old bounds")
  func bounds() {
    let view = View(frame: Self.frame)
    view.bounds.origin = Point(x: 5, y: 5)
    expectDiagnostic(containing: "View.bounds: ignored") { view.bounds.size.width = .nan }
    expectDiagnostic(containing: "View.bounds") { view.bounds.origin.y = .infinity }
    expectDiagnostic(containing: "View.bounds") { view.bounds = .null }
    #expect(view.bounds == Rect(x: 5, y: 5, width: 100, height: 50))
    #expect(view.frame == Self.frame)
  }

  @Test("a centre with NaN or infinity keeps the old centre")
  func center() {
    let view = View(frame: Self.frame)
    expectDiagnostic(containing: "View.center: ignored (nan, 3)") {
      view.center = Point(x: .nan, y: 3)
    }
    expectDiagnostic(containing: "it stays (60, 45)") { view.center.y = -.infinity }
    #expect(view.center == Point(x: 60, y: 45))
  }

  @Test("a transform with NaN or infinity keeps the old transform")
  func transform() {
    let view = View(frame: Self.frame)
    let turn = AffineTransform(rotationAngle: 0.5)
    view.transform = turn
    expectDiagnostic(containing: "View.transform: ignored") {
      view.transform = AffineTransform(scaleX: .infinity, y: 1)
    }
    expectDiagnostic(containing: "View.transform") {
      view.transform = AffineTransform(translationX: 0, y: .nan)
    }
    #expect(view.transform == turn)
    #expect(view.frame.isFinite)
  }

  @Test("alpha of NaN or infinity keeps the old alpha; finite values are still clamped")
  func alpha() {
    let view = View()
    view.alpha = 0.4
    expectDiagnostic(containing: "View.alpha: ignored nan") { view.alpha = .nan }
    expectDiagnostic(containing: "View.alpha: ignored inf") { view.alpha = .infinity }
    expectDiagnostic(containing: "View.alpha: ignored -inf") { view.alpha = -.infinity }
    #expect(view.alpha == 0.4)
    view.alpha = 7
    #expect(view.alpha == 1)
  }

  @Test("a view made with a non-finite frame starts at zero")
  func initialFrame() {
    let view = expectDiagnostic(containing: "View.frame") {
      View(frame: Rect(x: 0, y: 0, width: .nan, height: 4))
    }
    #expect(view.frame == .zero)
    let null = expectDiagnostic(containing: "View.frame: ignored the null") { View(frame: .null) }
    #expect(null.frame == .zero)
  }

  @Test("the diagnostic names the subclass")
  func subclassName() {
    let label = Label()
    expectDiagnostic(containing: "Label.center") { label.center.x = .nan }
  }

  @Test("a scroll view ignores a non-finite content offset, size or inset")
  func scrollView() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 400)
    scroll.contentInset = EdgeInsets(all: 4)
    scroll.contentOffset = Point(x: 0, y: 50)
    expectDiagnostic(containing: "ScrollView.contentOffset: ignored (0, nan)") {
      scroll.contentOffset = Point(x: 0, y: .nan)
    }
    expectDiagnostic(containing: "ScrollView.contentOffset") {
      scroll.setContentOffset(Point(x: .infinity, y: 0), animated: true)
    }
    expectDiagnostic(containing: "ScrollView.contentSize") {
      scroll.contentSize.height = .infinity
    }
    expectDiagnostic(containing: "ScrollView.contentInset") { scroll.contentInset.top = .nan }
    #expect(scroll.contentOffset == Point(x: 0, y: 50))
    #expect(scroll.contentSize == Size(width: 100, height: 400))
    #expect(scroll.contentInset == EdgeInsets(all: 4))
    #expect(scroll.maximumContentOffset == Point(x: 4, y: 304))
  }

  @Test("an animated non-finite change animates nothing, and the layout stays finite")
  func layoutStaysFinite() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 300, height: 200))
    let panel = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 280, height: 180))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.view.addSubview(panel)
    panel.addSubview(child)
    host.render()

    expectDiagnostic(containing: "View.frame") {
      View.animate(withDuration: 0.3) {
        panel.frame = Rect(x: 0, y: 0, width: .nan, height: 200)
      }
    }
    #expect(!host.window.hasAnimationsInFlight)
    host.advance(by: 0.1)
    #expect(panel.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(child.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    #expect(panel.presentation.bounds.isFinite)
    #expect(child.presentation.center.isFinite)
  }

  @Test("a window ignores a resize to a size that is not finite, or to a bad scale")
  func windowResize() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 300, height: 200))
    expectDiagnostic(containing: "Window.resize(to:): ignored nan×200") {
      host.resize(to: Size(width: .nan, height: 200))
    }
    expectDiagnostic(containing: "ignored the scale inf") {
      host.window.resize(to: Size(width: 320, height: 200), scale: .infinity)
    }
    #expect(host.window.bounds.size == Size(width: 320, height: 200))
    #expect(host.window.scale == 1)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test("geometry values say whether they are finite")
  func finiteness() {
    #expect(Point(x: 1, y: 2).isFinite)
    #expect(!Point(x: .nan, y: 2).isFinite)
    #expect(!Size(width: 1, height: .infinity).isFinite)
    #expect(!Rect.null.isFinite)
    #expect(Rect.zero.isFinite)
    #expect(AffineTransform.identity.isFinite)
    #expect(!AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: .nan).isFinite)
    #expect(!EdgeInsets(bottom: -.infinity).isFinite)
    #expect(AffineTransform(translationX: 1.5, y: 2).description == "[1, 0, 0, 1, 1.5, 2]")
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "(1, 2, 3, 4)")
  }
}
