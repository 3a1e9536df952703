extension View {
  /// Where the element is, in the window's coordinates: derived from the geometry the view is
  /// drawn with in the current frame (so a sliding page reports where it shows), unless set;
  /// setting ``Rect/null`` makes it follow the view again.
  public var accessibilityFrame: Rect {
    get {
      if let frame = accessibilitySettings.frame { return frame }
      return presentationBounds.applying(presentationTransformToWindow)
    }
    set { accessibilitySettings.frame = newValue.isNull ? nil : newValue }
  }

  /// Whether the view and everything in it are left out of the accessibility tree, as UIKit's
  /// `accessibilityElementsHidden`; containers set it on what a person cannot see.
  public var accessibilityElementsHidden: Bool {
    get { accessibilitySettings.elementsHidden }
    set { accessibilitySettings.elementsHidden = newValue }
  }

  /// Whether only this view's elements are read while it shows, its siblings' (and everything
  /// under it) left out, as UIKit's `accessibilityViewIsModal`: a presented sheet or alert.
  public var accessibilityViewIsModal: Bool {
    get { accessibilitySettings.viewIsModal }
    set { accessibilitySettings.viewIsModal = newValue }
  }

  /// Whether the view's elements are read as one group, in their own order before what follows,
  /// as UIKit's `shouldGroupAccessibilityChildren`: the view becomes a node of its own.
  public var shouldGroupAccessibilityChildren: Bool {
    get { accessibilitySettings.groupsChildren }
    set { accessibilitySettings.groupsChildren = newValue }
  }

  /// The bounds the view is drawn with in the current frame.
  var presentationBounds: Rect { presentation.bounds }

  /// The transform from the view's drawn bounds to the window's coordinates, through every
  /// ancestor's drawn geometry (animations and scroll offsets in flight included).
  var presentationTransformToWindow: AffineTransform {
    var result = AffineTransform.identity
    var view: View = self
    while let superview = view.superview {
      result = result.concatenating(view.presentation.transformToSuperview)
      view = superview
    }
    return result
  }
}
