import StrataKit

/// A container that a screen reader can operate without its gestures: it names each gesture
/// possible now as an action, goes back on the reader's escape, and names the screen it shows
/// so that the reader moves into it after a transition. ``ContainerViewController`` asks its
/// subclasses that conform.
@MainActor
protocol AccessibleContainer: ContainerViewController {
  /// The container's gestures as named actions, only those possible now.
  var gestureActions: [AccessibilityCustomAction] { get }

  /// Goes back as the reader's escape asks; returns whether it did.
  func goBackOnEscape() -> Bool

  /// The controller whose content the reader moves into after a transition, or `nil` when the
  /// container names none (its parent's screen stands).
  var accessibilityScreen: ViewController? { get }
}

extension ContainerViewController {
  /// Posts a screen change when the container's screen is another than the last one it
  /// announced: the reader moves to the first element of the new screen's view and hears its
  /// title. Containers call it when a transition or a drag has ended and left them idle.
  func announceScreenIfChanged() {
    guard let container = self as? any AccessibleContainer, let window = viewIfLoaded?.window
    else { return }
    let screen = container.accessibilityScreen
    let identity = screen.map(ObjectIdentifier.init)
    guard identity != announcedScreen else { return }
    announcedScreen = identity
    guard let screen, let content = screen.viewIfLoaded else { return }
    window.postScreenChange(to: content, announcement: screen.title)
  }

  /// A named action that runs `body` and reports that it acted.
  func gestureAction(_ name: String, _ body: @escaping () -> Void) -> AccessibilityCustomAction {
    AccessibilityCustomAction(name: name) { _ in
      body()
      return true
    }
  }
}
