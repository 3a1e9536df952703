public import StrataKit
public import Testing

/// A Swift Testing trait that turns every diagnostic a test does not expect into a failure of
/// that test: `@Suite(.strictDiagnostics)` or `@Test(.strictDiagnostics)`.
///
/// Without it, diagnostics go where `Diagnostics.handler` sends them (standard
/// error by default) and a test that misuses the API still passes. A test that misuses on
/// purpose says so with ``expectDiagnostic(containing:sourceLocation:_:)``. The handler is
/// scoped to each test's task, so tests running in parallel do not see each other's
/// diagnostics.
public struct StrictDiagnosticsTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test of a suite, nested suites included.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs `function` with a scoped handler that records each diagnostic as an issue of the
  /// test, at the test's declaration, as ``StrataKit/DiagnosticHandler/testFailure`` does.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let handler = DiagnosticHandler.recordingIssues(at: test.sourceLocation)
    try await Diagnostics.withHandler(handler, operation: function)
  }
}

extension Trait where Self == StrictDiagnosticsTrait {
  /// Fails a test for every diagnostic it reports that it does not expect with
  /// ``expectDiagnostic(containing:sourceLocation:_:)``.
  public static var strictDiagnostics: Self { StrictDiagnosticsTrait() }
}

extension DiagnosticHandler {
  /// Records each diagnostic as an issue of the running Swift Testing test, which fails it.
  /// XCTest users install `DiagnosticHandler { XCTFail($0.description) }` instead.
  public static let testFailure = DiagnosticHandler { diagnostic in
    Issue.record(Comment(rawValue: "unexpected diagnostic: \(diagnostic.message)"))
  }

  /// Records each diagnostic as an issue of the running test, located at `sourceLocation`.
  static func recordingIssues(at sourceLocation: SourceLocation) -> DiagnosticHandler {
    DiagnosticHandler { diagnostic in
      Issue.record(
        Comment(rawValue: "unexpected diagnostic: \(diagnostic.message)"),
        sourceLocation: sourceLocation)
    }
  }
}
