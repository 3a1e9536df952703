#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the gallery could not prepare its output folder.
struct FileSystemError: Error, CustomStringConvertible {
  /// The folder.
  let path: String
  /// The system's message.
  let message: String

  var description: String { "cannot create \(path): \(message)" }
}

/// Creates `path` and its missing parents; succeeds when the folder already exists.
func makeDirectory(_ path: String) throws {
  var current = path.hasPrefix("/") ? "" : "."
  for component in path.split(separator: "/") {
    current += "/\(component)"
    if mkdir(current, 0o755) != 0 && errno != EEXIST {
      throw FileSystemError(path: current, message: String(cString: strerror(errno)))
    }
  }
}
