/// A control that runs an action when tapped: Strata's `UIButton`.
///
/// Titles and title colours are set per ``ControlState``; a state without its own value uses
/// the ``ControlState/normal`` one. The title is drawn centred by ``titleLabel`` inside
/// ``contentEdgeInsets``.
@MainActor
open class Button: View {
  /// The label that shows the current title.
  public let titleLabel = Label()

  /// Called with the button by ``sendActions()``, which a tap that lifts inside it sends.
  public var action: ((Button) -> Void)?

  /// Whether the button responds; a disabled button draws its ``ControlState/disabled`` title
  /// and colour and does not run its action. Defaults to true.
  public var isEnabled = true { didSet { if isEnabled != oldValue { updateForState() } } }

  /// Whether the button is being pressed. Defaults to false.
  public var isHighlighted = false { didSet { if isHighlighted != oldValue { updateForState() } } }

  /// Whether the button is selected. Defaults to false.
  public var isSelected = false { didSet { if isSelected != oldValue { updateForState() } } }

  /// The space around the title, in points; defaults to zero.
  public var contentEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  private var titles: [ControlState: String] = [:]
  private var titleColors: [ControlState: Color] = [:]

  /// Creates a button with the given frame and normal title.
  public init(frame: Rect = .zero, title: String? = nil) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.font = .system(size: 15)
    titleLabel.isUserInteractionEnabled = false
    titleColors[.normal] = .systemBlue
    if let title { titles[.normal] = title }
    addSubview(titleLabel)
    updateForState()
  }

  /// The current state: a combination of highlighted, disabled and selected.
  public var state: ControlState {
    var state = ControlState.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Sets the title shown in `state`; `nil` removes it (the normal title is used instead).
  public func setTitle(_ title: String?, for state: ControlState) {
    titles[state] = title
    updateForState()
  }

  /// The title shown in `state`: its own, or the normal one.
  public func title(for state: ControlState) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the title colour in `state`; `nil` removes it (the normal colour is used instead).
  public func setTitleColor(_ color: Color?, for state: ControlState) {
    titleColors[state] = color
    updateForState()
  }

  /// The title colour in `state`: its own, or the normal one (system blue by default).
  public func titleColor(for state: ControlState) -> Color? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }

  /// Runs ``action`` with the button when it is enabled; returns whether it ran.
  @discardableResult
  public func sendActions() -> Bool {
    guard isEnabled, let action else { return false }
    action(self)
    return true
  }

  // MARK: Accessibility

  /// A button is an element.
  open override var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The title shown now unless set.
  open override var accessibilityLabel: String? {
    get { accessibilitySettings.label ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  /// ``AccessibilityTraits/button``, with ``AccessibilityTraits/notEnabled`` while disabled and
  /// ``AccessibilityTraits/selected`` while selected, unless set.
  open override var accessibilityTraits: AccessibilityTraits {
    get {
      if let traits = accessibilitySettings.traits { return traits }
      var traits = AccessibilityTraits.button
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// Runs the action as a click does (see ``sendActions()``).
  open override func accessibilityActivate() -> Bool { sendActions() }

  /// An enabled button takes the keyboard focus (a click on it, or Tab), as a focused control
  /// on the desktop does; a disabled one does not.
  open override var canBecomeFocused: Bool { isEnabled }

  /// Space or Return without modifiers, on a focused enabled button, runs ``sendActions()`` as
  /// a click does (a held key's repeats do nothing); other keys go up the responder chain.
  open override func pressesBegan(_ event: KeyEvent) {
    guard isEnabled, event.modifiers.isEmpty, event.key == .space || event.key == .enter else {
      return super.pressesBegan(event)
    }
    if !event.isRepeat { sendActions() }
  }

  /// Highlights the button while a pointer is down on it (see ``trackingSlop``).
  open override func pointerBegan(_ event: PointerEvent) { trackingBegan(event) }

  /// Keeps the highlight while the pointer stays within ``trackingSlop`` of the bounds.
  open override func pointerMoved(_ event: PointerEvent) { trackingMoved(event) }

  /// Unhighlights the button and runs ``sendActions()`` when the pointer lifted inside.
  open override func pointerEnded(_ event: PointerEvent) { trackingEnded(event) }

  /// Unhighlights the button without running its action.
  open override func pointerCancelled(_ event: PointerEvent) { trackingCancelled(event) }

  /// Refuses a single one-finger tap recognizer of another view (an ancestor) while the
  /// button is enabled and the tap's pointer went down on it: the button's own action takes
  /// the tap, as UIKit's controls do since iOS 6. Other recognizers, and the button's own,
  /// may begin.
  open override func gestureRecognizerShouldBegin(
    _ gestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard isEnabled, gestureRecognizer.view !== self,
      let tap = gestureRecognizer as? TapGestureRecognizer,
      tap.numberOfTapsRequired <= 1, tap.numberOfTouchesRequired <= 1
    else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    return false
  }

  /// The title's size plus ``contentEdgeInsets``.
  open override func sizeThatFits(_ size: Size) -> Size {
    let title = titleLabel.sizeThatFits(
      Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    return Size(
      width: title.width + contentEdgeInsets.horizontal,
      height: title.height + contentEdgeInsets.vertical)
  }

  /// Places ``titleLabel`` in the bounds inset by ``contentEdgeInsets``.
  open override func layoutSubviews() {
    let content = bounds.inset(by: contentEdgeInsets)
    titleLabel.frame = content.isNull ? Rect(origin: bounds.origin, size: .zero) : content
  }

  private func updateForState() {
    let state = self.state
    titleLabel.text = title(for: state)
    titleLabel.textColor = titleColor(for: state) ?? .systemBlue
  }
}
