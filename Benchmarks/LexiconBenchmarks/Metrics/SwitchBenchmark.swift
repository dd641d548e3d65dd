import Foundation
import Lexicon

/// `switch_ms_10k`: from `setLanguage` to the first lookup in each of the three tables in the new
/// language, whose files have never been read.
///
/// Each repetition bootstraps the shared runtime on a fresh copy of the bundle (a path the
/// process-wide table cache has never seen), resolves one key per table in the development language
/// (as an app showing its first screen would), then times the switch. The time includes reading
/// and parsing the new language's 3 `.strings` and 3 `.stringsdict` files, building the resolved
/// tables (with the development-language fallback, already loaded), publishing the snapshots and
/// posting the change notification. The language choice is not persisted (`.none`).
enum SwitchBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.switchMs10k]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .switchMs10k, outcome: .invalid("not run"))
    guard let localizable = fixture.localizableKeys.first,
      let settings = fixture.settingsKeys.first, let onboarding = fixture.onboardingKeys.first
    else { return [result] }
    let targets = DataSet.languages.filter { $0 != Fixture.language }
    var totals: [Double] = []
    var firsts: [Double] = []
    for repetition in 0..<fixture.runner.settings.oneShotRepetitions {
      let target = targets[repetition % targets.count]
      guard let copy = try? fixture.workspace.freshCopy(of: fixture.bundleURL),
        let bundle = Bundle(url: copy)
      else {
        result.outcome = .invalid("cannot copy the bundle")
        return [result]
      }
      Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))
      Sink.consume(localizable.description.utf8.count)
      Sink.consume(settings.description.utf8.count)
      Sink.consume(onboarding.description.utf8.count)

      let start = MonotonicClock.now()
      Localization.shared.setLanguage(target)
      let first = localizable.description
      let firstElapsed = MonotonicClock.elapsed(since: start)
      let second = settings.description
      let third = onboarding.description
      let elapsed = MonotonicClock.elapsed(since: start)

      let expected = [
        fixture.expected(localizable, language: target),
        fixture.expected(settings, language: target),
        fixture.expected(onboarding, language: target),
      ]
      guard [first, second, third] == expected else {
        result.outcome = .invalid(
          "after switching to \(target): '\(first)' instead of '\(expected[0] ?? "nil")'")
        return [result]
      }
      totals.append(Double(elapsed) / 1e6)
      firsts.append(Double(firstElapsed) / 1e6)
      fixture.workspace.discard(copy)
    }
    let total = Samples(totals)
    result.outcome = .measured(total.median)
    result.raw = [
      ("three_tables_ms", total.median), ("first_table_ms", Samples(firsts).median),
      ("three_tables_min_ms", total.minimum),
    ]
    result.notes.append(
      "en → \(targets.joined(separator: "/")) in turn, \(totals.count) repetitions on fresh copies; spread \(Report.percent(total.relativeSpread))"
    )
    return [result]
  }
}
