import Foundation

/// Why a gallery state file was not used; the description completes "ignoring the saved
/// state in FILE: ".
package enum GalleryStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a saved state: not JSON, or JSON of another shape; carries the
  /// decoder's explanation on one line.
  case notAState(String)
  /// The state was written by another version of the format.
  case unsupportedVersion(Int)
  /// The state names a demo the catalogue does not have (any more).
  case unknownDemo(String)

  /// A sentence that says what was wrong.
  package var description: String {
    switch self {
    case .notAState(let reason): "it is not a saved gallery state (\(reason))"
    case .unsupportedVersion(let version):
      "it is of version \(version), not \(GalleryState.currentVersion)"
    case .unknownDemo(let name): "there is no demo called '\(name)'"
    }
  }

  /// A short, single-line account of `error`: a decoding error's own explanation, with the
  /// path of the entry it is about.
  package static func summary(of error: any Error) -> String {
    let text: String
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      text = path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    default:
      text = error.localizedDescription
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
