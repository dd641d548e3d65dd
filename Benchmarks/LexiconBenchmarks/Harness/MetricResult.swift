/// The outcome of one metric with the raw medians it was computed from.
struct MetricResult: Sendable {
  /// The metric.
  let benchmark: Benchmark
  /// The value, or why there is none.
  var outcome: MetricOutcome
  /// For goals relative to a reference: the reference value (memory: UTF-8 bytes of key + value).
  var reference: Double?
  /// Raw medians and supporting figures, in the order they are printed (name, value).
  var raw: [(name: String, value: Double)] = []
  /// Notes on what was measured and how noisy it was.
  var notes: [String] = []

  /// Whether the goal is met: `nil` when the goal is report-only or there is no value.
  var passed: Bool? {
    guard let value = outcome.value else { return nil }
    return benchmark.goal.isMet(by: value, reference: reference)
  }

  /// `pass`, `fail`, `report`, `skipped: …` or `invalid: …`.
  var status: String {
    switch outcome {
    case .measured:
      switch passed {
      case true?: return "pass"
      case false?: return "fail"
      case nil: return "report"
      }
    case .skipped(let reason): return "skipped: \(reason)"
    case .invalid(let reason): return "invalid: \(reason)"
    }
  }
}
