/// Reads any `Decodable` value back from a ``StateValue`` tree: the `Decoder` behind
/// ``StateCoder/decode(_:forKey:)``.
///
/// Numbers convert where they fit exactly (a whole `Double` reads as an `Int`, an `Int` as a
/// `Double`), as JSON readers do; anything else of the wrong kind is a
/// `DecodingError.typeMismatch`.
enum StateValueDecoder {
  /// The value of type `type` that `tree` holds.
  ///
  /// - Throws: `DecodingError` when the tree does not hold a `type`.
  static func decode<Value: Decodable>(_ type: Value.Type, from tree: StateValue) throws -> Value {
    try TreeDecoder(value: tree, codingPath: []).decodeValue(type)
  }
}

private struct TreeDecoder: Decoder {
  let value: StateValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let values) = value else { throw mismatch([String: StateValue].self) }
    return KeyedDecodingContainer(KeyedContainer<Key>(values: values, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let values) = value else { throw mismatch([StateValue].self) }
    return UnkeyedContainer(values: values, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleContainer(decoder: self)
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "expected \(type) but found \(value.kind)"))
  }

  /// Decodes a `Value`: a primitive from the tree directly, anything else through its own
  /// `init(from:)`.
  func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if let primitive = try decodePrimitive(type) { return primitive }
    return try Value(from: self)
  }

  /// The tree as a Boolean, a string or a number of type `type`; `nil` when `type` is none of
  /// those.
  private func decodePrimitive<Value>(_ type: Value.Type) throws -> Value? {
    if type == Bool.self {
      guard case .bool(let bool) = value else { throw mismatch(type) }
      return bool as? Value
    }
    if type == String.self {
      guard case .string(let string) = value else { throw mismatch(type) }
      return string as? Value
    }
    if let integer = type as? any FixedWidthInteger.Type {
      return try decodeInteger(integer) as? Value
    }
    if let floating = type as? any BinaryFloatingPoint.Type {
      switch value {
      case .int(let int): return floating.init(int) as? Value
      case .double(let double): return floating.init(double) as? Value
      default: throw mismatch(type)
      }
    }
    return nil
  }

  private func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let exact: Integer? =
      switch value {
      case .int(let int): Integer(exactly: int)
      case .double(let double): Integer(exactly: double)
      default: throw mismatch(type)
      }
    guard let exact else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "\(value) does not fit \(type)"))
    }
    return exact
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let values: [String: StateValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

  private func decoder(for key: Key) throws -> TreeDecoder {
    guard let value = values[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return TreeDecoder(value: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).value == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(for: key).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(value: values["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: values[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let values: [StateValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(values: [StateValue], codingPath: [any CodingKey]) {
    self.values = values
    self.codingPath = codingPath
  }

  var count: Int? { values.count }
  var isAtEnd: Bool { currentIndex >= values.count }

  private mutating func nextDecoder(_ type: Any.Type) throws -> TreeDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "the list has no more values"))
    }
    let decoder = TreeDecoder(
      value: values[currentIndex], codingPath: codingPath + [IndexKey(intValue: currentIndex)])
    currentIndex += 1
    return decoder
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, values[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try nextDecoder(type).decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try nextDecoder(type).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try nextDecoder([StateValue].self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try nextDecoder(StateValue.self)
  }
}

private struct SingleContainer: SingleValueDecodingContainer {
  let decoder: TreeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decodeValue(type)
  }
}
