import StrataKit

extension NavigationController {
  /// The archive key of whether the navigation bar is hidden.
  static let navigationBarHiddenKey = "navigationBarHidden"

  /// Archives whether the bar is hidden; the stack archives the controllers
  /// (`StackController`'s restoration).
  func encodeNavigationBarState(with coder: StateCoder) {
    coder.encode(isNavigationBarHidden, forKey: Self.navigationBarHiddenKey)
  }

  /// Whether the archived bar is hidden; `nil` when the archive does not say.
  ///
  /// - Throws: ``StateRestorationError/invalidValue(key:identifierPath:reason:)`` when the
  ///   value is not a Boolean.
  func decodeNavigationBarHidden(from coder: StateCoder) throws(StateRestorationError) -> Bool? {
    try coder.decodeIfPresent(Bool.self, forKey: Self.navigationBarHiddenKey)
  }

  // MARK: Split columns

  /// The stack to archive: as it is with every split column that collapsed into it separated
  /// again, so that an archive does not depend on the width it was made at. A primary keeps
  /// only its own controllers; the navigation controller of a collapsed column archives the
  /// part of the primary's stack it gave up (the split adds it, see ``mergedStack(of:)``).
  var restorableStack: [ViewController] {
    splitMerges.isEmpty ? plannedStack : Array(plannedStack.prefix(ownedStackCount))
  }

  /// `restored` for this controller's stack, keeping the controllers that split columns
  /// collapsed into it on top (they go back to their columns when the split widens); `nil`
  /// when the stack is empty: it gave its controllers to the primary its column collapsed
  /// into, and the split restores them there.
  func stackToRestore(_ restored: [ViewController]) -> [ViewController]? {
    if !splitMerges.isEmpty {
      return restored + plannedStack.dropFirst(ownedStackCount)
    }
    return plannedStack.isEmpty ? nil : restored
  }

  /// The part of this (primary) stack that `auxiliary`'s column brought when it collapsed
  /// into it, and anything pushed above it before the next column's part; `nil` when that
  /// column did not collapse here.
  func mergedStack(of auxiliary: ViewController) -> [ViewController]? {
    mergedSegments.first { $0.auxiliary === auxiliary }?.controllers
  }

  /// How many controllers at the bottom of the stack are the controller's own, before those
  /// split columns collapsed into it (at least the root).
  private var ownedStackCount: Int {
    let stack = plannedStack
    let start = stack.firstIndex { controller in
      splitMerges.contains { merge in merge.moved.contains { $0 === controller } }
    }
    return max(1, start ?? stack.count)
  }

  /// The parts of the stack that collapsed columns brought, bottom first, each with the
  /// column's controller.
  private var mergedSegments: [(auxiliary: ViewController, controllers: [ViewController])] {
    let stack = plannedStack
    let starts = splitMerges.compactMap { merge -> (Int, ViewController)? in
      let index = stack.firstIndex { controller in merge.moved.contains { $0 === controller } }
      return index.map { ($0, merge.auxiliary) }
    }.sorted { $0.0 < $1.0 }
    return starts.enumerated().map { offset, start in
      let end = offset + 1 < starts.count ? starts[offset + 1].0 : stack.count
      return (start.1, Array(stack[start.0..<end]))
    }
  }
}
