/// A set of metrics measured together because they share their setup.
protocol BenchmarkGroup {
  /// The metrics the group reports.
  static var benchmarks: [Benchmark] { get }

  /// Measures every metric of the group that the fixture's options select.
  static func run(_ fixture: Fixture) -> [MetricResult]
}
