import Foundation
import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A snapshot reference that cannot be used (garbage, truncated, empty, of another size) gives
/// a `SnapshotError` that names the file and says why, and writes the actual image beside it.
@Suite("Snapshot references that are corrupt or of another size", .strictDiagnostics)
@MainActor
struct SnapshotReferenceTests {
  /// A folder of its own for each test, removed afterwards.
  private let temporary: TemporaryFolder

  init() throws {
    temporary = try TemporaryFolder("snapshot")
  }

  private var folder: String { temporary.path }
  private var referencePath: String { temporary.path("square.png") }
  private var actualPath: String { temporary.path("square.actual.png") }

  /// A 40×30 view controller with a coloured square.
  private func controller() -> ViewController {
    let controller = ViewController()
    controller.view.backgroundColor = .white
    let square = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    square.backgroundColor = .red
    controller.view.addSubview(square)
    return controller
  }

  private func assertSquare() throws {
    try assertSnapshot(
      of: controller(), size: Size(width: 40, height: 30), named: "square", in: folder)
  }

  /// Records the reference, then checks that it matches.
  private func recordReference() throws {
    #expect(throws: SnapshotError.self) { try assertSquare() }
    try assertSquare()
  }

  /// Runs the assertion, expects `unreadableReference`, and returns its reason.
  private func unreadableReason() throws -> String {
    let error = try #require(throws: SnapshotError.self) { try assertSquare() }
    guard case .unreadableReference(let path, let reason, let actual) = error else {
      Issue.record("expected unreadableReference, got \(error)")
      return ""
    }
    #expect(path == referencePath)
    #expect(actual == actualPath)
    #expect(error.description.contains(referencePath))
    let written = try PNG.read(from: actualPath)
    #expect(written.pixelWidth == 40 && written.pixelHeight == 30)
    return reason
  }

  @Test("a reference of garbage bytes is not a PNG file")
  func garbage() throws {
    defer { temporary.remove() }
    try recordReference()
    let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
    try garbage.write(to: URL(fileURLWithPath: referencePath))
    let reason = try unreadableReason()
    #expect(reason.contains("is not a PNG file"))
  }

  @Test("an empty reference is not a PNG file")
  func empty() throws {
    defer { temporary.remove() }
    try Data().write(to: URL(fileURLWithPath: referencePath))
    #expect(try unreadableReason().contains("is not a PNG file"))
  }

  @Test("a truncated reference is damaged and says what Cairo found")
  func truncated() throws {
    defer { temporary.remove() }
    try recordReference()
    let whole = try Data(contentsOf: URL(fileURLWithPath: referencePath))
    try whole.prefix(60).write(to: URL(fileURLWithPath: referencePath))
    let reason = try unreadableReason()
    #expect(reason.contains("is damaged: Cairo cannot decode it"), "\(reason)")
  }

  @Test("a reference that is a folder cannot be used")
  func folderAsReference() throws {
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      atPath: referencePath, withIntermediateDirectories: false)
    #expect(!(try unreadableReason()).isEmpty)
  }

  @Test("a reference of another pixel size is a size mismatch")
  func otherSize() throws {
    defer { temporary.remove() }
    try PNG.write(Image(pixelWidth: 20, pixelHeight: 10) { _, _ in .blue }, to: referencePath)
    let error = try #require(throws: SnapshotError.self) { try assertSquare() }
    guard case .sizeMismatch(let path, let expected, let actual, let written) = error else {
      Issue.record("expected sizeMismatch, got \(error)")
      return
    }
    #expect(path == referencePath)
    #expect(expected == "20×10")
    #expect(actual == "40×30")
    #expect(written == actualPath)
    #expect(error.description.contains("is 20×10 pixels but the rendering is 40×30"))
    #expect(FileManager.default.fileExists(atPath: actualPath))
  }

  @Test("a reference whose header declares an absurd size is refused without decoding it")
  func absurdHeader() throws {
    defer { temporary.remove() }
    // The PNG signature and an IHDR chunk of 100000×100000, then nothing usable.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    bytes += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]
    bytes += [UInt8](repeating: 0xAB, count: 64)
    try Data(bytes).write(to: URL(fileURLWithPath: referencePath))
    let error = try #require(throws: SnapshotError.self) { try assertSquare() }
    guard case .sizeMismatch(_, let expected, _, _) = error else {
      Issue.record("expected sizeMismatch, got \(error)")
      return
    }
    #expect(expected == "100000×100000")
  }
}
