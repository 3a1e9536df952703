#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Strata reports misuse that it ignored (a UIKit-shaped call that was refused, an index
/// that was clamped): one line on standard error, prefixed `strata: warning:`.
package enum Diagnostics {
  /// Writes `message` as a warning line on standard error.
  package static func warn(_ message: String) {
    let line = "strata: warning: \(message)\n"
    var bytes = Array(line.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = write(2, base, buffer.count)
    }
  }
}
