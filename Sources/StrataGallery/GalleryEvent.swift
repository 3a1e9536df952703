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

  /// The event as one line of JSON, such as `{"event":"push","title":"Toolkit"}`.
  var jsonLine: String {
    switch self {
    case .select(let title), .push(let title), .pop(let title), .appear(let title),
      .disappear(let title):
      return #"{"event":"\#(name)","title":\#(Self.quoted(title))}"#
    case .ready(let width, let height), .resize(let width, let height):
      return
        #"{"event":"\#(name)","width":\#(Self.number(width)),"height":\#(Self.number(height))}"#
    }
  }

  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A whole number without a fraction (`800`), anything else as Swift prints it.
  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
