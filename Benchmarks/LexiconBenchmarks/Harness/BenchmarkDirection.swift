/// Which way a metric improves.
enum BenchmarkDirection: String, Sendable {
  case higherIsBetter = "higher"
  case lowerIsBetter = "lower"
}
