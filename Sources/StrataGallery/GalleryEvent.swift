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
  /// The first frame was drawn, at this window size in points.
  case ready(width: Double, height: Double)
  /// The window is about to take this size, in points.
  case resize(width: Double, height: Double)

  /// The event's name: the value of the `"event"` key.
  var name: String {
    switch self {
    case .select: "select"
    case .push: "push"
    case .pop: "pop"
    case .appear: "appear"
    case .disappear: "disappear"
    case .ready: "ready"
    case .resize: "resize"
    }
  }

  /// The event as one line of JSON with sorted keys, such as
  /// `{"event":"push","title":"Toolkit"}` or `{"event":"resize","height":600,"width":800}`.
  var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a string and finite numbers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

extension GalleryEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case event, title, width, height
  }

  /// Encodes the event as `--trace` writes it: its ``name`` under `"event"`, then a `"title"`,
  /// or a `"width"` and a `"height"` in points (non-finite sizes as 0).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .event)
    switch self {
    case .select(let title), .push(let title), .pop(let title), .appear(let title),
      .disappear(let title):
      try container.encode(title, forKey: .title)
    case .ready(let width, let height), .resize(let width, let height):
      try container.encode(width.isFinite ? width : 0, forKey: .width)
      try container.encode(height.isFinite ? height : 0, forKey: .height)
    }
  }

  /// Decodes a line that ``encode(to:)`` wrote.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .event)
    func title() throws -> String { try container.decode(String.self, forKey: .title) }
    func width() throws -> Double { try container.decode(Double.self, forKey: .width) }
    func height() throws -> Double { try container.decode(Double.self, forKey: .height) }
    switch name {
    case "select": self = .select(try title())
    case "push": self = .push(try title())
    case "pop": self = .pop(try title())
    case "appear": self = .appear(try title())
    case "disappear": self = .disappear(try title())
    case "ready": self = .ready(width: try width(), height: try height())
    case "resize": self = .resize(width: try width(), height: try height())
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .event, in: container, debugDescription: "unknown event '\(name)'")
    }
  }
}
