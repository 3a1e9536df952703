import StrataCairo
import StrataDemos
import StrataKit

/// Renders the sample scene headless, at scale 1 and 2, into a folder.
@MainActor
enum SampleSceneRenderer {
  /// Renders both scales into `directory` (created when missing) and returns the paths written.
  ///
  /// - Throws: `CairoError` when rendering or writing fails.
  static func render(into directory: String) throws -> [String] {
    try makeDirectory(directory)
    var paths: [String] = []
    for (scale, suffix) in [(1.0, ""), (2.0, "@2x")] {
      let host = HeadlessHost(
        rootViewController: SampleSceneViewController(),
        size: SampleSceneViewController.preferredSize, scale: scale)
      let path = "\(directory)/sample-scene\(suffix).png"
      try host.writePNG(to: path)
      paths.append(path)
    }
    return paths
  }
}
