/// What can stop the benchmark.
enum BenchError: Error, CustomStringConvertible {
  /// A command-line argument the benchmark does not understand, with the reason.
  case usage(String)
  /// Cairo failed; the message says which call and why.
  case cairo(String)

  /// A one-line explanation for the terminal.
  var description: String {
    switch self {
    case .usage(let message): message
    case .cairo(let message): "Cairo failed: \(message)"
    }
  }
}
