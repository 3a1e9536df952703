import StrataKit

/// Where a walk over a display list stands, for the walks that place its commands in device
/// pixels without drawing them: the transform to device pixels, what the clips surely let
/// through (rounded inward) and what they may let through (rounded outward), and how deep it is
/// in fading groups. A layer's push is left to the walk, which steps over its content.
struct DeviceWalk {
  private var transforms: [AffineTransform]
  private var innerClips: [PixelRect?]
  private var outerClips: [PixelRect?]
  private var pushed: [Pushed] = []
  /// How many fading groups (opacity under 1) the walk is in.
  private(set) var groupDepth = 0

  /// What a push changed, so that its pop can undo it, for the walks over a list that do not
  /// draw.
  enum Pushed {
    case transform
    case clip
    case group
    case other
  }

  /// A walk at the start of a list drawn at `scale` into `frame`.
  init(scale: Double, frame: PixelRect) {
    transforms = [AffineTransform(scaleX: scale, y: scale)]
    innerClips = [frame]
    outerClips = [frame]
    // Room for the nesting of a usual window, so that the stacks do not grow as they fill.
    transforms.reserveCapacity(16)
    innerClips.reserveCapacity(16)
    outerClips.reserveCapacity(16)
    pushed.reserveCapacity(32)
  }

  /// The transform from the current user space to device pixels.
  var device: AffineTransform { transforms[transforms.count - 1] }
  /// The device pixels the clips surely let through; `nil` when none (or not known).
  var innerClip: PixelRect? { innerClips[innerClips.count - 1] }
  /// The device pixels the clips may let through; `nil` when none.
  var outerClip: PixelRect? { outerClips[outerClips.count - 1] }

  /// Takes the command at `index` of `commands` into account when it is a push of a
  /// transform, clip or opacity, or a pop, and returns true; returns false for anything else (a
  /// layer's push included).
  mutating func step(_ commands: [DisplayCommand], at index: Int) -> Bool {
    switch commands[index] {
    case .pushTransform(let transform):
      transforms.append(transform.concatenating(device))
      pushed.append(.transform)
    case .pushClip(let rect, let cornerRadius):
      let device = device
      innerClips.append(
        DeviceGeometry.innerClip(
          rect, cornerRadius: cornerRadius, device: device, within: innerClip))
      outerClips.append(outerClip.flatMap { DeviceGeometry.touching(rect, device: device, in: $0) })
      pushed.append(.clip)
    case .pushOpacity(let opacity):
      if opacity < 1 { groupDepth += 1 }
      pushed.append(opacity < 1 ? .group : .other)
    case .pop:
      switch pushed.popLast() {
      case .transform?: transforms.removeLast()
      case .clip?:
        innerClips.removeLast()
        outerClips.removeLast()
      case .group?: groupDepth -= 1
      case .other?, nil: break
      }
    default:
      return false
    }
    return true
  }
}
