#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Receives the ``Diagnostic``s Strata reports; install one with ``Diagnostics/handler`` (for
/// the whole process) or ``Diagnostics/withHandler(_:operation:)`` (for one scope).
public struct DiagnosticHandler: Sendable {
  private let body: @MainActor (Diagnostic) -> Void

  /// Creates a handler that calls `body` with each diagnostic, on the main actor.
  public init(_ body: @escaping @MainActor (Diagnostic) -> Void) {
    self.body = body
  }

  /// Hands `diagnostic` to the handler.
  @MainActor
  public func report(_ diagnostic: Diagnostic) {
    body(diagnostic)
  }

  /// The default: writes each diagnostic as one line on standard error,
  /// `strata: warning: <message>`.
  public static let standardError = DiagnosticHandler { diagnostic in
    var bytes = Array("\(diagnostic)\n".utf8)
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = write(2, base, buffer.count)
    }
  }

  /// Drops every diagnostic.
  public static let ignore = DiagnosticHandler { _ in }
}
