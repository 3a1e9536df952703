import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataFuzz

/// The parsers that read what a person or a disk hands the program (the cross navigation
/// graph, the restoration archive, the gallery's state file) take anything: each of 10,000
/// damaged documents is accepted as the valid thing it is or refused with a typed error, and a
/// refusal changes nothing. `make fuzz` feeds each 100,000.
@Suite("Parsers that take anything")
@MainActor
struct ParserFuzzTests {
  /// The inputs each parser takes here.
  static let inputs = 10_000

  @Test(
    "each parser takes 10,000 damaged documents: valid, or refused with a typed error",
    arguments: ParserRun.names)
  func parserTakesAnything(name: String) throws {
    let target = try #require(ParserRun.target(named: name))
    // No budget of time: a test never judges by the clock. What bounds an input is its size
    // (512 KiB at most) and its nesting, which the readers refuse past 512 levels.
    let summary = ParserRun.run(target, numbers: 0..<Self.inputs, seed: 1)
    let failures = summary.failures.map { "input \($0.number): \($0.problem.prefix(2_000))" }
    #expect(summary.failureCount == 0, "\(summary)\n\(failures.joined(separator: "\n"))")
    #expect(summary.inputs == Self.inputs)
    #expect(summary.accepted + summary.refused + summary.failureCount == Self.inputs)
    // Both ways are taken: mutations that keep a document valid, and ones that break it.
    #expect(summary.accepted > 0, "\(summary)")
    #expect(summary.refused > 0, "\(summary)")
  }

  @Test("an input is a function of the seed and its number alone, and every mutation is used")
  func inputsAreDeterministic() throws {
    let target = try #require(ParserRun.target(named: "restoration-archive"))
    let engine = ParserRun.engine(for: target)
    let first = engine.input(17, seed: 5)
    #expect(engine.input(17, seed: 5).bytes == first.bytes)
    #expect(engine.input(17, seed: 5).mutations == first.mutations)
    #expect(engine.input(18, seed: 5).bytes != first.bytes)
    #expect(engine.input(17, seed: 6).bytes != first.bytes)
    var used: Set<Mutation> = []
    for number in 0..<2_000 {
      let input = engine.input(number, seed: 1)
      #expect(input.bytes.count <= engine.maximumSize)
      used.formUnion(input.mutations)
    }
    #expect(used == Set(Mutation.allCases))
  }

  @Test("a document read as a tree is written back as it was read")
  func treeRoundTrip() throws {
    for name in ParserRun.names {
      let target = try #require(ParserRun.target(named: name))
      #expect(!target.seeds.isEmpty)
      for seed in target.seeds {
        let tree = try #require(MutationTree.parse(seed), "a seed of \(name) is not JSON")
        #expect(MutationTree.parse(tree.bytes) == tree)
        // The archives and states come from JSONEncoder, with nothing between tokens.
        if name != "cross-graph" { #expect(tree.bytes == seed) }
      }
    }
    #expect(MutationTree.parse(Array(#"{"a": [1, "b\"", null],"a":-0}"#.utf8))?.count == 6)
    #expect(MutationTree.parse(Array(#"{"a": [1,"#.utf8)) == nil)
  }

  @Test("the structural mutations do what they say")
  func mutationsDoWhatTheySay() throws {
    let seed = Array(#"{"root":"a","screens":{"a":{"right":"b"},"b":{}}}"#.utf8)
    let engine = MutationEngine(seeds: [seed])
    var rng = SplitMix64(seed: 3)
    var sawDeep = false
    var sawSurrogate = false
    var sawDuplicate = false
    for _ in 0..<200 {
      if let deep = engine.apply(.deepNesting, to: seed, rng: &rng),
        deep.prefix(10_000).allSatisfy({ $0 == UInt8(ascii: "[") })
      {
        sawDeep = true
      }
      if let text = engine.apply(.unpairedSurrogate, to: seed, rng: &rng) {
        sawSurrogate = sawSurrogate || String(decoding: text, as: UTF8.self).contains(#"\ud"#)
      }
      if let text = engine.apply(.duplicatedField, to: seed, rng: &rng) {
        sawDuplicate = sawDuplicate || text.count > seed.count
      }
      let deleted = engine.apply(.deletedField, to: seed, rng: &rng)
      #expect(deleted.map { $0.count < seed.count } ?? false)
    }
    #expect(sawDeep)
    #expect(sawSurrogate)
    #expect(sawDuplicate)
    #expect(engine.apply(.wrongType, to: Array("not json".utf8), rng: &rng) == nil)
  }

  // MARK: - Inputs kept from what the fuzzer found

  /// A layered demo's archive whose list restores (one layer pushed) before the layered
  /// container refuses its second layer (`autosizeContent` a string): restoring it left the
  /// list's push count changed, until a refused restore put the tree back as it was.
  nonisolated static let layeredHalfRestored = #"""
    {"root":{"controllers":{"layered":[{"controllers":{"viewControllers":[{"restorationIdentifier":"list","values":{"pushCount":1}},{"restorationIdentifier":"page-1","values":{"offersNext":true,"text":"Drag this layer sideways to see the ones below."}}]},"restorationIdentifier":"layered","values":{"layers":[{"autosizeContent":true,"displayShadow":false,"hasBorder":false,"hasChrome":false,"offset":0,"usesMaximumWidth":false},{"autosizeContent":"","displayShadow":true,"hasBorder":true,"hasChrome":true,"offset":336,"usesMaximumWidth":false}]}}]},"restorationIdentifier":"layered"},"version":1}
    """#

  /// A list demo's archive with a selected row and an offset of the wrong type: the list
  /// selected the row before it read the offset and refused.
  nonisolated static let listHalfDecoded = #"""
    {"root":{"restorationIdentifier":"list-100","values":{"scrollOffset":"x","selectedRow":4}},"version":1}
    """#

  @Test(
    "a refused archive leaves the tree as it was",
    arguments: [layeredHalfRestored, listHalfDecoded])
  func refusedArchiveChangesNothing(json: String) throws {
    let target = try #require(ParserRun.target(named: "restoration-archive"))
    // The target compares the tree's fingerprint before and after, and throws when it moved.
    let verdict = try target.check(Array(json.utf8))
    #expect(verdict == .refused("restore: invalidValue"))
    // The same tree then takes the valid archives it is made from.
    for seed in target.seeds { #expect(try target.check(seed) == .accepted) }
  }

  /// An archive whose value lies `depth` arrays deep.
  private static func archive(valueDepth depth: Int) -> [UInt8] {
    let value = String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth)
    return Array(
      #"{"root":{"restorationIdentifier":"list-100","values":{"scrollOffset":\#(value)}},"#.utf8)
      + Array(#""version":1}"#.utf8)
  }

  @Test("a value nested 500 levels deep is refused by the reader, one 100 deep by the list")
  func deepValues() throws {
    let target = try #require(ParserRun.target(named: "restoration-archive"))
    // 500 levels took half a second of processor time to read, each level copying its path.
    // (Refused as a list that is no keyed object either: the value tries each kind in turn.)
    let deep = try target.check(Self.archive(valueDepth: 500))
    #expect(deep == .refused("json: typeMismatch"), "\(deep)")
    // 100 levels are read; the list then refuses a list where it needs a number.
    #expect(try target.check(Self.archive(valueDepth: 100)) == .refused("restore: invalidValue"))
  }

  @Test(
    "10,000 nested arrays, an unpaired surrogate, 1e999 and NaN are refused with a typed error",
    arguments: ParserRun.names)
  func hostileDocumentsAreRefused(name: String) throws {
    let target = try #require(ParserRun.target(named: name))
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let documents = [
      deep, #"{"root":"\ud800","screens":{"\ud800":{}}}"#, #"{"version":1e999}"#,
      #"{"version":NaN}"#, "", "{",
    ]
    for document in documents {
      let verdict = try target.check(Array(document.utf8))
      guard case .refused(let kind) = verdict else {
        Issue.record("\(name) accepted \(document.prefix(40))")
        continue
      }
      // The archive's decoder reads strings lazily: a surrogate in a key it never reads
      // leaves it to refuse the document for the keys it misses.
      #expect(
        kind == "graph: invalidJSON" || kind == "state: notAState" || kind.hasPrefix("json: "),
        "\(name): \(kind) for \(document.prefix(40))")
    }
  }

  @Test("strata-fuzz --parsers prints a line per parser and refuses a parser it does not know")
  func command() async throws {
    let fuzz = BuiltProduct("strata-fuzz")
    let arguments = ["--parsers", "--inputs", "300", "--seed", "2"]
    let result = try await fuzz.start(arguments, keepsErrors: false).finish()
    #expect(result.status == 0, "\(result.output)")
    for name in ParserRun.names {
      #expect(result.output.contains("\(name): 300 inputs, seed 2, "), "\(result.output)")
    }
    let passed = result.output.split(separator: "\n").filter { $0.hasSuffix(", ok") }
    #expect(passed.count == ParserRun.names.count, "\(result.output)")
    let replay = try await fuzz.start(
      ["--parser", "cross-graph", "--input", "7"], keepsErrors: false
    )
    .finish()
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.hasPrefix("cross-graph input 7: seed document "), "\(replay.output)")
    let unknown = try await fuzz.start(["--parser", "nope"], keepsErrors: false).finish()
    #expect(unknown.status == 2)
  }
}
