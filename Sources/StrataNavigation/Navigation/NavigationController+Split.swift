import StrataKit

extension NavigationController {
  /// Takes `auxiliary`'s controllers onto this stack (a navigation controller's whole stack,
  /// which it gives up, or `auxiliary` itself) and remembers them for
  /// ``restoreMergedStack(ofType:)``. A controller shown into a collapsed column arrives with
  /// the push animation, as TOSplitViewController's navigation-controller category pushed it;
  /// a resize merges without animation (the split's columns are moving anyway). Returns false,
  /// changing nothing, when there is nothing to take.
  func mergeStack(
    of auxiliary: ViewController, ofType column: SplitColumn, animated: Bool
  ) -> Bool {
    guard auxiliary !== self, !isDescendant(of: auxiliary), transition == nil else {
      return false
    }
    let moved: [ViewController]
    if let navigation = auxiliary as? NavigationController {
      moved = navigation.giveUpStack()
    } else {
      guard auxiliary.parent == nil, !plannedStack.contains(where: { $0 === auxiliary }) else {
        return false
      }
      moved = [auxiliary]
    }
    guard !moved.isEmpty else { return false }
    splitMerges.removeAll { $0.column == column }
    splitMerges.append(NavigationStackMerge(column: column, auxiliary: auxiliary, moved: moved))
    setViewControllers(plannedStack + moved, animated: animated)
    return true
  }

  /// Gives back what ``mergeStack(of:ofType:animated:)`` took for `column`: the moved controllers still
  /// on this stack and anything pushed above them, always with the auxiliary's root unless the
  /// app made that root part of this stack's own (then the auxiliary may come back empty).
  /// Returns the auxiliary, or `nil` when nothing of `column` was merged here or when the
  /// auxiliary is a plain controller the app made this stack's root.
  func restoreMergedStack(ofType column: SplitColumn) -> ViewController? {
    guard let index = splitMerges.lastIndex(where: { $0.column == column }) else { return nil }
    let merge = splitMerges.remove(at: index)
    let stack = plannedStack
    // A plain controller the app made this stack's root stays here, with the whole stack: it
    // has one parent, and the app chose. The split then gives up the column.
    if !(merge.auxiliary is NavigationController), stack.first === merge.auxiliary { return nil }
    let start = stack.firstIndex { controller in merge.moved.contains { $0 === controller } }
    var kept = start.map { Array(stack[..<$0]) } ?? stack
    var taken = start.map { Array(stack[$0...]) } ?? []
    if kept.isEmpty, !taken.isEmpty {
      kept = [taken.removeFirst()]
    }
    if !taken.isEmpty { setViewControllers(kept, animated: false) }
    guard let navigation = merge.auxiliary as? NavigationController else {
      return merge.auxiliary
    }
    // The auxiliary's root comes back too, unless the app made it part of this stack's own
    // (re-rooting the primary with it): a controller has one parent, and the app chose.
    if let root = merge.moved.first, !taken.contains(where: { $0 === root }),
      !kept.contains(where: { $0 === root })
    {
      taken.insert(root, at: 0)
    }
    navigation.takeBackStack(taken)
    return navigation
  }

  /// Remembers what was merged for the column `old` as merged for `new`: a split's collapsed
  /// secondary became its detail (the detail column was given up), and will separate as one.
  func moveMerge(from old: SplitColumn, to new: SplitColumn) {
    guard old != new else { return }
    splitMerges.removeAll { $0.column == new }
    for index in splitMerges.indices where splitMerges[index].column == old {
      splitMerges[index].column = new
    }
  }

  /// Empties the stack (the controller is out of the hierarchy, collapsing into another) and
  /// returns what it held, root first. A stack in a transition keeps its controllers.
  private func giveUpStack() -> [ViewController] {
    guard transition == nil, !hasQueuedCalls else { return [] }
    let stack = currentStack
    for controller in stack.reversed() {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    currentStack = []
    queuedStackCalls = ContainerCallQueue()
    if isViewLoaded {
      navigationBar.show(nil, backItem: nil)
      showToolbarItemsOfTop()
    }
    return stack
  }

  /// Fills an emptied stack with `stack` again, without animation.
  private func takeBackStack(_ stack: [ViewController]) {
    guard currentStack.isEmpty, !stack.isEmpty else { return }
    for controller in stack { addChild(controller) }
    currentStack = stack
    if isViewLoaded, let top = stack.last {
      install(top, at: 0)
      navigationBar.show(
        top.navigationItem, backItem: stack.count > 1 ? stack[stack.count - 2].navigationItem : nil)
      showToolbarItemsOfTop()
    }
    for controller in stack { controller.didMove(toParent: self) }
  }
}
