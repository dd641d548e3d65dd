/// Repeated measurements of one quantity and their robust summary.
///
/// The median is the figure we report: unlike the mean it ignores the few repetitions a busy
/// machine slows down. The interquartile range divided by the median says how noisy they were.
struct Samples: Sendable, Equatable {
  /// The measurements, in the order they were taken.
  let values: [Double]

  init(_ values: [Double]) {
    self.values = values
  }

  /// The middle value (the mean of the two middle values for an even count); 0 when empty.
  var median: Double { Self.quantile(values.sorted(), 0.5) }

  /// The smallest value; 0 when empty.
  var minimum: Double { values.min() ?? 0 }

  /// (Q3 − Q1) ÷ median: 0.05 means the middle half of the repetitions lie within 5 % of each other.
  var relativeSpread: Double {
    let sorted = values.sorted()
    let median = Self.quantile(sorted, 0.5)
    guard median > 0 else { return 0 }
    return (Self.quantile(sorted, 0.75) - Self.quantile(sorted, 0.25)) / median
  }

  /// The ratios `numerator[i] / denominator[i]` of samples taken side by side (the same
  /// repetition): more robust to a machine that slows down for a while than the ratio of medians.
  static func pairedRatios(_ numerator: Samples, _ denominator: Samples) -> Samples {
    Samples(
      zip(numerator.values, denominator.values).compactMap { $1 > 0 ? $0 / $1 : nil })
  }

  /// The quantile `q` (0…1) of sorted values, linearly interpolated between neighbours.
  static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard let first = sorted.first else { return 0 }
    guard sorted.count > 1 else { return first }
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
  }
}
