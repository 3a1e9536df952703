/// Why the command line could not be understood.
enum GalleryOptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument that is not an option the gallery knows.
  case unknownOption(String)
  /// An option that needs a value came last.
  case missingValue(option: String)
  /// A flag was given a value (`--trace=yes`).
  case unexpectedValue(option: String)
  /// `--size` was not `WxH` with positive numbers.
  case invalidSize(String)
  /// `--scale` was not a positive number up to 8.
  case invalidScale(String)

  /// A sentence that says what was wrong.
  var description: String {
    switch self {
    case .unknownOption(let argument): "unknown option '\(argument)'"
    case .missingValue(let option): "\(option) needs a value"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .invalidSize(let text): "--size wants WxH in points, such as 1024x768, not '\(text)'"
    case .invalidScale(let text): "--scale wants a positive number up to 8, not '\(text)'"
    }
  }
}
