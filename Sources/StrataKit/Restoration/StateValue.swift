/// One value of a ``StateCoder``, as JSON would hold it: the tree Codable values are turned into
/// so that an archive holds them without knowing their types, and written out as plain JSON.
enum StateValue: Hashable, Sendable {
  /// No value (`nil`).
  case null
  /// A Boolean.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A number with a fraction (or too large for `Int`).
  case double(Double)
  /// A string.
  case string(String)
  /// An ordered list.
  case array([StateValue])
  /// Values by key.
  case object([String: StateValue])

  /// A short name of the kind of value, for error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "a keyed object"
    }
  }
}

// MARK: - Codable

extension StateValue: Codable {
  /// Writes the value as the JSON it stands for.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let values): try container.encode(values)
    }
  }

  /// How deep in an archive a value may be read, counted from the archive's top (its
  /// controllers' levels included): 128 levels.
  ///
  /// JSON readers take 512 levels, but each level of a value costs a copy of its coding path
  /// for every kind tried, so a value nested 500 levels deep took half a second of processor
  /// time to read; no state a controller archives comes near this depth.
  static let maximumDepth = 128

  /// Reads any JSON value.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value lies deeper than
  ///   ``maximumDepth`` levels.
  init(from decoder: any Decoder) throws {
    guard decoder.codingPath.count <= Self.maximumDepth else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a value nested deeper than \(Self.maximumDepth) levels"))
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let values = try? container.decode([StateValue].self) {
      self = .array(values)
    } else {
      self = .object(try container.decode([String: StateValue].self))
    }
  }
}
