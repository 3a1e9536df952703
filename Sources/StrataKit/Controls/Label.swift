/// A view that shows text: Strata's `UILabel`.
///
/// The text is laid out in the bounds' width and centred vertically, as `UILabel` does. With
/// ``numberOfLines`` 1 (the default) text that does not fit is truncated at the tail; with 0 it
/// wraps over as many lines as the height allows.
@MainActor
open class Label: View {
  /// The text shown; `nil` shows nothing.
  public var text: String? {
    didSet { if text != oldValue { contentDidChange() } }
  }

  /// The font; defaults to the 17-point system font, as `UILabel`.
  public var font: Font = .system(size: 17) {
    didSet { if font != oldValue { contentDidChange() } }
  }

  /// The colour of the text; defaults to black.
  public var textColor: Color = .black {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }

  /// How lines are placed horizontally; defaults to ``TextAlignment/natural``.
  public var textAlignment: TextAlignment = .natural {
    didSet { if textAlignment != oldValue { setNeedsDisplay() } }
  }

  /// The most lines to show; 0 means as many as fit. Defaults to 1.
  public var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 0 }
      if numberOfLines != oldValue { contentDidChange() }
    }
  }

  /// How text that does not fit wraps or is cut; defaults to
  /// ``LineBreakMode/byTruncatingTail``.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { contentDidChange() } }
  }

  /// Creates a label with the given frame and text.
  public init(frame: Rect = .zero, text: String? = nil) {
    self.text = text
    super.init(frame: frame)
  }

  // MARK: Accessibility

  /// A label with text is an element: static text read as its text.
  open override var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? !(text ?? "").isEmpty }
    set { super.isAccessibilityElement = newValue }
  }

  /// The label's text unless set.
  open override var accessibilityLabel: String? {
    get { accessibilitySettings.label ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// ``AccessibilityTraits/staticText`` unless set.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilitySettings.traits ?? .staticText }
    set { super.accessibilityTraits = newValue }
  }

  /// The size the text needs within `size`: its width is limited by `size.width` when that is
  /// positive, and the lines by ``numberOfLines``.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard let text, !text.isEmpty else { return .zero }
    let width = size.width > 0 && size.width.isFinite ? size.width : nil
    let measured = textSystem.measure(
      text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }

  /// Records the text, laid out in the bounds and centred vertically.
  open override func draw(in context: DrawingContext) {
    guard let text, !text.isEmpty else { return }
    let bounds = context.bounds
    let measured = context.textSystem.measure(
      text, font: font, width: bounds.width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    let height = min(measured.height, bounds.height)
    let frame = Rect(
      x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(.down),
      width: bounds.width, height: height)
    context.draw(
      TextRun(
        text: text, font: font, color: textColor, frame: frame, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode, alignment: resolvedAlignment))
  }

  /// The alignment with ``TextAlignment/natural`` resolved through the layout direction of
  /// the window.
  var resolvedAlignment: TextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return window?.layoutDirection == .rightToLeft ? .right : .left
  }

  private func contentDidChange() {
    setNeedsDisplay()
    superview?.setNeedsLayout()
  }
}
