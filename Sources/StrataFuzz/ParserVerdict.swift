/// What a parser made of one input: took it as the valid thing it is, or refused it with a
/// typed error.
enum ParserVerdict: Equatable, Sendable {
  /// The input was taken, and what it gave passed the target's checks.
  case accepted
  /// The input was refused; carries the stage and the error's case, such as
  /// `json: dataCorrupted` or `restore: unresolvedIdentifier`.
  case refused(String)

  /// A refusal at `stage` by `error`, named by the error's case.
  static func refused(at stage: String, by error: any Error) -> ParserVerdict {
    .refused("\(stage): \(caseName(of: error))")
  }

  /// The name of `error`'s case (`unresolvedIdentifier`), or its type's for an error that is
  /// not an enumeration.
  static func caseName(of error: any Error) -> String {
    let mirror = Mirror(reflecting: error)
    if mirror.displayStyle == .enum {
      if let label = mirror.children.first?.label { return label }
      return "\(error)"
    }
    return "\(type(of: error))"
  }
}
