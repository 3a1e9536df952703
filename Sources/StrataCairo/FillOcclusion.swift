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

  private var candidates: [Candidate] = []
  private var covers: [Cover] = []

  /// Whether no fill of the list can be hidden.
  var isEmpty: Bool { candidates.isEmpty }

  /// No fill yet: ``FramePlan`` notes the top-level fills of a list as it walks it
  /// (``note(_:cornerRadius:color:at:walk:)``), then ``finish()``.
  init() {}

  /// Notes the fill of `rect` (rounded by `cornerRadius`, in `color`) at `index` of the top
  /// level of a list, where `walk` stands: one that may be hidden when it is square-cornered,
  /// opaque, outside any fading group, under a transform that keeps rectangles upright, and
  /// at least ``smallestFill`` pixels large; one that may hide others when it also covers that
  /// many whole pixels.
  mutating func note(
    _ rect: Rect, cornerRadius: Double, color: Color, at index: Int, walk: DeviceWalk
  ) {
    let device = walk.device
    guard walk.groupDepth == 0, color.alpha >= 1, cornerRadius == 0, device.b == 0,
      device.c == 0, device.isFinite, rect.isFinite, rect.width != 0, rect.height != 0
    else { return }
    let mapped = rect.standardized.applying(device)
    // Too small to hide or to be worth hiding: spare the rounding.
    guard mapped.width * mapped.height >= Double(Self.smallestFill) else { return }
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
  }

  /// Ends the notes: a fill is hidden only by fills after it, so only the candidates that a
  /// cover follows are kept.
  mutating func finish() {
    let lastCover = covers.last?.index ?? -1
    candidates = candidates.filter { $0.index < lastCover }
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
