extension View {
  /// The transform from this view's bounds coordinates to its superview's bounds coordinates.
  public var transformToSuperview: AffineTransform {
    AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }

  /// The transform from this view's bounds coordinates to the coordinates of the root of its
  /// tree (its window, when it is in one).
  public var transformToRoot: AffineTransform {
    var result = AffineTransform.identity
    var view: View = self
    while let superview = view.superview {
      result = result.concatenating(view.transformToSuperview)
      view = superview
    }
    return result
  }

  /// Converts `point` from this view's coordinates to `view`'s (or to the window's, with
  /// `nil`), through every transform and bounds origin on the way.
  public func convert(_ point: Point, to view: View?) -> Point {
    let inRoot = point.applying(transformToRoot)
    guard let view else { return inRoot }
    return inRoot.applying(view.transformToRoot.inverted())
  }

  /// Converts `point` from `view`'s coordinates (or the window's, with `nil`) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
    return inRoot.applying(transformToRoot.inverted())
  }

  /// Converts `rect` from this view's coordinates to `view`'s (or the window's, with `nil`);
  /// under rotation the result is the bounding box of the converted corners.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    var mapping = transformToRoot
    if let view { mapping = mapping.concatenating(view.transformToRoot.inverted()) }
    return rect.applying(mapping)
  }

  /// Converts `rect` from `view`'s coordinates (or the window's, with `nil`) to this view's;
  /// under rotation the result is the bounding box of the converted corners.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    let mapping = (view?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted())
    return rect.applying(mapping)
  }
}
