#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `strata-fuzz` was asked to do.
@MainActor
struct FuzzOptions {
  /// The targets to walk, in order.
  var targets: [FuzzTarget] = FuzzTarget.all
  /// How many random steps per target; defaults to 20,000.
  var steps = 20_000
  /// The seed of the walks; defaults to 1.
  var seed: UInt64 = 1
  /// A walk to replay instead of walking at random.
  var replay: String?
  /// Whether a failure is shrunk before it is printed; defaults to true.
  var shrinks = true
  /// Whether a replay prints every step, what the containers show and where the views are.
  var traces = false
  /// The first step (counting from 1) a replay traces; defaults to 1.
  var traceStart = 1
  /// How many replays shrinking may take; defaults to the shrinker's.
  var shrinkBudget = Shrinker.defaultBudget
  /// How many seconds shrinking may take; defaults to the shrinker's.
  var shrinkSeconds = Shrinker.defaultTimeBudget
  /// Whether to print the usage and stop.
  var showsHelp = false
  /// Whether to print the name of every target, one a line, and stop (`--list`).
  var listsTargets = false
  /// The parsers to feed damaged documents instead of walking containers (`--parsers`,
  /// `--parser NAME`); empty for a container walk.
  var parsers: [String] = []
  /// How many inputs per parser; defaults to 10,000.
  var inputs = 10_000
  /// The one input of a parser to check again and print (`--input N`).
  var parserInput: Int?
  /// How many milliseconds of processor time one parser input may take before it counts as
  /// a hang; defaults to 2,000.
  var inputBudgetMilliseconds = 2_000.0

  /// A command line `strata-fuzz` cannot read.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  static var usage: String {
    """
    usage: strata-fuzz [--container NAME|all]... [--steps N] [--seed S] [--list]
                       [--replay STEPS|@FILE [--trace] [--trace-from N]]
                       [--no-shrink] [--shrink-budget REPLAYS] [--shrink-seconds S]
           strata-fuzz --parsers|--parser NAME... [--inputs N] [--seed S] [--input N]
                       [--input-budget-ms MS]

    containers: \(FuzzTarget.all.map(\.name).joined(separator: ", "))
    parsers: \(ParserRun.names.joined(separator: ", "))

    A walk that passes prints its pace: steps per second over its first and its last tenth.
    --list prints the containers, one a line (with --parsers, the parsers).
    --parsers feeds each parser N damaged documents (10,000 by default) and prints, per
    parser, how many it accepted and refused, by error; --input N checks and prints one.
    """
  }

  /// Reads `arguments` (without the program's name).
  init(arguments: [String]) throws(Invalid) {
    var named: [FuzzTarget] = []
    var remaining = arguments[...]
    func value(for option: String) throws(Invalid) -> String {
      guard let value = remaining.popFirst() else {
        throw Invalid(description: "\(option) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--container":
        let name = try value(for: argument)
        if name == "all" {
          named += FuzzTarget.all
        } else if let target = FuzzTarget.named(name) {
          named.append(target)
        } else {
          throw Invalid(description: "no container named \(name)")
        }
      case "--steps":
        guard let count = Int(try value(for: argument)), count >= 0 else {
          throw Invalid(description: "--steps needs a count")
        }
        steps = count
      case "--seed":
        guard let seed = UInt64(try value(for: argument)) else {
          throw Invalid(description: "--seed needs a number")
        }
        self.seed = seed
      case "--replay":
        let text = try value(for: argument)
        if text.hasPrefix("@") {
          // A long walk does not fit in one argument: `@path` reads it from a file.
          let path = String(text.dropFirst())
          guard let contents = readText(atPath: path) else {
            throw Invalid(description: "cannot read the steps in \(path)")
          }
          replay = contents
        } else {
          replay = text
        }
      case "--no-shrink": shrinks = false
      case "--trace": traces = true
      case "--trace-from":
        guard let start = Int(try value(for: argument)), start >= 1 else {
          throw Invalid(description: "--trace-from needs a step number")
        }
        traces = true
        traceStart = start
      case "--shrink-budget":
        guard let budget = Int(try value(for: argument)), budget >= 0 else {
          throw Invalid(description: "--shrink-budget needs a count of replays")
        }
        shrinkBudget = budget
      case "--shrink-seconds":
        guard let seconds = Double(try value(for: argument)), seconds.isFinite, seconds >= 0 else {
          throw Invalid(description: "--shrink-seconds needs a number of seconds")
        }
        shrinkSeconds = seconds
      case "--list": listsTargets = true
      case "--parsers": parsers = ParserRun.names
      case "--parser":
        let name = try value(for: argument)
        guard ParserRun.names.contains(name) else {
          throw Invalid(description: "no parser named \(name)")
        }
        parsers.append(name)
      case "--inputs":
        guard let count = Int(try value(for: argument)), count >= 0 else {
          throw Invalid(description: "--inputs needs a count")
        }
        inputs = count
      case "--input":
        guard let number = Int(try value(for: argument)), number >= 0 else {
          throw Invalid(description: "--input needs an input number")
        }
        parserInput = number
      case "--input-budget-ms":
        guard let budget = Double(try value(for: argument)), budget.isFinite, budget > 0 else {
          throw Invalid(description: "--input-budget-ms needs a number of milliseconds")
        }
        inputBudgetMilliseconds = budget
      case "--help", "-h": showsHelp = true
      default: throw Invalid(description: "unknown argument \(argument)")
      }
    }
    if !named.isEmpty { targets = named }
    if !parsers.isEmpty, !named.isEmpty || replay != nil {
      throw Invalid(description: "--parsers and --parser take no --container or --replay")
    }
    if parserInput != nil, parsers.count != 1 {
      throw Invalid(description: "--input needs exactly one --parser")
    }
    if replay != nil, targets.count != 1 {
      throw Invalid(description: "--replay needs exactly one --container")
    }
  }
}

/// The text of the file at `path`, or `nil` when it cannot be read.
private func readText(atPath path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
