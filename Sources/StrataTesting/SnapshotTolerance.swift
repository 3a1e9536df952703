/// How different a rendered image may be from its reference and still match.
public struct SnapshotTolerance: Sendable, Hashable {
  /// The largest difference in any channel (0…255) for which two pixels count as equal;
  /// defaults to 2, which absorbs rounding in antialiasing.
  public var channelDelta: Int
  /// The fraction of pixels (0…1) allowed to differ by more than ``channelDelta``; defaults to
  /// 0.001 (one pixel in a thousand).
  public var differingPixelFraction: Double

  /// Creates a tolerance; the defaults absorb antialiasing noise and nothing a person would see.
  public init(channelDelta: Int = 2, differingPixelFraction: Double = 0.001) {
    self.channelDelta = max(0, min(255, channelDelta))
    self.differingPixelFraction = max(0, min(1, differingPixelFraction))
  }

  /// The default tolerance.
  public static let `default` = SnapshotTolerance()

  /// Exact equality.
  public static let exact = SnapshotTolerance(channelDelta: 0, differingPixelFraction: 0)
}
