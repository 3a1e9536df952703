extension TextField {
  /// The text shown: the committed text with the composition in place of the selection, as
  /// "•" per character in a secure field.
  var displayString: String {
    var shown = storage
    if let marked = markedState {
      let range = selectedRange
      let start = shown.index(shown.startIndex, offsetBy: range.lowerBound)
      let end = shown.index(start, offsetBy: range.count)
      shown.replaceSubrange(start..<end, with: marked.text)
    }
    return isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
  }

  /// The layout of `string` in the field's font, from the field's cache when it is the one
  /// shown.
  func lineLayout(of string: String) -> TextLineLayout {
    let system = textSystem
    let identifier = ObjectIdentifier(system)
    if let cached = cachedLayout, cached.text == string, cached.font == font,
      cached.system == identifier
    {
      return cached.layout
    }
    let layout = system.lineLayout(of: string, font: font)
    cachedLayout = (string, font, identifier, layout)
    return layout
  }

  /// The layout of the text shown (with any composition).
  func shownLayout() -> TextLineLayout { lineLayout(of: displayString) }

  /// The layout of the committed text, which clicks and arrows work in.
  func committedLayout() -> TextLineLayout {
    lineLayout(of: isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage)
  }

  /// Where the caret is in the text shown, in characters.
  var shownCaretIndex: Int {
    if let marked = markedState { return selectedRange.lowerBound + marked.caret }
    return caretIndex
  }

  /// The space between the bounds and the text, in points: 7 at the sides and 4 above and
  /// below with a rounded border, none without.
  var textInsets: EdgeInsets {
    borderStyle == .roundedRect ? EdgeInsets(top: 4, left: 7, bottom: 4, right: 7) : .zero
  }

  /// Whether the clear button shows for `editing`, text aside.
  func clearButtonShows(forEditing editing: Bool) -> Bool {
    switch clearButtonMode {
    case .never: false
    case .always: true
    case .whileEditing: editing
    case .unlessEditing: !editing
    }
  }

  /// The clear button's square in the bounds, at the trailing end, while it shows (there is
  /// text and ``clearButtonMode`` says so); `nil` otherwise.
  var clearButtonRect: Rect? {
    guard !storage.isEmpty, clearButtonShows(forEditing: editingActive) else { return nil }
    let size = Self.clearButtonSize
    let insets = textInsets
    let y = (bounds.midY - size / 2).rounded(.down)
    let x =
      window?.layoutDirection == .rightToLeft
      ? bounds.minX + insets.left : bounds.maxX - insets.right - size
    return Rect(x: x, y: y, width: size, height: size)
  }

  /// The part of the bounds the text shows in: inside the insets, beside the clear button.
  var textRect: Rect {
    var rect = bounds.inset(by: textInsets)
    if let clear = clearButtonRect {
      if clear.minX <= rect.minX {
        rect = Rect(
          x: clear.maxX + 4, y: rect.minY, width: rect.maxX - clear.maxX - 4,
          height: rect.height)
      } else {
        rect.size.width = clear.minX - 4 - rect.minX
      }
    }
    return rect.isNull || rect.width < 0 ? Rect(origin: bounds.origin, size: .zero) : rect
  }

  /// Where `layout`'s left edge and top go in the bounds: aligned as ``textAlignment`` says
  /// when the text fits, scrolled by the offset that keeps the caret in sight when not;
  /// centred vertically.
  func textOrigin(for layout: TextLineLayout) -> Point {
    let rect = textRect
    let y = (rect.midY - layout.height / 2).rounded(.down)
    let room = rect.width - Self.caretWidth
    guard layout.width <= room else { return Point(x: rect.minX - scrollOffset, y: y) }
    var alignment = textAlignment
    if alignment == .natural {
      let rightToLeft =
        layout.characterCount > 0
        ? layout.isRightToLeft : window?.layoutDirection == .rightToLeft
      alignment = rightToLeft ? .right : .left
    }
    switch alignment {
    case .left, .natural: return Point(x: rect.minX, y: y)
    case .center: return Point(x: rect.minX + ((room - layout.width) / 2).rounded(), y: y)
    case .right: return Point(x: rect.minX + room - layout.width, y: y)
    }
  }

  /// Scrolls the text to keep the caret in sight and places the caret view.
  func updateCaret() {
    let layout = shownLayout()
    let rect = textRect
    let room = rect.width - Self.caretWidth
    let caretX = layout.caretX(at: shownCaretIndex)
    if layout.width <= room {
      scrollOffset = 0
    } else {
      if caretX < scrollOffset { scrollOffset = caretX }
      if caretX > scrollOffset + room { scrollOffset = caretX - room }
      scrollOffset = min(max(0, scrollOffset), layout.width - room)
    }
    let origin = textOrigin(for: layout)
    let x = min(max(rect.minX, (origin.x + caretX).rounded()), max(rect.minX, rect.maxX - 2))
    caretView.frame = Rect(x: x, y: origin.y, width: Self.caretWidth, height: layout.height)
    caretView.color = window?.tintColor ?? .systemBlue
    updateCaretVisibility()
  }

  /// Draws the border, the placeholder or the text with its selection and the composition's
  /// underline, and the clear button.
  func drawContent(in context: DrawingContext) {
    let bounds = context.bounds
    if borderStyle == .roundedRect {
      context.fill(bounds, color: .white, cornerRadius: 5)
      context.stroke(
        bounds.insetBy(dx: 0.5, dy: 0.5), color: Color(white: 0.75), lineWidth: 1,
        cornerRadius: 5)
    }
    let rect = textRect
    context.withClip(rect) {
      if storage.isEmpty, markedState == nil {
        guard let placeholder, !placeholder.isEmpty else { return }
        let layout = context.textSystem.lineLayout(of: placeholder, font: font)
        drawRun(placeholder, layout: layout, color: placeholderColor, in: context)
        return
      }
      let layout = shownLayout()
      let origin = textOrigin(for: layout)
      let range = selectedRange
      if editingActive, markedState == nil, !range.isEmpty {
        let highlight = (window?.tintColor ?? .systemBlue).withAlphaComponent(0.3)
        for extent in layout.selectionExtents(from: range.lowerBound, to: range.upperBound) {
          context.fill(
            Rect(
              x: origin.x + extent.minX, y: origin.y, width: extent.maxX - extent.minX,
              height: layout.height), color: highlight)
        }
      }
      let color = isEnabled ? textColor : textColor.withAlphaComponent(textColor.alpha * 0.5)
      drawRun(displayString, layout: layout, color: color, in: context)
      if let marked = markedState {
        let start = range.lowerBound
        let extents = layout.selectionExtents(from: start, to: start + marked.text.count)
        for extent in extents {
          context.fill(
            Rect(
              x: origin.x + extent.minX, y: origin.y + layout.height - 1,
              width: extent.maxX - extent.minX, height: 1), color: color)
        }
      }
    }
    if let clear = clearButtonRect {
      context.fill(Path(ellipseIn: clear), color: Color(white: 0.7))
      let cross = clear.insetBy(dx: clear.width * 0.32, dy: clear.height * 0.32)
      var path = Path()
      path.move(to: Point(x: cross.minX, y: cross.minY))
      path.addLine(to: Point(x: cross.maxX, y: cross.maxY))
      path.move(to: Point(x: cross.maxX, y: cross.minY))
      path.addLine(to: Point(x: cross.minX, y: cross.maxY))
      context.stroke(path, color: .white, lineWidth: 1.5)
    }
  }

  /// Records `string`, laid out as `layout`, at its place in the field.
  private func drawRun(
    _ string: String, layout: TextLineLayout, color: Color, in context: DrawingContext
  ) {
    let origin = textOrigin(for: layout)
    context.draw(
      TextRun(
        text: string, font: font, color: color,
        frame: Rect(
          x: origin.x, y: origin.y, width: layout.width + font.pointSize, height: layout.height),
        numberOfLines: 1, lineBreakMode: .byClipping, alignment: .left))
  }
}
