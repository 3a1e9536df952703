extension Window {
  /// Delivers a pointer event (a mouse press and drag, or a touch), as `UIWindow.sendEvent`.
  ///
  /// When a pointer goes down, the window hit-tests the model tree at its location
  /// (``View/hitTest(_:)``) and offers the pointer to the enabled gesture recognizers of the
  /// hit view, then of each ancestor, whose delegates' `gestureRecognizer(_:shouldReceive:)`
  /// allow it. They compete as in UIKit:
  ///
  /// - The first recognizer to begin (or recognize) wins; the others tracking the same pointer
  ///   fail, unless either delegate allows simultaneous recognition or `canPrevent(_:)` /
  ///   `canBePrevented(by:)` say otherwise.
  /// - A recognizer that requires another to fail (``GestureRecognizer/require(toFail:)``, the
  ///   delegate or the subclass hooks) waits, reading `.possible`, until the other fails (then
  ///   it begins) or recognizes (then it fails).
  /// - Before a recognizer begins or recognizes, its view and then each view from the hit view
  ///   up to its view are asked ``View/gestureRecognizerShouldBegin(_:)``, then its delegate;
  ///   any refusal makes it fail (so a ``Button`` keeps its tap from an ancestor's tap).
  /// - A recognizer that fails frees the pointer for the others.
  /// - When a recognizer with `cancelsTouchesInView` begins or recognizes, the hit view gets
  ///   `pointerCancelled(_:)` and no more events for the pointer. While a recognizer with
  ///   `delaysTouchesBegan` is undecided, the hit view's events are held back; they are
  ///   delivered when it fails and dropped when it recognizes.
  ///
  /// What the recognizers leave goes to the hit view's `pointerBegan`/`Moved`/`Ended`/
  /// `Cancelled`, which pass it up the responder chain unless a view handles it. Pointers are
  /// told apart by ``PointerEvent/id``; a `began` for an id that is still down first cancels
  /// the earlier press (recognizers and view get `cancelled`), so nothing stays half-tracked.
  /// Events for pointers that are not down are ignored. Time comes from the timestamps. Every
  /// delivered event carries ``PointerEvent/isPrimary``: whether its pointer went down while no
  /// other pointer was down on the same view.
  public func send(_ event: PointerEvent) {
    pointerRouter.send(event)
  }

  /// Delivers a scroll event from a wheel or a trackpad.
  ///
  /// A trackpad stream (precise, with phases `began`, `changed`…, `ended`) is latched to the
  /// view under its `began` and offered to the pans along that view's ancestry whose
  /// ``PanGestureRecognizer/allowedScrollTypes`` contain ``PanGestureRecognizer/ScrollTypes/continuous``;
  /// they compete as pointer recognizers do, and the one that begins drives its gesture with
  /// the stream (`momentum` events after a stream a pan took are dropped). A wheel notch (or a
  /// precise event without a phase) is a whole gesture for the pans that allow
  /// ``PanGestureRecognizer/ScrollTypes/discrete`` (or `continuous`). Events no pan takes go
  /// to the hit view's ``Responder/scrollWheel(_:)``, which passes them up the responder chain
  /// unless a view (a scroll view) handles them.
  public func send(_ event: ScrollEvent) {
    pointerRouter.send(event)
  }

  /// Delivers a key event; returns whether a key command handled it.
  ///
  /// A key going down is first matched against the ``Responder/keyCommands`` along the
  /// responder chain, starting at the ``firstResponder`` (or, when there is none in this
  /// window, at the ``rootViewController``, then the window; while something is presented and
  /// the first responder is not inside it, at the topmost presented controller): the first
  /// command whose key and exact modifiers match runs, and the event (with its key-up) goes no
  /// further. Otherwise the event goes to the same starting responder's
  /// ``Responder/pressesBegan(_:)`` (key up: ``Responder/pressesEnded(_:)``), which passes it up
  /// the responder chain to the window, where Tab and Shift+Tab move the focus
  /// (``moveFocus(backward:)``). A focused view that left the window hands the focus on first
  /// (``updateFocusIfNeeded()``).
  @discardableResult
  public func send(_ event: KeyEvent) -> Bool {
    keyRouter.send(event)
  }
}
