public import StrataKit

/// How one layer of a ``LayeredNavigationController`` looks and where it rests: the
/// `FRLayeredNavigationItem` of Strata.
///
/// Each controller in a layered stack has one, reachable through
/// `viewController.layeredNavigationItem` and handed to the `configuration` closure of
/// ``LayeredNavigationController/push(_:inFrontOf:maximumWidth:animated:configuration:direction:)``
/// before the layer is placed. It is a class, as the original is: changing a property of a
/// layer on screen updates the layer.
@MainActor
public final class LayeredNavigationItem {
  /// The width a layer has when neither its item nor `maximumWidth` says otherwise, in points:
  /// 400.
  public static let defaultWidth = 400.0
  /// The distance to the next layer when the stack is compressed, when the item does not set
  /// one, in points: 64.
  public static let defaultNextItemDistance = 64.0

  /// Where the layer rests when the stack is compressed: its top-left corner in the
  /// container's coordinates (mirrored right to left), in points. Set by the container.
  public var initialViewPosition: Point { container?.restingOrigin(of: self) ?? .zero }

  /// Where the layer is now (its model position, not the one an animation draws): its
  /// top-left corner in the container's coordinates, in points.
  public var currentViewPosition: Point { view?.frame.origin ?? .zero }

  /// The title the chrome shows; `nil` (the default) shows the controller's `title`.
  public var title: String? { didSet { changed() } }

  /// A view the chrome shows in its middle instead of the title; `nil` by default.
  public var titleView: View? { didSet { changed() } }

  /// The layer's width, in points; `nil` (the default), 0 or a negative value (the
  /// original's −1) means 400, or with `maximumWidth` the container's width minus the layer's
  /// resting x.
  public var width: Double? { didSet { changed(geometry: true) } }

  /// How far the layer above may move right of this one before this one follows it, in
  /// points; `nil` (the default) or a negative value (the original's −1) means the layer's
  /// width. A released gap snaps open to it.
  public var snappingDistance: Double? { didSet { changed(geometry: true) } }

  /// The distance from this layer to the next one when the stack is compressed, in points;
  /// `nil` (the default) or a negative value (the original's −1) means 64.
  public var nextItemDistance: Double? { didSet { changed(geometry: true) } }

  /// Whether the layer has chrome: a 44-point bar with the title, the title view and the bar
  /// button items above the controller's view. Defaults to true (false for the root).
  public var hasChrome = true { didSet { changed(geometry: true) } }

  /// Whether the layer has a 1-point border (white 236/255). Defaults to true (false for the
  /// root).
  public var hasBorder = true { didSet { changed() } }

  /// Whether the layer casts a shadow on the layers below (black, radius 10, offset (−2, −3),
  /// opacity 0.5). Defaults to true (false for the root).
  public var displayShadow = true { didSet { changed() } }

  /// Whether the controller's view is sized to fill the layer below the chrome; defaults to
  /// true. When false the view keeps its own size, at the top-left of the content area.
  public var autosizeContent = true { didSet { changed(geometry: true) } }

  /// How this layer's chrome looks; `nil` (the default) uses the container's
  /// ``LayeredNavigationController/chromeAppearance``.
  public var chromeAppearance: LayeredChromeAppearance? { didSet { changed() } }

  /// The button at the leading end of the chrome; `nil` by default.
  public var leftBarButtonItem: BarButtonItem? { didSet { changed() } }

  /// The button at the trailing end of the chrome; `nil` by default.
  public var rightBarButtonItem: BarButtonItem? { didSet { changed() } }

  /// The container showing the item's layer, while it does.
  weak var container: LayeredNavigationController?
  /// The view of the item's layer, while it is in a container.
  weak var view: LayeredLayerView?

  /// Creates an item with the defaults of a pushed layer.
  public init() {}

  /// The distance to the next layer's resting x: ``nextItemDistance``, or 64 when it is unset
  /// (`nil`, negative or not finite).
  var resolvedNextItemDistance: Double {
    nextItemDistance.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      ?? Self.defaultNextItemDistance
  }

  /// ``width`` when it is set: positive and finite (the original's −1 means unset).
  var resolvedWidth: Double? {
    width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  private func changed(geometry: Bool = false) {
    container?.itemDidChange(self, geometry: geometry)
  }
}
