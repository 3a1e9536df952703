/// One way the parser fuzzer damages a valid document: at the byte level (any text) or at
/// the JSON level (the document read as a ``MutationTree``, changed, written back).
enum Mutation: String, CaseIterable, Sendable {
  /// One to eight bits flipped, anywhere.
  case bitFlip = "bit-flip"
  /// The document cut at a random point.
  case truncation
  /// A run of bytes deleted, or a run copied elsewhere.
  case byteSplice = "byte-splice"
  /// A member of an object written twice (the copy after the original, the same or another
  /// value).
  case duplicatedField = "duplicated-field"
  /// A member of an object deleted.
  case deletedField = "deleted-field"
  /// A value swapped for one of another kind: a string for a number, an object for `null`.
  case wrongType = "wrong-type"
  /// A value swapped for a huge number: `1e308`, `1e999`, an integer of 30 digits, one past
  /// `Int.max`.
  case hugeNumber = "huge-number"
  /// A value swapped for a number that is no JSON number or an odd one: `NaN`, `Infinity`,
  /// `-0`, `4.9e-324`, or such a spelling in a string.
  case oddNumber = "odd-number"
  /// A string or key made very long (10,000 to 100,000 characters).
  case longString = "long-string"
  /// A value wrapped in 10,000 (or 513, or some other count of) nested arrays or objects.
  case deepNesting = "deep-nesting"
  /// An unpaired UTF-16 surrogate escape (`\ud800`, `\udfff`) put into a string or key.
  case unpairedSurrogate = "unpaired-surrogate"

  /// Whether the mutation needs the document read as a tree.
  var isStructural: Bool {
    switch self {
    case .bitFlip, .truncation, .byteSplice: false
    default: true
    }
  }
}
