import StrataTestSupport
import StrataTesting
import Testing

/// The child processes the window and program tests start: what they print comes back, how
/// they end is told, and SIGTERM stops them although the test runner blocks it.
@Suite("ChildProcess", .strictDiagnostics)
struct ChildProcessTests {
  @Test("a program run to completion gives back its output, its errors and its status")
  func finish() throws {
    let shell = try Tool.requirePath(of: "sh")
    let child = try ChildProcess(
      path: shell, arguments: ["-c", "echo out; echo err >&2; exit 3"], keepsErrors: true)
    let run = child.finish()
    #expect(run.status == 3)
    #expect(run.output == "out\n")
    #expect(run.errors == "err\n")
    #expect(child.hasExited)
  }

  @Test("environment changes add and remove variables for the child only")
  func environment() throws {
    let shell = try Tool.requirePath(of: "sh")
    let run = try ChildProcess(
      path: shell, arguments: ["-c", "echo \"[$STRATA_ADDED][${HOME-unset}]\""],
      environment: ["STRATA_ADDED": "yes", "HOME": nil]
    ).finish()
    #expect(run.output == "[yes][unset]\n")
  }

  @Test("terminate stops a child with SIGTERM, not SIGKILL")
  func terminateIsPolite() throws {
    let child = try ChildProcess(path: Tool.requirePath(of: "sleep"), arguments: ["30"])
    #expect(!child.hasExited)
    child.terminate()
    #expect(child.hasExited)
    // 128 + SIGTERM (15); a child that had inherited the runner's blocked SIGTERM would have
    // needed SIGKILL (137).
    #expect(child.wait() == 143)
  }

  @Test("output collected as it arrives reaches the buffers")
  func collect() async throws {
    let shell = try Tool.requirePath(of: "sh")
    let child = try ChildProcess(
      path: shell, arguments: ["-c", "echo one; echo two >&2"], keepsErrors: true)
    let output = TextBuffer()
    let errors = TextBuffer()
    child.collect(output: output, errors: errors)
    let arrived = try await waitUntil(timeout: 10) {
      output.text == "one\n" && errors.text == "two\n"
    }
    #expect(arrived, "output \(output.text), errors \(errors.text)")
    #expect(await child.wait() == 0)
  }

  @Test("a missing tool is a setup error that says how to install it")
  func missingTool() {
    #expect(Tool.path(of: "strata-no-such-tool") == nil)
    let error = #expect(throws: TestSetupError.self) {
      try Tool.requirePath(of: "strata-no-such-tool")
    }
    #expect(error?.description.contains("make test") == true)
  }
}
