import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an accessibility snapshot assertion failed.
public enum AccessibilitySnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No reference existed (or re-recording was asked for with `STRATA_RECORD_SNAPSHOTS=1`); the
  /// tree was written as the reference for a person to review.
  case recorded(referencePath: String)
  /// The tree differs from the reference, first at `line` (1-based); the actual tree was
  /// written beside the reference.
  case mismatch(
    referencePath: String, line: Int, expected: String, actual: String, actualPath: String)
  /// The reference or the actual file could not be read or written.
  case fileAccess(path: String, reason: String)

  /// A sentence that says what happened and where to look.
  public var description: String {
    switch self {
    case .recorded(let path):
      return "recorded a new accessibility snapshot at \(path); review it and run the test again"
    case .mismatch(let path, let line, let expected, let actual, let actualPath):
      return
        "accessibility snapshot \(path) differs at line \(line): expected \"\(expected)\", "
        + "read \"\(actual)\"; the whole tree is in \(actualPath)"
    case .fileAccess(let path, let reason):
      return "accessibility snapshot \(path): \(reason)"
    }
  }
}

/// Compares the accessibility tree of `host` now (``TestHost/accessibilityTree()``, as
/// `AccessibilityNode.treeDescription(includesFrames:)` writes it) with the reference text
/// file `Snapshots/<name>.txt` beside the calling test file, as the pixel snapshot assertions
/// do for pixels: a missing reference, or `STRATA_RECORD_SNAPSHOTS=1`, records it and throws
/// ``AccessibilitySnapshotError/recorded(referencePath:)``; a difference writes
/// `<name>.actual.txt` beside it and throws
/// ``AccessibilitySnapshotError/mismatch(referencePath:line:expected:actual:actualPath:)``
/// naming the first line that differs.
///
/// - Parameters:
///   - host: The host whose window is read.
///   - name: The reference's file name without extension.
///   - includesFrames: Whether each element's frame is compared too; defaults to false, so
///     that a reference holds across small layout changes.
///   - directory: The folder of the reference; defaults to `Snapshots` beside `filePath`.
///   - filePath: The calling test file; leave the default.
/// - Throws: ``AccessibilitySnapshotError`` when the tree does not match, was recorded, or a
///   file could not be read or written.
@MainActor
public func assertAccessibilitySnapshot(
  of host: TestHost, named name: String, includesFrames: Bool = false,
  in directory: String? = nil, filePath: StaticString = #filePath
) throws(AccessibilitySnapshotError) {
  let text = host.accessibilityTree().treeDescription(includesFrames: includesFrames) + "\n"
  let file = String(describing: filePath)
  let folder =
    directory ?? ((file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ".") + "/Snapshots")
  let referencePath = "\(folder)/\(name).txt"
  let actualPath = "\(folder)/\(name).actual.txt"
  let recording = getenv("STRATA_RECORD_SNAPSHOTS").map { String(cString: $0) } == "1"
  guard !recording, let reference = readTextFile(referencePath) else {
    mkdir(folder, 0o755)
    try writeTextFile(text, to: referencePath)
    throw .recorded(referencePath: referencePath)
  }
  guard reference != text else {
    unlink(actualPath)
    return
  }
  try writeTextFile(text, to: actualPath)
  let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
  let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
  let index =
    zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expected.count, actual.count)
  throw .mismatch(
    referencePath: referencePath, line: index + 1,
    expected: index < expected.count ? String(expected[index]) : "(end of file)",
    actual: index < actual.count ? String(actual[index]) : "(end of file)",
    actualPath: actualPath)
}

/// The contents of the text file at `path`, or `nil` when it cannot be read.
private func readTextFile(_ path: String) -> String? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
}

private func writeTextFile(_ text: String, to path: String) throws(AccessibilitySnapshotError) {
  guard let file = fopen(path, "wb") else {
    throw .fileAccess(path: path, reason: "cannot be opened for writing")
  }
  let bytes = Array(text.utf8)
  let written = fwrite(bytes, 1, bytes.count, file)
  let closed = fclose(file)
  guard written == bytes.count, closed == 0 else {
    throw .fileAccess(path: path, reason: "could not be written whole")
  }
}
