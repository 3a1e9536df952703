/// The benchmark's command-line options.
struct BenchOptions: Sendable, Equatable {
  /// The usage text `--help` prints.
  static let usage = """
    USAGE: strata-bench [--json] [--quick] [--demo NAME] [--scale 1|2]

    Renders every gallery demo headless in a 1920×1080-point window at scale 1 and 2, drives a
    scripted drag (60 frames) and the settle after it, and reports what each phase of a frame
    costs: events + gestures, animation, layout, display list, rasterisation, and the total;
    as median, p95 and max in microseconds, and as ratios to the physical floor (one memcpy
    and one cairo_paint of a full frame), measured in the same run.

    OPTIONS:
      --json          Write one JSON document with all figures to stdout instead of a table.
      --quick         Fewer floor repeats (50 instead of 200); the scenes run the same.
      --demo NAME     Only the demo called NAME (repeatable).
      --scale S       Only scale S, 1 or 2 (repeatable).
      -h, --help      Show this help.

    Record figures from a release build: swift run -c release strata-bench
    """

  /// Whether to write JSON instead of the table; default false.
  var json = false
  /// Whether to run the shorter variant; default false.
  var quick = false
  /// The demos to run by name; empty (the default) runs every demo.
  var demoNames: [String] = []
  /// The scales to run; default 1 and 2.
  var scales: [Double] = [1, 2]
  /// Whether to print the usage and stop.
  var showHelp = false

  /// Repeats of each floor measurement: 200, or 50 with ``quick``.
  var floorRepeats: Int { quick ? 50 : 200 }
  /// Moves in the scripted drag, one per frame: 60.
  var dragMoves: Int { 60 }
  /// The most frames to wait for the window to come to rest after the drag: 600.
  var settleLimit: Int { 600 }

  /// Parses `arguments` (without the program's name).
  ///
  /// - Throws: ``BenchError/usage(_:)`` for an unknown option or a missing or bad value.
  init(arguments: [String]) throws {
    var scales: [Double] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--quick": quick = true
      case "-h", "--help": showHelp = true
      case "--demo":
        guard let name = remaining.popFirst() else {
          throw BenchError.usage("--demo needs a demo name")
        }
        demoNames.append(name)
      case "--scale":
        guard let text = remaining.popFirst(), let scale = Double(text), scale == 1 || scale == 2
        else { throw BenchError.usage("--scale takes 1 or 2") }
        if !scales.contains(scale) { scales.append(scale) }
      default:
        throw BenchError.usage("unknown argument '\(argument)'")
      }
    }
    if !scales.isEmpty { self.scales = scales.sorted() }
  }
}
