/// A horizontal edge named by the layout direction: leading is the left edge left to right and
/// the right edge right to left.
enum HorizontalEdge {
  /// The edge lines start from.
  case leading
  /// The edge lines end at.
  case trailing
}
