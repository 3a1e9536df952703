import StrataKit

/// What the gallery saves when it quits and reads when it starts: which demo was open and
/// that demo's navigation state.
struct GalleryState: Codable {
  /// The version of the file's format this build writes and reads: 1.
  static let currentVersion = 1

  /// The version of the format the file was written in.
  var version = GalleryState.currentVersion
  /// The catalogue name of the demo that was open; `nil` when the home list showed.
  var demo: String?
  /// The demo's navigation state, archived from its controller (identified by the demo's
  /// name); `nil` when the home list showed.
  var archive: RestorationArchive?
}
