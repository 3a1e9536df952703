/// The animatable properties of a view.
enum AnimationKey: Hashable, Sendable {
  case center
  case bounds
  case transform
  case alpha
  case backgroundColor
  case shadowOpacity
}
