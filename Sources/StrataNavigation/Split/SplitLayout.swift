import StrataKit

/// The arithmetic of a split's columns: how many fit a width and where each one goes. Pure
/// values, so that the formulas are tested apart from views.
struct SplitLayout: Equatable {
  var primaryMinimumWidth: Double
  var primaryMaximumWidth: Double
  var primaryWidthFraction: Double
  var secondaryMinimumWidth: Double
  var secondaryMaximumWidth: Double
  var detailMinimumWidth: Double
  var maximumNumberOfColumns: Int

  /// How many columns fit `width` points in a regular size class: 3 when the three minimums
  /// fit, 2 when the primary's and the detail's do, else 1; never above the maximum.
  func possibleNumberOfColumns(forWidth width: Double) -> Int {
    let fitting: Int
    if primaryMinimumWidth + secondaryMinimumWidth + detailMinimumWidth <= width {
      fitting = 3
    } else if primaryMinimumWidth + detailMinimumWidth <= width {
      fitting = 2
    } else {
      fitting = 1
    }
    return max(1, min(fitting, maximumNumberOfColumns))
  }

  /// The primary's width in a two-column layout of `width` points (and the overlay's width):
  /// ⌊min(max(fraction · width, minimum), maximum)⌋, so that a maximum below the minimum wins,
  /// as in TOSplitViewController; never below 0.
  func twoColumnPrimaryWidth(forWidth width: Double) -> Double {
    let preferred = primaryWidthFraction * width
    return max(0, min(max(preferred, primaryMinimumWidth), primaryMaximumWidth)).rounded(.down)
  }

  /// `proportional` (the secondary's share of a three-column layout), capped at the secondary's
  /// maximum width (never below 0).
  private func secondaryWidth(_ proportional: Double) -> Double {
    max(0, min(proportional, secondaryMaximumWidth))
  }

  /// The frames of `columns` (the displayed ones, leading first) in `bounds`. A hidden
  /// primary (with other columns) gets its usual width just outside the leading edge, and the
  /// other columns share the whole width.
  func frames(
    of columns: [SplitColumn], in bounds: Rect, primaryHidden: Bool, rightToLeft: Bool
  ) -> [SplitColumn: Rect] {
    let width = bounds.width
    var widths: [SplitColumn: Double] = [:]
    let hides = primaryHidden && columns.count > 1
    switch columns.count {
    case 3:
      let total = primaryMinimumWidth + secondaryMinimumWidth + detailMinimumWidth
      let primary = Self.ceiling(primaryMinimumWidth * width / total)
      widths[.primary] = primary
      if hides {
        let secondary = secondaryWidth(
          Self.ceiling(
            secondaryMinimumWidth * width / (secondaryMinimumWidth + detailMinimumWidth)))
        widths[.secondary] = secondary
        widths[.detail] = width - secondary
      } else {
        let secondary = secondaryWidth(Self.ceiling(secondaryMinimumWidth * width / total))
        widths[.secondary] = secondary
        widths[.detail] = width - primary - secondary
      }
    case 2:
      let primary = twoColumnPrimaryWidth(forWidth: width)
      widths[.primary] = primary
      if let other = columns.last { widths[other] = hides ? width : width - primary }
    default:
      if let only = columns.first { widths[only] = width }
    }
    var frames: [SplitColumn: Rect] = [:]
    var x = bounds.minX
    for column in columns {
      let columnWidth = widths[column] ?? 0
      if column == .primary, hides {
        frames[column] = Rect(
          x: bounds.minX - columnWidth, y: bounds.minY, width: columnWidth, height: bounds.height)
        continue
      }
      frames[column] = Rect(x: x, y: bounds.minY, width: columnWidth, height: bounds.height)
      x += columnWidth
    }
    guard rightToLeft else { return frames }
    return frames.mapValues { frame in
      Rect(
        x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width,
        height: frame.height)
    }
  }

  /// ⌈value⌉, forgiving the last bits of floating-point error (264 · 984 / 984 is 264).
  static func ceiling(_ value: Double) -> Double {
    (value - 1e-9).rounded(.up)
  }
}
