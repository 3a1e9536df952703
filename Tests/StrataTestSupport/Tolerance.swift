public import StrataKit

/// The largest difference two doubles may have and still count as equal in these tests.
public let defaultTolerance = 1e-9

/// Whether `lhs` and `rhs` differ by at most `tolerance`.
public func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = defaultTolerance) -> Bool {
  abs(lhs - rhs) <= tolerance
}

/// Whether both coordinates of the points differ by at most `tolerance`.
public func isClose(_ lhs: Point, _ rhs: Point, tolerance: Double = defaultTolerance) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

/// Whether both dimensions of the sizes differ by at most `tolerance`.
public func isClose(_ lhs: Size, _ rhs: Size, tolerance: Double = defaultTolerance) -> Bool {
  isClose(lhs.width, rhs.width, tolerance: tolerance)
    && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Whether the origins and sizes of the rectangles differ by at most `tolerance`.
public func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double = defaultTolerance) -> Bool {
  isClose(lhs.origin, rhs.origin, tolerance: tolerance)
    && isClose(lhs.size, rhs.size, tolerance: tolerance)
}

/// Whether every matrix entry of the transforms differs by at most `tolerance`.
public func isClose(
  _ lhs: AffineTransform, _ rhs: AffineTransform, tolerance: Double = defaultTolerance
) -> Bool {
  zip(
    [lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty],
    [rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty]
  ).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether every component of the colours differs by at most `tolerance`.
public func isClose(_ lhs: Color, _ rhs: Color, tolerance: Double = defaultTolerance) -> Bool {
  isClose(lhs.red, rhs.red, tolerance: tolerance)
    && isClose(lhs.green, rhs.green, tolerance: tolerance)
    && isClose(lhs.blue, rhs.blue, tolerance: tolerance)
    && isClose(lhs.alpha, rhs.alpha, tolerance: tolerance)
}
