#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the benchmark ran on, as the system reports it, so that a run's figures can be
/// compared with another machine's.
struct MachineInfo: Sendable {
  /// The CPU's model name (`model name` in `/proc/cpuinfo`), or "unknown".
  let cpuModel: String
  /// The processors online.
  let logicalCores: Int
  /// The physical memory, in bytes.
  let memoryBytes: Int
  /// The operating system's name (`PRETTY_NAME` in `/etc/os-release`), or "unknown".
  let operatingSystem: String
  /// The kernel's name and release, as `uname` gives them.
  let kernel: String

  /// Reads the figures of this machine.
  static func current() -> MachineInfo {
    let cpu =
      lines(ofFile: "/proc/cpuinfo").lazy
      .filter { $0.hasPrefix("model name") }
      .compactMap { $0.split(separator: ":", maxSplits: 1).last }
      .first.map { trimmed(String($0)) } ?? "unknown"
    let os =
      lines(ofFile: "/etc/os-release").lazy
      .filter { $0.hasPrefix("PRETTY_NAME=") }
      .map { trimmed(String($0.dropFirst("PRETTY_NAME=".count)), also: "\"") }
      .first ?? "unknown"
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let pages = Int(sysconf(Int32(_SC_PHYS_PAGES)))
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    return MachineInfo(
      cpuModel: cpu, logicalCores: max(1, cores), memoryBytes: max(0, pages) * max(0, pageSize),
      operatingSystem: os, kernel: kernelName())
  }

  private static func kernelName() -> String {
    var names = utsname()
    guard uname(&names) == 0 else { return "unknown" }
    func field<T>(_ value: inout T) -> String {
      withUnsafeBytes(of: &value) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return field(&names.sysname) + " " + field(&names.release)
  }

  /// `text` without leading and trailing spaces, tabs and any `extra` character.
  private static func trimmed(_ text: String, also extra: Character? = nil) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == extra }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// The lines of the text file at `path`, without their line ends; none if it cannot be read.
  private static func lines(ofFile path: String) -> [String] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
