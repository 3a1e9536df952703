import StrataCairo
import StrataDemos
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Sample scene snapshots", .strictDiagnostics)
struct SampleSceneSnapshotTests {
  static let snapshotsDirectory: String = {
    let file = #filePath
    return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/Snapshots"
  }()

  @MainActor
  @Test(
    "the sample scene renders as its reviewed reference",
    arguments: [1.0, 2.0])
  func sampleScene(scale: Double) throws {
    try assertSnapshot(
      of: SampleSceneViewController(), size: SampleSceneViewController.preferredSize,
      scale: scale, named: scale == 1 ? "sample-scene" : "sample-scene@2x")
  }

  @MainActor @Test("a one-pixel change in the scene is caught and a diff image is written")
  func snapshotCatchesChange() throws {
    let scene = SampleSceneViewController()
    scene.loadViewIfNeeded()
    let marker = View(frame: Rect(x: 200, y: 180, width: 30, height: 30))
    marker.backgroundColor = .magenta
    scene.view.addSubview(marker)

    // Compare against a copy of the reference, so this test's files never meet the others'.
    let folder = try TemporaryFolder("snapshot-check")
    defer { folder.remove() }
    let directory = folder.path
    let reference = try PNG.read(from: Self.snapshotsDirectory + "/sample-scene.png")
    try PNG.write(reference, to: directory + "/sample-scene.png")

    let error = try #require(throws: SnapshotError.self) {
      try assertSnapshot(
        of: scene, size: SampleSceneViewController.preferredSize, named: "sample-scene",
        in: directory)
    }
    guard case .mismatch(_, let differing, _, _, let actualPath, let diffPath) = error else {
      Issue.record("expected a pixel mismatch, got \(error)")
      return
    }
    #expect(differing >= 30 * 30)
    let diff = try PNG.read(from: diffPath)
    #expect(diff.color(atColumn: 215, row: 195) == .red)
    let actual = try PNG.read(from: actualPath)
    #expect(actual.color(atColumn: 215, row: 195) == .magenta)
  }

  @MainActor @Test("pixels of the scene are where the views put them")
  func scenePixels() throws {
    let host = TestHost(
      rootViewController: SampleSceneViewController(),
      size: SampleSceneViewController.preferredSize, scale: 2, rendering: .cairo)
    let image = try host.renderImage()
    #expect(image.pixelWidth == 960)
    #expect(image.pixelHeight == 720)
    // The half-transparent group: red alone, blue over red composited once (not twice).
    let redOnly = try #require(image.color(atColumn: 2 * 30, row: 2 * 205))
    #expect(abs(redOnly.red - 0.965) < 0.02)
    #expect(abs(redOnly.green - 0.47) < 0.02)
    let overlap = try #require(image.color(atColumn: 2 * 75, row: 2 * 260))
    #expect(abs(overlap.red - overlap.green) < 0.02)
    #expect(overlap.blue > 0.9)
    // Outside the clipped card the gradient does not show.
    let outsideClip = try #require(image.color(atColumn: 2 * 302, row: 2 * 22))
    #expect(abs(outsideClip.red - 0.93) < 0.02)
  }
}
