#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file whole, so that a reader finds either its old bytes or its new ones, even when
/// the process dies or the machine stops while it writes: the bytes go to a temporary file in
/// the same folder, are flushed to the disk (`fsync`), and the temporary file is renamed over
/// the old one (a rename within a folder is atomic); then the folder is flushed, so that the
/// rename itself lasts.
///
/// When any of it fails (a full disk, a folder that cannot be written, a file size limit) the
/// temporary file is removed and the old file stays as it was. A save that succeeds removes the
/// temporary files that saves killed before their rename left behind.
struct FileReplacement {
  /// Why a file could not be replaced: the step that failed and the system's message.
  struct Failure: Error, CustomStringConvertible {
    /// What was being done: `create a temporary file in /a/b`, `write /a/b/.c.XXXXXX`, ...
    let step: String
    /// The system's message (`strerror`).
    let message: String

    var description: String { "cannot \(step): \(message)" }
  }

  /// The file to replace.
  let path: String

  /// Replaces the file at ``path`` with `bytes`, readable by everyone and writable by its
  /// owner (0644).
  ///
  /// - Throws: ``Failure`` when the file could not be replaced; it then holds what it held.
  func replace(with bytes: [UInt8]) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw Failure(step: "create a temporary file in \(folder)", message: Self.systemMessage())
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var closed = false
    do throws(Failure) {
      // mkstemp makes the file private (0600); the file it replaces was readable by everyone.
      _ = fchmod(descriptor, 0o644)
      try Self.writeAll(bytes, to: descriptor, path: temporary)
      guard fsync(descriptor) == 0 else {
        throw Failure(step: "flush \(temporary)", message: Self.systemMessage())
      }
      closed = true
      guard close(descriptor) == 0 else {
        throw Failure(step: "close \(temporary)", message: Self.systemMessage())
      }
      guard rename(temporary, path) == 0 else {
        throw Failure(step: "rename \(temporary) to \(path)", message: Self.systemMessage())
      }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
    // The new file is in place; flushing the folder makes the rename survive a power cut. A
    // folder that cannot be opened or flushed leaves the rename to the system's own timing.
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
    Self.removeAbandonedTemporaries(of: name, in: folder)
  }

  /// How old a temporary file of an earlier save must be to count as abandoned: older than any
  /// save takes, so that a save running beside this one keeps its own.
  static let abandonedAge: time_t = 60

  /// Removes the temporary files that earlier saves of `name` left in `folder` when their
  /// process died before renaming them (`.NAME.XXXXXX`, older than ``abandonedAge``).
  static func removeAbandonedTemporaries(of name: String, in folder: String) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    let prefix = ".\(name)."
    let now = time(nil)
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix), entryName.count == prefix.count + 6 else { continue }
      let path = "\(folder)/\(entryName)"
      var status = stat()
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
        now - status.st_mtim.tv_sec > abandonedAge
      else { continue }
      unlink(path)
    }
  }

  /// Writes every byte of `bytes` to `descriptor`, through partial writes and interruptions.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(Failure)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw Failure(step: "write \(path)", message: systemMessage())
      }
      offset += written
    }
  }

  /// The message of the current `errno`.
  private static func systemMessage() -> String {
    String(cString: strerror(errno))
  }
}
