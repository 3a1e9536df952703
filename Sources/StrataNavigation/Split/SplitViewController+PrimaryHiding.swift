import StrataKit

extension SplitViewController {
  /// Hides or shows the primary column, sliding it out or in over ``columnAnimationDuration``
  /// when `animated`; hidden, the other columns take its width. In one column the primary
  /// fills the split whatever this says; the setting applies once other columns show. Calls
  /// made while the primary slides wait for it.
  public func setPrimaryHidden(_ hidden: Bool, animated: Bool) {
    performWhenColumnsIdle { [weak self] in self?.applyPrimaryHidden(hidden, animated: animated) }
  }

  /// Shows the hidden primary over the other columns, at its two-column width, sliding it in
  /// when `animated`; ``isPrimaryHidden`` stays true. A no-op unless the primary is hidden
  /// beside other columns.
  public func showPrimaryOverlay(animated: Bool) {
    performWhenColumnsIdle { [weak self] in self?.applyOverlay(true, animated: animated) }
  }

  /// Slides the primary shown over the other columns away again. A no-op when it is not shown.
  public func dismissPrimaryOverlay(animated: Bool) {
    performWhenColumnsIdle { [weak self] in self?.applyOverlay(false, animated: animated) }
  }

  private func applyPrimaryHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != primaryIsHidden else { return }
    if overlayIsVisible { applyOverlay(false, animated: false) }
    guard isViewLoaded, lastLaidOutWidth != nil, displayedColumns.count > 1 else {
      primaryIsHidden = hidden
      return
    }
    let animates = animated && canAnimate
    primaryIsHidden = hidden
    guard animates else {
      syncHierarchy()
      layoutColumns(animated: false)
      return
    }
    runningAnimations += 1
    if hidden {
      primary.beginAppearanceTransition(false, animated: true)
    } else {
      View.performWithoutAnimation {
        putOnScreen(primary, at: 0, animated: true)
        primary.view.frame = columnFrames(in: view.bounds)[.primary] ?? .zero
        let width = primary.view.frame.width
        primary.view.frame = primary.view.frame.offsetBy(
          dx: isRightToLeft ? width : -width, dy: 0)
      }
    }
    updateSeparatorViews()
    View.animate(withDuration: columnAnimationDuration, curve: .easeInOut) {
      self.layoutColumns(animated: false)
    } completion: { _ in
      self.runningAnimations -= 1
      self.finishPrimarySlide(hidden: hidden)
    }
  }

  /// Ends a hide or show: a hidden primary leaves the split; the callbacks end.
  private func finishPrimarySlide(hidden: Bool) {
    if hidden, primaryIsHidden, let index = shownControllers.firstIndex(where: { $0 === primary }) {
      shownControllers.remove(at: index)
      primary.viewIfLoaded?.removeFromSuperview()
      if primary.appearanceState == .disappearing { primary.endAppearanceTransition() }
    } else if !hidden, primary.appearanceState == .appearing, isOnScreen {
      primary.endAppearanceTransition()
    }
    syncHierarchy()
    layoutColumns(animated: false)
    transitionOrDragDidEnd()
  }

  /// Where the primary shows over the other columns: at the leading edge, at its two-column
  /// width, or just outside the edge before it slides in.
  func overlayFrame(shown: Bool) -> Rect {
    let bounds = view.bounds
    let width = layoutRules.twoColumnPrimaryWidth(forWidth: bounds.width)
    var x = isRightToLeft ? bounds.maxX - width : bounds.minX
    if !shown { x += isRightToLeft ? width : -width }
    return Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
  }

  private func applyOverlay(_ visible: Bool, animated: Bool) {
    guard visible != overlayIsVisible, isViewLoaded else { return }
    guard !visible || isPrimaryEffectivelyHidden else { return }
    let animates = animated && canAnimate
    overlayIsVisible = visible
    if visible {
      View.performWithoutAnimation {
        overlayDimmingView.frame = view.bounds
        overlayDimmingView.alpha = animates ? 0 : 1
        view.addSubview(overlayDimmingView)
        putOnScreen(primary, animated: animates)
        primary.view.frame = overlayFrame(shown: !animates)
        primary.view.shadow = Shadow(
          color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: 0))
      }
      updateSeparatorViews()
    } else if !animates {
      endOverlayAtOnce()
      return
    } else {
      primary.beginAppearanceTransition(false, animated: true)
    }
    guard animates else { return }
    runningAnimations += 1
    slideOverlay(visible: visible, duration: columnAnimationDuration, curve: .easeInOut)
  }

  /// Slides the overlaid primary to shown or away over `duration` seconds, then ends its
  /// appearance callbacks (and, when away, takes its view out). One running animation ends.
  private func slideOverlay(visible: Bool, duration: Double, curve: TimingCurve) {
    overlayIsMoving = true
    View.animate(withDuration: duration, curve: curve) {
      self.primary.view.frame = self.overlayFrame(shown: visible)
      self.overlayDimmingView.alpha = visible ? 1 : 0
    } completion: { _ in
      self.overlayIsMoving = false
      self.runningAnimations -= 1
      // A released reveal swipe has settled.
      self.revealTracker.didFinish()
      if visible, self.overlayIsVisible {
        if self.primary.appearanceState == .appearing { self.primary.endAppearanceTransition() }
      } else if visible {
        // The overlay ended while it slid in (the split went to one column and back): the
        // primary stayed only for the slide, so the columns are brought in line now, before
        // the calls that waited for it.
        self.syncHierarchy()
        self.layoutColumns(animated: false)
      } else {
        self.removeOverlayViews()
      }
      self.transitionOrDragDidEnd()
    }
  }

  /// Follows the reveal swipe with the tracker's steps: the hidden primary slides in under the
  /// finger over a dimmed split; a release that would carry it past half its width
  /// (projecting the finger's speed over 0.15 s) shows it, otherwise it slides back. Calls wait
  /// while the finger is down.
  func handleRevealPan(_ pan: ScreenEdgePanGestureRecognizer) {
    guard let step = revealTracker.handle(pan, for: self) else { return }
    switch step {
    case .begin(_, _, let progress):
      guard beginReveal() else {
        revealTracker.reset()
        return
      }
      followReveal(progress: progress)
    case .follow(_, let progress):
      guard overlayIsMoving, overlayIsVisible else { return }
      followReveal(progress: progress)
    case .release(let decision):
      releaseReveal(decision)
    }
  }

  /// Puts the hidden primary just outside the leading edge over a dimmed split, for a reveal
  /// swipe to slide it in; returns false, changing nothing, when it cannot be revealed now.
  private func beginReveal() -> Bool {
    guard isPrimaryEffectivelyHidden, !overlayIsVisible, !isTransitioning else { return false }
    overlayIsVisible = true
    overlayIsMoving = true
    runningAnimations += 1
    View.performWithoutAnimation {
      overlayDimmingView.frame = view.bounds
      view.addSubview(overlayDimmingView)
      putOnScreen(primary, animated: true)
      primary.view.shadow = Shadow(
        color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: 0))
    }
    updateSeparatorViews()
    return true
  }

  /// Places the revealed primary `progress` (clamped to 0…1) of its width in from just
  /// outside the leading edge, and dims the split as much.
  private func followReveal(progress: Double) {
    let progress = min(1, max(0, progress))
    let offset = (isRightToLeft ? -1.0 : 1.0) * swipeDistance * progress
    View.performWithoutAnimation {
      primary.view.frame = overlayFrame(shown: false).offsetBy(dx: offset, dy: 0)
      overlayDimmingView.alpha = progress
    }
  }

  /// Settles a released reveal as `decision` says: the primary slides on to shown, or back
  /// out, eased out over the part of ``columnAnimationDuration`` the rest of the way takes.
  private func releaseReveal(_ decision: SwipeRelease) {
    guard overlayIsMoving else {
      revealTracker.didFinish()
      return
    }
    guard overlayIsVisible else {
      // The split narrowed to one column under the finger: the overlay already ended, and
      // the primary, which layout left where the finger held it, takes its column now.
      overlayIsMoving = false
      runningAnimations -= 1
      revealTracker.didFinish()
      syncHierarchy()
      layoutColumns(animated: false)
      transitionOrDragDidEnd()
      return
    }
    let progress = min(1, max(0, swipeProgress))
    let shows = decision.commits
    if !shows {
      overlayIsVisible = false
      primary.beginAppearanceTransition(false, animated: true)
    }
    let remaining = shows ? 1 - progress : progress
    slideOverlay(
      visible: shows, duration: max(0.1, columnAnimationDuration * remaining), curve: .easeOut)
  }

  /// Takes the overlay away without animation: a primary that is still hidden disappears; one
  /// that became a column (the split narrowed to one) stays.
  func endOverlayAtOnce() {
    overlayIsVisible = false
    if isPrimaryEffectivelyHidden,
      primary.appearanceState == .appeared || primary.appearanceState == .appearing
    {
      primary.beginAppearanceTransition(false, animated: false)
    }
    removeOverlayViews()
  }

  /// Removes the dimming view and the primary's shadow and, while the primary is hidden, its
  /// view, ending its disappearance.
  private func removeOverlayViews() {
    // A slide of the overlay that is cut short (the split narrowed to one column) must not
    // wait for the dimming view's fade once the view is out.
    overlayDimmingView.removeAllAnimations()
    overlayDimmingView.removeFromSuperview()
    primary.viewIfLoaded?.shadow = Shadow(opacity: 0)
    guard isPrimaryEffectivelyHidden else {
      // The primary became a column (the split narrowed to one) and stays on screen: it ends
      // appeared, even when a reveal swipe had only begun its appearance.
      switch primary.appearanceState {
      case .disappearing:
        primary.beginAppearanceTransition(true, animated: false)
        primary.endAppearanceTransition()
      case .appearing where isOnScreen:
        primary.endAppearanceTransition()
      default:
        break
      }
      return
    }
    if let index = shownControllers.firstIndex(where: { $0 === primary }) {
      shownControllers.remove(at: index)
      primary.viewIfLoaded?.removeFromSuperview()
    }
    if primary.appearanceState == .disappearing { primary.endAppearanceTransition() }
  }

  // MARK: Keyboard focus

  /// Moves keyboard focus to the next visible column toward the trailing edge (or the leading
  /// one): the first view in it that takes first-responder status, else its controller.
  func moveFocus(towardTrailing: Bool) {
    let columns = visibleViewControllers
    guard !columns.isEmpty, let window = view.window else { return }
    let current = columns.firstIndex { column in
      guard let responder = window.firstResponder else { return false }
      if let focusedView = responder as? View, let columnView = column.viewIfLoaded {
        return focusedView.isDescendant(of: columnView)
      }
      if let focusedController = responder as? ViewController {
        return focusedController.isDescendant(of: column)
      }
      return false
    }
    let target: Int
    if let current {
      target = min(columns.count - 1, max(0, current + (towardTrailing ? 1 : -1)))
    } else {
      target = towardTrailing ? 0 : columns.count - 1
    }
    focus(columns[target])
  }

  /// Gives keyboard focus to `controller`'s column: to the view its preferred focus
  /// environments lead to, else its first view in the window's focus order (reading order),
  /// else to the controller.
  private func focus(_ controller: ViewController) {
    if let window = view.window, let columnView = controller.viewIfLoaded {
      window.focus(into: controller)
      if let focused = window.firstResponder as? View, focused.isDescendant(of: columnView) {
        return
      }
    }
    if controller.canBecomeFirstResponder { _ = controller.becomeFirstResponder() }
  }
}
