/// One report of misuse that Strata refused or repaired instead of crashing: a push of a
/// controller that is already in a stack, an index out of range, popping the root.
///
/// Diagnostics go to the ``DiagnosticHandler`` in effect (see ``Diagnostics``); the containers
/// also record the typed reason in their `lastError`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong and what Strata did instead, as one sentence (for example
  /// `TabBarController: index 5 is out of range; the selection is unchanged`).
  public var message: String

  /// Creates a diagnostic with `message`.
  public init(message: String) {
    self.message = message
  }

  /// The line the default handler writes: `strata: warning: <message>`.
  public var description: String { "strata: warning: \(message)" }
}
