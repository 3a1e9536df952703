/// The pan that dismisses a sheet: the sheet follows the finger down, rubber-bands up (and down
/// too when the presented controller ``ViewController/isModalInPresentation``), and on release
/// goes away or springs back as ``SwipeRelease`` decides, with a threshold of a third of its
/// height: a slow release past a third, or a fling down, dismisses it.
///
/// The pan begins only for a mostly vertical drag on the topmost sheet at rest. While it runs,
/// the presented controller disappears (`viewWillDisappear`); a sheet that springs back
/// appears again, and calls made meanwhile wait for the end.
@MainActor
final class SheetDismissalDrag {
  /// The fraction of the sheet's height a release must carry it down to dismiss it: a third.
  static let threshold = 1.0 / 3.0

  /// The pan on the sheet's card.
  let recognizer = PanGestureRecognizer()
  private weak var presentation: PresentationController?
  /// Whether the drag may dismiss (the presented controller allowed it when the drag began).
  private var dismisses = false
  /// The sheet's offset down, in points, where the drag is now.
  private var offset = 0.0

  /// Creates the drag of `presentation`'s sheet.
  init(presentation: PresentationController) {
    self.presentation = presentation
    recognizer.delegate = self
    recognizer.addAction { [weak self] pan in self?.handle(pan) }
  }

  /// The sheet's height, in points.
  private var height: Double { presentation?.cardView.bounds.height ?? 0 }

  private func handle(_ pan: PanGestureRecognizer) {
    guard let presentation else { return }
    switch pan.state {
    case .began:
      presentation.phase = .dragging
      dismisses = !presentation.presented.isModalInPresentation
      offset = 0
      if dismisses {
        presentation.presented.beginAppearanceTransition(false, animated: true)
      }
    case .changed:
      guard presentation.phase == .dragging else { return }
      follow(pan.translation(in: nil).y)
    case .ended, .cancelled, .failed:
      guard presentation.phase == .dragging else { return }
      follow(pan.translation(in: nil).y)
      release(velocity: pan.velocity(in: nil).y, interrupted: pan.state != .ended)
    case .possible:
      break
    }
  }

  /// Moves the sheet to where a finger `travel` points down (negative: up) puts it.
  private func follow(_ travel: Double) {
    guard let presentation else { return }
    let height = height
    if travel < 0 || !dismisses {
      offset = ScrollPhysics.rubberBand(travel, dimension: max(1, height))
    } else {
      offset = travel
    }
    let progress = dismisses && height > 0 ? min(1, max(0, offset / height)) : 0
    View.performWithoutAnimation {
      presentation.cardView.transform = AffineTransform(translationX: 0, y: offset)
      presentation.dimmingView.alpha = PresentationController.dimmingAlpha * (1 - progress)
    }
  }

  /// Ends the drag: the sheet goes away, or springs back, as the release decides.
  private func release(velocity: Double, interrupted: Bool) {
    guard let presentation,
      let container = presentation.wrapperView.superview
        as? PresentationContainerView
    else { return }
    let height = max(1, height)
    let decision = SwipeRelease(
      progress: offset / height, cancelProgress: 0, snapPoints: dismisses ? [0, 1] : [0],
      distance: height, velocity: velocity.isFinite ? velocity : 0,
      threshold: Self.threshold, forceCancel: interrupted || !dismisses)
    if decision.commits, let level = container.level(of: presentation.presented) {
      container.startDismissal(
        toLevel: level - 1, animated: true, velocity: decision.normalizedVelocity,
        completion: nil)
      return
    }
    if dismisses { presentation.presented.beginAppearanceTransition(true, animated: true) }
    presentation.animate(
      true, velocity: decision.normalizedVelocity, changes: { presentation.showShown() },
      completion: { [weak presentation, weak container] in
        guard let presentation, presentation.phase == .dragging else { return }
        presentation.phase = .presented
        presentation.presented.endAppearanceTransition()
        container?.runQueuedCalls()
      })
  }
}

// MARK: - GestureRecognizerDelegate

extension SheetDismissalDrag: GestureRecognizerDelegate {
  /// The drag begins for a mostly vertical pan on the topmost sheet at rest, while nothing
  /// waits to change the presentations.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let presentation, presentation.phase == .presented,
      let container = presentation.wrapperView.superview as? PresentationContainerView,
      container.topmost === presentation, !container.isTransitioning,
      container.plannedChain.last === presentation.presented
    else { return false }
    let translation = recognizer.translation(in: nil)
    return abs(translation.y) > abs(translation.x)
  }
}
