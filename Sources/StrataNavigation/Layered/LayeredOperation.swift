import StrataKit

/// A call to a ``LayeredNavigationController`` waiting for the running transition or drag:
/// kept as data so that the stack the calls will leave (`viewControllers`) can be worked out
/// from the stack on screen at any time.
@MainActor
enum LayeredOperation: ContainerCall {
  typealias State = [LayeredNavigationLayer]
  typealias Failure = Never

  /// Push `layer` in front of `anchor` (on top when `nil` or no longer in the stack).
  case push(
    LayeredNavigationLayer, anchor: LayeredNavigationLayer?, animated: Bool,
    direction: LayeredAnimationDirection)
  /// Pop the top layer.
  case pop(animated: Bool, direction: LayeredAnimationDirection)
  /// Pop the layers above `target` (the root when `nil`).
  case popTo(LayeredNavigationLayer?, animated: Bool, direction: LayeredAnimationDirection)
  /// Put every layer at its resting x.
  case compress(animated: Bool)
  /// Move the layers so that `layer` shows whole.
  case reveal(LayeredNavigationLayer)

  /// The same operation without animation (a reveal always springs).
  var withoutAnimation: LayeredOperation {
    switch self {
    case .push(let layer, let anchor, _, let direction):
      .push(layer, anchor: anchor, animated: false, direction: direction)
    case .pop(_, let direction): .pop(animated: false, direction: direction)
    case .popTo(let target, _, let direction): .popTo(target, animated: false, direction: direction)
    case .compress: .compress(animated: false)
    case .reveal: self
    }
  }

  /// The stack this operation leaves when applied to `stack`, bottom first. It never fails:
  /// what no longer applies (a pushed controller already in the stack, a target gone) leaves
  /// the stack as it is, and the operation is refused or does nothing when its turn comes.
  func applied(
    to stack: [LayeredNavigationLayer], owner: ViewController
  ) -> [LayeredNavigationLayer] {
    switch self {
    case .push(let layer, let anchor, _, _):
      // A controller still in the stack when its push runs is refused.
      if stack.contains(where: { $0.controller === layer.controller }) { return stack }
      if let anchor, let index = stack.firstIndex(where: { $0 === anchor }) {
        return Array(stack[...index]) + [layer]
      }
      return stack + [layer]
    case .pop:
      return stack.count > 1 ? Array(stack.dropLast()) : stack
    case .popTo(let target, _, _):
      guard let target else { return Array(stack.prefix(1)) }
      guard let index = stack.firstIndex(where: { $0 === target }) else { return stack }
      return Array(stack[...index])
    case .compress, .reveal:
      return stack
    }
  }
}
