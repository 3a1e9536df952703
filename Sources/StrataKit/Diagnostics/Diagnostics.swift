/// Where Strata reports misuse that it refused or repaired (a UIKit-shaped call that was
/// ignored, an index that was clamped): by default one line on standard error, prefixed
/// `strata: warning:`.
///
/// An app replaces ``handler`` to send the reports elsewhere; a scope (a test, say) installs a
/// handler of its own with ``withHandler(_:operation:)``, which wins over ``handler`` for the
/// code it runs and the tasks it starts, without touching other tasks. StrataTesting builds on
/// this to turn unexpected diagnostics into test failures.
public enum Diagnostics {
  /// The process-wide handler, used where no scoped handler is installed; defaults to
  /// ``DiagnosticHandler/standardError``.
  @MainActor public static var handler: DiagnosticHandler = .standardError

  /// The handler installed for the current task by ``withHandler(_:operation:)``, if any.
  @TaskLocal public static var scopedHandler: DiagnosticHandler?

  /// The handler a diagnostic reported now goes to: the scoped one, else ``handler``.
  @MainActor public static var currentHandler: DiagnosticHandler {
    scopedHandler ?? handler
  }

  /// Runs `operation` with `handler` receiving the diagnostics reported inside it (and in the
  /// child tasks it starts); returns what `operation` returns.
  public static func withHandler<Result>(
    _ handler: DiagnosticHandler, operation: () throws -> Result
  ) rethrows -> Result {
    try $scopedHandler.withValue(handler, operation: operation)
  }

  /// Runs the asynchronous `operation` with `handler` receiving the diagnostics reported inside
  /// it (and in the child tasks it starts); returns what `operation` returns.
  public static func withHandler<Result>(
    _ handler: DiagnosticHandler, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $scopedHandler.withValue(handler, operation: operation)
  }

  /// Reports `diagnostic` to the current handler.
  @MainActor public static func report(_ diagnostic: Diagnostic) {
    currentHandler.report(diagnostic)
  }

  /// Reports `message` as a ``Diagnostic`` to the current handler: the call the containers
  /// make when they refuse or repair a call.
  @MainActor package static func warn(_ message: String) {
    report(Diagnostic(message: message))
  }
}
