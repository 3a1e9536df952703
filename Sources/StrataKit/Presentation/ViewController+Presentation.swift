/// Modal presentation, as `UIViewController`'s: `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)` and the chain of presented controllers.
///
/// A presentation belongs to the controller that defines the presentation context: the nearest
/// of the caller and its ancestors whose ``definesPresentationContext`` is true, else the root
/// of the caller's tree (the window's root view controller, or a presented controller). One
/// controller presents at most one other; a presented controller may present in turn (a sheet
/// presents an alert), which makes a chain. Appearance follows UIKit: a full-screen
/// presentation makes the controller beneath disappear (`viewWillDisappear`, then the
/// presented controller's `viewWillAppear`, its `viewDidAppear`, and the other's
/// `viewDidDisappear`; the reverse on dismissal); a sheet, an alert or an over-full-screen
/// presentation leaves it on screen.
///
/// Calls made while a presentation or a dismissal animates, or while a person drags a sheet,
/// wait and run after it, in order. Misuse follows the containers' rule: the `try…` variants
/// throw a ``PresentationError`` and change nothing; the UIKit-shaped calls ignore the misuse,
/// report it to Strata's diagnostics and remember it in ``lastPresentationError``.
extension ViewController {
  /// The controller this one presents (or, when it presents none, the one its nearest
  /// presenting ancestor presents), once the presentation has started; `nil` when none.
  public var presentedViewController: ViewController? {
    var current: ViewController? = self
    while let controller = current {
      if let presentation = controller.outgoingPresentation { return presentation.presented }
      current = controller.parent
    }
    return nil
  }

  /// The controller that presented this one (or its nearest presented ancestor); `nil` when
  /// it is not presented.
  public var presentingViewController: ViewController? {
    var current: ViewController? = self
    while let controller = current {
      if let presentation = controller.incomingPresentation { return presentation.presenting }
      current = controller.parent
    }
    return nil
  }

  /// Whether the controller is sliding (or fading) in as it is presented.
  public var isBeingPresented: Bool { incomingPresentation?.phase == .presenting }

  /// Whether the controller is sliding (or fading) out as it is dismissed.
  public var isBeingDismissed: Bool { incomingPresentation?.phase == .dismissing }

  /// Why the last presentation call this controller refused was refused, as
  /// ``PresentationError``; `nil` when the last call succeeded.
  public var lastPresentationError: PresentationError? { storedPresentationError }

  /// Presents `viewController` modally, in the style of its ``modalPresentationStyle`` (an
  /// ``AlertController`` as an alert or an action sheet): a sheet slides up on a spring of
  /// 0.3 s over a dimming backdrop, an alert fades and shrinks in. `completion` runs once the
  /// presentation has ended (at once when not `animated`).
  ///
  /// Misuse (presenting a controller that is presented already or has a parent, presenting
  /// while the presenter presents another or is being dismissed, presenting from outside any
  /// window) is ignored and reported (see ``lastPresentationError``).
  public func present(
    _ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    ignoringPresentationMisuse { () throws(PresentationError) in
      try tryPresent(viewController, animated: animated, completion: completion)
    }
  }

  /// Presents `viewController`, as ``present(_:animated:completion:)``, or throws why not.
  ///
  /// - Throws: ``PresentationError``, changing nothing.
  public func tryPresent(
    _ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) throws(PresentationError) {
    let host = presentationTreeRoot
    guard let window = host.viewIfLoaded?.window ?? host.plannedPresentationWindow else {
      throw .notInWindow
    }
    try window.presentationContainer.present(
      viewController, by: presentationContextController, host: host, animated: animated,
      completion: completion)
    storedPresentationError = nil
  }

  /// Dismisses the controller this one presents, with everything it presents in turn; or,
  /// when it presents nothing, this controller (or its nearest presented ancestor), as UIKit's
  /// `dismiss(animated:completion:)`. A sheet slides down, an alert fades out; the controllers
  /// in between go at once. `completion` runs once the dismissal has ended.
  ///
  /// With nothing to dismiss, the call is ignored and reported (see ``lastPresentationError``).
  /// A container's own `dismiss(animated:completion:)` (the cross navigation controller's)
  /// wins over this one where a call fits both.
  @_disfavoredOverload
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    ignoringPresentationMisuse { () throws(PresentationError) in
      try tryDismiss(animated: animated, completion: completion)
    }
  }

  /// Dismisses, as ``dismiss(animated:completion:)``, or throws why not.
  ///
  /// - Throws: ``PresentationError/nothingToDismiss`` when the controller neither presents
  ///   nor is presented, changing nothing.
  @_disfavoredOverload
  public func tryDismiss(animated: Bool, completion: (() -> Void)? = nil)
    throws(PresentationError)
  {
    let host = presentationTreeRoot
    guard let window = host.viewIfLoaded?.window ?? host.plannedPresentationWindow else {
      throw .nothingToDismiss
    }
    try window.presentationContainer.dismiss(
      from: host, animated: animated, completion: completion)
    storedPresentationError = nil
  }

  /// The root of the controller's tree: the controller with no parent above it.
  var presentationTreeRoot: ViewController {
    var controller = self
    var depth = 0
    while let parent = controller.parent, depth < 4096 {
      controller = parent
      depth += 1
    }
    return controller
  }

  /// The controller a presentation started here belongs to: the nearest of this controller
  /// and its ancestors that defines the presentation context, else the root of its tree.
  var presentationContextController: ViewController {
    var current: ViewController? = self
    while let controller = current {
      if controller.definesPresentationContext { return controller }
      current = controller.parent
    }
    return presentationTreeRoot
  }

  /// Runs a `try…` presentation call for its UIKit-shaped form: a refusal is remembered in
  /// ``lastPresentationError`` and reported to Strata's diagnostics.
  private func ignoringPresentationMisuse(_ call: () throws(PresentationError) -> Void) {
    do {
      try call()
    } catch {
      storedPresentationError = error
      Diagnostics.warn("\(type(of: self)): \(error); the call was ignored")
    }
  }
}
