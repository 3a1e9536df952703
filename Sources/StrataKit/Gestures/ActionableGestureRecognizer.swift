/// Gives every gesture recognizer class an `init(action:)` and an `addAction(_:)` whose
/// closure receives the recognizer typed as its own class, so a pan's action can read the
/// translation without a cast:
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in print(pan.translation(in: nil)) }
/// let tap = TapGestureRecognizer { tap in print(tap.location(in: nil)) }
/// ```
///
/// ``GestureRecognizer`` conforms, and so does every subclass.
@MainActor
public protocol ActionableGestureRecognizer: GestureRecognizer {
  /// Creates a recognizer without actions.
  init()
}

extension ActionableGestureRecognizer {
  /// Creates a recognizer whose `action` runs, with the recognizer, on every change to began,
  /// changed, ended (recognized) and cancelled.
  public init(action: @escaping (Self) -> Void) {
    self.init()
    addAction(action)
  }

  /// Adds `action`, which runs after the actions added before it, with the recognizer, on every
  /// change to began, changed, ended (recognized) and cancelled.
  public func addAction(_ action: @escaping (Self) -> Void) {
    appendAction { recognizer in
      if let typed = recognizer as? Self { action(typed) }
    }
  }
}
