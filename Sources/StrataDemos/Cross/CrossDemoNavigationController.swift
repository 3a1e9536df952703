import StrataKit
import StrataNavigation

/// A navigation controller as a cross demo screen: it passes the visible fraction on to its
/// top screen, so that its percent bar moves with the drag.
@MainActor
final class CrossDemoNavigationController: NavigationController, CrossNavigationParticipant {
  func viewIsAppearing(_ percentComplete: Double) {
    (topViewController as? any CrossNavigationParticipant)?.viewIsAppearing(percentComplete)
  }
}
