import StrataDemos
import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `strata-bench` program: times every phase of a frame for each gallery demo, headless,
/// at 1920×1080 points at scale 1 and 2, next to the physical floor of the same machine.
///
/// `swift run -c release strata-bench` prints tables; `--json` writes one JSON document.
@main
struct StrataBench {
  /// The window's size, in points.
  static let windowSize = Size(width: 1920, height: 1080)

  /// Runs the benchmark with the process's arguments and exits: 0 on success, 1 when Cairo
  /// fails, 2 for a bad argument.
  @MainActor
  static func main() {
    let options: BenchOptions
    do {
      options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("strata-bench: \(error)\n\n\(BenchOptions.usage)")
      exit(2)
    }
    if options.showHelp {
      print(BenchOptions.usage)
      return
    }
    do {
      let report = try run(options)
      if options.json {
        print(report.json().serialized())
      } else {
        print(TableFormatter(report: report).text(), terminator: "")
      }
    } catch BenchError.usage(let message) {
      printError("strata-bench: \(message)")
      exit(2)
    } catch {
      printError("strata-bench: \(error)")
      exit(1)
    }
  }

  /// Measures the floor at each scale, then every selected demo at each scale.
  ///
  /// - Throws: ``BenchError`` for an unknown demo name or when Cairo fails.
  @MainActor
  static func run(_ options: BenchOptions) throws -> BenchReport {
    let started = MonotonicTime.nanoseconds()
    let date = utcTimestamp()
    let catalogue = DemoCatalog.all
    for name in options.demoNames where !catalogue.contains(where: { $0.name == name }) {
      let known = catalogue.map(\.name).joined(separator: ", ")
      throw BenchError.usage("no demo called '\(name)'; the demos are: \(known)")
    }
    let demos =
      options.demoNames.isEmpty
      ? catalogue : catalogue.filter { options.demoNames.contains($0.name) }

    var floors: [FloorResult] = []
    for scale in options.scales {
      progress("floor at scale \(Decimals.format(scale, decimals: 0))")
      floors.append(
        try FloorBenchmark(
          scale: scale, pixelWidth: Int((windowSize.width * scale).rounded(.up)),
          pixelHeight: Int((windowSize.height * scale).rounded(.up)),
          repeats: options.floorRepeats
        ).run())
    }
    var scenes: [SceneResult] = []
    for demo in demos {
      for scale in options.scales {
        progress("\(demo.name) at scale \(Decimals.format(scale, decimals: 0))")
        scenes.append(
          try SceneBenchmark(
            demo: demo, scale: scale, windowSize: windowSize, dragMoves: options.dragMoves,
            settleLimit: options.settleLimit
          ).run())
      }
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    return BenchReport(
      date: date, build: build, quick: options.quick, machine: MachineInfo.current(),
      windowWidth: windowSize.width, windowHeight: windowSize.height,
      dragMoves: options.dragMoves, settleLimit: options.settleLimit, floors: floors,
      scenes: scenes,
      elapsedSeconds: MonotonicTime.microseconds(from: started, to: MonotonicTime.nanoseconds())
        / 1_000_000)
  }

  /// Now as UTC ISO 8601, such as `2025-01-31T12:00:00Z`.
  static func utcTimestamp() -> String {
    var seconds = time(nil)
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return "unknown" }
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes `message` and a newline to standard error.
  static func printError(_ message: String) {
    var text = message + "\n"
    text.withUTF8 { bytes in
      _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
  }

  /// Tells a person on standard error what runs now, so that standard output keeps only the
  /// report.
  private static func progress(_ step: String) {
    printError("strata-bench: \(step)…")
  }
}
