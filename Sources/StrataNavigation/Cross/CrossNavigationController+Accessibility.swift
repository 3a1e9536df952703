import StrataKit

extension CrossNavigationController: AccessibleContainer {
  /// "Back" while a screen is below the top one, and "Go left", "Go up", "Go right" or
  /// "Go down" (sides on screen, mirrored right to left) for each side the top screen offers a
  /// destination toward and lets a drag or a key go to: what dragging a screen in from that
  /// edge does. The destinations are asked once per top screen and presented as they were
  /// offered.
  var gestureActions: [AccessibilityCustomAction] {
    guard let top = plannedStack.last else { return [] }
    var actions: [AccessibilityCustomAction] = []
    if plannedStack.count > 1 {
      actions.append(gestureAction("Back") { [weak self] in self?.dismiss(animated: true) })
    }
    let offered = destinations(offeredBy: top)
    for side in [CrossDirection.left, .top, .right, .bottom] {
      let direction = side.onScreen(rightToLeft: isRightToLeft)
      guard let screen = offered[direction] else { continue }
      actions.append(
        gestureAction("Go \(Self.spokenName(of: side))") { [weak self] in
          guard let self else { return }
          self.offeredDestinations = nil
          self.present(screen, direction: direction, animated: true)
        })
    }
    return actions
  }

  /// Goes back to the screen below the top one.
  func goBackOnEscape() -> Bool {
    guard plannedStack.count > 1 else { return false }
    dismiss(animated: true)
    return true
  }

  /// The top screen.
  var accessibilityScreen: ViewController? { topViewController }

  /// The screens `entry` offers toward each side that is not its way back, when
  /// `shouldAutotransit(to:presenting:)` agrees; asked once while `entry` is the top screen.
  private func destinations(offeredBy entry: CrossEntry) -> [CrossDirection: ViewController] {
    let identity = ObjectIdentifier(entry.controller)
    if let offered = offeredDestinations, offered.top == identity { return offered.screens }
    var screens: [CrossDirection: ViewController] = [:]
    for direction in [CrossDirection.left, .top, .right, .bottom] {
      screens[direction] = autotransitDestination(from: entry, toward: direction)
    }
    offeredDestinations = (identity, screens)
    return screens
  }

  private static func spokenName(of side: CrossDirection) -> String {
    switch side {
    case .left: "left"
    case .top: "up"
    case .right: "right"
    case .bottom: "down"
    }
  }
}
