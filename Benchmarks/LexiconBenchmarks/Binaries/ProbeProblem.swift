/// Why a probe could not be measured: the metrics built on it become `invalid` (or `skipped` when
/// the machine has no `strip`), never a wrong number.
enum ProbeProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The executable is not in the folder (not built, or another folder was given).
  case missing(probe: String, path: String)
  /// The probe ran but did not print ``BinaryProbe/expectedOutput``: it does not do what the size
  /// is supposed to pay for.
  case wrongOutput(probe: String, output: String)
  /// The probe or `strip` could not run or failed.
  case failed(probe: String, reason: String)
  /// There is no `strip` on this machine.
  case stripUnavailable

  var description: String {
    switch self {
    case .missing(let probe, let path):
      return
        "\(probe) is not built at \(path) (swift build -c release --product lexicon-benchmarks builds it)"
    case .wrongOutput(let probe, let output):
      let shown = output.count > 120 ? String(output.prefix(120)) + "…" : output
      return "\(probe) printed \(String(reflecting: shown)) instead of the four expected lines"
    case .failed(let probe, let reason):
      return "\(probe): \(reason)"
    case .stripUnavailable:
      return "no strip tool on this machine"
    }
  }

  /// The outcome of a metric that needed the probe.
  var outcome: MetricOutcome {
    switch self {
    case .stripUnavailable: return .skipped(description)
    default: return .invalid(description)
    }
  }
}
