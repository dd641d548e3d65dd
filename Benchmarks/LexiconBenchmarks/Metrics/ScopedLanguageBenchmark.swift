import Foundation
import Lexicon

/// `scoped_tags_cost_growth` and `scoped_tags_memory_growth_mb`: a server that scopes each
/// request to its client's language tag, with 50,000 distinct tags (issue 18).
///
/// One runtime over the generated bundle, with no supported languages configured (so every
/// well-formed tag is accepted as it is and nothing maps tags onto a few languages: the worst
/// case for the runtime's per-language caches). Each request is
/// `withLocalization(runtime) { withLanguage("en-r00042") { key.description } }` with a tag never
/// seen before (`en` with a variant: a distinct canonical tag whose fallback chain ends at `en`).
/// The text is checked against the development language's.
///
/// The cost growth is the median time of a new tag over the last tenth of the tags divided by
/// that over the first tenth (after 1,000 warm-up tags): 1 means the cost of a new tag does not
/// depend on how many came before. The memory growth is the resident size after the last tag
/// minus that after the first tenth, both read after the allocator gave freed pages back.
enum ScopedLanguageBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.scopedTagsCostGrowth, Benchmark.scopedTagsMemoryGrowthMB]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var growth = MetricResult(benchmark: .scopedTagsCostGrowth, outcome: .invalid("not run"))
    var memory = MetricResult(benchmark: .scopedTagsMemoryGrowthMB, outcome: .invalid("not run"))
    guard let bundle = Bundle(url: fixture.bundleURL), let key = fixture.localizableKeys.first,
      let expected = fixture.expected(key, language: DataSet.developmentLanguage)
    else { return [growth, memory] }
    var configuration = Fixture.configuration(bundle: bundle, language: Fixture.language)
    configuration.supportedLanguages = []
    let runtime = Localization(configuration: configuration)

    let count = fixture.options.smoke ? 4_000 : 50_000
    let tenth = count / 10
    var times: [Double] = []
    times.reserveCapacity(count)
    var residentAfterFirstTenth = 0
    let started = MonotonicClock.now()
    for index in 0..<(1_000 + count) {
      let tag = "en-r" + String(100_000 + index).dropFirst()
      let start = MonotonicClock.now()
      let text = Localization.withLocalization(runtime) {
        Localization.withLanguage(tag) { key.description }
      }
      let elapsed = MonotonicClock.elapsed(since: start)
      guard text == expected else {
        growth.outcome = .invalid("\(tag): '\(text)' instead of '\(expected)'")
        return [growth, memory]
      }
      guard index >= 1_000 else { continue }
      times.append(Double(elapsed) / 1e3)
      if times.count == tenth {
        ProcessMemory.releaseFreedMemory()
        residentAfterFirstTenth = ProcessMemory.residentBytes() ?? 0
      }
    }
    let total = Double(MonotonicClock.elapsed(since: started)) / 1e9
    ProcessMemory.releaseFreedMemory()
    let residentAtEnd = ProcessMemory.residentBytes() ?? 0

    let first = Samples(Array(times.prefix(tenth)))
    let last = Samples(Array(times.suffix(tenth)))
    growth.outcome = .measured(last.median / first.median)
    growth.raw = [
      ("first_tenth_us_per_tag", first.median), ("last_tenth_us_per_tag", last.median),
      ("tags", Double(count)), ("total_s", total),
    ]
    growth.notes.append(
      "\(count) distinct tags after 1,000 warm-up tags, one runtime, no supported languages; spread \(Report.percent(first.relativeSpread)) / \(Report.percent(last.relativeSpread))"
    )
    if residentAfterFirstTenth > 0, residentAtEnd > 0 {
      memory.outcome = .measured(Double(residentAtEnd - residentAfterFirstTenth) / 1e6)
      memory.raw = [
        ("resident_after_first_tenth_mb", Double(residentAfterFirstTenth) / 1e6),
        ("resident_at_end_mb", Double(residentAtEnd) / 1e6),
      ]
      memory.notes.append("resident growth from tag \(tenth) to tag \(count), after a trim")
    } else {
      memory.outcome = .skipped("the resident set size is not available on this platform")
    }
    withExtendedLifetime(runtime) {}
    return [growth, memory]
  }
}
