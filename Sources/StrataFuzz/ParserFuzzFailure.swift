/// A rule a parser broke on one input: an accepted input that gave an invalid thing, a
/// refusal that changed state, or an input that took longer than its budget.
struct ParserFuzzFailure: Error, CustomStringConvertible {
  /// What was wrong.
  let problem: String

  var description: String { problem }
}
