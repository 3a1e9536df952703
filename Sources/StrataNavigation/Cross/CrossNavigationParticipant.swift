public import StrataKit

/// What a screen of a ``CrossNavigationController`` may tell it: which screen a drag brings in
/// from each side, whether a drag may go there, and how much of the screen shows. Every member
/// has a default, so a screen implements only what it needs (CrossNavigation's
/// `CNViewController` subclass hooks and its `leftClass`/`topClass`/`rightClass`/`bottomClass`).
@MainActor
public protocol CrossNavigationParticipant: AnyObject {
  /// The screen a drag (or Alt+arrow) toward `direction` brings in, made fresh for the call;
  /// `nil` (the default) when that side has none. Asked only once
  /// ``shouldAutotransit(to:presenting:)`` agreed, and never for the screen's back side.
  func destination(for direction: CrossDirection) -> ViewController?

  /// Whether a drag or a key may go toward `direction` now; `presenting` is true for a
  /// destination and false for going back. Asked for the way back when the screen has one, and
  /// for any other side before ``destination(for:)`` (or the graph) makes the screen, so that
  /// a refusal makes nothing; a side with no destination is asked too. The default is true.
  /// Calls to `present(_:direction:animated:completion:)` and `dismiss(animated:completion:)`
  /// are not asked.
  func shouldAutotransit(to direction: CrossDirection, presenting: Bool) -> Bool

  /// How much of the screen shows, 0…1, reported on every frame of a transition (a drag, an
  /// animation, a settle) that brings it in or takes it away, ending exactly at 1 when it is
  /// on screen and 0 when it left. Does nothing by default.
  func viewIsAppearing(_ percentComplete: Double)

  /// Whether drags may present or dismiss while this screen is on top; true by default. Calls
  /// and keys still work when it is false.
  var supportsInteractiveTransition: Bool { get }
}

extension CrossNavigationParticipant {
  /// Returns `nil`: no destination.
  public func destination(for direction: CrossDirection) -> ViewController? { nil }

  /// Returns true: drags and keys may go anywhere they can.
  public func shouldAutotransit(to direction: CrossDirection, presenting: Bool) -> Bool { true }

  /// Does nothing.
  public func viewIsAppearing(_ percentComplete: Double) {}

  /// Returns true: drags work.
  public var supportsInteractiveTransition: Bool { true }
}
