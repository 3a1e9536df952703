@testable import StrataGallery

/// Collects the lines a gallery traces.
@MainActor
final class TraceLog {
  /// The lines written so far.
  var lines: [String] = []
  /// The tracer that writes into ``lines``.
  lazy var tracer = GalleryTracer { [weak self] line in self?.lines.append(line) }
}
