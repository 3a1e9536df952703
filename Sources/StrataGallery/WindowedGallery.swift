import StrataKit
import StrataSDL

/// Shows the gallery in a real window through the SDL host: the only place the executable
/// touches the windowing system, so the rest builds and is tested headless.
@MainActor
enum WindowedGallery {
  /// Opens a window of `options.size` points (at `options.scale`, or the display's) titled
  /// "Strata Gallery" with `gallery` as its root, and runs until the window closes or Ctrl+Q.
  /// The gallery's `quit` ends the run; the first frame shown is reported to the gallery's
  /// `onEvent` as `ready`, with the window's size in points.
  ///
  /// - Throws: `SDLError` when no window can be opened or SDL fails while running.
  static func run(_ gallery: GalleryViewController, options: GalleryOptions) throws {
    let application = try Application(
      rootViewController: gallery, title: GalleryViewController.galleryTitle,
      size: options.size, scale: options.scale)
    gallery.quit = { [weak application] in application?.quit() }
    var isReady = false
    application.onEvent = { [weak gallery, weak application] event in
      guard !isReady, case .framePresented = event, let window = application?.window else {
        return
      }
      isReady = true
      gallery?.onEvent?(.ready(width: window.bounds.width, height: window.bounds.height))
    }
    try application.run()
  }
}
