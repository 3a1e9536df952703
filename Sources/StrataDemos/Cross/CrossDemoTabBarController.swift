import StrataKit
import StrataNavigation

/// A tab bar controller as a cross demo screen: it passes the visible fraction on to its
/// selected tab, so that its percent bar moves with the drag.
@MainActor
final class CrossDemoTabBarController: TabBarController, CrossNavigationParticipant {
  func viewIsAppearing(_ percentComplete: Double) {
    (selectedViewController as? any CrossNavigationParticipant)?.viewIsAppearing(percentComplete)
  }
}
