import StrataKit
import StrataTesting
import Testing

/// A view that records one green square and counts how often it is asked to draw.
@MainActor
private final class CountingView: View {
  private(set) var drawCount = 0

  override func draw(in context: DrawingContext) {
    drawCount += 1
    context.fill(Rect(x: 1, y: 2, width: 3, height: 4), color: .green)
  }
}

@Suite("Window rendering: the display list", .strictDiagnostics)
@MainActor
struct WindowRenderTests {
  @Test("an empty window fills its bounds with white")
  func emptyWindow() {
    let window = Window(size: Size(width: 200, height: 100))
    #expect(window.render().description == "fillRect (0, 0, 200×100) rgba(1, 1, 1, 1)")
  }

  @Test("a view draws its background and a border inset by half its width, inside its translation")
  func backgroundAndBorder() {
    let window = Window(size: Size(width: 200, height: 100))
    let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    card.backgroundColor = .red
    card.borderWidth = 2
    card.borderColor = .black
    card.cornerRadius = 6
    window.addSubview(card)

    let list = window.render()

    #expect(
      list.description == """
        fillRect (0, 0, 200×100) rgba(1, 1, 1, 1)
        pushTransform translate(10, 20)
          fillRect (0, 0, 100×50) radius 6 rgba(1, 0, 0, 1)
          strokeRect (1, 1, 98×48) radius 5 rgba(0, 0, 0, 1) width 2
        pop
        """)
    #expect(list.isBalanced)
  }

  @Test("a clipping view pushes its clip around its drawing and subviews")
  func clipping() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    card.backgroundColor = .red
    card.cornerRadius = 6
    card.clipsToBounds = true
    let badge = View(frame: Rect(x: -10, y: -10, width: 30, height: 30))
    badge.backgroundColor = .blue
    window.addSubview(card)
    card.addSubview(badge)

    let list = window.render()

    #expect(
      list.description == """
        pushTransform translate(10, 20)
          pushClip (0, 0, 100×50) radius 6
            fillRect (0, 0, 100×50) radius 6 rgba(1, 0, 0, 1)
            pushTransform translate(-10, -10)
              fillRect (0, 0, 30×30) rgba(0, 0, 1, 1)
            pop
          pop
        pop
        """)
    #expect(list.isBalanced)
  }

  @Test("a shadow is drawn first, and only when the view does not clip")
  func shadow() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    card.backgroundColor = .white
    card.cornerRadius = 4
    card.shadow = Shadow(opacity: 0.5, radius: 8, offset: Size(width: 0, height: 2))
    window.addSubview(card)

    #expect(
      window.render().description == """
        pushTransform translate(10, 20)
          shadow (0, 0, 100×50) radius 4 rgba(0, 0, 0, 1) opacity 0.5 blur 8 offset 0×2
          fillRect (0, 0, 100×50) radius 4 rgba(1, 1, 1, 1)
        pop
        """)

    card.clipsToBounds = true
    #expect(
      window.render().description == """
        pushTransform translate(10, 20)
          pushClip (0, 0, 100×50) radius 4
            fillRect (0, 0, 100×50) radius 4 rgba(1, 1, 1, 1)
          pop
        pop
        """)
  }

  @Test("a translucent view with one drawing fades that drawing directly")
  func singleDrawingFades() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    card.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    card.alpha = 0.5
    window.addSubview(card)

    #expect(window.render().description == "fillRect (0, 0, 100×50) rgba(1, 0, 0, 0.25)")
  }

  @Test("a translucent view with more than one drawing becomes an opacity group")
  func opacityGroup() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    card.backgroundColor = .red
    card.alpha = 0.5
    let inner = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    inner.backgroundColor = .blue
    window.addSubview(card)
    card.addSubview(inner)

    let list = window.render()

    #expect(
      list.description == """
        pushOpacity 0.5
          fillRect (0, 0, 100×50) rgba(1, 0, 0, 1)
          pushTransform translate(10, 10)
            fillRect (0, 0, 20×20) rgba(0, 0, 1, 1)
          pop
        pop
        """)
    #expect(list.isBalanced)

    inner.removeFromSuperview()
    card.borderWidth = 1
    #expect(
      window.render().description == """
        pushOpacity 0.5
          fillRect (0, 0, 100×50) rgba(1, 0, 0, 1)
          strokeRect (0.5, 0.5, 99×49) rgba(0, 0, 0, 1) width 1
        pop
        """)
  }

  @Test("hidden and fully transparent views are skipped with their subviews")
  func hiddenViewsSkipped() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    let inside = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    inside.backgroundColor = .blue
    hidden.addSubview(inside)
    let transparent = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    transparent.backgroundColor = .red
    transparent.alpha = 0
    let visible = View(frame: Rect(x: 40, y: 0, width: 10, height: 10))
    visible.backgroundColor = .green
    for view in [hidden, transparent, visible] { window.addSubview(view) }

    #expect(
      window.render().description == """
        pushTransform translate(40, 0)
          fillRect (0, 0, 10×10) rgba(0, 1, 0, 1)
        pop
        """)
  }

  @Test("a view with nothing to draw and no subviews adds nothing to the list")
  func emptyViewsAddNothing() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let empty = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    empty.alpha = 0.5
    empty.clipsToBounds = true
    window.addSubview(empty)
    #expect(window.render().commands.isEmpty)
    empty.backgroundColor = .red
    #expect(!window.render().commands.isEmpty)
  }

  @Test("transforms become the view's matrix about its centre; a bounds origin scrolls the content")
  func transforms() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let moved = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    moved.backgroundColor = .red
    moved.transform = AffineTransform(translationX: 5, y: 0)
    window.addSubview(moved)
    #expect(
      window.render().description == """
        pushTransform translate(15, 20)
          fillRect (0, 0, 100×50) rgba(1, 0, 0, 1)
        pop
        """)

    moved.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(
      window.render().commands.first
        == .pushTransform(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -40, ty: -5)))
    #expect(window.render().description.hasPrefix("pushTransform matrix(2, 0, 0, 2, -40, -5)"))

    moved.transform = .identity
    moved.bounds.origin = Point(x: 0, y: 30)
    #expect(
      window.render().description == """
        pushTransform translate(10, -10)
          fillRect (0, 30, 100×50) rgba(1, 0, 0, 1)
        pop
        """)
  }

  @Test("isBalanced checks that every push has its pop, in order")
  func balance() {
    #expect(DisplayList().isBalanced)
    #expect(DisplayList(commands: [.pushOpacity(0.5), .pop]).isBalanced)
    #expect(!DisplayList(commands: [.pushClip(.zero, cornerRadius: 0)]).isBalanced)
    #expect(!DisplayList(commands: [.pop, .pushOpacity(0.5)]).isBalanced)
    let list = DisplayList(commands: [
      .pushOpacity(0.5), .fillRect(.zero, cornerRadius: 0, color: .red), .pop,
    ])
    #expect(list.drawingCommands == [.fillRect(.zero, cornerRadius: 0, color: .red)])
  }

  @Test("a view's content is recorded once and reused until setNeedsDisplay")
  func contentCaching() {
    let window = Window(size: Size(width: 200, height: 100))
    window.backgroundColor = nil
    let view = CountingView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(view)

    let first = window.render()
    #expect(window.lastRenderRecordedViewCount == 2)
    #expect(
      first.description == """
        pushTransform translate(10, 10)
          fillRect (1, 2, 3×4) rgba(0, 1, 0, 1)
        pop
        """)
    let second = window.render()
    _ = window.render()
    #expect(view.drawCount == 1)
    #expect(window.lastRenderRecordedViewCount == 0)
    #expect(second == first)

    view.setNeedsDisplay()
    _ = window.render()
    #expect(view.drawCount == 2)
    #expect(window.lastRenderRecordedViewCount == 1)

    view.center = Point(x: 100, y: 50)
    _ = window.render()
    #expect(view.drawCount == 2)

    view.bounds.size = Size(width: 60, height: 60)
    _ = window.render()
    #expect(view.drawCount == 3)
  }

  @Test("a hidden view is not asked to draw")
  func hiddenNotDrawn() {
    let window = Window(size: Size(width: 200, height: 100))
    let view = CountingView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    view.isHidden = true
    window.addSubview(view)
    _ = window.render()
    #expect(view.drawCount == 0)
    #expect(window.lastRenderRecordedViewCount == 1)
  }

  @Test("rendering clears needsRender; a visible change sets it again")
  func needsRender() {
    let window = Window(size: Size(width: 200, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    #expect(window.needsRender)
    _ = window.render()
    #expect(!window.needsRender)
    view.backgroundColor = .red
    #expect(window.needsRender)
    _ = window.render()
    view.backgroundColor = .red
    #expect(!window.needsRender)
  }
}
