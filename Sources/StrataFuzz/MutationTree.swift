/// A JSON document as the mutation engine sees it: every token kept as it was written (a
/// number's spelling, a string's escapes, the order of an object's members and any duplicate
/// keys), so that writing a tree back gives the bytes it was read from, and a mutation can
/// put anything where a value was, even text no JSON reader should take.
indirect enum MutationTree: Equatable {
  /// `null`, `true`, `false`, a number or any other token, spelled as written.
  case literal(String)
  /// A string: the text between its quotes, escapes as written.
  case string(String)
  /// An array of values, in order.
  case array([MutationTree])
  /// An object's members, in order, duplicates kept.
  case object([Member])

  /// One key and its value in an object.
  struct Member: Equatable {
    /// The key: the text between its quotes, escapes as written.
    var key: String
    /// The value.
    var value: MutationTree
  }

  /// The deepest nesting ``parse(_:)`` follows; deeper documents are mutated as bytes.
  static let parseDepthLimit = 64

  /// The tree of `bytes`, or `nil` when they are not a JSON document (or nest deeper than
  /// ``parseDepthLimit``). Whitespace between tokens is dropped.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func parse(_ bytes: [UInt8]) -> MutationTree? {
    var reader = Reader(bytes: bytes)
    guard let tree = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? tree : nil
  }

  /// The document as JSON text (nothing between tokens).
  var bytes: [UInt8] {
    var out: [UInt8] = []
    write(into: &out)
    return out
  }

  /// How many values the tree holds, itself included.
  var count: Int {
    switch self {
    case .literal, .string: 1
    case .array(let values): values.reduce(1) { $0 + $1.count }
    case .object(let members): members.reduce(1) { $0 + $1.value.count }
    }
  }

  /// How many objects with at least one member the tree holds, itself included.
  var objectCount: Int {
    switch self {
    case .literal, .string: 0
    case .array(let values): values.reduce(0) { $0 + $1.objectCount }
    case .object(let members):
      members.reduce(members.isEmpty ? 0 : 1) { $0 + $1.value.objectCount }
    }
  }

  /// The tree with the value at `index` (counted in document order from 0, as ``count``
  /// counts) replaced by `change` of it.
  func replacing(at index: Int, _ change: (MutationTree) -> MutationTree) -> MutationTree {
    var remaining = index
    return replacing(remaining: &remaining, change)
  }

  /// The tree with the members of its `index`th non-empty object (in document order, as
  /// ``objectCount`` counts) replaced by `change` of them.
  func replacingMembers(
    ofObject index: Int, _ change: ([Member]) -> [Member]
  ) -> MutationTree {
    var remaining = index
    return replacingMembers(remaining: &remaining, change)
  }

  private func replacing(
    remaining: inout Int, _ change: (MutationTree) -> MutationTree
  ) -> MutationTree {
    if remaining == 0 {
      remaining = -1
      return change(self)
    }
    remaining -= 1
    switch self {
    case .literal, .string: return self
    case .array(var values):
      for position in values.indices where remaining >= 0 {
        values[position] = values[position].replacing(remaining: &remaining, change)
      }
      return .array(values)
    case .object(var members):
      for position in members.indices where remaining >= 0 {
        members[position].value = members[position].value.replacing(
          remaining: &remaining, change)
      }
      return .object(members)
    }
  }

  private func replacingMembers(
    remaining: inout Int, _ change: ([Member]) -> [Member]
  ) -> MutationTree {
    switch self {
    case .literal, .string: return self
    case .array(var values):
      for position in values.indices where remaining >= 0 {
        values[position] = values[position].replacingMembers(remaining: &remaining, change)
      }
      return .array(values)
    case .object(var members):
      if !members.isEmpty {
        if remaining == 0 {
          remaining = -1
          return .object(change(members))
        }
        remaining -= 1
      }
      for position in members.indices where remaining >= 0 {
        members[position].value = members[position].value.replacingMembers(
          remaining: &remaining, change)
      }
      return .object(members)
    }
  }

  private func write(into out: inout [UInt8]) {
    switch self {
    // Through an array: appending a string's UTF-8 view element by element is slow in debug
    // builds, and a mutated string may be 400 KB.
    case .literal(let text): out += Array(text.utf8)
    case .string(let text): Self.writeQuoted(text, into: &out)
    case .array(let values):
      out.append(UInt8(ascii: "["))
      for (position, value) in values.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        value.write(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (position, member) in members.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        Self.writeQuoted(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        member.value.write(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func writeQuoted(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    out += Array(text.utf8)
    out.append(UInt8(ascii: "\""))
  }
}

// MARK: - Reading

extension MutationTree {
  /// A cursor over JSON bytes that reads values into trees, keeping every token's spelling.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether `byte` ends a token: a comma, a bracket or brace that closes, a colon, space.
    static func endsToken(_ byte: UInt8) -> Bool {
      byte == 0x2C || byte == 0x5D || byte == 0x7D || byte == 0x3A || isSpace(byte)
    }

    mutating func value(depth: Int) -> MutationTree? {
      skipSpace()
      guard index < bytes.count, depth <= MutationTree.parseDepthLimit else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "["):
        index += 1
        var values: [MutationTree] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(values)
        }
        while true {
          guard let element = value(depth: depth + 1) else { return nil }
          values.append(element)
          skipSpace()
          guard index < bytes.count else { return nil }
          index += 1
          if bytes[index - 1] == UInt8(ascii: "]") { return .array(values) }
          guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
      case UInt8(ascii: "{"):
        index += 1
        var members: [Member] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = quoted() else { return nil }
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
          index += 1
          guard let member = value(depth: depth + 1) else { return nil }
          members.append(Member(key: key, value: member))
          skipSpace()
          guard index < bytes.count else { return nil }
          index += 1
          if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
          guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
      case UInt8(ascii: "\""):
        return quoted().map(MutationTree.string)
      default:
        return literal()
      }
    }

    /// The text between the quotes at the cursor, escapes as written.
    mutating func quoted() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index + 1
      index = start
      // Byte by byte, with the two bytes that matter as constants: this loop reads strings
      // of 400 KB, and a debug build matches `UInt8(ascii:)` patterns slowly.
      let backslash: UInt8 = 0x5C
      let quote: UInt8 = 0x22
      while index < bytes.count {
        let byte = bytes[index]
        if byte == quote {
          index += 1
          return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        index += byte == backslash ? 2 : 1
      }
      return nil
    }

    /// The token at the cursor (a number, `true`, `false`, `null`): the run of bytes up to
    /// the next delimiter.
    mutating func literal() -> MutationTree? {
      let start = index
      while index < bytes.count, !Self.endsToken(bytes[index]) { index += 1 }
      guard index > start else { return nil }
      return .literal(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}
