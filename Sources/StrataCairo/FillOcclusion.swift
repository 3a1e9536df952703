import StrataKit

/// The large opaque fills at the top level of a display list that later opaque fills hide, in
/// part or whole: such a fill need only be drawn where nothing after it covers it.
///
/// A window's background under two screens that slide side by side is the example: the
/// screens' own opaque fills cover all of it but the column of their seam, so the background
/// is drawn in that column only, instead of over the whole frame before the screens.
///
/// Only the hidden fill is drawn differently, and a square-cornered fill clipped to whole
/// device pixels colours every pixel it still touches exactly as it did. A pixel that an
/// opaque fill covers whole (at alpha 1, outside any fading group) takes that fill's colour
/// whatever lay under it, so the frame's pixels do not change; everything else is drawn under
/// the clips it had.
struct FillOcclusion {
  /// A top-level opaque fill that may be hidden: its command's index and the device pixels it
  /// may touch.
  private struct Candidate {
    let index: Int
    let touched: PixelRect
  }

  /// A top-level opaque fill that covers whole pixels: its command's index and those pixels.
  private struct Cover {
    let index: Int
    let covered: PixelRect
  }

  /// The smallest fill, in device pixels, worth hiding or hiding another: below it, working
  /// out the pieces costs about what drawing does.
  static let smallestFill = 64 * 64
  /// The most rectangles a hidden fill is drawn in; past that it is drawn whole.
  static let mostPieces = 8

  private let candidates: [Candidate]
  private let covers: [Cover]

  /// Whether no fill of the list can be hidden.
  var isEmpty: Bool { candidates.isEmpty }

  /// Walks the top level of `commands` (without drawing) for a frame of `frame` device pixels
  /// drawn at `scale`: the square-cornered opaque fills outside any layer and fading group,
  /// under transforms that keep rectangles upright, at least ``smallestFill`` pixels large.
  ///
  /// - Complexity: O(commands); a layer's content is stepped over.
  init(list: DisplayList, scale: Double, frame: PixelRect) {
    var walk = DeviceWalk(scale: scale, frame: frame)
    var candidates: [Candidate] = []
    var covers: [Cover] = []
    var index = 0
    let commands = list.commands
    while index < commands.count {
      if walk.step(commands, at: index) {
        index += 1
        continue
      }
      switch commands[index] {
      case .pushLayer:
        index = list.closingPop(ofPushAt: index)
      case .fillRect(let rect, let cornerRadius, let color):
        let device = walk.device
        guard walk.groupDepth == 0, color.alpha >= 1, cornerRadius == 0, device.b == 0,
          device.c == 0, device.isFinite, rect.isFinite, rect.width != 0, rect.height != 0
        else { break }
        let mapped = rect.standardized.applying(device)
        // Too small to hide or to be worth hiding: spare the rounding.
        guard mapped.width * mapped.height >= Double(Self.smallestFill) else { break }
        if let covered = DeviceGeometry.inward(mapped).flatMap({ rect in
          walk.innerClip.flatMap { $0.intersection(rect) }
        }), covered.area >= Self.smallestFill {
          covers.append(Cover(index: index, covered: covered))
        }
        if let touched = walk.outerClip.flatMap({
          DeviceGeometry.touching(mapped, in: $0, margin: 0)
        }),
          touched.area >= Self.smallestFill
        {
          candidates.append(Candidate(index: index, touched: touched))
        }
      default:
        break
      }
      index += 1
    }
    // A fill is hidden only by fills after it: keep those candidates that one follows.
    let lastCover = covers.last?.index ?? -1
    self.candidates = candidates.filter { $0.index < lastCover }
    self.covers = covers
  }

  /// What is left to draw of a hidden fill inside a region.
  struct Visible {
    /// The device pixels the fill may touch there that no later fill covers whole; empty when
    /// it is hidden entirely.
    let pieces: [PixelRect]
    /// How many pixels it would have touched there that are hidden.
    let hiddenPixelCount: Int
  }

  /// What must still be drawn inside `region` of the fill at `index`. `nil` when the fill is to
  /// be drawn as it is: it is not a hidden fill, later fills hide none of it there, or what is
  /// left of it takes more than ``mostPieces`` rectangles.
  ///
  /// - Complexity: O(candidates + covers after it × pieces).
  func visiblePart(ofFillAt index: Int, within region: PixelRect) -> Visible? {
    guard let candidate = candidates.first(where: { $0.index == index }),
      let touched = candidate.touched.intersection(region)
    else { return nil }
    var left = PixelRegion(touched)
    for cover in covers where cover.index > index && !left.isEmpty {
      left.subtract(cover.covered)
    }
    let hidden = touched.area - left.area
    guard hidden > 0, left.rects.count <= Self.mostPieces else { return nil }
    return Visible(pieces: left.rects, hiddenPixelCount: hidden)
  }
}
