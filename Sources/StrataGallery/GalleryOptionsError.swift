/// Why the command line could not be understood.
enum GalleryOptionsError: Error, Equatable, CustomStringConvertible {
  /// An argument that is not an option the gallery knows.
  case unknownOption(String)
  /// An option that needs a value came last.
  case missingValue(option: String)
  /// A flag was given a value (`--trace=yes`).
  case unexpectedValue(option: String)
  /// `--size` was not `WxH` with finite numbers of at least 1.
  case invalidSize(String)
  /// `--size` had a side longer than ``GalleryOptions/maximumSide``.
  case sizeTooLarge(String)
  /// `--scale` was not a finite number above 0 and up to ``GalleryOptions/maximumScale``.
  case invalidScale(String)
  /// `--speed` was not a number from ``GalleryOptions/slowestSpeed`` to 1.
  case invalidSpeed(String)
  /// `--save-states` was not a whole number from 1 to ``GalleryOptions/maximumSaveCount``.
  case invalidCount(option: String, String)
  /// The window would have more pixels (its size times its scale) than
  /// ``GalleryOptions/maximumPixelSide`` a side or ``GalleryOptions/maximumPixelCount`` in all.
  case tooManyPixels(width: Int, height: Int)

  /// A sentence that says what was wrong.
  var description: String {
    switch self {
    case .unknownOption(let argument): "unknown option '\(argument)'"
    case .missingValue(let option): "\(option) needs a value"
    case .unexpectedValue(let option): "\(option) takes no value"
    case .invalidSize(let text): "--size wants WxH in points, such as 1024x768, not '\(text)'"
    case .sizeTooLarge(let text):
      "--size \(text) is too large: each side may be at most "
        + "\(Int(GalleryOptions.maximumSide)) points"
    case .invalidScale(let text):
      "--scale wants a number above 0 and at most \(Int(GalleryOptions.maximumScale)), "
        + "such as 1 or 2, not '\(text)'"
    case .invalidSpeed(let text):
      "--speed wants a number from \(GalleryOptions.slowestSpeed) to 1, such as 0.25, "
        + "not '\(text)'"
    case .invalidCount(let option, let text):
      "\(option) wants a whole number from 1 to \(GalleryOptions.maximumSaveCount), not '\(text)'"
    case .tooManyPixels(let width, let height):
      "--size and --scale ask for a window of \(width)×\(height) pixels, too many to draw: "
        + "at most \(GalleryOptions.maximumPixelSide) pixels a side and "
        + "\(GalleryOptions.maximumPixelCount) in all (8192×8192)"
    }
  }
}
