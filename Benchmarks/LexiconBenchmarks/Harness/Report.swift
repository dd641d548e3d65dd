import Foundation

/// The results of a run, as a readable table or as one JSON object.
///
/// The JSON object has one key per metric of issue 5 (the value, or `null` when it was not
/// measured), then `status` (`pass`, `fail`, `report`, `skipped: …`, `invalid: …`),
/// `goals`, `raw` (the medians each value was computed from) and `environment`.
struct Report {
  /// The results, one per metric of ``Benchmark/all`` (metrics not run are `skipped`).
  let results: [MetricResult]
  /// Facts about the run: mode, machine, data fingerprint, duration.
  let environment: [(String, String)]

  init(results: [MetricResult], environment: [(String, String)]) {
    self.results = Benchmark.all.map { benchmark in
      results.first { $0.benchmark == benchmark }
        ?? MetricResult(benchmark: benchmark, outcome: .skipped("not selected"))
    }
    self.environment = environment
  }

  /// The readable table with notes and raw figures under each metric.
  var table: String {
    var lines: [String] = []
    lines.append(environment.map { "\($0.0): \($0.1)" }.joined(separator: ", "))
    lines.append("")
    let header = [pad("metric", 34), pad("value", 12), pad("goal", 14), "result"].joined()
    lines.append(header)
    lines.append(String(repeating: "-", count: 72))
    for result in results {
      let value = result.outcome.value.map { "\(Self.number($0)) \(result.benchmark.unit)" } ?? "—"
      let goal: String
      if case .atMostTimesReference(let factor) = result.benchmark.goal,
        let reference = result.reference
      {
        goal = "≤ \(Self.number(factor * reference, json: false)) B"
      } else {
        goal = result.benchmark.goal.text
      }
      lines.append(
        [pad(result.benchmark.name, 34), pad(value, 12), pad(goal, 14), result.status].joined())
      let raw = result.raw.map { "\($0.name) \(Self.number($0.value))" }
      if !raw.isEmpty {
        lines.append("    " + raw.joined(separator: ", "))
      }
      for note in result.notes {
        lines.append("    " + note)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The JSON object.
  var json: String {
    var members: [(String, JSONWriter.Value)] = results.map { result in
      (result.benchmark.name, result.outcome.value.map(JSONWriter.Value.number) ?? .null)
    }
    members.append(("status", .object(results.map { ($0.benchmark.name, .string($0.status)) })))
    members.append(
      ("goals", .object(results.map { ($0.benchmark.name, .string($0.benchmark.goal.text)) })))
    members.append(
      (
        "raw",
        .object(
          results.map { result in
            (result.benchmark.name, .object(result.raw.map { ($0.name, .number($0.value)) }))
          })
      ))
    members.append(("environment", .object(environment.map { ($0.0, .string($0.1)) })))
    members.append(("sink", .number(Double(Sink.checksum & 0xFFFF))))
    return JSONWriter.write(.object(members))
  }

  /// A figure with about four significant digits: `1.234`, `12.35`, `1235`.
  static func number(_ value: Double, json: Bool = false) -> String {
    guard value.isFinite else { return json ? "null" : "—" }
    let magnitude = abs(value)
    let decimals: Int
    switch magnitude {
    case 1_000...: decimals = 0
    case 100..<1_000: decimals = 1
    case 10..<100: decimals = 2
    case 1..<10: decimals = 3
    case 0: decimals = 0
    default: decimals = 4
    }
    return String(format: "%.\(decimals)f", value)
  }

  /// A fraction as a percentage: `±3.1 %`.
  static func percent(_ fraction: Double) -> String {
    "±" + String(format: "%.1f", fraction * 50) + " %"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
