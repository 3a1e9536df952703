/// An object that can handle events: the base of views, view controllers and windows, as
/// `UIResponder`.
///
/// Events a responder does not handle go to its ``next`` responder: a view's next is its view
/// controller when it is one's root view, otherwise its superview; a view controller's next is
/// its view's superview (or its parent). Key events start at the window's first responder
/// and end at the window, where Tab and Shift+Tab move the focus.
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The responder that gets the events this one does not handle. The default is `nil`.
  open var next: Responder? { nil }

  /// The window the responder is in, used to find the first responder. The default is `nil`.
  open var responderWindow: Window? { nil }

  /// Whether the responder accepts first-responder status. The default is false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder is its window's first responder.
  public var isFirstResponder: Bool {
    responderWindow?.firstResponder === self
  }

  /// Asks to become the window's first responder; returns whether it did. Fails when the
  /// responder cannot become first responder or is in no window.
  ///
  /// A view that becomes first responder holds the keyboard focus (see
  /// ``View/canBecomeFocused``); it shows the focus ring when the call comes while the window
  /// handles a key event (a shortcut that moves the focus), not otherwise.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    window.setFirstResponder(self)
    return true
  }

  /// Gives up first-responder status; returns true (also when it was not first responder).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponder === self {
      window.setFirstResponder(nil)
    }
    return true
  }

  /// The keyboard shortcuts this responder offers. The window tries them along the responder
  /// chain from the first responder before delivering a key event. The default is none.
  open var keyCommands: [KeyCommand] { [] }

  /// A pointer went down on this responder. The default passes the event to ``next``.
  open func pointerBegan(_ event: PointerEvent) { next?.pointerBegan(event) }

  /// A pointer that went down on this responder moved. The default passes it to ``next``.
  open func pointerMoved(_ event: PointerEvent) { next?.pointerMoved(event) }

  /// A pointer that went down on this responder lifted. The default passes it to ``next``.
  open func pointerEnded(_ event: PointerEvent) { next?.pointerEnded(event) }

  /// A pointer that went down on this responder was taken away (a gesture recognized). The
  /// default passes it to ``next``.
  open func pointerCancelled(_ event: PointerEvent) { next?.pointerCancelled(event) }

  /// A scroll wheel or trackpad scrolled over this responder. The default passes it to
  /// ``next``.
  open func scrollWheel(_ event: ScrollEvent) { next?.scrollWheel(event) }

  /// A key went down while this responder was in the chain. The default passes it to ``next``.
  open func pressesBegan(_ event: KeyEvent) { next?.pressesBegan(event) }

  /// A key went up while this responder was in the chain. The default passes it to ``next``.
  open func pressesEnded(_ event: KeyEvent) { next?.pressesEnded(event) }

  /// The named actions an assistive technology offers for this responder: on a view, for its
  /// element; on a view controller, for the element of its view (a container's gestures, by
  /// name). `nil` by default.
  open var accessibilityCustomActions: [AccessibilityCustomAction]? { nil }

  /// Goes back, closes or dismisses, as a screen reader's escape gesture asks; returns whether
  /// it did. The window asks the focused element and each responder after it in turn until
  /// one does, as UIKit does. Defaults to false.
  open func accessibilityPerformEscape() -> Bool { false }
}
