/// Why a snapshot assertion failed.
public enum SnapshotError: Error, Sendable, CustomStringConvertible {
  /// No reference existed (or re-recording was asked for); the rendered image was written as
  /// the reference for a person to review.
  case recorded(referencePath: String)
  /// The rendered image has another size than the reference.
  case sizeMismatch(referencePath: String, expected: String, actual: String, actualPath: String)
  /// Too many pixels differ; the actual image and a diff image were written beside the
  /// reference.
  case mismatch(
    referencePath: String, differingPixels: Int, totalPixels: Int, allowedPixels: Int,
    actualPath: String, diffPath: String)

  /// A sentence that says what happened and where to look.
  public var description: String {
    switch self {
    case .recorded(let path):
      return "recorded a new reference snapshot at \(path); review it and run the test again"
    case .sizeMismatch(let path, let expected, let actual, let actualPath):
      return
        "snapshot \(path) is \(expected) pixels but the rendering is \(actual); actual image written to \(actualPath)"
    case .mismatch(let path, let differing, let total, let allowed, let actualPath, let diffPath):
      return
        "snapshot \(path): \(differing) of \(total) pixels differ (\(allowed) allowed); see \(actualPath) and \(diffPath)"
    }
  }
}
