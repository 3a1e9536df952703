#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pixel size a PNG file declares in its header (the `IHDR` chunk), read without decoding
/// the file: how a snapshot assertion checks a reference before it trusts it with a decoder.
struct PNGHeader: Equatable {
  /// The declared width in pixels.
  let pixelWidth: Int
  /// The declared height in pixels.
  let pixelHeight: Int

  /// Why a file's header could not be read, as a phrase that follows "it" in a sentence.
  enum Failure: Error, Equatable {
    /// The file could not be opened or read; carries the system's message.
    case unreadable(String)
    /// The file does not begin with the PNG signature and an `IHDR` chunk.
    case notPNG

    /// What was wrong, as a phrase: "cannot be opened (No such file or directory)".
    var reason: String {
      switch self {
      case .unreadable(let message): "cannot be opened (\(message))"
      case .notPNG: "is not a PNG file (it does not start with a PNG signature and header)"
      }
    }
  }

  /// The PNG signature, the first 8 bytes of every PNG file.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Parses the first 24 bytes of a PNG file (signature, `IHDR` length and type, width and
  /// height); `nil` when they are not those of a PNG.
  init?(bytes: some Collection<UInt8>) {
    let bytes = Array(bytes.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == Self.signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    pixelWidth = bigEndian(16)
    pixelHeight = bigEndian(20)
  }

  /// Reads the header of the PNG file at `path`.
  ///
  /// - Throws: ``Failure`` when the file cannot be read or is not a PNG.
  static func read(from path: String) throws(Failure) -> PNGHeader {
    guard let file = fopen(path, "rb") else {
      throw .unreadable(String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: 24)
    let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    guard let header = PNGHeader(bytes: bytes.prefix(count)) else { throw .notPNG }
    return header
  }
}
