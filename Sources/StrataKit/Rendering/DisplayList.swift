/// The drawing of one frame: a flat list of ``DisplayCommand``s that any renderer can play.
///
/// ``Window/render()`` produces one from the presentation tree; `StrataCairo.CairoRenderer`
/// turns it into pixels. Its `description` is an indented listing, one command per line, that
/// tests compare as text snapshots.
public struct DisplayList: Sendable, Hashable {
  /// The commands, in drawing order.
  public var commands: [DisplayCommand] {
    didSet { (closingPops, layerPushes) = Self.pairs(of: commands) }
  }
  /// The layers that are not in ``commands`` although their views are in the window: views
  /// drawn as layers before and out of sight in this frame (clipped away, such as the page
  /// resting beside the visible one). A renderer may keep their pixels for when they show
  /// again: their identity and generation carry on.
  public var layersOutOfSight: [DisplayLayer.ID]
  /// The layers of ``layersOutOfSight`` that are still drawn as layers and lie within one
  /// clip's size of what shows: the page beside the visible one, which the next swipe shows
  /// first. A renderer that lets go of what it keeps when the window rests may keep these, as
  /// UIKit keeps the backing store of a page beside the visible one.
  public var layersNearSight: [DisplayLayer.ID]
  /// For each command, when it is a push, the index of the pop that closes it (the count of
  /// commands when none does); for any other command, its own index. Worked out once, when
  /// the commands are set.
  private var closingPops: [Int]
  /// The indices of the layers' pushes, at any depth, in order.
  package private(set) var layerPushes: [Int]

  /// Creates a display list from commands, the layers out of sight in its frame, and those of
  /// them near sight.
  ///
  /// - Complexity: O(commands): the pushes are paired with their pops once, here.
  public init(
    commands: [DisplayCommand] = [], layersOutOfSight: [DisplayLayer.ID] = [],
    layersNearSight: [DisplayLayer.ID] = []
  ) {
    self.commands = commands
    self.layersOutOfSight = layersOutOfSight
    self.layersNearSight = layersNearSight
    (closingPops, layerPushes) = Self.pairs(of: commands)
  }

  /// The index of the pop that closes the push at `index` (a layer's, a transform's, a clip's
  /// or an opacity group's), or the count of commands when none does; `index` itself for a
  /// command that is not a push. A pop closes the innermost push still open before it; a pop
  /// with no push open closes nothing.
  package func closingPop(ofPushAt index: Int) -> Int {
    closingPops[index]
  }

  /// The pairs of pushes and pops of `commands`, as ``closingPops`` holds them, and the
  /// indices of the layers' pushes.
  private static func pairs(of commands: [DisplayCommand]) -> (pops: [Int], layers: [Int]) {
    var pops = Array(commands.indices)
    var layers: [Int] = []
    var open: [Int] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushTransform, .pushClip, .pushOpacity, .pushLayer:
        if case .pushLayer = command { layers.append(index) }
        pops[index] = commands.count
        open.append(index)
      case .pop:
        if let push = open.popLast() { pops[push] = index }
      default:
        break
      }
    }
    return (pops, layers)
  }

  /// Whether both lists hold the same commands and the same layers out of and near sight.
  public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
    lhs.commands == rhs.commands && lhs.layersOutOfSight == rhs.layersOutOfSight
      && lhs.layersNearSight == rhs.layersNearSight
  }

  /// Hashes the commands and the layers out of and near sight.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(commands)
    hasher.combine(layersOutOfSight)
    hasher.combine(layersNearSight)
  }

  /// The drawing commands only, without the pushes and pops around them.
  public var drawingCommands: [DisplayCommand] { commands.filter(\.isDrawing) }

  /// Whether every push is matched by one pop, in order.
  public var isBalanced: Bool {
    var depth = 0
    for command in commands {
      switch command {
      case .pushTransform, .pushClip, .pushOpacity, .pushLayer: depth += 1
      case .pop:
        depth -= 1
        if depth < 0 { return false }
      default: break
      }
    }
    return depth == 0
  }
}

// MARK: - CustomStringConvertible

extension DisplayList: CustomStringConvertible {
  /// One command per line, indented two spaces per open push.
  public var description: String {
    var lines: [String] = []
    var depth = 0
    for command in commands {
      if case .pop = command { depth = max(0, depth - 1) }
      lines.append(String(repeating: "  ", count: depth) + command.description)
      switch command {
      case .pushTransform, .pushClip, .pushOpacity, .pushLayer: depth += 1
      default: break
      }
    }
    return lines.joined(separator: "\n")
  }
}
