public import StrataKit

/// Renders any view controller to pixels without a display: a window of a given size and scale,
/// real Pango text and the Cairo renderer, driven by a manual clock.
///
/// ```swift
/// let host = HeadlessHost(rootViewController: controller, size: Size(width: 640, height: 480))
/// host.advance(by: 0.25)
/// try host.writePNG(to: "frame.png")
/// ```
@MainActor
public final class HeadlessHost {
  /// The window the root view controller is shown in.
  public let window: Window
  /// The clock the window samples; only ``advance(by:)`` moves it.
  public let clock: ManualClock
  /// The text system the window's views measure with and the renderer draws with.
  public let textSystem: PangoTextSystem
  private let renderer: CairoRenderer

  /// Shows `rootViewController` in a visible window of `size` points at `scale` device pixels
  /// per point (default 1), with the clock at 0.
  public init(rootViewController: ViewController, size: Size, scale: Double = 1) {
    let clock = ManualClock()
    let textSystem = PangoTextSystem()
    self.clock = clock
    self.textSystem = textSystem
    renderer = CairoRenderer(textSystem: textSystem)
    window = Window(size: size, scale: scale, textSystem: textSystem, clock: clock)
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
  }

  /// Moves the clock forward by `seconds` (ignored when not positive).
  public func advance(by seconds: Double) {
    clock.advance(by: seconds)
  }

  /// Resizes the window to `size` points, as a user's resize would.
  public func resize(to size: Size) {
    window.resize(to: size)
  }

  /// Renders the current frame to an image of the window's size times its scale.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot create or draw the surface.
  public func renderImage() throws -> Image {
    let displayList = window.render()
    return try renderer.render(
      displayList, size: window.bounds.size, scale: window.scale, background: nil)
  }

  /// Renders the current frame and writes it as a PNG file at `path`; returns the image.
  ///
  /// - Throws: ``CairoError`` when rendering or writing fails.
  @discardableResult
  public func writePNG(to path: String) throws -> Image {
    let image = try renderImage()
    try PNG.write(image, to: path)
    return image
  }
}
