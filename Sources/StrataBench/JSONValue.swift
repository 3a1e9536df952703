import Foundation

/// A JSON document built in code, written by Foundation's `JSONEncoder` with sorted keys so
/// that the output is stable from run to run.
enum JSONValue: Sendable, Encodable {
  /// An object: keys and values (the keys are written sorted, whatever their order here).
  case object([(String, JSONValue)])
  /// An array.
  case array([JSONValue])
  /// A number rounded to `decimals` places (see ``Decimals/rounded(_:decimals:)``), written
  /// in the shortest form that reads back as that value; `nil` decimals rounds to a whole
  /// number. A non-finite number is written as `null`.
  case number(Double, decimals: Int?)
  /// An integer.
  case integer(Int)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The document as text, indented by two spaces per level, ending without a newline.
  ///
  /// - Complexity: O(n log n) in the size of the document (the keys are sorted).
  func serialized() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every value encodes: non-finite numbers are written as null.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Encodes the value as the JSON it stands for.
  func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in members {
        try container.encode(value, forKey: Key(stringValue: key))
      }
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .number(let value, let decimals):
      var container = encoder.singleValueContainer()
      let rounded = Decimals.rounded(value, decimals: decimals ?? 0)
      if rounded.isFinite {
        try container.encode(rounded)
      } else {
        try container.encodeNil()
      }
    case .integer(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }

  /// An object's key.
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
