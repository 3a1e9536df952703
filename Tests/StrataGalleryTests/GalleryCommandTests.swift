import Foundation
import StrataCairo
import StrataKit
import Testing

@Suite("strata-gallery without a display")
struct GalleryCommandTests {
  @Test("the program writes the sample scene as PNGs and prints their paths")
  func writesAndPrintsPNGs() async throws {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("strata-gallery")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-gallery-test-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }

    let process = Process()
    process.executableURL = executable
    process.arguments = ["--output", output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    let path = output.appendingPathComponent("sample-scene.png").path
    #expect(printed.contains(path))
    let image = try await MainActor.run { try PNG.read(from: path) }
    #expect(image.pixelWidth == 480)
    #expect(image.pixelHeight == 360)
    let retina = try await MainActor.run {
      try PNG.read(from: output.appendingPathComponent("sample-scene@2x.png").path)
    }
    #expect(retina.pixelWidth == 960)
  }
}
