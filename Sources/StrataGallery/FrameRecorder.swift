import StrataCairo
import StrataKit

/// Writes the tour's frames as numbered PNGs (`01-home.png`, `02-toolkit-opening.png`, …) and
/// keeps them for the contact sheet.
@MainActor
struct FrameRecorder {
  /// The host whose window is captured.
  let host: HeadlessHost
  /// The folder the PNGs go to.
  let directory: String
  /// The frames captured so far.
  private(set) var frames: [TourFrame] = []

  /// Creates a recorder for `host` that writes into `directory`.
  init(host: HeadlessHost, directory: String) {
    self.host = host
    self.directory = directory
  }

  /// Renders the window as it is now and writes it as the next numbered PNG named after
  /// `name`.
  ///
  /// - Throws: `CairoError` when rendering or writing fails.
  mutating func capture(_ name: String, caption: String) throws {
    let number = frames.count + 1
    let prefix = number < 10 ? "0\(number)" : "\(number)"
    let path = "\(directory)/\(prefix)-\(name).png"
    let image = try host.writePNG(to: path)
    frames.append(TourFrame(path: path, caption: caption, image: image))
  }
}
