public import StrataKit

/// Renders any view controller to pixels without a display: a window of a given size and scale,
/// real Pango text and the Cairo renderer, driven by a manual clock.
///
/// Time and input follow the same rule as in StrataTesting's `TestHost` (and as in a real
/// window, where a frame follows the events that arrived before it): the host renders the
/// first frame at time 0 when it is created; ``advance(by:)`` moves the clock and renders one
/// frame (animations, display links and completions advance, layout runs); events sent to
/// ``window`` go between frames, stamped with `clock.now`, the time of the last frame.
/// ``renderImage()`` renders the current frame again, at the same time, and rasterises it.
///
/// It is the small host for apps that render a view controller without a display. Tests use
/// StrataTesting's `TestHost` created with `rendering: .cairo`, which draws the same pixels and
/// adds the interaction driver and the checks after every step.
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
  /// The display list of the last frame rendered.
  public private(set) var lastDisplayList = DisplayList() {
    didSet { Self.frameObserver?(self) }
  }
  private let renderer: CairoRenderer

  /// Told about every frame any headless host composes (its ``lastDisplayList`` and its
  /// window's damage), while set: how a test watches every frame of a program that makes its
  /// own hosts, such as the gallery's tour. `nil` by default.
  package static var frameObserver: (@MainActor (HeadlessHost) -> Void)?

  /// Shows `rootViewController` in a visible window of `size` points at `scale` device pixels
  /// per point (default 1), and renders the first frame at time 0.
  public init(rootViewController: ViewController, size: Size, scale: Double = 1) {
    let clock = ManualClock()
    let textSystem = PangoTextSystem()
    self.clock = clock
    self.textSystem = textSystem
    renderer = CairoRenderer(textSystem: textSystem)
    window = Window(size: size, scale: scale, textSystem: textSystem, clock: clock)
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    lastDisplayList = window.render()
  }

  /// Moves the clock forward by `seconds` and renders a frame (as a display list, without
  /// rasterising it). Negative durations render a frame without moving the clock.
  @discardableResult
  public func advance(by seconds: Double) -> DisplayList {
    clock.advance(by: seconds)
    lastDisplayList = window.render()
    return lastDisplayList
  }

  /// Resizes the window to `size` points, as a user's resize would, and renders a frame.
  @discardableResult
  public func resize(to size: Size) -> DisplayList {
    window.resize(to: size)
    lastDisplayList = window.render()
    return lastDisplayList
  }

  /// Renders the current frame to an image of the window's size times its scale.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot create or draw the surface, such as a window
  ///   of more pixels than ``CairoImageSurface/maximumPixelCount``.
  public func renderImage() throws -> Image {
    let displayList = window.render()
    lastDisplayList = displayList
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
