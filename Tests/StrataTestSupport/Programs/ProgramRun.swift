/// What a program run to completion printed and how it ended.
public struct ProgramRun: Sendable {
  /// The exit status, or 128 plus the signal that ended the program.
  public let status: Int32
  /// Everything it printed to standard output.
  public let output: String
  /// Everything it printed to standard error (empty when it was discarded).
  public let errors: String

  /// A run that ended with `status` after printing `output` and `errors`.
  public init(status: Int32, output: String, errors: String = "") {
    self.status = status
    self.output = output
    self.errors = errors
  }
}
