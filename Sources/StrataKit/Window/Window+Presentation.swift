extension Window {
  /// The view that holds the window's presentations (see ``PresentationContainerView``),
  /// created on first use; it is in the window only while something is presented.
  var presentationContainer: PresentationContainerView {
    if let storedPresentationContainer { return storedPresentationContainer }
    let container = PresentationContainerView(window: self)
    storedPresentationContainer = container
    return container
  }

  /// The topmost presentation showing in the window, if any.
  var topmostPresentation: PresentationController? {
    guard let container = storedPresentationContainer, container.superview === self else {
      return nil
    }
    return container.topmost
  }

  /// Whether a presentation or a dismissal animates, a person drags a sheet or a sheet springs
  /// back after a drag: what the package's fuzzer waits for before it checks the chain.
  package var isPresentationTransitioning: Bool {
    storedPresentationContainer?.isTransitioning ?? false
  }

  /// The controller the topmost presentation shows, if any: keys go to it when the focus is
  /// not inside it.
  var topmostPresentedViewController: ViewController? { topmostPresentation?.presented }

  /// Whether `responder` may have the focus or receive keys while something is presented: it
  /// is inside the topmost presentation, or nothing is presented. A responder that is neither
  /// a view nor a view controller (the window) is outside.
  func isInsideTopmostPresentation(_ responder: Responder) -> Bool {
    guard let top = topmostPresentation else { return true }
    let view = (responder as? View) ?? (responder as? ViewController)?.viewIfLoaded
    return view?.isDescendant(of: top.wrapperView) ?? false
  }

  /// Moves the focus into `presentation`, which has just appeared, unless it is there already:
  /// to the view its controller's preferred focus environments lead to, else its first
  /// focusable view; with none, the focus leaves what lies beneath.
  func moveFocus(intoPresentation presentation: PresentationController) {
    guard presentation.presented.viewIfLoaded?.window === self else { return }
    if let focused = firstResponder as? View, focused.isDescendant(of: presentation.wrapperView) {
      return
    }
    focus(into: presentation.presented)
    if let focused = firstResponder as? View, !focused.isDescendant(of: presentation.wrapperView) {
      setFirstResponder(nil)
    }
  }

  /// Gives the focus back after `presentation` (the lowest of those dismissed) left: to the
  /// view that had it before it was presented, when that still shows; else into the topmost
  /// presentation left, if any; else the focus stays where the presenter's appearance put it,
  /// or nowhere.
  func restoreFocus(afterDismissing presentation: PresentationController) {
    if let target = presentation.focusBeforePresentation, target.window === self,
      focusableViews.contains(where: { $0 === target })
    {
      guard firstResponder !== target else { return }
      focusRingOverride = showsFocusRing
      defer { focusRingOverride = nil }
      target.becomeFirstResponder()
      return
    }
    if let top = topmostPresentation {
      moveFocus(intoPresentation: top)
      return
    }
    if let focused = storedFirstResponder as? View, focused.window === self,
      presentation.focusBeforePresentation != nil
    {
      return
    }
    setFirstResponder(nil)
  }

  /// The broken rules of the window's presentation chain, one sentence each: every
  /// presentation names its presented controller and its presenter, and they name it; one
  /// presentation per level; a presented controller has no parent and its view is in its
  /// card; at rest in a visible window, a presented controller has appeared (disappeared
  /// under a full-screen presentation at rest, anywhere above it) and a full-screen one's host
  /// has disappeared; and, while nothing moves, the focus is inside the topmost presentation.
  /// The presented controllers' own trees are checked too.
  ///
  /// - Complexity: O(n) in the number of view controllers presented, and their trees.
  func presentationViolations() -> [String] {
    guard let container = storedPresentationContainer else { return [] }
    var violations: [String] = []
    let presentations = container.presentations
    if !presentations.isEmpty, container.superview !== self {
      violations.append("presentations: the container is not in the window")
    }
    var host: ViewController? = rootViewController
    for (index, presentation) in presentations.enumerated() {
      let presented = presentation.presented
      let path = "presentation \(index):\(type(of: presented))"
      if presented.incomingPresentation !== presentation {
        violations.append("\(path): the presented controller does not name its presentation")
      }
      if let presenting = presentation.presenting {
        if presenting.outgoingPresentation !== presentation {
          violations.append("\(path): the presenter does not name its presentation")
        }
        if presenting.presentationTreeRoot !== presentation.host {
          violations.append("\(path): the presenter is outside the level below")
        }
      } else {
        violations.append("\(path): the presenter is gone")
      }
      if presentation.host !== host {
        violations.append("\(path): it is not presented from the level below it")
      }
      if presented.parent != nil {
        violations.append("\(path): the presented controller has a parent")
      }
      if !(presented.viewIfLoaded?.isDescendant(of: presentation.cardView) ?? false)
        || presentation.wrapperView.superview !== container
      {
        violations.append("\(path): the presented view is not in its card in the window")
      }
      // A full-screen presentation anywhere above covers this one, as it covers the root.
      let covers = presentations[(index + 1)...].filter(\.coversHost)
      if presentation.phase == .presented, covers.isEmpty, isVisible {
        if presented.appearanceState != .appeared {
          violations.append("\(path): \(presented.appearanceState.rawValue) while at rest")
        }
      }
      if presentation.phase == .presented, covers.contains(where: { $0.phase == .presented }),
        isVisible, presented.appearanceState != .disappeared
      {
        violations.append(
          "\(path): \(presented.appearanceState.rawValue) under a full-screen presentation")
      }
      if presentation.phase == .presented, isVisible {
        if presentation.coversHost, let host, host.appearanceState != .disappeared {
          violations.append(
            "\(path): the controller beneath a full-screen presentation is "
              + host.appearanceState.rawValue)
        }
      }
      violations += presented.invariantViolations().map { "\(path): \($0)" }
      host = presented
    }
    if !container.isTransitioning, let top = presentations.last,
      let focused = firstResponder as? View, !focused.isDescendant(of: top.wrapperView)
    {
      violations.append("presentations: the focus is outside the topmost presentation")
    }
    return violations
  }
}
