public import StrataKit
public import Testing

/// Runs `body` and returns the diagnostics it reported, oldest first, instead of handing them
/// to the handler in effect. Works with any test framework:
///
/// ```swift
/// let diagnostics = captureDiagnostics { tabs.selectedIndex = 9 }
/// XCTAssertEqual(diagnostics.count, 1)
/// ```
@MainActor
public func captureDiagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
  let recorder = DiagnosticRecorder()
  try Diagnostics.withHandler(DiagnosticHandler { recorder.diagnostics.append($0) }) {
    try body()
  }
  return recorder.diagnostics
}

/// Runs `body`, which misuses the API on purpose, and expects it to report a diagnostic whose
/// message contains `substring` (any diagnostic when `nil`, the default). Records a test
/// failure when none does; passes on the diagnostics that do not match to the handler in
/// effect (under ``StrictDiagnosticsTrait`` they fail the test). Returns what `body` returns.
///
/// ```swift
/// expectDiagnostic(containing: "out of range") { tabs.selectedIndex = 9 }
/// ```
@MainActor
@discardableResult
public func expectDiagnostic<Result>(
  containing substring: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Result
) rethrows -> Result {
  let outer = Diagnostics.currentHandler
  let recorder = DiagnosticRecorder()
  let result = try Diagnostics.withHandler(DiagnosticHandler { recorder.diagnostics.append($0) }) {
    try body()
  }
  var matched = false
  for diagnostic in recorder.diagnostics {
    if substring.map(diagnostic.message.contains) ?? true {
      matched = true
    } else {
      outer.report(diagnostic)
    }
  }
  if !matched {
    let wanted = substring.map { "a diagnostic containing \"\($0)\"" } ?? "a diagnostic"
    let got =
      recorder.diagnostics.isEmpty
      ? "none" : recorder.diagnostics.map { "\"\($0.message)\"" }.joined(separator: ", ")
    Issue.record(
      Comment(rawValue: "expected \(wanted); got \(got)"), sourceLocation: sourceLocation)
  }
  return result
}

/// Collects diagnostics for ``captureDiagnostics(_:)`` and ``expectDiagnostic(containing:sourceLocation:_:)``.
@MainActor
private final class DiagnosticRecorder {
  var diagnostics: [Diagnostic] = []
}
