import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the gallery's events (`--trace`) as JSON lines: the navigation events the gallery
/// reports, the window's `ready` and each presented `frame` (when windowed), plus the
/// appearance changes of titled view controllers inside it, heard through
/// `ViewController.appearanceObserver`.
@MainActor
final class GalleryTracer {
  private let write: (String) -> Void
  private weak var root: ViewController?

  /// Creates a tracer that hands each line (without its newline) to `write`.
  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// A tracer that prints each line to standard output and flushes it at once, so that a
  /// process reading the pipe sees it without delay.
  static func standardOutput() -> GalleryTracer {
    GalleryTracer { line in
      print(line)
      fflush(nil)
    }
  }

  /// Writes `event`.
  func record(_ event: GalleryEvent) {
    write(event.jsonLine)
  }

  /// Traces `gallery`'s events and the appearance of the titled controllers inside it
  /// (`appeared` as "appear", `disappeared` as "disappear"). Replaces the process's appearance
  /// observer; ``stop()`` removes it.
  func attach(to gallery: GalleryViewController) {
    root = gallery
    gallery.onEvent = { [weak self] event in self?.record(event) }
    ViewController.appearanceObserver = { [weak self] controller, state in
      self?.appearanceChanged(controller, state)
    }
  }

  /// Stops hearing appearance changes.
  func stop() {
    ViewController.appearanceObserver = nil
    root = nil
  }

  private func appearanceChanged(
    _ controller: ViewController, _ state: ViewController.AppearanceState
  ) {
    guard let root, let title = controller.title, controller.isDescendant(of: root) else { return }
    switch state {
    case .appeared: record(.appear(title))
    case .disappeared: record(.disappear(title))
    case .appearing, .disappearing: break
    }
  }
}
