import StrataCairo
public import StrataKit

/// Pixels: what the window shows, drawn by the Cairo renderer with real Pango text, so that a
/// snapshot test drags, taps and presses through the same driver as a behaviour test.
extension TestHost {
  /// How a ``TestHost`` draws its frames.
  public struct Rendering: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
      case displayList
      case cairo
    }

    private let kind: Kind

    /// Display lists only, with text measured by the deterministic `FixedAdvanceTextSystem`
    /// (every glyph 0.6 × the point size): the default, for behaviour tests, whose geometry
    /// does not depend on the fonts installed.
    public static let displayList = Rendering(kind: .displayList)

    /// Pixels too: text measured and drawn by Pango, and ``TestHost/renderImage()`` drawing
    /// the window through the Cairo renderer, as `HeadlessHost` does; for snapshot tests.
    public static let cairo = Rendering(kind: .cairo)

    /// `displayList` or `cairo`.
    public var description: String {
      switch kind {
      case .displayList: "displayList"
      case .cairo: "cairo"
      }
    }
  }

  /// Why ``TestHost/renderImage()`` drew nothing.
  public enum RenderingError: Error, Sendable, CustomStringConvertible {
    /// The host composes display lists only: create it with `rendering: .cairo` to draw
    /// pixels.
    case noRenderer

    /// What went wrong and how to fix it.
    public var description: String {
      switch self {
      case .noRenderer:
        "this TestHost composes display lists only; create it with `rendering: .cairo` to "
          + "render images"
      }
    }
  }

  /// Renders the current frame, at the current time (as ``render()`` does, with the checks
  /// after a step), and draws it through Cairo into an image of the window's size times its
  /// scale: what the window shows.
  ///
  /// - Throws: ``RenderingError/noRenderer`` when the host was not created with
  ///   ``Rendering/cairo``; `CairoError` when Cairo cannot create or draw the surface, such
  ///   as a window of more pixels than `CairoImageSurface.maximumPixelCount`.
  public func renderImage() throws -> Image {
    guard let renderer else { throw RenderingError.noRenderer }
    let displayList = render()
    return try renderer.render(
      displayList, size: window.bounds.size, scale: window.scale, background: nil)
  }
}
