public import StrataKit

/// A transition between two views of a ``BottomBarContent`` container, as its
/// ``BottomBarHosting`` host sees it.
@MainActor
public struct BottomBarTransition {
  /// The view that is leaving.
  public let outgoingView: View
  /// The view that is arriving.
  public let incomingView: View
  /// Whether the bar is hidden while the outgoing view is shown.
  public let outgoingHidesBar: Bool
  /// Whether the bar is hidden once the incoming view is shown.
  public let incomingHidesBar: Bool

  /// Creates a transition from `outgoingView` to `incomingView`.
  public init(
    outgoingView: View, incomingView: View, outgoingHidesBar: Bool, incomingHidesBar: Bool
  ) {
    self.outgoingView = outgoingView
    self.incomingView = incomingView
    self.outgoingHidesBar = outgoingHidesBar
    self.incomingHidesBar = incomingHidesBar
  }
}
