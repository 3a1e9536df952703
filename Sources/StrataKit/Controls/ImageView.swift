/// A view that shows an image: Strata's `UIImageView`.
@MainActor
open class ImageView: View {
  /// How an image is fitted into the bounds, as `UIView.ContentMode`.
  public enum ContentMode: String, Sendable, Hashable, Codable {
    /// Stretch the image to fill the bounds exactly.
    case scaleToFill
    /// Scale the image, keeping its aspect ratio, so that all of it fits; centred.
    case scaleAspectFit
    /// Scale the image, keeping its aspect ratio, so that it covers the bounds; centred. The
    /// parts outside show unless the view clips to its bounds.
    case scaleAspectFill
    /// Keep the image's size and centre it.
    case center
  }

  /// The image shown; `nil` shows nothing.
  public var image: Image? {
    didSet {
      guard image != oldValue else { return }
      setNeedsDisplay()
      superview?.setNeedsLayout()
    }
  }

  /// How the image is fitted into the bounds; defaults to ``ContentMode/scaleToFill``.
  public var contentMode: ContentMode = .scaleToFill {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// Creates an image view showing `image`, sized to it when `frame` is omitted.
  public init(image: Image? = nil, frame: Rect? = nil) {
    self.image = image
    super.init(frame: frame ?? Rect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An image view with an accessibility label is an element, read as an image; without one it
  /// is decoration and is left out, as UIKit's.
  open override var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? (accessibilityLabel != nil) }
    set { super.isAccessibilityElement = newValue }
  }

  /// ``AccessibilityTraits/image`` unless set.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilitySettings.traits ?? .image }
    set { super.accessibilityTraits = newValue }
  }

  /// The image's size in points, or zero without an image.
  open override func sizeThatFits(_ size: Size) -> Size {
    image?.size ?? .zero
  }

  /// Records the image fitted into the bounds by ``contentMode``.
  open override func draw(in context: DrawingContext) {
    guard let image else { return }
    context.draw(image, in: imageRect(for: image.size, in: context.bounds))
  }

  /// Where an image of `imageSize` is drawn within `bounds` under ``contentMode``.
  public func imageRect(for imageSize: Size, in bounds: Rect) -> Rect {
    guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
    switch contentMode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let horizontal = bounds.width / imageSize.width
      let vertical = bounds.height / imageSize.height
      let scale =
        contentMode == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
      let size = imageSize * scale
      return Rect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    case .center:
      return Rect(
        x: bounds.midX - imageSize.width / 2, y: bounds.midY - imageSize.height / 2,
        width: imageSize.width, height: imageSize.height)
    }
  }
}
