/// A parser the parser fuzzer feeds: the valid documents its inputs start from, and what it
/// makes of one input, checked.
@MainActor
protocol ParserTarget: AnyObject {
  /// The name `strata-fuzz --parsers` prints and `--parser` takes.
  var name: String { get }
  /// Valid documents, each taken from the real thing (a demo's graph, a demo's archive, a
  /// saved gallery state).
  var seeds: [[UInt8]] { get }

  /// Parses `bytes`; when they are taken, checks that what they gave is valid, and when they
  /// are refused, that nothing changed.
  ///
  /// - Throws: ``ParserFuzzFailure`` naming the rule broken.
  func check(_ bytes: [UInt8]) throws(ParserFuzzFailure) -> ParserVerdict
}
