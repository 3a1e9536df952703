/// A saved navigation state: a tree of ``StateCoder``s, one per controller that has a
/// `restorationIdentifier`, under a format version. Make one with
/// `ViewController.restorationArchive()`, write it with `JSONEncoder`, and give it back to
/// `ViewController.restoreState(from:resolver:)`.
public struct RestorationArchive: Codable {
  /// The version of the format this build writes and reads: 1.
  public static let currentVersion = 1

  /// The version of the format the archive was written in.
  public var version: Int
  /// The archive of the root controller, holding its children's.
  public var root: StateCoder

  /// Creates an archive of `root` in `version` (by default ``currentVersion``).
  public init(root: StateCoder, version: Int = RestorationArchive.currentVersion) {
    self.root = root
    self.version = version
  }
}
