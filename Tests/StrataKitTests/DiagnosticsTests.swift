import StrataKit
import StrataTesting
import Testing

/// Collects the diagnostics a handler receives.
@MainActor
private final class DiagnosticInbox {
  var messages: [String] = []

  var handler: DiagnosticHandler {
    DiagnosticHandler { self.messages.append($0.message) }
  }
}

/// Reports five diagnostics named `name` to `inbox`, yielding between them so that other tasks
/// run in between.
@MainActor
private func warnFiveTimes(_ name: String, to inbox: DiagnosticInbox) async {
  let handler = inbox.handler
  await Diagnostics.withHandler(handler) {
    for index in 0..<5 {
      Diagnostics.warn("\(name) \(index)")
      await Task.yield()
    }
  }
}

@Suite("Diagnostics", .strictDiagnostics)
struct DiagnosticsTests {
  @MainActor @Test("a diagnostic reads as the warning line the default handler writes")
  func description() {
    let diagnostic = Diagnostic(message: "PagesContainer: page index 9 is out of range")
    #expect(
      diagnostic.description == "strata: warning: PagesContainer: page index 9 is out of range")
  }

  @MainActor @Test("the process-wide handler receives diagnostics where no scope installs one")
  func processWideHandler() {
    let inbox = DiagnosticInbox()
    let previous = Diagnostics.handler
    defer { Diagnostics.handler = previous }
    Diagnostics.handler = inbox.handler
    Diagnostics.$scopedHandler.withValue(nil) {
      Diagnostics.warn("one")
    }
    #expect(inbox.messages == ["one"])
  }

  @MainActor @Test("a scoped handler wins inside its scope, the innermost one first")
  func scopedHandlers() {
    let outer = DiagnosticInbox()
    let inner = DiagnosticInbox()
    Diagnostics.withHandler(outer.handler) {
      Diagnostics.warn("before")
      Diagnostics.withHandler(inner.handler) { Diagnostics.warn("inside") }
      Diagnostics.warn("after")
    }
    #expect(outer.messages == ["before", "after"])
    #expect(inner.messages == ["inside"])
  }

  @MainActor @Test("scoped handlers belong to their task: concurrent scopes never see each other's")
  func scopesArePerTask() async {
    let first = DiagnosticInbox()
    let second = DiagnosticInbox()
    async let one: Void = warnFiveTimes("first", to: first)
    async let two: Void = warnFiveTimes("second", to: second)
    _ = await (one, two)
    #expect(first.messages == (0..<5).map { "first \($0)" })
    #expect(second.messages == (0..<5).map { "second \($0)" })
  }

  @MainActor @Test("captureDiagnostics returns what its body reported, for any test framework")
  func capture() {
    let diagnostics = captureDiagnostics {
      Diagnostics.warn("one")
      Diagnostics.warn("two")
    }
    #expect(diagnostics.map(\.message) == ["one", "two"])
  }

  @MainActor @Test("under strict diagnostics, an unexpected diagnostic fails the test")
  func unexpectedDiagnosticFails() {
    withKnownIssue {
      Diagnostics.warn("nobody expected this")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("nobody expected this") }
    }
  }

  @MainActor @Test("an expected diagnostic passes, and its value comes back")
  func expectedDiagnosticPasses() {
    let value = expectDiagnostic(containing: "clamped") {
      Diagnostics.warn("index 9 clamped to 3")
      return 3
    }
    #expect(value == 3)
  }

  @MainActor @Test("expecting a diagnostic that never comes fails the test")
  func missingDiagnosticFails() {
    withKnownIssue {
      expectDiagnostic(containing: "out of range") {}
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("expected a diagnostic containing") }
    }
  }

  @MainActor @Test("a diagnostic that does not match the expectation still fails the test")
  func unmatchedDiagnosticIsPassedOn() {
    withKnownIssue {
      expectDiagnostic(containing: "expected") {
        Diagnostics.warn("expected one")
        Diagnostics.warn("another one")
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("another one") }
    }
  }

  @MainActor @Test("without strict diagnostics, misuse goes to the process-wide handler")
  func defaultIsNotStrict() {
    let inbox = DiagnosticInbox()
    let previous = Diagnostics.handler
    defer { Diagnostics.handler = previous }
    Diagnostics.handler = inbox.handler
    Diagnostics.$scopedHandler.withValue(nil) {
      Diagnostics.warn("quietly refused")
    }
    #expect(inbox.messages == ["quietly refused"])
  }
}
