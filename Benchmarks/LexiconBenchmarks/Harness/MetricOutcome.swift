/// What became of a metric in this run.
enum MetricOutcome: Sendable, Equatable {
  /// Measured: the value.
  case measured(Double)
  /// Not measured because an input is absent (for example the corpus); never a failure.
  case skipped(String)
  /// Not measured because a check failed (for example Foundation and Lexicon disagree).
  case invalid(String)

  /// The measured value, if any.
  var value: Double? {
    if case .measured(let value) = self { return value }
    return nil
  }
}
