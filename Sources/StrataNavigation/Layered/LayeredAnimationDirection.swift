/// Which way a layer slides when it is pushed or popped, as FRLayeredAnimationDirection.
///
/// A push slides the new layer in from that side; a pop slides the layer out toward it. In a
/// right-to-left layout ``left`` and ``right`` are mirrored with the stack.
public enum LayeredAnimationDirection: String, Sendable, Hashable, CaseIterable {
  /// From or toward the top edge.
  case up
  /// From or toward the bottom edge.
  case down
  /// From or toward the left edge (the right edge, right to left).
  case left
  /// From or toward the right edge (the left edge, right to left).
  case right
}
