import Foundation

/// The binary-cost metrics, computed from the sizes of the probes.
///
/// A cost is the stripped size of a probe minus the stripped size of the probe it builds on: what
/// linking a module adds to an app that does the same work without it. Both probes must have been
/// measured; otherwise the metric takes the first probe's problem (baseline first), so a missing or
/// broken probe never yields a number.
struct BinaryCost: Sendable {
  /// Each probe's sizes, or why there are none, by probe name.
  let sizes: [String: Result<ProbeSize, ProbeProblem>]

  /// Measures every probe built in `directory`, writing the stripped copies to `scratch`.
  static func measure(in directory: URL, scratch: URL) -> BinaryCost {
    var sizes: [String: Result<ProbeSize, ProbeProblem>] = [:]
    for probe in BinaryProbe.all {
      sizes[probe.name] = ProbeMeasurement.measure(probe, in: directory, scratch: scratch)
    }
    return BinaryCost(sizes: sizes)
  }

  /// The result of `benchmark`: the stripped size of `probe` minus that of `baseline`, with both
  /// sizes (stripped and as built) as raw figures.
  func result(_ benchmark: Benchmark, of probe: BinaryProbe, over baseline: BinaryProbe)
    -> MetricResult
  {
    var result = MetricResult(
      benchmark: benchmark, outcome: .invalid("\(baseline.name) and \(probe.name) not measured"))
    let measured: (ProbeSize, ProbeSize)
    switch (sizes[baseline.name], sizes[probe.name]) {
    case (.success(let base)?, .success(let size)?):
      measured = (base, size)
    case (.failure(let problem)?, _), (_, .failure(let problem)?):
      result.outcome = problem.outcome
      return result
    default:
      return result
    }
    let (base, size) = measured
    result.raw = [
      ("\(probe.rawName)_bytes", Double(size.strippedBytes)),
      ("\(baseline.rawName)_bytes", Double(base.strippedBytes)),
      ("\(probe.rawName)_unstripped_bytes", Double(size.builtBytes)),
      ("\(baseline.rawName)_unstripped_bytes", Double(base.builtBytes)),
    ]
    let cost = size.strippedBytes - base.strippedBytes
    guard cost >= 0 else {
      result.outcome = .invalid(
        "\(probe.name) (\(size.strippedBytes) B) is smaller than \(baseline.name) (\(base.strippedBytes) B)"
      )
      return result
    }
    result.outcome = .measured(Double(cost))
    result.notes.append(
      "\(probe.name) − \(baseline.name), stripped release executables; \(Self.kibibytes(cost)) KiB")
    return result
  }

  /// Bytes in KiB with one decimal: `1375.6`.
  static func kibibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512) / 1024
    return "\(tenths / 10).\(tenths % 10)"
  }
}
