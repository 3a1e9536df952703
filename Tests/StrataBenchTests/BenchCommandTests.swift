import Foundation
import Testing

/// Runs the built `strata-bench` and checks its report: a measurement is never asserted, only
/// that the report is complete and that its parts add up.
@Suite("strata-bench")
struct BenchCommandTests {
  /// Runs `strata-bench` with `arguments` and returns its JSON report.
  private func runBench(_ arguments: [String]) throws -> [String: Any] {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("strata-bench")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("the split scene resizes through its widths and back before the drag, and settles")
  func splitSceneResizes() throws {
    let report = try runBench(["--json", "--quick", "--scale", "1", "--demo", "split"])
    let scenes = try #require(report["scenes"] as? [[String: Any]])
    let scene = try #require(scenes.first)
    #expect(scenes.count == 1 && scene["demo"] as? String == "split")
    let resizes = try #require(scene["resizeFrames"] as? Int)
    let drag = try #require(scene["dragFrames"] as? Int)
    let frames = try #require(scene["frames"] as? Int)
    #expect(resizes >= 4)
    #expect(frames > resizes + drag)
    #expect(scene["settled"] as? Bool == true)
  }

  @Test("--json reports every demo at both scales, and the phases add up to the total")
  func jsonReportAddsUp() throws {
    let report = try runBench(["--json", "--quick", "--demo", "sample-scene", "--demo", "stack"])
    #expect(report["schema"] as? String == "strata-bench/1")
    let floor = try #require(report["floor"] as? [[String: Any]])
    #expect(floor.count == 2)
    let scenes = try #require(report["scenes"] as? [[String: Any]])
    let names = scenes.compactMap { scene -> String? in
      guard let demo = scene["demo"] as? String, let scale = scene["scale"] as? Double else {
        return nil
      }
      return "\(demo)@\(Int(scale))"
    }
    #expect(Set(names) == ["sample-scene@1", "sample-scene@2", "stack@1", "stack@2"])
    for scene in scenes {
      let ratio = try #require(scene["phaseMedianSumToTotal"] as? Double)
      #expect(ratio > 0.9 && ratio < 1.1, "\(scene["demo"] ?? "?"): parts sum to \(ratio)")
      let frames = try #require(scene["frames"] as? Int)
      #expect(frames >= 61)
    }
  }
}
