import Foundation
import StrataTestSupport
import Testing

/// Runs the built `strata-bench` and checks its report: a measurement is never asserted, only
/// that the report is complete and that its parts add up.
@Suite("strata-bench", .serialized)
struct BenchCommandTests {
  /// The built `strata-bench`.
  private static let bench = BuiltProduct("strata-bench")

  /// Runs `strata-bench` with `arguments`, expects it to succeed, and returns its JSON report.
  private func runBench(_ arguments: [String]) async throws -> [String: Any] {
    let run = try await Self.bench.start(arguments, keepsErrors: false).finish()
    #expect(run.status == 0)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  @Test("the split scene resizes through its widths and back before the drag, and settles")
  func splitSceneResizes() async throws {
    let report = try await runBench(["--json", "--quick", "--scale", "1", "--demo", "split"])
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
  func jsonReportAddsUp() async throws {
    let report = try await runBench([
      "--json", "--quick", "--demo", "sample-scene", "--demo", "stack",
    ])
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
      // Means add up frame by frame whatever the machine is doing; medians of the parts need
      // not sum to the median of the whole when another process takes the CPU mid-run.
      let ratio = try #require(scene["phaseMeanSumToTotal"] as? Double)
      #expect(ratio > 0.9 && ratio < 1.1, "\(scene["demo"] ?? "?"): parts sum to \(ratio)")
      #expect(scene["phaseMedianSumToTotal"] is Double)
      let frames = try #require(scene["frames"] as? Int)
      #expect(frames >= 61)
    }
  }

  @Test("the layered scenes, four layers and a hundred, are reported and come to rest")
  func layeredScenes() async throws {
    let report = try await runBench([
      "--json", "--quick", "--scale", "1", "--demo", "layered", "--demo", "layered-100",
    ])
    let scenes = try #require(report["scenes"] as? [[String: Any]])
    #expect(Set(scenes.compactMap { $0["demo"] as? String }) == ["layered", "layered-100"])
    for scene in scenes {
      let frames = try #require(scene["frames"] as? Int)
      #expect(frames > 61, "\(scene["demo"] ?? "?"): the drag should leave a snap to settle")
      #expect(scene["settled"] as? Bool == true, "\(scene["demo"] ?? "?") did not come to rest")
    }
  }

  @Test("the list scenes, a hundred rows and ten thousand, fling through the same frames")
  func listScenes() async throws {
    let report = try await runBench([
      "--json", "--quick", "--scale", "1", "--demo", "list-100", "--demo", "list-10000",
    ])
    let scenes = try #require(report["scenes"] as? [[String: Any]])
    #expect(scenes.compactMap { $0["demo"] as? String } == ["list-100", "list-10000"])
    var frameCounts: [Int] = []
    for scene in scenes {
      let frames = try #require(scene["frames"] as? Int)
      #expect(frames > 61, "\(scene["demo"] ?? "?"): the fling should decelerate after the drag")
      #expect(scene["settled"] as? Bool == true, "\(scene["demo"] ?? "?") did not come to rest")
      frameCounts.append(frames)
    }
    // Neither list reaches its end: the same drag gives the same fling, frame for frame.
    #expect(frameCounts.count == 2 && frameCounts[0] == frameCounts[1])
  }
}
