/// Why a snapshot assertion failed.
public enum SnapshotError: Error, Sendable, CustomStringConvertible {
  /// No reference existed (or re-recording was asked for); the rendered image was written as
  /// the reference for a person to review.
  case recorded(referencePath: String)
  /// The rendered image has another size than the reference (read from the reference's
  /// header, so a reference that declares an absurd size is never decoded); the actual image
  /// was written beside the reference.
  case sizeMismatch(referencePath: String, expected: String, actual: String, actualPath: String)
  /// The reference exists but cannot be used: it cannot be opened, it is not a PNG file, or it
  /// is damaged and cannot be decoded. `reason` says which, as a phrase; the actual image was
  /// written beside the reference.
  case unreadableReference(referencePath: String, reason: String, actualPath: String)
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
    case .unreadableReference(let path, let reason, let actualPath):
      return
        "snapshot reference \(path) \(reason); actual image written to \(actualPath); "
        + "replace the reference with it, or delete the reference to record it again"
    case .mismatch(let path, let differing, let total, let allowed, let actualPath, let diffPath):
      return
        "snapshot \(path): \(differing) of \(total) pixels differ (\(allowed) allowed); see \(actualPath) and \(diffPath)"
    }
  }
}
