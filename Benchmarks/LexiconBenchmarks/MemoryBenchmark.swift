import Foundation
import Lexicon

/// `memory_bytes_per_key`: resident memory per loaded key for one language, measured in a fresh
/// child process.
///
/// The child loads a small warm-up bundle first (so one-time initialisation is not counted), reads
/// its resident set size, creates a `Localization` and resolves one key of each of the three tables
/// in the development language (so exactly one language is loaded: every key of it), and reads
/// the resident set size again. The growth, divided by the number of loaded keys, is an upper
/// bound of what the tables keep: it also holds allocator slack and memory freed during loading
/// but not returned to the OS. The reference is the UTF-8 size of each key plus its value.
enum MemoryBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.memoryBytesPerKey]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .memoryBytesPerKey, outcome: .invalid("not run"))
    guard ChildProcess.isSupported else {
      result.outcome = .skipped("needs child processes")
      return [result]
    }
    guard let localizable = fixture.localizableKeys.first,
      let settings = fixture.settingsKeys.first, let onboarding = fixture.onboardingKeys.first
    else { return [result] }
    var perKey: [Double] = []
    var reference = 0.0
    var loadedKeys = 0.0
    for _ in 0..<max(3, fixture.runner.settings.childProcesses) {
      let arguments = [
        "--child-load", fixture.bundleURL.path, "--child-warm-up", fixture.warmUpBundleURL.path,
        "--child-keys",
        [localizable.rawValue, settings.rawValue, onboarding.rawValue].joined(separator: ","),
      ]
      let figures: [String: Double]
      do {
        figures = try ChildProcess.run(arguments)
      } catch {
        result.outcome = .invalid("child process: \(error)")
        return [result]
      }
      guard figures["resolved"] == 3, let before = figures["resident_before"],
        let after = figures["resident_after"], let keys = figures["loaded_keys"], keys > 0,
        let utf8 = figures["utf8_bytes"], before > 0
      else {
        result.outcome = .invalid("the child could not load or measure the tables")
        return [result]
      }
      perKey.append((after - before) / keys)
      reference = utf8 / keys
      loadedKeys = keys
    }
    let samples = Samples(perKey)
    result.outcome = .measured(samples.median)
    result.reference = reference
    result.raw = [
      ("utf8_bytes_per_key", reference), ("ratio_to_utf8", samples.median / reference),
      ("loaded_keys", loadedKeys),
    ]
    result.notes.append(
      "\(Int(loadedKeys)) keys of '\(Fixture.language)' in \(perKey.count) child processes; spread \(Report.percent(samples.relativeSpread))"
    )
    return [result]
  }
}
