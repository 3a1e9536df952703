/// The drawing of one frame: a flat list of ``DisplayCommand``s that any renderer can play.
///
/// ``Window/render()`` produces one from the presentation tree; `StrataCairo.CairoRenderer`
/// turns it into pixels. Its `description` is an indented listing, one command per line, that
/// tests compare as text snapshots.
public struct DisplayList: Sendable, Hashable {
  /// The commands, in drawing order.
  public var commands: [DisplayCommand]
  /// The layers that are not in ``commands`` although their views are in the window: views
  /// drawn as layers before and out of sight in this frame (clipped away, such as the page
  /// resting beside the visible one). A renderer may keep their pixels for when they show
  /// again: their identity and generation carry on.
  public var layersOutOfSight: [DisplayLayer.ID]

  /// Creates a display list from commands, and the layers out of sight in its frame.
  public init(commands: [DisplayCommand] = [], layersOutOfSight: [DisplayLayer.ID] = []) {
    self.commands = commands
    self.layersOutOfSight = layersOutOfSight
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
