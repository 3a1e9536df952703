/// One line of editable text: Strata's `UITextField`.
///
/// A click (or Tab) makes the field first responder and it shows its caret, which blinks while
/// the field is focused and stays solid after ``caretBlinkDuration`` without input, so a window
/// at rest draws nothing. It edits as a desktop entry does: click to place the caret, drag or
/// Shift+arrows to select, double-click for a word, Ctrl+A, Home/End, Ctrl+Left/Right by word,
/// Backspace/Delete by character (a grapheme cluster: "é" made of e and a combining accent, or
/// a family emoji, deletes whole), Ctrl+Z and Ctrl+Shift+Z to undo and redo typing, and
/// Ctrl+C/X/V through the window's ``Window/clipboard``. Text arrives as ``TextInputEvent``s
/// (committed, or composed by an input method and shown underlined until committed); code and
/// tests type with ``insertText(_:)`` and ``deleteBackward()``, as with `UIKeyInput`.
///
/// Text is laid out by the window's ``TextSystem`` (``TextSystem/lineLayout(of:font:)``), so
/// right-to-left and mixed text place the caret as the text system does, and the arrows move
/// it on screen. Text that does not fit scrolls to keep the caret in sight. The text survives
/// state restoration of the controller that shows the field when it has a
/// ``restorationIdentifier`` (see ``encodeRestorableState(with:)``).
///
/// | UIKit | Strata |
/// | --- | --- |
/// | `text`, `placeholder`, `font`, `textColor`, `textAlignment` | the same |
/// | `isSecureTextEntry`, `clearButtonMode`, `borderStyle` | the same |
/// | `addTarget(_:action:for: .editingChanged)` | ``editingChanged`` |
/// | `selectedTextRange` | ``selectedRange`` (in characters) |
/// | `markedTextRange` | ``markedText`` |
/// | `UIKeyInput` | ``insertText(_:)``, ``deleteBackward()``, ``hasText`` |
@MainActor
open class TextField: View {
  /// When an accessory (the clear button) shows, as `UITextField.ViewMode`.
  public enum ViewMode: String, Sendable, Hashable, Codable {
    /// Never.
    case never
    /// While the field is being edited.
    case whileEditing
    /// While the field is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// How the field's edge is drawn, as `UITextField.BorderStyle`.
  public enum BorderStyle: String, Sendable, Hashable, Codable {
    /// No border and no background: the text sits on what is behind.
    case none
    /// A rounded grey border on a white background, with the text inset 7 points.
    case roundedRect
  }

  /// How long the caret blinks after the last input before it stays solid, in seconds: 10,
  /// GTK's default (`gtk-cursor-blink-timeout`).
  public static let caretBlinkDuration = 10.0
  /// How long the caret shows, then hides, in each blink, in seconds: 0.5.
  public static let caretBlinkHalfPeriod = 0.5
  /// The width of the caret, in points: 2.
  public static let caretWidth = 2.0
  /// The side of the clear button's square, in points: 19.
  public static let clearButtonSize = 19.0
  /// The longest pause between two clicks of a double-click, in seconds: 0.4.
  public static let multipleClickInterval = 0.4

  /// The text; setting it replaces the text without asking the ``delegate`` or sending
  /// ``editingChanged``, puts the caret at its end, ends any composition and forgets the
  /// undo history, as in UIKit. Line breaks become spaces and other control characters are
  /// dropped: the field holds one line.
  public var text: String {
    get { storage }
    set {
      let clean = Self.singleLine(newValue)
      markedState = nil
      history = TextEditingHistory()
      guard clean != storage || selectionAnchor != clean.count || caretIndex != clean.count
      else { return }
      storage = clean
      selectionAnchor = clean.count
      caretIndex = clean.count
      contentDidChange()
    }
  }

  /// The grey text shown while the field is empty; `nil` shows nothing.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }

  /// The font; defaults to the 17-point system font, as `UITextField`.
  public var font: Font = .system(size: 17) {
    didSet { if font != oldValue { contentDidChange() } }
  }

  /// The colour of the text; defaults to black.
  public var textColor: Color = .black {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }

  /// The colour of the placeholder; defaults to a light grey.
  public var placeholderColor: Color = Color(white: 0.7) {
    didSet { if placeholderColor != oldValue { setNeedsDisplay() } }
  }

  /// How text that fits is placed; defaults to ``TextAlignment/natural`` (the direction of the
  /// text, or of the window while empty). Text that does not fit scrolls instead.
  public var textAlignment: TextAlignment = .natural {
    didSet { if textAlignment != oldValue { contentDidChange() } }
  }

  /// Whether the field hides its text, drawing "•" per character, as a password field; it
  /// refuses to copy or cut then. Defaults to false.
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
  }

  /// When the clear button shows; defaults to ``ViewMode/never``, as in UIKit. It shows only
  /// while there is text.
  public var clearButtonMode: ViewMode = .never {
    didSet { if clearButtonMode != oldValue { contentDidChange() } }
  }

  /// The field's edge; defaults to ``BorderStyle/none``, as in UIKit.
  public var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { contentDidChange() } }
  }

  /// Whether the field takes the focus and edits; defaults to true. A disabled field that
  /// is editing stops.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled, isFirstResponder { resignFirstResponder() }
      setNeedsDisplay()
    }
  }

  /// The delegate asked before editing begins, before each change and on Return; held
  /// weakly.
  public weak var delegate: (any TextFieldDelegate)?

  /// Called with the field after every change a person (or ``insertText(_:)``,
  /// ``deleteBackward()``, a paste, an undo) made to the text: UIKit's `.editingChanged`
  /// event. Setting ``text`` does not call it.
  public var editingChanged: ((TextField) -> Void)?

  /// The identifier under which the field's text is archived with the state of the
  /// controller that shows it (see ``encodeRestorableState(with:)``); `nil` (the default)
  /// archives nothing, as in UIKit.
  public var restorationIdentifier: String?

  /// The committed text (without the composition).
  var storage = ""
  /// The end of the selection that stays put while Shift extends it, in characters.
  var selectionAnchor = 0
  /// The end of the selection that moves: where the caret is, in characters.
  var caretIndex = 0
  /// The text an input method composes, and its caret in characters; `nil` while none.
  var markedState: (text: String, caret: Int)?
  /// The undo and redo steps.
  var history = TextEditingHistory()
  /// How far the text is scrolled left to keep the caret in sight, in points.
  var scrollOffset = 0.0
  /// The layout of the text shown, and what it was made for.
  var cachedLayout: (text: String, font: Font, system: ObjectIdentifier, layout: TextLineLayout)?
  /// The caret, a subview so that its blinking damages its rectangle alone.
  let caretView = TextCaretView()
  /// What the pointer is doing in the field.
  var pointerState = PointerState()
  /// The blink: when it started, and the timer of its next step (the window rests between
  /// steps).
  var blinkStart = 0.0
  var blinkTimer: FrameTimer?
  /// Whether editing began and has not ended.
  var editingActive = false
  /// Whether the caret is in the shown half of its blink.
  var caretBlinkOn = true

  /// Creates a text field with the given frame and text.
  public init(frame: Rect = .zero, text: String = "") {
    super.init(frame: frame)
    storage = Self.singleLine(text)
    selectionAnchor = storage.count
    caretIndex = storage.count
    caretView.isUserInteractionEnabled = false
    addSubview(caretView)
  }

  // MARK: Accessibility

  /// A text field is an element: an editable text entry.
  open override var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The placeholder unless set.
  open override var accessibilityLabel: String? {
    get { accessibilitySettings.label ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }

  /// The text (a bullet for each character of secure entry) unless set.
  open override var accessibilityValue: String? {
    get {
      if let value = accessibilitySettings.value { return value }
      return isSecureTextEntry ? String(repeating: "•", count: storage.count) : text
    }
    set { super.accessibilityValue = newValue }
  }

  /// ``AccessibilityTraits/notEnabled`` while disabled, unless set.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilitySettings.traits ?? (isEnabled ? [] : .notEnabled) }
    set { super.accessibilityTraits = newValue }
  }

  /// Begins editing, as a click does.
  open override func accessibilityActivate() -> Bool {
    isEnabled && becomeFirstResponder()
  }

  /// Whether the field is first responder and edits.
  public var isEditing: Bool { isFirstResponder }

  /// The selected characters, as offsets in characters (grapheme clusters) into ``text``; an
  /// empty range is the caret. Setting it clamps the range to the text, puts the caret at its
  /// upper end and ends any composition.
  public var selectedRange: Range<Int> {
    get { min(selectionAnchor, caretIndex)..<max(selectionAnchor, caretIndex) }
    set {
      let count = storage.count
      let lower = min(max(0, newValue.lowerBound), count)
      let upper = min(max(0, newValue.upperBound), count)
      markedState = nil
      setSelection(anchor: lower, caret: upper)
    }
  }

  /// The text the selection covers; empty for a caret.
  public var selectedText: String {
    let range = selectedRange
    return String(Array(storage)[range])
  }

  /// The text an input method is composing, shown underlined at the caret; `nil` while
  /// nothing is composed.
  public var markedText: String? { markedState?.text }

  /// The field takes the focus while enabled.
  open override var canBecomeFocused: Bool { isEnabled }

  /// Becomes first responder when the ``delegate`` allows it
  /// (``TextFieldDelegate/textFieldShouldBeginEditing(_:)``); editing begins then: the
  /// delegate hears ``TextFieldDelegate/textFieldDidBeginEditing(_:)`` and the caret shows.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    return super.becomeFirstResponder() && isFirstResponder
  }

  /// Gives up first-responder status when the ``delegate`` allows it
  /// (``TextFieldDelegate/textFieldShouldEndEditing(_:)``, not asked of a disabled field);
  /// editing ends then: a composition is committed and the delegate hears
  /// ``TextFieldDelegate/textFieldDidEndEditing(_:)``. Focus taken by another view (a click,
  /// Tab) ends editing without asking.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEnabled, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
    return super.resignFirstResponder()
  }

  /// Edits as the key says (see ``takesKeyBeforeCommands(_:)``); keys that type text do
  /// nothing here, their text comes as a ``TextInputEvent``. Other keys go up the responder
  /// chain.
  open override func pressesBegan(_ event: KeyEvent) {
    if !handleKeyDown(event) { super.pressesBegan(event) }
  }

  /// Keys the field took going down end here; others go up the responder chain.
  open override func pressesEnded(_ event: KeyEvent) {
    if !tookKey(of: event) { super.pressesEnded(event) }
  }

  /// A press places the caret where it lands (Shift extends the selection to it), a second
  /// press soon after at the same place selects the word, a third the whole line; a press on
  /// the clear button starts clearing. The press made the field first responder already (see
  /// `Window`); a field that refused it passes the press on. The focus ring shows, as on a
  /// desktop entry.
  open override func pointerBegan(_ event: PointerEvent) {
    if !trackingBegan(event) { super.pointerBegan(event) }
  }

  /// Dragging extends the selection from where the press placed the caret.
  open override func pointerMoved(_ event: PointerEvent) {
    if !trackingMoved(event) { super.pointerMoved(event) }
  }

  /// Ends the drag; a press on the clear button that lifts on it clears the field (when the
  /// ``delegate`` allows, through ``TextFieldDelegate/textFieldShouldClear(_:)`` and the
  /// change check).
  open override func pointerEnded(_ event: PointerEvent) {
    if !trackingEnded(event) { super.pointerEnded(event) }
  }

  /// Ends the drag or the clear button's press without clearing.
  open override func pointerCancelled(_ event: PointerEvent) {
    if !trackingCancelled(event) { super.pointerCancelled(event) }
  }

  /// Draws the border, the placeholder or the text with its selection and the composition's
  /// underline, and the clear button.
  open override func draw(in context: DrawingContext) {
    drawContent(in: context)
  }

  /// Places the caret, the clear button and the scroll offset for the current text.
  open override func layoutSubviews() {
    updateCaret()
  }

  /// A field as tall as a line of its font (plus its border's insets) and as wide as its
  /// text or placeholder.
  open override func sizeThatFits(_ size: Size) -> Size {
    let layout = textSystem.lineLayout(
      of: storage.isEmpty ? (placeholder ?? "") : displayString, font: font)
    let insets = textInsets
    var width = layout.width.rounded(.up) + insets.horizontal + Self.caretWidth
    if clearButtonShows(forEditing: true) { width += Self.clearButtonSize + 4 }
    return Size(width: width, height: (layout.height + insets.vertical).rounded(.up))
  }

  /// Ends editing when the field leaves its window, as a focused view that leaves does.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    cachedLayout = nil
    firstResponderDidChange()
    setNeedsLayout()
  }

  /// Sends the change to the ``editingChanged`` closure and the delegate.
  func sendEditingChanged() {
    editingChanged?(self)
    delegate?.textFieldDidChange(self)
  }

  /// Lays out and draws again after the text, the selection or an attribute changed.
  func contentDidChange() {
    cachedLayout = nil
    setNeedsLayout()
    setNeedsDisplay()
    superview?.setNeedsLayout()
  }

  /// `text` on one line: line breaks and tabs become spaces, other control characters go.
  static func singleLine(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D, 0x09, 0x2028, 0x2029: result.unicodeScalars.append(" ")
      case 0x00...0x1F, 0x7F: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

// MARK: - TextInputClient

extension TextField: TextInputClient {
  /// Whether the field holds any text, as `UIKeyInput.hasText`.
  public var hasText: Bool { !storage.isEmpty }

  /// Inserts `text` at the caret in place of the selection (and of any composition), as
  /// typing does: the ``delegate`` may refuse it, and typing coalesces into one undo step per
  /// word or pause. Line breaks become spaces.
  public func insertText(_ text: String) {
    markedState = nil
    replaceSelection(with: text, kind: .typing)
  }

  /// Deletes the selection, or the character (grapheme cluster) before the caret, as
  /// Backspace does; nothing at the start of the text. Ends any composition.
  public func deleteBackward() {
    if markedState != nil {
      markedState = nil
      contentDidChange()
      return
    }
    deleteCharacter(forward: false, byWord: false)
  }

  /// Commits or shows the text of `event` (see ``TextInputEvent``). A disabled field, or one
  /// that is not first responder, ignores it.
  public func textInput(_ event: TextInputEvent) {
    guard isEnabled, isFirstResponder else { return }
    switch event.phase {
    case .commit:
      markedState = nil
      replaceSelection(with: event.text, kind: .typing)
    case .composing:
      let text = Self.singleLine(event.text)
      markedState = text.isEmpty ? nil : (text, min(event.compositionCaret, text.count))
      contentDidChange()
    }
    restartBlink()
  }

  /// The caret's rectangle in window coordinates, or `nil` outside a window.
  public var textInputCaretRect: Rect? {
    guard window != nil else { return nil }
    layoutIfNeeded()
    return convert(caretView.frame, to: nil)
  }

  /// Begins editing when the field became first responder, ends it when it stopped being
  /// one: the delegate hears of it, the caret shows or hides, a composition is committed.
  public func firstResponderDidChange() {
    let focused = isFirstResponder
    guard focused != editingActive else { return }
    editingActive = focused
    if focused {
      editingDidBegin()
      delegate?.textFieldDidBeginEditing(self)
    } else {
      if let marked = markedState {
        markedState = nil
        replaceSelection(with: marked.text, kind: .typing)
      }
      editingDidEnd()
    }
  }
}
