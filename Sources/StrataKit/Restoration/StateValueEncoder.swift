/// Turns any `Encodable` value into a ``StateValue`` tree: the `Encoder` behind
/// ``StateCoder/encode(_:forKey:)``, so that StrataKit needs no Foundation to archive state.
///
/// Numbers must be finite (as JSON's are); an integer too large for `Int` becomes a `Double`.
enum StateValueEncoder {
  /// The tree `value` encodes to.
  ///
  /// - Throws: `EncodingError.invalidValue` for a number that is not finite or a value that
  ///   encodes nothing; any error `value`'s own `encode(to:)` throws.
  static func encode(_ value: some Encodable) throws -> StateValue {
    let node = EncodingNode()
    try EncodingNode.store(value, in: node, codingPath: [])
    guard let result = node.value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    return result
  }
}

/// A place in the tree being encoded: containers write into it, nested ones through child
/// nodes, and ``value`` reads the finished tree.
private final class EncodingNode {
  enum Content {
    case empty
    case single(StateValue)
    case keyed([String: EncodingNode])
    case unkeyed([EncodingNode])
  }

  var content = Content.empty

  /// The tree written here; `nil` when nothing was.
  var value: StateValue? {
    switch content {
    case .empty: nil
    case .single(let value): value
    case .keyed(let nodes): .object(nodes.compactMapValues(\.value))
    case .unkeyed(let nodes): .array(nodes.map { $0.value ?? .null })
    }
  }

  /// The keyed children, making the node keyed when it is not yet.
  func keyedChildren() -> [String: EncodingNode] {
    if case .keyed(let nodes) = content { return nodes }
    content = .keyed([:])
    return [:]
  }

  func setChild(_ child: EncodingNode, forKey key: String) {
    var nodes = keyedChildren()
    nodes[key] = child
    content = .keyed(nodes)
  }

  /// The unkeyed children, making the node unkeyed when it is not yet.
  func unkeyedChildren() -> [EncodingNode] {
    if case .unkeyed(let nodes) = content { return nodes }
    content = .unkeyed([])
    return []
  }

  func appendChild(_ child: EncodingNode) {
    content = .unkeyed(unkeyedChildren() + [child])
  }

  /// Writes `value` into `node`: a primitive directly, anything else through its own
  /// `encode(to:)`.
  static func store(
    _ value: some Encodable, in node: EncodingNode, codingPath: [any CodingKey]
  ) throws {
    if let primitive = try primitive(value, codingPath: codingPath) {
      node.content = .single(primitive)
    } else {
      try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
    }
  }

  /// The tree of a Boolean, a string or a number; `nil` for other values.
  static func primitive(_ value: Any, codingPath: [any CodingKey]) throws -> StateValue? {
    switch value {
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Int: return .int(value)
    case let value as any BinaryInteger:
      return Int(exactly: value).map(StateValue.int) ?? .double(Double(value))
    case let value as any BinaryFloatingPoint:
      let double = Double(value)
      guard double.isFinite else {
        throw EncodingError.invalidValue(
          double, .init(codingPath: codingPath, debugDescription: "\(double) is not finite"))
      }
      return .double(double)
    default:
      return nil
    }
  }
}

private struct TreeEncoder: Encoder {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    _ = node.keyedChildren()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    _ = node.unkeyedChildren()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  private func child(_ key: Key) -> EncodingNode {
    let child = EncodingNode()
    node.setChild(child, forKey: key.stringValue)
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { child(key).content = .single(.null) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try EncodingNode.store(value, in: child(key), codingPath: codingPath + [key])
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value as Any, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value as Any, key) }

  private func encode(_ primitive: Any, _ key: Key) throws {
    let path = codingPath + [key]
    child(key).content = .single(
      try EncodingNode.primitive(primitive, codingPath: path) ?? .null)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(node: child(Key(stringValue: "super")!), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: child(key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var count: Int { node.unkeyedChildren().count }

  private func next() -> EncodingNode {
    let child = EncodingNode()
    node.appendChild(child)
    return child
  }

  private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

  mutating func encodeNil() throws { next().content = .single(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    let path = nextPath
    try EncodingNode.store(value, in: next(), codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = nextPath
    return TreeEncoder(node: next(), codingPath: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    return TreeEncoder(node: next(), codingPath: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    return TreeEncoder(node: next(), codingPath: path)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .single(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try EncodingNode.store(value, in: node, codingPath: codingPath)
  }
}

/// The key of an element of an unkeyed container: its index.
struct IndexKey: CodingKey {
  var stringValue: String { "\(index)" }
  var intValue: Int? { index }
  let index: Int

  init(intValue: Int) { index = intValue }
  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.index = index
  }
}
