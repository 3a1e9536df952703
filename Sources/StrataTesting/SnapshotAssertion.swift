public import StrataCairo
public import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Renders `viewController` through a ``TestHost`` that draws with Cairo and Pango
/// (``TestHost/Rendering/cairo``) and compares the pixels with the reference PNG `Snapshots/<name>.png` in the folder of the calling test file.
///
/// On a mismatch it writes `<name>.actual.png` and `<name>.diff.png` beside the reference (the
/// diff shows differing pixels in red over a faded copy of the reference) and throws
/// ``SnapshotError/mismatch(referencePath:differingPixels:totalPixels:allowedPixels:actualPath:diffPath:)``
/// with the number of differing pixels. A reference of another pixel size throws
/// ``SnapshotError/sizeMismatch(referencePath:expected:actual:actualPath:)``, and one that is
/// not a PNG or is damaged throws
/// ``SnapshotError/unreadableReference(referencePath:reason:actualPath:)``; both write
/// `<name>.actual.png` too. When the reference does not exist, or the environment
/// variable `STRATA_RECORD_SNAPSHOTS` is `1`, it records the rendering as the reference and
/// throws ``SnapshotError/recorded(referencePath:)`` so that a person reviews it.
///
/// - Parameters:
///   - viewController: The controller to show in a window.
///   - size: The window's size in points; defaults to 400×300.
///   - scale: Device pixels per point; defaults to 1.
///   - name: The reference's file name without extension.
///   - tolerance: How different the pixels may be; defaults to ``SnapshotTolerance/default``.
///   - time: Seconds to advance the clock before rendering; defaults to 0.
///   - directory: The folder of the reference; defaults to `Snapshots` beside the calling test
///     file.
///   - filePath: The calling test file; leave the default.
/// - Throws: ``SnapshotError`` when the snapshot does not match or was recorded, or
///   `CairoError` when rendering or file access fails.
@MainActor
public func assertSnapshot(
  of viewController: ViewController, size: Size = Size(width: 400, height: 300),
  scale: Double = 1, named name: String, tolerance: SnapshotTolerance = .default,
  after time: Double = 0, in directory: String? = nil, filePath: StaticString = #filePath
) throws {
  let host = TestHost(
    rootViewController: viewController, size: size, scale: scale, rendering: .cairo)
  host.advance(by: time)
  try assertSnapshot(
    of: host, named: name, tolerance: tolerance, in: directory, filePath: filePath)
}

/// Renders the current frame of `host` (a window a test has driven through the interaction
/// driver, say, to the middle of a drag) and compares it with the reference PNG
/// `Snapshots/<name>.png` beside the calling test file, exactly as
/// ``assertSnapshot(of:size:scale:named:tolerance:after:in:filePath:)`` does.
///
/// - Throws: ``TestHost/RenderingError/noRenderer`` when `host` was not created with
///   ``TestHost/Rendering/cairo``; ``SnapshotError`` when the snapshot does not match or was
///   recorded; `CairoError` when rendering or file access fails.
@MainActor
public func assertSnapshot(
  of host: TestHost, named name: String, tolerance: SnapshotTolerance = .default,
  in directory: String? = nil, filePath: StaticString = #filePath
) throws {
  try compareSnapshot(
    host.renderImage(), named: name, tolerance: tolerance, in: directory, filePath: filePath)
}

/// Renders the current frame of `host` (a headless window an app drives) and compares it with
/// the reference PNG `Snapshots/<name>.png` beside the calling test file, exactly as
/// ``assertSnapshot(of:size:scale:named:tolerance:after:in:filePath:)`` does.
///
/// - Throws: ``SnapshotError`` when the snapshot does not match or was recorded, or
///   `CairoError` when rendering or file access fails.
@MainActor
public func assertSnapshot(
  of host: HeadlessHost, named name: String, tolerance: SnapshotTolerance = .default,
  in directory: String? = nil, filePath: StaticString = #filePath
) throws {
  try compareSnapshot(
    host.renderImage(), named: name, tolerance: tolerance, in: directory, filePath: filePath)
}

/// Compares `actual` with the reference PNG `<directory>/<name>.png` (by default in
/// `Snapshots` beside `filePath`), recording it when it is missing or when asked to, and
/// writing the actual and diff images beside it on a mismatch.
@MainActor
private func compareSnapshot(
  _ actual: Image, named name: String, tolerance: SnapshotTolerance, in directory: String?,
  filePath: StaticString
) throws {
  let directory = directory ?? (directoryName(of: String(describing: filePath)) + "/Snapshots")
  let referencePath = "\(directory)/\(name).png"
  let actualPath = "\(directory)/\(name).actual.png"
  let diffPath = "\(directory)/\(name).diff.png"

  let recording = getenv("STRATA_RECORD_SNAPSHOTS").map { String(cString: $0) } == "1"
  if recording || access(referencePath, F_OK) != 0 {
    mkdir(directory, 0o755)
    try PNG.write(actual, to: referencePath)
    throw SnapshotError.recorded(referencePath: referencePath)
  }
  let reference = try readReference(at: referencePath, like: actual, actualPath: actualPath)
  let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: tolerance)
  let total = reference.pixels.count
  let allowed = Int((Double(total) * tolerance.differingPixelFraction).rounded(.down))
  if comparison.differingPixels > allowed {
    try PNG.write(actual, to: actualPath)
    try PNG.write(comparison.diffImage(), to: diffPath)
    throw SnapshotError.mismatch(
      referencePath: referencePath, differingPixels: comparison.differingPixels,
      totalPixels: total, allowedPixels: allowed, actualPath: actualPath, diffPath: diffPath)
  }
  unlink(actualPath)
  unlink(diffPath)
}

/// Reads the reference PNG at `path` for comparison with `actual`: its header first, so that a
/// file that is not a PNG, or declares another size, is refused before it is decoded.
///
/// - Parameters:
///   - path: The reference's path.
///   - actual: The rendered image it must match in size.
///   - actualPath: Where to write `actual` when the reference cannot be used.
/// - Returns: The decoded reference, of the same pixel size as `actual`.
/// - Throws: ``SnapshotError/unreadableReference(referencePath:reason:actualPath:)`` or
///   ``SnapshotError/sizeMismatch(referencePath:expected:actual:actualPath:)``, after writing
///   `actual`; `CairoError` when that write fails.
@MainActor
private func readReference(at path: String, like actual: Image, actualPath: String) throws
  -> Image
{
  let actualSize = "\(actual.pixelWidth)×\(actual.pixelHeight)"
  let header: PNGHeader
  do {
    header = try PNGHeader.read(from: path)
  } catch {
    try PNG.write(actual, to: actualPath)
    throw SnapshotError.unreadableReference(
      referencePath: path, reason: error.reason, actualPath: actualPath)
  }
  guard header.pixelWidth == actual.pixelWidth, header.pixelHeight == actual.pixelHeight else {
    try PNG.write(actual, to: actualPath)
    throw SnapshotError.sizeMismatch(
      referencePath: path, expected: "\(header.pixelWidth)×\(header.pixelHeight)",
      actual: actualSize, actualPath: actualPath)
  }
  let reference: Image
  do {
    reference = try PNG.read(from: path)
  } catch let error as CairoError {
    try PNG.write(actual, to: actualPath)
    throw SnapshotError.unreadableReference(
      referencePath: path, reason: "is damaged: Cairo cannot decode it (\(error.message))",
      actualPath: actualPath)
  }
  guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight
  else {
    try PNG.write(actual, to: actualPath)
    throw SnapshotError.sizeMismatch(
      referencePath: path, expected: "\(reference.pixelWidth)×\(reference.pixelHeight)",
      actual: actualSize, actualPath: actualPath)
  }
  return reference
}

private func directoryName(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return String(path[..<slash])
}
