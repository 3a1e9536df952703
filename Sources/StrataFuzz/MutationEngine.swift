import StrataTesting

/// The parser fuzzer's source of damaged documents: seeded and deterministic, the same seed
/// and input number give the same bytes on every machine. Each input starts from one of the
/// valid seed documents and takes one to three ``Mutation``s in a row.
struct MutationEngine {
  /// The valid documents inputs start from.
  let seeds: [[UInt8]]
  /// The largest input made, in bytes; a mutation that would make a larger one is skipped.
  /// Defaults to 512 KiB.
  var maximumSize = 512 * 1024

  /// One damaged document and the mutations that made it.
  struct Input {
    /// The bytes the parser reads.
    let bytes: [UInt8]
    /// Which seed it started from.
    let seedIndex: Int
    /// The mutations applied, in order.
    let mutations: [Mutation]
  }

  /// Creates an engine over `seeds` (at least one).
  init(seeds: [[UInt8]]) {
    precondition(!seeds.isEmpty, "the mutation engine needs a seed document")
    self.seeds = seeds
  }

  /// Input `number` of the run seeded with `seed`: a function of the two alone, so that one
  /// input is made again without making those before it.
  func input(_ number: Int, seed: UInt64) -> Input {
    var rng = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15)
    let seedIndex = rng.below(seeds.count)
    var bytes = seeds[seedIndex]
    var applied: [Mutation] = []
    let count = 1 + rng.below(3)
    for _ in 0..<count {
      let mutation = Mutation.allCases[rng.below(Mutation.allCases.count)]
      if let mutated = apply(mutation, to: bytes, rng: &rng), mutated.count <= maximumSize {
        bytes = mutated
        applied.append(mutation)
      } else if let flipped = apply(.bitFlip, to: bytes, rng: &rng) {
        bytes = flipped
        applied.append(.bitFlip)
      }
    }
    return Input(bytes: bytes, seedIndex: seedIndex, mutations: applied)
  }

  /// `bytes` damaged by `mutation`, or `nil` when it does not apply (a structural mutation of
  /// bytes that are not JSON, a field mutation of a document without objects).
  func apply(_ mutation: Mutation, to bytes: [UInt8], rng: inout SplitMix64) -> [UInt8]? {
    switch mutation {
    case .bitFlip:
      guard !bytes.isEmpty else { return nil }
      var flipped = bytes
      for _ in 0...rng.below(8) {
        flipped[rng.below(flipped.count)] ^= UInt8(1) << UInt8(rng.below(8))
      }
      return flipped
    case .truncation:
      guard !bytes.isEmpty else { return nil }
      return Array(bytes[..<rng.below(bytes.count)])
    case .byteSplice:
      guard bytes.count > 1 else { return nil }
      let start = rng.below(bytes.count)
      let end = min(bytes.count, start + 1 + rng.below(32))
      var spliced = bytes
      if rng.chance(0.5) {
        spliced.removeSubrange(start..<end)
      } else {
        spliced.insert(contentsOf: bytes[start..<end], at: rng.below(bytes.count + 1))
      }
      return spliced
    default:
      guard let tree = MutationTree.parse(bytes) else { return nil }
      return structural(mutation, of: tree, rng: &rng)?.bytes
    }
  }

  private func structural(
    _ mutation: Mutation, of tree: MutationTree, rng: inout SplitMix64
  ) -> MutationTree? {
    switch mutation {
    case .duplicatedField, .deletedField:
      let objects = tree.objectCount
      guard objects > 0 else { return nil }
      let choice = rng.below(1 << 20)
      let other = Self.replacement(for: .wrongType, rng: &rng)
      let keepsValue = rng.chance(0.5)
      return tree.replacingMembers(ofObject: rng.below(objects)) { members in
        var changed = members
        let position = choice % members.count
        if mutation == .deletedField {
          changed.remove(at: position)
        } else {
          var copy = members[position]
          if !keepsValue { copy.value = other }
          changed.insert(copy, at: position + 1)
        }
        return changed
      }
    case .longString, .unpairedSurrogate:
      // Keys are strings too: three times in ten, the text goes into one.
      guard tree.objectCount > 0, rng.chance(0.3) else { fallthrough }
      let choice = rng.below(1 << 20)
      let text = Self.replacementText(for: mutation, rng: &rng)
      return tree.replacingMembers(ofObject: rng.below(tree.objectCount)) { members in
        var changed = members
        let position = choice % members.count
        changed[position].key = Self.spliced(text, into: changed[position].key, at: choice)
        return changed
      }
    default:
      let index = rng.below(tree.count)
      let choice = rng.below(1 << 20)
      if mutation == .deepNesting {
        let depths = [10_000, 10_000, 513, 512, 511, 100, 1 + rng.below(20_000)]
        let depth = depths[rng.below(depths.count)]
        return tree.replacing(at: index) {
          Self.nested($0, depth: depth, inObjects: choice.isMultiple(of: 3))
        }
      }
      let replacement = Self.replacement(for: mutation, rng: &rng)
      return tree.replacing(at: index) { value in
        switch (mutation, value, replacement) {
        case (.longString, .string(let text), .string(let inserted)),
          (.unpairedSurrogate, .string(let text), .string(let inserted)):
          .string(Self.spliced(inserted, into: text, at: choice))
        default:
          replacement
        }
      }
    }
  }

  /// What a structural mutation puts in place of a value (any value of another kind for
  /// ``Mutation/wrongType``).
  private static func replacement(
    for mutation: Mutation, rng: inout SplitMix64
  ) -> MutationTree {
    switch mutation {
    case .hugeNumber:
      let numbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "1e999", "-1e999",
        "123456789012345678901234567890", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "1e-400", "100000000000000000000.5",
      ]
      return .literal(numbers[rng.below(numbers.count)])
    case .oddNumber:
      let spellings = [
        "NaN", "-NaN", "Infinity", "-Infinity", "nan", "inf", "-0", "-0.0", "0e0", "4.9e-324",
        "01", "+1", ".5", "1.", "1e", "0x10", "\"NaN\"", "\"Infinity\"", "\"-0\"",
      ]
      return .literal(spellings[rng.below(spellings.count)])
    case .longString, .unpairedSurrogate:
      return .string(replacementText(for: mutation, rng: &rng))
    default:
      let values: [MutationTree] = [
        .literal("null"), .literal("true"), .literal("false"), .literal("0"), .literal("-1"),
        .literal("3.5"), .string(""), .string("x"), .array([]), .array([.literal("1")]),
        .object([]), .object([Member(key: "x", value: .literal("1"))]),
      ]
      return values[rng.below(values.count)]
    }
  }

  private typealias Member = MutationTree.Member

  /// The text a long-string or surrogate mutation splices into a string or key, as written
  /// between quotes.
  private static func replacementText(for mutation: Mutation, rng: inout SplitMix64) -> String {
    if mutation == .longString {
      let units = ["a", "é", "漢", "😀", "\\n", "\\u0000", " "]
      return repeated(units[rng.below(units.count)], count: 10_000 + rng.below(90_001))
    }
    let escapes = [
      "\\ud800", "\\udfff", "\\udbff", "\\ud800\\u0041", "\\udc00\\ud800", "\\ud83d",
      "\\ude00", "\\ud800\\ud800",
    ]
    return escapes[rng.below(escapes.count)]
  }

  /// `unit` written `count` times, by doubling (as fast in a debug build as in a release one).
  private static func repeated(_ unit: String, count: Int) -> String {
    var result = ""
    var piece = unit
    var remaining = count
    while remaining > 0 {
      if remaining & 1 == 1 { result += piece }
      remaining >>= 1
      if remaining > 0 { piece += piece }
    }
    return result
  }

  /// `inserted` put into `text` at a position chosen by `choice` that splits no UTF-8
  /// sequence and no backslash from what it escapes.
  private static func spliced(_ inserted: String, into text: String, at choice: Int) -> String {
    let bytes = Array(text.utf8)
    var position = bytes.isEmpty ? 0 : choice % (bytes.count + 1)
    while position < bytes.count,
      bytes[position] & 0xC0 == 0x80 || (position > 0 && bytes[position - 1] == 0x5C)
    {
      position += 1
    }
    var result = Array(bytes[..<position])
    result += Array(inserted.utf8)
    result += Array(bytes[position...])
    return String(decoding: result, as: UTF8.self)
  }

  /// `value` inside `depth` arrays (or objects with one key).
  private static func nested(_ value: MutationTree, depth: Int, inObjects: Bool) -> MutationTree {
    // Written as text at once: a tree this deep would be walked recursively when written.
    let opening = inObjects ? "{\"a\":" : "["
    let closing = inObjects ? "}" : "]"
    return .literal(
      String(repeating: opening, count: depth) + String(decoding: value.bytes, as: UTF8.self)
        + String(repeating: closing, count: depth))
  }
}
