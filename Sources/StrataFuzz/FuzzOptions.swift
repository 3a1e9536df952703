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
  /// Whether to print the usage and stop.
  var showsHelp = false

  /// A command line `strata-fuzz` cannot read.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  static var usage: String {
    """
    usage: strata-fuzz [--container NAME|all]... [--steps N] [--seed S] [--replay STEPS [--trace]] [--no-shrink]

    containers: \(FuzzTarget.all.map(\.name).joined(separator: ", "))
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
      case "--replay": replay = try value(for: argument)
      case "--no-shrink": shrinks = false
      case "--trace": traces = true
      case "--help", "-h": showsHelp = true
      default: throw Invalid(description: "unknown argument \(argument)")
      }
    }
    if !named.isEmpty { targets = named }
    if replay != nil, targets.count != 1 {
      throw Invalid(description: "--replay needs exactly one --container")
    }
  }
}
