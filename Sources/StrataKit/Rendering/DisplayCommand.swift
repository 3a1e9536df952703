/// One drawing step in a ``DisplayList``. Coordinates are in points, in the coordinate space set
/// up by the enclosing ``pushTransform(_:)`` commands.
///
/// The set is small on purpose, so that every renderer implements all of it:
///
/// | command | draws |
/// | --- | --- |
/// | `fillRect`, `strokeRect` | an axis-aligned rectangle, optionally with rounded corners |
/// | `fillPath`, `strokePath` | any ``Path`` |
/// | `linearGradient` | a rectangle filled with a ``LinearGradient`` |
/// | `text` | a ``TextRun`` laid out in its frame |
/// | `image` | an ``Image`` stretched into a rectangle |
/// | `shadow` | the blurred shadow of a (rounded) rectangle |
/// | `pushTransform` … `pop` | a change of coordinates for the commands in between |
/// | `pushClip` … `pop` | a (rounded) clip rectangle for the commands in between |
/// | `pushOpacity` … `pop` | an opacity group: the commands in between are composited together, then faded |
/// | `pushLayer` … `pop` | a retained layer (``DisplayLayer``): the commands in between are its content, in its coordinates |
///
/// Every `push…` is matched by one ``pop``.
///
/// The largest payloads (a layer, a run of text, a path, a shadow, a stroked rectangle) are stored
/// indirectly, so that a command is no larger than a rectangle fill: a frame's walks read and
/// copy the list's commands many times over, and each copy moves the whole enum.
public enum DisplayCommand: Sendable, Hashable {
  /// Fills `rect` with `color`, its corners rounded by `cornerRadius` points.
  case fillRect(Rect, cornerRadius: Double, color: Color)
  /// Strokes the outline of `rect` (corners rounded by `cornerRadius`) with a line of
  /// `lineWidth` points centred on the outline.
  indirect case strokeRect(Rect, cornerRadius: Double, color: Color, lineWidth: Double)
  /// Fills `path` with `color`, using the non-zero winding rule.
  indirect case fillPath(Path, color: Color)
  /// Strokes `path` with `color` and a line `lineWidth` points wide.
  indirect case strokePath(Path, color: Color, lineWidth: Double)
  /// Fills `rect` with `gradient`.
  case linearGradient(LinearGradient, rect: Rect)
  /// Draws a run of text.
  indirect case text(TextRun)
  /// Draws `image` scaled into `rect`, faded by `opacity` (0…1).
  case image(Image, rect: Rect, opacity: Double)
  /// Draws `shadow` for the shape of `rect` rounded by `cornerRadius`.
  indirect case shadow(Shadow, rect: Rect, cornerRadius: Double)
  /// Maps the coordinates of the following commands through `transform` until the matching pop.
  case pushTransform(AffineTransform)
  /// Clips the following commands to `rect` rounded by `cornerRadius` until the matching pop.
  case pushClip(Rect, cornerRadius: Double)
  /// Composites the following commands as one group, faded to `opacity`, at the matching pop.
  case pushOpacity(Double)
  /// Starts a retained layer: the following commands, up to the matching pop, are its content
  /// in its own coordinates, drawn unclipped as one group and composited at its place with its
  /// alpha (see ``DisplayLayer``).
  indirect case pushLayer(DisplayLayer)
  /// Ends the innermost push.
  case pop

  /// Whether the command draws (rather than changing state).
  public var isDrawing: Bool {
    switch self {
    case .pushTransform, .pushClip, .pushOpacity, .pushLayer, .pop: false
    default: true
    }
  }

  /// The same drawing command with its colours faded by `opacity`, or `nil` for a state command.
  public func fading(by opacity: Double) -> DisplayCommand? {
    func fade(_ color: Color) -> Color { color.withAlphaComponent(color.alpha * opacity) }
    switch self {
    case .fillRect(let rect, let radius, let color):
      return .fillRect(rect, cornerRadius: radius, color: fade(color))
    case .strokeRect(let rect, let radius, let color, let width):
      return .strokeRect(rect, cornerRadius: radius, color: fade(color), lineWidth: width)
    case .fillPath(let path, let color):
      return .fillPath(path, color: fade(color))
    case .strokePath(let path, let color, let width):
      return .strokePath(path, color: fade(color), lineWidth: width)
    case .linearGradient(var gradient, let rect):
      gradient.stops = gradient.stops.map { .init(location: $0.location, color: fade($0.color)) }
      return .linearGradient(gradient, rect: rect)
    case .text(var run):
      run.color = fade(run.color)
      return .text(run)
    case .image(let image, let rect, let alpha):
      return .image(image, rect: rect, opacity: alpha * opacity)
    case .shadow(var shadow, let rect, let radius):
      shadow.opacity *= opacity
      return .shadow(shadow, rect: rect, cornerRadius: radius)
    case .pushTransform, .pushClip, .pushOpacity, .pushLayer, .pop:
      return nil
    }
  }
}

// MARK: - CustomStringConvertible

extension DisplayCommand: CustomStringConvertible {
  /// One line that names the command and its arguments, for text snapshots.
  public var description: String {
    func radius(_ value: Double) -> String { value > 0 ? " radius \(formatNumber(value))" : "" }
    switch self {
    case .fillRect(let rect, let cornerRadius, let color):
      return "fillRect \(rect)\(radius(cornerRadius)) \(color)"
    case .strokeRect(let rect, let cornerRadius, let color, let lineWidth):
      return "strokeRect \(rect)\(radius(cornerRadius)) \(color) width \(formatNumber(lineWidth))"
    case .fillPath(let path, let color):
      return "fillPath \(path.elements.count) elements in \(path.boundingBox) \(color)"
    case .strokePath(let path, let color, let lineWidth):
      return
        "strokePath \(path.elements.count) elements in \(path.boundingBox) \(color) width \(formatNumber(lineWidth))"
    case .linearGradient(let gradient, let rect):
      let stops = gradient.stops.map { "\(formatNumber($0.location)):\($0.color)" }
      return
        "linearGradient \(rect) from \(gradient.start) to \(gradient.end) [\(stops.joined(separator: ", "))]"
    case .text(let run):
      let lines = run.numberOfLines == 0 ? "unlimited" : String(run.numberOfLines)
      return
        "text \"\(run.text)\" \(run.font) \(run.color) in \(run.frame) lines \(lines) \(run.lineBreakMode.rawValue) \(run.alignment.rawValue)"
    case .image(let image, let rect, let opacity):
      return
        "image \(image.pixelWidth)×\(image.pixelHeight)@\(formatNumber(image.scale))x in \(rect) opacity \(formatNumber(opacity))"
    case .shadow(let shadow, let rect, let cornerRadius):
      return
        "shadow \(rect)\(radius(cornerRadius)) \(shadow.color) opacity \(formatNumber(shadow.opacity)) blur \(formatNumber(shadow.radius)) offset \(shadow.offset)"
    case .pushTransform(let t):
      if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
        return "pushTransform translate(\(formatNumber(t.tx)), \(formatNumber(t.ty)))"
      }
      let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", ")
      return "pushTransform matrix(\(entries))"
    case .pushClip(let rect, let cornerRadius):
      return "pushClip \(rect)\(radius(cornerRadius))"
    case .pushOpacity(let opacity):
      return "pushOpacity \(formatNumber(opacity))"
    case .pushLayer(let layer):
      let t = layer.transform
      let place =
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        ? "translate(\(formatNumber(t.tx)), \(formatNumber(t.ty)))"
        : "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", ")))"
      let alpha = layer.alpha < 1 ? " alpha \(formatNumber(layer.alpha))" : ""
      return "pushLayer \(place)\(alpha) bounds \(layer.bounds)"
    case .pop:
      return "pop"
    }
  }
}

extension DisplayCommand {
  /// The rectangle the command can draw in, in its own coordinates, or `nil` for a push or a
  /// pop (a change of coordinates, clip or opacity, which draws nothing itself). Text gets a
  /// generous margin (an unwrapped line may overflow its frame), a shadow its blur.
  package var extent: Rect? {
    switch self {
    case .fillRect(let rect, _, _), .linearGradient(_, let rect), .image(_, let rect, _):
      return rect
    case .strokeRect(let rect, _, _, let width):
      return rect.insetBy(dx: -width, dy: -width)
    case .fillPath(let path, _):
      return path.boundingBox
    case .strokePath(let path, _, let width):
      return path.boundingBox.insetBy(dx: -width, dy: -width)
    case .text(let run):
      return run.frame.insetBy(dx: -run.font.pointSize * 2, dy: -run.font.pointSize)
    case .shadow(let shadow, let rect, _):
      let spread = shadow.radius * 2 + 1
      return rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        .insetBy(dx: -spread, dy: -spread)
    case .pushClip(let rect, _):
      return rect
    case .pushTransform, .pushOpacity, .pushLayer, .pop:
      return nil
    }
  }
}
