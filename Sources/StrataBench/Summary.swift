/// The distribution of one measured quantity over many samples: median, 95th percentile,
/// maximum and mean, in the samples' unit (microseconds throughout the benchmark).
struct Summary: Sendable, Equatable {
  /// The median: the middle sample, or the mean of the two middle samples.
  let median: Double
  /// The 95th percentile by nearest rank: the smallest sample that at least 95 % of the
  /// samples do not exceed.
  let p95: Double
  /// The largest sample.
  let max: Double
  /// The arithmetic mean.
  let mean: Double
  /// How many samples there were.
  let count: Int

  /// Summarises `samples`; all figures are 0 when there are none.
  ///
  /// - Complexity: O(n log n) in the number of samples.
  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    guard let last = sorted.last else {
      median = 0
      p95 = 0
      max = 0
      mean = 0
      return
    }
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
    p95 = sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    max = last
    mean = sorted.reduce(0, +) / Double(sorted.count)
  }
}
