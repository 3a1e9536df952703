/// A colour that changes along a line, between colour stops.
public struct LinearGradient: Sendable, Hashable, Codable {
  /// One colour at one place along the gradient.
  public struct Stop: Sendable, Hashable, Codable {
    /// Where along the line the colour sits: 0 at the start point, 1 at the end point.
    public var location: Double
    /// The colour at that place.
    public var color: Color

    /// Creates a stop.
    public init(location: Double, color: Color) {
      self.location = location
      self.color = color
    }
  }

  /// The stops, in order of location.
  public var stops: [Stop]
  /// Where location 0 lies, in the drawing's coordinates.
  public var start: Point
  /// Where location 1 lies, in the drawing's coordinates.
  public var end: Point

  /// Creates a gradient from stops (sorted by location) and its start and end points.
  public init(stops: [Stop], start: Point, end: Point) {
    self.stops = stops.sorted { $0.location < $1.location }
    self.start = start
    self.end = end
  }

  /// Creates a gradient whose colours are spaced evenly from `start` to `end`.
  public init(colors: [Color], start: Point, end: Point) {
    let count = colors.count
    let stops = colors.enumerated().map { index, color in
      Stop(location: count > 1 ? Double(index) / Double(count - 1) : 0, color: color)
    }
    self.init(stops: stops, start: start, end: end)
  }
}
