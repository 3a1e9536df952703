import StrataKit

/// The retained layer of a display list that covers the most of a frame's region with opaque
/// pixels and is drawn on top of everything before it: what lies under it there need not be
/// drawn, and its cached pixels can be copied rather than composited.
struct LayerOccluder {
  /// The index of the layer's push in the list.
  let index: Int
  /// The device pixels of the frame it covers opaquely, inside the region.
  let rect: PixelRect

  /// Walks `commands` (without drawing) for the top-level layers composited at alpha 1, outside
  /// any fading group, whose opaque rectangle lands on whole device pixels at `scale`, and
  /// returns the one that covers the most of `region`; `nil` when none covers a quarter of it.
  ///
  /// - Complexity: O(commands).
  static func find(in commands: [DisplayCommand], scale: Double, within region: PixelRect)
    -> LayerOccluder?
  {
    enum Pushed {
      case transform
      case clip
      case group
      case other
    }
    var transforms = [AffineTransform(scaleX: scale, y: scale)]
    var clips = [region]
    var pushed: [Pushed] = []
    var groupDepth = 0
    var best: LayerOccluder?
    var index = 0
    while index < commands.count {
      switch commands[index] {
      case .pushTransform(let transform):
        transforms.append(transform.concatenating(transforms[transforms.count - 1]))
        pushed.append(.transform)
      case .pushClip(let rect, let cornerRadius):
        let device = transforms[transforms.count - 1]
        var clip: PixelRect?
        if device.b == 0, device.c == 0 {
          let inner = rect.insetBy(dx: cornerRadius, dy: cornerRadius).applying(device)
          clip = PixelRect(inside: inner).flatMap { clips[clips.count - 1].intersection($0) }
        }
        clips.append(clip ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
        pushed.append(.clip)
      case .pushOpacity(let opacity):
        if opacity < 1 { groupDepth += 1 }
        pushed.append(opacity < 1 ? .group : .other)
      case .pushLayer(let layer):
        let clip = clips[clips.count - 1]
        if groupDepth == 0, layer.alpha >= 1, !layer.opaqueRect.isNull, clip.area > 0,
          let placed = placement(of: layer, device: transforms[transforms.count - 1], scale: scale),
          let inside = PixelRect(
            inside: Rect(
              x: layer.opaqueRect.minX * scale + Double(placed.x),
              y: layer.opaqueRect.minY * scale + Double(placed.y),
              width: layer.opaqueRect.width * scale, height: layer.opaqueRect.height * scale)),
          let covered = inside.intersection(clip),
          covered.area > (best?.rect.area ?? region.area / 4)
        {
          best = LayerOccluder(index: index, rect: covered)
        }
        index = CairoRenderer.matchingPop(of: index, in: commands, before: commands.count)
      case .pop:
        switch pushed.popLast() {
        case .transform?: transforms.removeLast()
        case .clip?: clips.removeLast()
        case .group?: groupDepth -= 1
        case .other?, nil: break
        }
      default:
        break
      }
      index += 1
    }
    return best
  }

  /// Where the renderer places `layer`'s origin under the device transform `device`, as
  /// `CairoRenderer.devicePlacement(of:in:scale:)` does; `nil` unless it is `scale` times a
  /// translation.
  private static func placement(
    of layer: DisplayLayer, device: AffineTransform, scale: Double
  ) -> (x: Int, y: Int)? {
    let toDevice = layer.transform.concatenating(device)
    let tolerance = 1e-9 * max(1, scale)
    guard toDevice.isFinite, abs(toDevice.a - scale) < tolerance,
      abs(toDevice.d - scale) < tolerance, abs(toDevice.b) < tolerance,
      abs(toDevice.c) < tolerance, abs(toDevice.tx) < 1e9, abs(toDevice.ty) < 1e9
    else { return nil }
    return (Int(toDevice.tx.rounded()), Int(toDevice.ty.rounded()))
  }
}

extension PixelRect {
  /// The whole pixels inside `rect` (rounded inward); `nil` when there are none.
  fileprivate init?(inside rect: Rect) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite, abs(rect.minX) < 1e9, abs(rect.maxX) < 1e9, abs(rect.minY) < 1e9,
      abs(rect.maxY) < 1e9
    else { return nil }
    let left = Int(rect.minX.rounded(.up))
    let top = Int(rect.minY.rounded(.up))
    let right = Int(rect.maxX.rounded(.down))
    let bottom = Int(rect.maxY.rounded(.down))
    guard right > left, bottom > top else { return nil }
    self.init(x: left, y: top, width: right - left, height: bottom - top)
  }
}
