import Foundation
import StrataDemos
import StrataKit

/// Where the gallery keeps its ``GalleryState`` between runs, following the XDG Base
/// Directory specification: `$XDG_STATE_HOME/strata-gallery/state.json`, or
/// `$HOME/.local/state/strata-gallery/state.json` when `XDG_STATE_HOME` is unset, empty or
/// not an absolute path.
struct GalleryStateStore {
  /// Why a saved state was not used: one line for standard error.
  struct Failure: Error, CustomStringConvertible {
    /// The file.
    let path: String
    /// What was wrong with it.
    let reason: String

    var description: String { "ignoring the saved state in \(path): \(reason)" }
  }

  /// Why the state could not be saved: one line for standard error. The file keeps the
  /// previous state.
  struct SaveFailure: Error, CustomStringConvertible {
    /// The file.
    let path: String
    /// What went wrong.
    let reason: String

    var description: String {
      "could not save the state in \(path), which keeps the previous one: \(reason)"
    }
  }

  /// The state file.
  let path: String

  /// The store for `environment` (by default the process's): `nil` when neither
  /// `XDG_STATE_HOME` (absolute) nor `HOME` says where it would be.
  static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GalleryStateStore? {
    let folder: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      folder = state
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = home + "/.local/state"
    } else {
      return nil
    }
    return GalleryStateStore(path: folder + "/strata-gallery/state.json")
  }

  /// The saved state; `nil` when there is none.
  ///
  /// - Throws: ``Failure`` when the file cannot be read, is not a saved state, or is of
  ///   another version.
  func load() throws(Failure) -> GalleryState? {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch CocoaError.fileReadNoSuchFile {
      return nil
    } catch {
      throw Failure(path: path, reason: "it cannot be read (\(Self.oneLine(error)))")
    }
    let state: GalleryState
    do {
      state = try GalleryState(json: Array(data))
    } catch {
      throw Failure(path: path, reason: error.description)
    }
    return state
  }

  /// Writes `state`, replacing the file whole: through a temporary file in the same folder,
  /// flushed to the disk and renamed over the old one (``FileReplacement``), so that a process
  /// that dies while it saves leaves the previous state or the new one, never a damaged file.
  /// Creates the folders on the way.
  ///
  /// - Throws: ``SaveFailure`` when the state cannot be written (a full disk, a folder that
  ///   cannot be created or written); the file then holds the previous state.
  func save(_ state: GalleryState) throws(SaveFailure) {
    let bytes: [UInt8]
    do {
      bytes = try Self.encoded(state)
    } catch {
      throw SaveFailure(path: path, reason: Self.oneLine(error))
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      if !folder.isEmpty { try makeDirectory(folder) }
      try FileReplacement(path: path).replace(with: bytes)
    } catch {
      throw SaveFailure(path: path, reason: "\(error)")
    }
  }

  /// The bytes ``save(_:)`` writes for `state`: its JSON, keys sorted.
  ///
  /// - Throws: `EncodingError` when the state cannot be encoded.
  static func encoded(_ state: GalleryState) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(state))
  }

  /// A short, single-line account of `error`: a decoding error's own explanation.
  static func oneLine(_ error: any Error) -> String {
    GalleryStateError.summary(of: error)
  }
}
