import Foundation
import Lexicon
import LexiconTool

/// `lint_ms_20x3000`: `lexicon lint` of one table in 20 languages of 3,000 keys (``LintData``),
/// from the folder path to the sorted findings: finding the files, reading and parsing them with
/// the locations of their entries, and every rule on every key of every language.
///
/// Each repetition lints the same folder with a new `Linter` (the files are in the page cache
/// after the first, as they are in an editor or CI run).
enum LintBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.lintMs20x3000]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .lintMs20x3000, outcome: .invalid("not run"))
    let data: LintData
    do {
      data = try LintData(writingInto: fixture.workspace.url("lint"))
    } catch {
      result.outcome = .invalid("cannot write the data: \(error)")
      return [result]
    }
    var times: [Double] = []
    var report: LintReport?
    for _ in 0..<max(3, fixture.runner.settings.oneShotRepetitions) {
      let start = MonotonicClock.now()
      do {
        report = try Linter().lint([data.root.path])
      } catch {
        result.outcome = .invalid("lint failed: \(error)")
        return [result]
      }
      times.append(Double(MonotonicClock.elapsed(since: start)) / 1e6)
    }
    guard let report, report.fileCount == 2 * LintData.languages.count else {
      result.outcome = .invalid("the lint did not read every file")
      return [result]
    }
    let samples = Samples(times)
    result.outcome = .measured(samples.median)
    result.raw = [("min_ms", samples.minimum)]
    let counts = report.countsByRule.sorted { $0.key < $1.key }
      .map { "\($0.key.id) \($0.value)" }.joined(separator: ", ")
    result.notes.append(
      "\(LintData.languages.count) languages × \(LintData.keyCount) keys, \(report.fileCount) files; "
        + "\(report.findings.count) findings (\(counts)); \(times.count) repetitions, spread "
        + Report.percent(samples.relativeSpread))
    return [result]
  }
}
