import StrataDemos
import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the gallery's events (`--trace`) as JSON lines: the navigation events the gallery
/// reports, the window's `ready` and each presented `frame` (when windowed), the appearance
/// changes of titled view controllers inside it or presented from inside it, heard through
/// `ViewController.appearanceObserver`, and the searches of the split demo's places list.
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

  /// Traces `gallery`'s events, the appearance of the titled controllers inside it or
  /// presented from inside it (`appeared` as "appear", `disappeared` as "disappear") and the
  /// searches of the split demo's places list ("search"). Replaces the process's appearance
  /// and search observers; ``stop()`` removes them.
  func attach(to gallery: GalleryViewController) {
    root = gallery
    gallery.onEvent = { [weak self] event in self?.record(event) }
    ViewController.appearanceObserver = { [weak self] controller, state in
      self?.appearanceChanged(controller, state)
    }
    SplitDemoViewController.placesSearchObserver = { [weak self] query, shown in
      self?.record(.search(text: query, rows: shown))
    }
  }

  /// Stops hearing appearance changes and searches.
  func stop() {
    ViewController.appearanceObserver = nil
    SplitDemoViewController.placesSearchObserver = nil
    root = nil
  }

  private func appearanceChanged(
    _ controller: ViewController, _ state: ViewController.AppearanceState
  ) {
    guard let root, let title = controller.title, Self.isShown(controller, by: root) else {
      return
    }
    switch state {
    case .appeared: record(.appear(title))
    case .disappeared: record(.disappear(title))
    case .appearing, .disappearing: break
    }
  }

  /// Whether `controller` is inside `root`, or presented (directly or down a chain of
  /// presentations) from a controller inside it.
  private static func isShown(_ controller: ViewController, by root: ViewController) -> Bool {
    var current = controller
    // A chain is as long as the controllers presented in one window: a few.
    for _ in 0..<64 {
      if current.isDescendant(of: root) { return true }
      guard let presenter = current.presentingViewController else { return false }
      current = presenter
    }
    return false
  }
}
