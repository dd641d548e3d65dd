import Foundation
import Lexicon
import LexiconTool

/// `cold_first_lookup_ms_10k`: from creating a `Localization` to the first resolved key of each of
/// the three tables (10,000 keys), with files on disk that were never parsed.
///
/// In process: each repetition uses a fresh copy of the bundle (the table cache is process-wide and
/// keyed by path), so every file is listed, read and parsed; Foundation and Lexicon's static data
/// are already initialised. In a new process: the same, as the first
/// thing the process does with Lexicon (`new_process_three_tables_ms`). In both the OS page cache is warm (the files were just
/// written); the figure does not include reading from a cold disk.
///
/// The metric is measured on a copy of the bundle compiled by `lexicon compile` (each table in a
/// `.lexicontable` beside its raw files, read without parsing); the same measurement on the raw
/// files alone is printed beside it as `raw_files_three_tables_ms`, interleaved repetition by
/// repetition, with `compiled_vs_raw` their ratio.
enum ColdStartBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.coldFirstLookupMs10k, .newProcessThreeTablesMs]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var results: [MetricResult] = []
    if fixture.options.selects(Benchmark.coldFirstLookupMs10k.name) {
      results.append(inProcess(fixture))
    }
    if fixture.options.selects(Benchmark.newProcessThreeTablesMs.name) {
      results.append(newProcess(fixture))
    }
    return results
  }

  /// `cold_first_lookup_ms_10k`, in this process.
  private static func inProcess(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .coldFirstLookupMs10k, outcome: .invalid("not run"))
    guard let localizable = fixture.localizableKeys.first,
      let settings = fixture.settingsKeys.first, let onboarding = fixture.onboardingKeys.first
    else { return result }
    guard let compiledBundle = compiledCopy(of: fixture) else {
      result.outcome = .invalid("cannot compile the bundle")
      return result
    }
    defer { fixture.workspace.discard(compiledBundle) }
    var totals: [Double] = []
    var firsts: [Double] = []
    var rawTotals: [Double] = []
    var rawFirsts: [Double] = []
    for _ in 0..<fixture.runner.settings.oneShotRepetitions {
      // Interleaved: the raw files, then the compiled tables, so both see the same machine.
      for (source, isCompiled) in [(fixture.bundleURL, false), (compiledBundle, true)] {
        guard let copy = try? fixture.workspace.freshCopy(of: source),
          let bundle = Bundle(url: copy)
        else {
          result.outcome = .invalid("cannot copy the bundle")
          return result
        }
        let start = MonotonicClock.now()
        let localization = Localization(
          configuration: Fixture.configuration(bundle: bundle, language: Fixture.language))
        let first = localization.text(for: localizable)
        let firstElapsed = MonotonicClock.elapsed(since: start)
        let second = localization.text(for: settings)
        let third = localization.text(for: onboarding)
        let elapsed = MonotonicClock.elapsed(since: start)
        let expected = [
          fixture.expected(localizable, language: Fixture.language),
          fixture.expected(settings, language: Fixture.language),
          fixture.expected(onboarding, language: Fixture.language),
        ]
        guard [first, second, third] == expected else {
          result.outcome = .invalid("wrong text after a cold start: '\(first)'")
          return result
        }
        if isCompiled {
          totals.append(Double(elapsed) / 1e6)
          firsts.append(Double(firstElapsed) / 1e6)
        } else {
          rawTotals.append(Double(elapsed) / 1e6)
          rawFirsts.append(Double(firstElapsed) / 1e6)
        }
        fixture.workspace.discard(copy)
      }
    }
    let total = Samples(totals)
    let raw = Samples(rawTotals)
    result.outcome = .measured(total.median)
    result.raw = [
      ("three_tables_ms", total.median), ("first_table_ms", Samples(firsts).median),
      ("three_tables_min_ms", total.minimum), ("raw_files_three_tables_ms", raw.median),
      ("raw_files_first_table_ms", Samples(rawFirsts).median),
      ("compiled_vs_raw", total.median / raw.median),
    ]
    result.notes.append(
      "\(totals.count) repetitions on fresh copies, compiled tables (raw files interleaved);"
        + " spread \(Report.percent(total.relativeSpread))")
    return result
  }

  /// A copy of the fixture's bundle with its tables compiled in place by `lexicon compile`, or
  /// `nil` when that fails; the caller discards it.
  private static func compiledCopy(of fixture: Fixture) -> URL? {
    guard let copy = try? fixture.workspace.freshCopy(of: fixture.bundleURL) else { return nil }
    guard
      (try? TableCompiler.compile([copy.path], output: nil, console: Console.capturing()))
        == .success
    else {
      fixture.workspace.discard(copy)
      return nil
    }
    return copy
  }

  /// `new_process_three_tables_ms`: the same in new processes (`--child-load`).
  private static func newProcess(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .newProcessThreeTablesMs, outcome: .invalid("not run"))
    guard let localizable = fixture.localizableKeys.first,
      let settings = fixture.settingsKeys.first, let onboarding = fixture.onboardingKeys.first
    else { return result }
    guard ChildProcess.isSupported else {
      result.outcome = .skipped("no child processes on this platform")
      return result
    }
    guard let compiledBundle = compiledCopy(of: fixture) else {
      result.outcome = .invalid("cannot compile the bundle")
      return result
    }
    defer { fixture.workspace.discard(compiledBundle) }
    var processTotals: [Double] = []
    var processFirsts: [Double] = []
    var rawTotals: [Double] = []
    for _ in 0..<fixture.runner.settings.childProcesses {
      for (source, isCompiled) in [(fixture.bundleURL, false), (compiledBundle, true)] {
        let arguments = [
          "--child-load", source.path, "--child-keys",
          [localizable.rawValue, settings.rawValue, onboarding.rawValue].joined(separator: ","),
        ]
        guard let figures = try? ChildProcess.run(arguments), figures["resolved"] == 3,
          let total = figures["cold_ns"], let first = figures["first_table_ns"]
        else {
          result.outcome = .invalid("the new-process measurement failed")
          return result
        }
        if isCompiled {
          processTotals.append(total / 1e6)
          processFirsts.append(first / 1e6)
        } else {
          rawTotals.append(total / 1e6)
        }
      }
    }
    let total = Samples(processTotals)
    let raw = Samples(rawTotals)
    result.outcome = .measured(total.median)
    result.raw = [
      ("three_tables_ms", total.median), ("first_table_ms", Samples(processFirsts).median),
      ("three_tables_min_ms", total.minimum), ("raw_files_three_tables_ms", raw.median),
      ("compiled_vs_raw", total.median / raw.median),
    ]
    result.notes.append(
      "\(processTotals.count) new processes, each a first launch of Lexicon on compiled tables"
        + " (as many on the raw files, interleaved)")
    return result
  }
}
