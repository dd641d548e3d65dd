/// The goal a metric is judged against (issue 5).
enum BenchmarkGoal: Sendable, Equatable {
  /// Reported only.
  case report
  /// The value must be at least this.
  case atLeast(Double)
  /// The value must be at most this.
  case atMost(Double)
  /// The value must be at most this multiple of the result's reference (memory: the UTF-8 bytes of
  /// key + value).
  case atMostTimesReference(Double)

  /// Whether `value` meets the goal; `nil` for report-only goals or a missing reference.
  func isMet(by value: Double, reference: Double?) -> Bool? {
    switch self {
    case .report: return nil
    case .atLeast(let bound): return value >= bound
    case .atMost(let bound): return value <= bound
    case .atMostTimesReference(let factor):
      guard let reference, reference > 0 else { return nil }
      return value <= factor * reference
    }
  }

  /// A bound as written in the issue: `8`, `1.5`.
  private static func compact(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The goal as printed in the table, such as `≥ 8` or `≤ 3× ref`.
  var text: String {
    switch self {
    case .report: return "report"
    case .atLeast(let bound): return "≥ \(Self.compact(bound))"
    case .atMost(let bound): return "≤ \(Self.compact(bound))"
    case .atMostTimesReference(let factor): return "≤ \(Self.compact(factor))× UTF-8"
    }
  }
}
