import StrataKit

/// The view of one layer: its shadow, a content view that clips the chrome and the
/// controller's view to the layer, and the border drawn over them.
///
/// A layer spans the container's height, so its shadow only shows along its left and right
/// edges. Two strips as tall as the layer and a few blur radii wide cast it, instead of the
/// whole layer: a shadow the size of the layer would be composited over its full area every
/// frame, under content that hides it.
@MainActor
final class LayeredLayerView: View {
  /// The colour of a layer's border: white 236/255.
  static let borderColor = Color(white: 236.0 / 255.0)
  /// The shadow of a layer that displays one.
  static let layerShadow = Shadow(
    color: .black, opacity: 0.5, radius: 10, offset: Size(width: -2, height: -3))

  /// How wide each shadow strip is, in points: wide enough that its outer edge's shadow is
  /// that of the whole layer.
  static let shadowStripWidth = 40.0

  /// Clips the chrome and the controller's view to the layer; white behind a controller's view
  /// that does not fill it opaquely.
  let contentView = View()
  /// The strips that cast the shadow along the left and right edges.
  let shadowStrips = [View(), View()]
  /// The chrome, when the item has it.
  private(set) var chrome: LayeredChromeView?
  private let borderView = View()
  /// The controller's view, once installed.
  private(set) weak var controllerView: View?
  private var autosizesContent = true

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.clipsToBounds = true
    contentView.backgroundColor = .white
    borderView.isUserInteractionEnabled = false
    borderView.borderColor = Self.borderColor
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    borderView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    shadowStrips[0].autoresizingMask = .flexibleHeight
    shadowStrips[1].autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
    for strip in shadowStrips {
      strip.isUserInteractionEnabled = false
      addSubview(strip)
    }
    addSubview(contentView)
    addSubview(borderView)
  }

  /// Puts `view` (a controller's view) into the layer, below the chrome.
  func install(_ view: View) {
    controllerView = view
    view.autoresizingMask = autosizesContent ? [.flexibleWidth, .flexibleHeight] : []
    contentView.insertSubview(view, at: 0)
    setNeedsLayout()
  }

  /// Applies the look `item` asks for: chrome (styled by `appearance`), border, shadow and
  /// content sizing.
  func apply(
    _ item: LayeredNavigationItem, fallbackTitle: String?, appearance: LayeredChromeAppearance
  ) {
    if item.hasChrome {
      let bar = chrome ?? LayeredChromeView()
      if chrome == nil {
        chrome = bar
        bar.autoresizingMask = .flexibleWidth
        contentView.addSubview(bar)
      }
      bar.show(item, fallbackTitle: fallbackTitle, appearance: appearance)
    } else if let bar = chrome {
      bar.removeFromSuperview()
      chrome = nil
    }
    borderView.borderWidth = item.hasBorder ? 1 : 0
    borderView.isHidden = !item.hasBorder
    for strip in shadowStrips {
      strip.shadow = item.displayShadow ? Self.layerShadow : Shadow()
      strip.isHidden = !item.displayShadow
    }
    autosizesContent = item.autosizeContent
    controllerView?.autoresizingMask = autosizesContent ? [.flexibleWidth, .flexibleHeight] : []
    let coversContent = autosizesContent && (controllerView?.backgroundColor?.alpha ?? 0) >= 1
    contentView.backgroundColor = coversContent ? nil : .white
    setNeedsLayout()
  }

  /// Lays the chrome across the top and the controller's view below it.
  override func layoutSubviews() {
    View.performWithoutAnimation {
      contentView.frame = bounds
      borderView.frame = bounds
      let stripWidth = min(Self.shadowStripWidth, bounds.width)
      shadowStrips[0].frame = Rect(x: 0, y: 0, width: stripWidth, height: bounds.height)
      shadowStrips[1].frame = Rect(
        x: bounds.width - stripWidth, y: 0, width: stripWidth, height: bounds.height)
      let top = chrome == nil ? 0 : LayeredChromeView.height
      chrome?.frame = Rect(x: 0, y: 0, width: bounds.width, height: top)
      if let controllerView {
        if autosizesContent {
          controllerView.frame = Rect(
            x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        } else {
          controllerView.frame.origin = Point(x: 0, y: top)
        }
      }
    }
  }
}
