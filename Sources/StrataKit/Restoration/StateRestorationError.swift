/// Why an archive could not be restored. Restoring stops at the first problem; identifiers
/// and versions are checked before anything changes.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The archive was written by another version of the format.
  case unsupportedVersion(Int, expected: Int)
  /// The archive is of a controller with another identifier than the one restoring it
  /// (`expected` is `nil` when that controller has none).
  case identifierMismatch(expected: String?, found: String)
  /// No controller was found or created for the identifier path (root first): the archive
  /// names a controller the app no longer has.
  case unresolvedIdentifier([String])
  /// The controller found for the identifier path is already elsewhere in the archive, or is
  /// one of the controllers containing it.
  case duplicateController([String])
  /// A value a controller needs is missing from its archive.
  case missingValue(key: String, identifierPath: [String])
  /// A value of a controller's archive is not of the type it needs.
  case invalidValue(key: String, identifierPath: [String], reason: String)
  /// A controller refused its archive: an index out of range, a state it cannot take.
  case invalidState(identifierPath: [String], reason: String)

  /// A sentence that says what was wrong, naming the controller by its identifier path
  /// (`gallery/stack/article`).
  public var description: String {
    func path(_ identifiers: [String]) -> String { identifiers.joined(separator: "/") }
    switch self {
    case .unsupportedVersion(let version, let expected):
      return "the archive is of version \(version), not \(expected)"
    case .identifierMismatch(let expected, let found):
      return "the archive is of '\(found)', not of '\(expected ?? "(no identifier)")'"
    case .unresolvedIdentifier(let identifiers):
      return "no view controller for '\(path(identifiers))'"
    case .duplicateController(let identifiers):
      return "the view controller for '\(path(identifiers))' is already in the archive"
    case .missingValue(let key, let identifiers):
      return "'\(path(identifiers))' has no value for '\(key)'"
    case .invalidValue(let key, let identifiers, let reason):
      return "'\(path(identifiers))' has an invalid value for '\(key)': \(reason)"
    case .invalidState(let identifiers, let reason):
      return "'\(path(identifiers))' cannot be restored: \(reason)"
    }
  }
}
