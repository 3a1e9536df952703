import Foundation

/// A folder of one test's own in the system's temporary directory, for the files it writes or
/// has a program write (screenshots, saved state, a tour's frames); its name is unique to the
/// test process and the call, so tests that run at once never share one. The test removes it
/// with ``remove()``, usually in a `defer`.
public struct TemporaryFolder: Sendable {
  /// The folder's full path.
  public let path: String

  /// Creates `strata-<purpose>-<process id>-<unique id>` in the temporary directory.
  ///
  /// - Parameter purpose: A word or two that says what the folder holds, such as
  ///   `gallery-e2e`; it names the folder for a person who finds it after a failure.
  /// - Throws: An error when the folder cannot be created.
  public init(_ purpose: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-\(purpose)-\(getpid())-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder (which need not exist yet: a file, or a folder a
  /// program is to create).
  public func path(_ name: String) -> String {
    "\(path)/\(name)"
  }

  /// Removes the folder and everything in it; a folder already gone is no error.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
