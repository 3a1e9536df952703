import Foundation
package import StrataKit

/// What the gallery saves when it quits and reads when it starts: which demo was open and
/// that demo's navigation state. It lives beside the catalogue so that the gallery and the
/// parser fuzzer read a state file through the same code.
package struct GalleryState: Codable {
  /// The version of the file's format this build writes and reads: 1.
  package static let currentVersion = 1

  /// The version of the format the file was written in.
  package var version = GalleryState.currentVersion
  /// The catalogue name of the demo that was open; `nil` when the home list showed.
  package var demo: String?
  /// The demo's navigation state, archived from its controller (identified by the demo's
  /// name); `nil` when the home list showed.
  package var archive: RestorationArchive?

  /// Creates the state of the home list (no demo) or of `demo` with its navigation state.
  package init(demo: String? = nil, archive: RestorationArchive? = nil) {
    self.demo = demo
    self.archive = archive
  }

  /// Reads a state file's bytes: JSON of the current version.
  ///
  /// - Throws: ``GalleryStateError/notAState(_:)`` when the bytes are not a saved state (any
  ///   text, however damaged, is refused this way, never trapped on);
  ///   ``GalleryStateError/unsupportedVersion(_:)`` when it is of another version.
  package init(json bytes: [UInt8]) throws(GalleryStateError) {
    do {
      self = try JSONDecoder().decode(GalleryState.self, from: Data(bytes))
    } catch {
      throw .notAState(GalleryStateError.summary(of: error))
    }
    guard version == GalleryState.currentVersion else { throw .unsupportedVersion(version) }
  }

  /// Where the state's demo is in `demos`: `nil` for the home list.
  ///
  /// - Throws: ``GalleryStateError/unknownDemo(_:)`` when no demo has the state's name.
  /// - Complexity: O(*n*) in the number of demos.
  package func demoIndex(in demos: [Demo]) throws(GalleryStateError) -> Int? {
    guard let demo else { return nil }
    guard let index = demos.firstIndex(where: { $0.name == demo }) else {
      throw .unknownDemo(demo)
    }
    return index
  }
}
