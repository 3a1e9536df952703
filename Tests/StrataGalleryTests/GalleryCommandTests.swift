import Foundation
import StrataCairo
import StrataDemos
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("strata-gallery without a display", .strictDiagnostics)
struct GalleryCommandTests {
  @Test("the tour writes its frames, a contact sheet and the sample scene, and exits 0")
  func tourWritesPNGs() async throws {
    let folder = try TemporaryFolder("gallery-tour")
    defer { folder.remove() }
    let output = folder.path("out")

    let run = try await GalleryExecutable.run(["--output", output, "--size", "640x480"])

    #expect(run.status == 0, "stderr: \(run.errors)")
    let sheetPath = folder.path("out/tour.png")
    #expect(run.output.contains(sheetPath))
    #expect(run.output.contains("DISPLAY=:0 swift run strata-gallery"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output)
    let frames = files.filter { $0.hasSuffix(".png") && $0.first?.isNumber == true }
    #expect(frames.contains("01-home.png"))
    for name in await Self.demoNames() {
      #expect(frames.contains { $0.hasSuffix("-\(name).png") }, "no frame of \(name)")
      #expect(frames.contains { $0.hasSuffix("-\(name)-compact.png") })
    }
    #expect(frames.contains { $0.hasSuffix("-toolkit-dragging.png") })
    #expect(frames.contains { $0.hasSuffix("-toolkit-paged.png") })
    for demo in await Self.demosWithGestures() {
      #expect(frames.contains { $0.hasSuffix("-\(demo)-gesture.png") }, "no gesture of \(demo)")
    }
    for (demo, count) in await Self.demosWithMoreGestures() {
      for number in 2..<(2 + count) {
        #expect(
          frames.contains { $0.hasSuffix("-\(demo)-gesture-\(number).png") },
          "no gesture \(number) of \(demo)")
      }
    }

    try await MainActor.run {
      let home = try PNG.read(from: folder.path("out/01-home.png"))
      #expect(home.pixelWidth == 640)
      #expect(home.pixelHeight == 480)
      let sheet = try PNG.read(from: sheetPath)
      #expect(sheet.pixelWidth > 1000)
      let scene = try PNG.read(from: folder.path("out/sample-scene.png"))
      #expect(scene.pixelWidth == 480)
      #expect(scene.pixelHeight == 360)
      let retina = try PNG.read(from: folder.path("out/sample-scene@2x.png"))
      #expect(retina.pixelWidth == 960)
    }
  }

  @Test("--demo tours only that demo")
  func tourOfOneDemo() async throws {
    let folder = try TemporaryFolder("gallery-one")
    defer { folder.remove() }
    let output = folder.path("out")

    let run = try await GalleryExecutable.run([
      "--output", output, "--demo", "sample-scene", "--size=480x360", "--trace",
    ])

    #expect(run.status == 0, "stderr: \(run.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: output)
    #expect(!files.contains { $0.contains("toolkit") })
    #expect(files.contains { $0.hasSuffix("-sample-scene.png") })
    #expect(run.output.contains(#"{"event":"push","title":"Sample scene"}"#))
  }

  @Test("the headless tour neither reads nor writes the saved state")
  func tourLeavesTheStateAlone() async throws {
    let folder = try TemporaryFolder("gallery-tour-state")
    defer { folder.remove() }
    let stateFolder = folder.path("state/strata-gallery")
    try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
    let statePath = folder.path("state/strata-gallery/state.json")
    let corrupt = "not a saved state"
    try corrupt.write(toFile: statePath, atomically: true, encoding: .utf8)

    let run = try await GalleryExecutable.run(
      ["--output", folder.path("out"), "--demo", "sample-scene"],
      environment: ["XDG_STATE_HOME": folder.path("state")])

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(!run.errors.contains("saved state"), "stderr: \(run.errors)")
    #expect(try String(contentsOfFile: statePath, encoding: .utf8) == corrupt)
    #expect(try FileManager.default.contentsOfDirectory(atPath: stateFolder) == ["state.json"])
  }

  @Test("an unknown demo prints the list of demos and exits 2")
  func unknownDemo() async throws {
    let run = try await GalleryExecutable.run(["--demo", "no-such-demo"])
    #expect(run.status == 2)
    #expect(run.errors.contains("no-such-demo"))
    for name in await Self.demoNames() { #expect(run.errors.contains(name)) }
  }

  @Test(
    "a malformed command line prints the usage and exits 2",
    arguments: [
      ["--size", "wide"], ["--scale"], ["--frobnicate"], ["--trace=yes"],
    ])
  func badArguments(_ arguments: [String]) async throws {
    let run = try await GalleryExecutable.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors.contains("usage: strata-gallery"))
  }

  @Test(
    "an absurd size or scale is refused with a clear error and exit 2, before any allocation",
    arguments: [
      (["--size", "100000x100000"], "--size 100000x100000 is too large"),
      (["--scale", "0"], "--scale wants a number above 0 and at most 4"),
      (["--size", "8000x8000", "--scale", "2"], "16000×16000 pixels, too many to draw"),
    ])
  func absurdSizes(arguments: [String], message: String) async throws {
    let folder = try TemporaryFolder("gallery-absurd")
    defer { folder.remove() }
    let output = folder.path("out")
    let run = try await GalleryExecutable.run(arguments + ["--output", output])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("strata-gallery: "), "stderr: \(run.errors)")
    #expect(run.errors.contains(message), "stderr: \(run.errors)")
    #expect(run.errors.contains("usage: strata-gallery"))
    #expect(!FileManager.default.fileExists(atPath: output), "the tour ran")
  }

  @MainActor
  private static func demoNames() -> [String] {
    DemoCatalog.all.map(\.name)
  }

  @MainActor
  private static func demosWithGestures() -> [String] {
    DemoCatalog.all.filter { $0.gestureCaption != nil }.map(\.name)
  }

  @MainActor
  private static func demosWithMoreGestures() -> [(String, Int)] {
    DemoCatalog.all.filter { $0.gestureCaption != nil && !$0.moreGestures.isEmpty }
      .map { ($0.name, $0.moreGestures.count) }
  }

  @Test("--help prints the usage and exits 0")
  func help() async throws {
    let run = try await GalleryExecutable.run(["--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("usage: strata-gallery"))
    #expect(run.output.contains("--demo NAME"))
  }
}
