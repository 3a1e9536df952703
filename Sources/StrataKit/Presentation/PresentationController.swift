/// One presentation, as `UIPresentationController`: the presented view controller, its
/// presenter, and the views that show it in the window's ``PresentationContainerView``.
///
/// The views, back to front: a wrapper that covers the window and takes every pointer that
/// reaches it (so nothing beneath is touched while the presentation shows), a dimming view (black,
/// 0.4 alpha once shown, for sheets and alerts), and the card that holds the presented view
/// (rounded by 10 points and clipped, for sheets and alerts).
@MainActor
final class PresentationController {
  /// Where and how the presented view shows.
  enum Layout: Equatable {
    case fullScreen
    case overFullScreen
    case pageSheet
    case formSheet
    case alert
    case actionSheet
  }

  /// Where the presentation is in its life.
  enum Phase: Equatable {
    /// Sliding (or fading) in.
    case presenting
    /// On screen, at rest.
    case presented
    /// Following a person's drag down, or springing back or away after it.
    case dragging
    /// Sliding (or fading) out, or waiting to be removed under one that does.
    case dismissing
  }

  /// The dimming view's alpha while the presentation shows: 0.4.
  static let dimmingAlpha = 0.4
  /// The corner radius of a sheet's or an alert's card: 10 points.
  static let cornerRadius = 10.0
  /// The spring a sheet slides with, in and out: critically damped, 0.3 s.
  static let slideSpring = Spring(response: 0.3, dampingRatio: 1)
  /// How long an alert fades in or out: 0.2 s.
  static let fadeDuration = 0.2
  /// The scale an alert grows from as it fades in: 1.15.
  static let alertStartScale = 1.15
  /// The gap between the window's top and a sheet in a compact window: 10 points.
  static let compactSheetTopInset = 10.0
  /// The least margin around a card in a regular window: 20 points.
  static let regularMargin = 20.0

  /// The presented view controller.
  let presented: ViewController
  /// The view controller the presentation belongs to (see
  /// ``ViewController/presentingViewController``).
  private(set) weak var presenting: ViewController?
  /// The controller one level down the window's presentation chain: the root view controller,
  /// or the controller the presentation below shows. It disappears under a full-screen
  /// presentation.
  private(set) weak var host: ViewController?
  /// How the presented view shows.
  let layout: Layout

  /// Covers the window and takes the pointers that reach it.
  let wrapperView = View()
  /// Dims what lies beneath.
  let dimmingView = View()
  /// Holds the presented view.
  let cardView = View()

  /// Where the presentation is in its life.
  var phase: Phase = .presenting
  /// The view that had the focus when the presentation started, to which it goes back.
  weak var focusBeforePresentation: View?
  /// The drag that dismisses a sheet.
  var dismissalDrag: SheetDismissalDrag?

  /// Creates the presentation of `presented` by `presenting`, one level above `host`, in a
  /// window whose horizontal size class is `sizeClass`.
  init(
    presenting: ViewController, presented: ViewController, host: ViewController,
    sizeClass: UserInterfaceSizeClass
  ) {
    self.presenting = presenting
    self.presented = presented
    self.host = host
    layout = Self.layout(of: presented, sizeClass: sizeClass)
    wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.isUserInteractionEnabled = false
    wrapperView.addSubview(dimmingView)
    wrapperView.addSubview(cardView)
    if layout != .fullScreen, layout != .overFullScreen, layout != .actionSheet {
      cardView.cornerRadius = Self.cornerRadius
      cardView.clipsToBounds = true
    }
    if isSheet {
      let drag = SheetDismissalDrag(presentation: self)
      dismissalDrag = drag
      cardView.addGestureRecognizer(drag.recognizer)
    }
  }

  /// The layout `presented` gets in a window of horizontal size class `sizeClass`.
  static func layout(of presented: ViewController, sizeClass: UserInterfaceSizeClass) -> Layout {
    if let alert = presented as? AlertController {
      return alert.preferredStyle == .actionSheet && sizeClass == .compact ? .actionSheet : .alert
    }
    switch presented.modalPresentationStyle {
    case .fullScreen: return .fullScreen
    case .overFullScreen: return .overFullScreen
    case .formSheet: return .formSheet
    case .pageSheet, .automatic: return .pageSheet
    }
  }

  /// Whether the presentation is a sheet a person may drag down or dismiss with Escape.
  var isSheet: Bool { layout == .pageSheet || layout == .formSheet }

  /// Whether the presentation makes the controller beneath it disappear.
  var coversHost: Bool { layout == .fullScreen }

  /// Whether the presentation dims what lies beneath.
  var isDimmed: Bool { layout != .fullScreen && layout != .overFullScreen }

  /// Whether the presentation fades in and out rather than sliding.
  var fades: Bool { layout == .alert }

  /// Where the card goes in a window whose bounds are `bounds`.
  func cardFrame(in bounds: Rect) -> Rect {
    let width = bounds.width
    let height = bounds.height
    let isCompact = TraitCollection.sizeClass(forLength: width) == .compact
    let margin = Self.regularMargin
    func centred(_ size: Size) -> Rect {
      Rect(
        x: ((width - size.width) / 2).rounded(), y: ((height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
    }
    switch layout {
    case .fullScreen, .overFullScreen:
      return bounds
    case .pageSheet, .formSheet:
      if isCompact {
        let top = Self.compactSheetTopInset
        return Rect(x: 0, y: top, width: width, height: max(0, height - top))
      }
      let wide = layout == .pageSheet ? 704.0 : 540.0
      let tall = layout == .pageSheet ? height - 2 * margin : 620
      return centred(
        Size(
          width: max(0, min(wide, width - 2 * margin)),
          height: max(0, min(tall, height - 2 * margin))))
    case .alert:
      let alert = presented as? AlertController
      let cardWidth = min(alert?.cardWidth ?? 270, max(0, width - 2 * margin))
      let cardHeight = alert?.contentHeight(forWidth: cardWidth) ?? 0
      return centred(Size(width: cardWidth, height: min(cardHeight, max(0, height - 2 * margin))))
    case .actionSheet:
      let inset = AlertController.actionSheetMargin
      let cardWidth = max(0, width - 2 * inset)
      let alert = presented as? AlertController
      let cardHeight = min(
        alert?.contentHeight(forWidth: cardWidth) ?? 0, max(0, height - 2 * inset))
      return Rect(x: inset, y: height - inset - cardHeight, width: cardWidth, height: cardHeight)
    }
  }

  /// Lays the views out in `bounds` (the window's): the wrapper and the dimming view cover
  /// them, the card goes to ``cardFrame(in:)`` and the presented view fills it. The card's
  /// transform (a slide or a drag) is kept.
  func layOut(in bounds: Rect) {
    wrapperView.frame = bounds
    dimmingView.frame = Rect(origin: .zero, size: bounds.size)
    let card = cardFrame(in: bounds)
    cardView.bounds = Rect(origin: .zero, size: card.size)
    cardView.center = card.center
    let view = presented.view
    view.frame = Rect(origin: .zero, size: card.size)
  }

  /// The card's transform while the presentation is out of sight: below the window for a
  /// slide, grown for a fade.
  func hiddenTransform(in bounds: Rect) -> AffineTransform {
    if fades { return AffineTransform(scaleX: Self.alertStartScale, y: Self.alertStartScale) }
    return AffineTransform(translationX: 0, y: max(0, bounds.maxY - cardFrame(in: bounds).minY))
  }

  /// Sets the views as they are out of sight, at once.
  func showHidden(in bounds: Rect) {
    View.performWithoutAnimation {
      cardView.transform = hiddenTransform(in: bounds)
      if fades { cardView.alpha = 0 }
      dimmingView.alpha = 0
    }
  }

  /// Sets the views as they are on screen (inside an animation block, this animates them).
  func showShown() {
    cardView.transform = .identity
    cardView.alpha = 1
    dimmingView.alpha = isDimmed ? Self.dimmingAlpha : 0
  }

  /// Moves the views to where they are out of sight (inside an animation block, this animates
  /// them).
  func moveOut(in bounds: Rect) {
    if fades {
      cardView.alpha = 0
    } else {
      cardView.transform = hiddenTransform(in: bounds)
    }
    dimmingView.alpha = 0
  }

  /// Runs `changes` as the presentation's motion, then `completion`: a fade for an alert, a
  /// spring slide (seeded with `velocity`, a fraction of the distance per second) otherwise;
  /// at once when not `animated`.
  func animate(
    _ animated: Bool, velocity: Double = 0, changes: () -> Void,
    completion: @escaping () -> Void
  ) {
    guard animated else {
      View.performWithoutAnimation(changes)
      completion()
      return
    }
    if fades {
      View.animate(
        withDuration: Self.fadeDuration, curve: .easeOut, animations: changes,
        completion: { _ in completion() })
    } else {
      View.animate(
        springResponse: Self.slideSpring.response, dampingRatio: Self.slideSpring.dampingRatio,
        initialVelocity: velocity, animations: changes, completion: { _ in completion() })
    }
  }
}
