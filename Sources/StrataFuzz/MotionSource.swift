import StrataKit

/// Something whose motions ``MotionCheck`` watches: a view (its animations, a scroll view's
/// content motion), or a stand-in in tests.
@MainActor
protocol MotionSource: AnyObject {
  /// The motions running now.
  var runningMotions: [View.RunningMotion] { get }
  /// What the source is, for a report.
  var motionName: String { get }
}

// MARK: - MotionSource

extension View: MotionSource {
  /// The view's type and the controller it belongs to: `View of v3`, `NavigationBar in nav0`.
  var motionName: String {
    var current: View? = self
    while let view = current {
      if let controller = view.owningViewController {
        let name = controller.title ?? "\(type(of: controller))"
        return "\(type(of: self)) \(view === self ? "of" : "in") \(name)"
      }
      current = view.superview
    }
    return "\(type(of: self))"
  }
}
