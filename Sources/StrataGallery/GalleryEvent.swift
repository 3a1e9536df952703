import Foundation

/// Something the gallery did, as `--trace` prints it: one JSON object per line.
enum GalleryEvent: Equatable, Sendable {
  /// A row of the home list was chosen; the demo's title.
  case select(String)
  /// A demo was opened; its title.
  case push(String)
  /// A demo was closed; its title.
  case pop(String)
  /// A view controller with a title appeared.
  case appear(String)
  /// A view controller with a title disappeared.
  case disappear(String)
  /// The split demo's places list was searched: the query typed so far and the places the
  /// list shows after it, in order.
  case search(text: String, rows: [String])
  /// The first frame was drawn, at this window size in points; `renderer` says how the window
  /// presents its pixels (`software` or `accelerated`), `driver` what presents them
  /// (`window-surface`, the window's framebuffer, or SDL's render driver, such as `opengl`).
  case ready(width: Double, height: Double, renderer: String, driver: String)
  /// The window is about to take this size, in points.
  case resize(width: Double, height: Double)
  /// A frame was presented: the damaged rectangle, in the window's device pixels (all 0 when
  /// the frame was only shown again); how many of its pixels were moved in the window by the
  /// display server rather than rasterised and uploaded; the wall-clock milliseconds the
  /// frame took, from its start (animations, layout, display list) through rasterisation,
  /// upload and present; and `time`, when it was presented: the system's monotonic clock
  /// (`CLOCK_MONOTONIC`) in seconds, read just after the present, written to the millisecond,
  /// so that a harness can set it beside its input's times and another program's frame clock.
  case frame(
    x: Int, y: Int, width: Int, height: Int, moved: Int, milliseconds: Double, time: Double)
  /// A frame came due while something moved and showed nothing new (nothing was presented:
  /// the window still shows what is right), at `time` on the monotonic clock as for
  /// ``frame(x:y:width:height:moved:milliseconds:time:)``: a harness that times frames counts
  /// it as on time, not as a frame presented.
  case unchanged(time: Double)
  /// A frame presented with `--check-invariants` broke rules of the view or view-controller
  /// trees, or its retained drawing differed from a full one: what was broken, one sentence
  /// per rule, separated by "; ".
  case invariant(String)
  /// The window came to rest: nothing moves, nothing is scheduled, and the application sleeps
  /// until input arrives. Written once per rest, after the rest's last frame.
  case rest

  /// The event's name: the value of the `"event"` key.
  var name: String {
    switch self {
    case .select: "select"
    case .push: "push"
    case .pop: "pop"
    case .appear: "appear"
    case .disappear: "disappear"
    case .search: "search"
    case .ready: "ready"
    case .resize: "resize"
    case .frame: "frame"
    case .unchanged: "unchanged"
    case .invariant: "invariant"
    case .rest: "rest"
    }
  }

  /// The event as one line of JSON with sorted keys, such as
  /// `{"event":"push","title":"Toolkit"}`, `{"event":"search","rows":["Rivers"],"text":"riv"}`,
  /// `{"event":"resize","height":600,"width":800}`,
  /// `{"event":"frame","height":96,"moved":0,"ms":2.143,"t":5021.337,"width":1920,"x":0,"y":48}`,
  /// `{"event":"unchanged","t":5021.354}` or `{"event":"rest"}`.
  var jsonLine: String {
    // A frame, a frame that came due unchanged and a rest are printed as often as a window
    // makes frames: written directly, as the encoder below would write them.
    switch self {
    case .frame(let x, let y, let width, let height, let moved, let milliseconds, let time):
      return #"{"event":"frame","height":\#(height),"moved":\#(moved),"ms":"#
        + Self.jsonNumber(Self.roundedMilliseconds(milliseconds)) + #","t":"#
        + Self.jsonNumber(Self.roundedSeconds(time))
        + #","width":\#(width),"x":\#(x),"y":\#(y)}"#
    case .unchanged(let time):
      return #"{"event":"unchanged","t":"# + Self.jsonNumber(Self.roundedSeconds(time)) + "}"
    case .rest:
      return #"{"event":"rest"}"#
    default:
      break
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a string and finite numbers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

extension GalleryEvent {
  /// `milliseconds` rounded to a microsecond; 0 when it is not finite.
  private static func roundedMilliseconds(_ milliseconds: Double) -> Double {
    let rounded = (milliseconds * 1000).rounded() / 1000
    return rounded.isFinite ? rounded : 0
  }

  /// `seconds` rounded to a millisecond; 0 when it is not finite.
  private static func roundedSeconds(_ seconds: Double) -> Double {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded.isFinite ? rounded : 0
  }

  /// A finite number as JSON writes it: whole numbers without a fraction.
  private static func jsonNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension GalleryEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case event, title, width, height, renderer, driver, x, y, moved, text, rows, violations
    case milliseconds = "ms"
    case time = "t"
  }

  /// Encodes the event as `--trace` writes it: its ``name`` under `"event"`, then a `"title"`;
  /// or, for `search`, the query as `"text"` and the places shown as `"rows"`; or, for
  /// `invariant`, what was broken as `"violations"`; or a `"width"` and a `"height"` in points
  /// (non-finite sizes as 0), with a `"renderer"` and a `"driver"` for `ready`; or, for
  /// `frame`, `"x"`, `"y"`, `"width"` and `"height"` in pixels, `"ms"` rounded to the
  /// microsecond and `"t"` (the monotonic time of the present, in seconds) rounded to the
  /// millisecond (non-finite as 0); for `unchanged`, `"t"` as for `frame`; `rest` has nothing
  /// more.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .event)
    switch self {
    case .select(let title), .push(let title), .pop(let title), .appear(let title),
      .disappear(let title):
      try container.encode(title, forKey: .title)
    case .search(let text, let rows):
      try container.encode(text, forKey: .text)
      try container.encode(rows, forKey: .rows)
    case .invariant(let violations):
      try container.encode(violations, forKey: .violations)
    case .resize(let width, let height):
      try container.encode(width.isFinite ? width : 0, forKey: .width)
      try container.encode(height.isFinite ? height : 0, forKey: .height)
    case .ready(let width, let height, let renderer, let driver):
      try container.encode(width.isFinite ? width : 0, forKey: .width)
      try container.encode(height.isFinite ? height : 0, forKey: .height)
      try container.encode(renderer, forKey: .renderer)
      try container.encode(driver, forKey: .driver)
    case .frame(let x, let y, let width, let height, let moved, let milliseconds, let time):
      try container.encode(moved, forKey: .moved)
      try container.encode(x, forKey: .x)
      try container.encode(y, forKey: .y)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(Self.roundedMilliseconds(milliseconds), forKey: .milliseconds)
      try container.encode(Self.roundedSeconds(time), forKey: .time)
    case .unchanged(let time):
      try container.encode(Self.roundedSeconds(time), forKey: .time)
    case .rest:
      break
    }
  }

  /// Decodes a line that ``encode(to:)`` wrote.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .event)
    func title() throws -> String { try container.decode(String.self, forKey: .title) }
    func width() throws -> Double { try container.decode(Double.self, forKey: .width) }
    func height() throws -> Double { try container.decode(Double.self, forKey: .height) }
    func text(_ key: CodingKeys) throws -> String { try container.decode(String.self, forKey: key) }
    func integer(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
    switch name {
    case "select": self = .select(try title())
    case "push": self = .push(try title())
    case "pop": self = .pop(try title())
    case "appear": self = .appear(try title())
    case "disappear": self = .disappear(try title())
    case "search":
      self = .search(
        text: try text(.text), rows: try container.decode([String].self, forKey: .rows))
    case "ready":
      self = .ready(
        width: try width(), height: try height(), renderer: try text(.renderer),
        driver: try text(.driver))
    case "resize": self = .resize(width: try width(), height: try height())
    case "invariant": self = .invariant(try text(.violations))
    case "frame":
      self = .frame(
        x: try integer(.x), y: try integer(.y), width: try integer(.width),
        height: try integer(.height), moved: try integer(.moved),
        milliseconds: try container.decode(Double.self, forKey: .milliseconds),
        time: try container.decode(Double.self, forKey: .time))
    case "unchanged": self = .unchanged(time: try container.decode(Double.self, forKey: .time))
    case "rest": self = .rest
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .event, in: container, debugDescription: "unknown event '\(name)'")
    }
  }
}
