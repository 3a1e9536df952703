import StrataCairo
import StrataKit

/// What the command line asked for.
struct GalleryOptions: Equatable {
  /// The window's size in points (`--size WxH`); defaults to 1024×768.
  var size = Size(width: 1024, height: 768)
  /// Device pixels per point (`--scale S`); `nil` lets the host decide (1 headless).
  var scale: Double?
  /// How fast the window's time runs against real time (`--speed S`): 1 is real time, 0.25
  /// makes every animation four times as long, as the iOS Simulator's Slow Animations.
  var speed = 1.0
  /// The demo to open directly (`--demo NAME`), by its catalogue name.
  var demoName: String?
  /// Whether to print one JSON line per navigation event and per frame shown (`--trace`).
  var trace = false
  /// Whether to start on the home list, ignoring the state saved when the gallery last quit
  /// (`--fresh`).
  var fresh = false
  /// Whether to check the view and view-controller invariants, and the retained composition
  /// against a full walk, after every frame presented (`--check-invariants`), reporting each
  /// frame that breaks one on standard error and as an `invariant` event.
  var checksInvariants = false
  /// Where the headless tour writes its PNGs (`--output DIR`); defaults to `gallery-output`.
  var outputDirectory = "gallery-output"
  /// How many times to save the state in a row and quit (`--save-states N`), for testing
  /// that the state file survives the process dying while it saves; `nil` to run as usual.
  var saveCount: Int?
  /// Whether `--help` was given.
  var showsHelp = false

  /// The most saves `--save-states` accepts.
  static let maximumSaveCount = 1_000_000

  /// The slowest `--speed` accepted; the fastest is 1, real time.
  static let slowestSpeed = MonotonicClock.slowestSpeed

  /// The longest side `--size` accepts, in points.
  static let maximumSide = 16384.0
  /// The largest `--scale` accepted; it must also be above 0.
  static let maximumScale = 4.0
  /// The longest side of the window in pixels (its size times its scale, or 1 when the display
  /// decides): as long as a texture may be.
  static let maximumPixelSide = 16384
  /// The most pixels the window may have, width × height × scale², so that its pixel buffer
  /// (4 bytes a pixel, 256 MiB at most) can be allocated: Cairo's own limit.
  static let maximumPixelCount = CairoImageSurface.maximumPixelCount

  /// The usage text `--help` prints.
  static let usage = """
    usage: strata-gallery [--size WxH] [--scale S] [--demo NAME] [--fresh] [--trace]
                          [--check-invariants] [--speed S] [--output DIR]

    With a display (DISPLAY or WAYLAND_DISPLAY set) the gallery opens a window: a list of
    demos; click one to open it, Escape or Alt+Left goes back, Ctrl+Q quits. Quitting (Ctrl+Q
    or closing the window) saves which demo is open and where it was navigated to in
    $XDG_STATE_HOME/strata-gallery/state.json (~/.local/state/... when XDG_STATE_HOME is
    unset), and the next start reopens it there. Without a display it runs a scripted tour
    through every demo and writes the frames and a contact sheet (tour.png) as PNGs; the
    tour neither reads nor writes the saved state.

    options:
      --size WxH     the window's size in points (default 1024x768), each side from 1 to
                     16384, with at most 16384 pixels a side and 8192x8192 pixels in all
      --scale S      device pixels per point, above 0 and up to 4 (default: the display's;
                     1 headless)
      --demo NAME    open this demo directly, as it starts (headless: tour only this demo)
      --fresh        start on the home list, ignoring the saved state (it is still saved
                     on quit)
      --trace        print one JSON line per navigation event and per frame shown
                     to standard output
      --check-invariants
                     after every frame shown, check the view and view-controller trees'
                     rules and the retained drawing against a full one; print each
                     frame that breaks one to standard error (and trace it)
      --speed S      run the window's time at S times real time, from 0.01 to 1 (default 1):
                     0.25 makes every animation, scroll and timer four times as long, as
                     the iOS Simulator's Slow Animations
      --output DIR   where the headless tour writes its PNGs (default gallery-output)
      --save-states N
                     save the state N times in a row (each demo's in turn) without a window,
                     printing "saved K DEMO" after each, and quit: for testing that the state
                     file survives the process dying while it saves
      --help         print this text
    """

  /// Parses the arguments (without the program's name). Options take their value as the next
  /// argument or after `=` (`--size=800x600`).
  ///
  /// - Throws: ``GalleryOptionsError`` for an unknown option, a missing value, a size or scale
  ///   that is not a positive number, a side over ``maximumSide``, a scale over
  ///   ``maximumScale``, or a window of more pixels than ``maximumPixelSide`` a side or
  ///   ``maximumPixelCount`` in all.
  static func parse(_ arguments: [String]) throws(GalleryOptionsError) -> GalleryOptions {
    var options = GalleryOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(GalleryOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      switch name {
      case "--size":
        let text = try value()
        guard let size = parseSize(text) else { throw .invalidSize(text) }
        guard size.width <= maximumSide, size.height <= maximumSide else {
          throw .sizeTooLarge(text)
        }
        options.size = size
      case "--scale":
        let text = try value()
        guard let scale = Double(text), scale.isFinite, scale > 0, scale <= maximumScale else {
          throw .invalidScale(text)
        }
        options.scale = scale
      case "--speed":
        let text = try value()
        guard let speed = Double(text), speed >= slowestSpeed, speed <= 1 else {
          throw .invalidSpeed(text)
        }
        options.speed = speed
      case "--demo":
        options.demoName = try value()
      case "--save-states":
        let text = try value()
        guard let count = Int(text), count >= 1, count <= maximumSaveCount else {
          throw .invalidCount(option: name, text)
        }
        options.saveCount = count
      case "--output":
        let directory = try value()
        guard !directory.isEmpty else { throw .missingValue(option: name) }
        options.outputDirectory = directory
      case "--trace", "--fresh", "--check-invariants", "--help", "-h":
        guard inlineValue == nil else { throw .unexpectedValue(option: name) }
        switch name {
        case "--trace": options.trace = true
        case "--fresh": options.fresh = true
        case "--check-invariants": options.checksInvariants = true
        default: options.showsHelp = true
        }
      default:
        throw .unknownOption(argument)
      }
    }
    try options.checkPixelSize()
    return options
  }

  /// The window's size in pixels: `size` times `scale` (1 when the display decides), rounded
  /// up as the hosts round it.
  var pixelSize: (width: Int, height: Int) {
    let scale = scale ?? 1
    return (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
  }

  /// Checks that the window's pixels fit ``maximumPixelSide`` and ``maximumPixelCount``.
  ///
  /// - Throws: ``GalleryOptionsError/tooManyPixels(width:height:)`` when they do not.
  func checkPixelSize() throws(GalleryOptionsError) {
    let pixels = pixelSize
    guard pixels.width <= Self.maximumPixelSide, pixels.height <= Self.maximumPixelSide,
      pixels.width * pixels.height <= Self.maximumPixelCount
    else { throw .tooManyPixels(width: pixels.width, height: pixels.height) }
  }

  /// A size written `WxH` in whole or decimal points, each at least 1 and finite (the upper
  /// limit is checked apart, to say what was wrong).
  static func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width >= 1, height >= 1
    else { return nil }
    return Size(width: width, height: height)
  }
}
