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
/// The cost growth is measured against the machine's own speed at the time, so that a machine
/// that slows down or speeds up for a few seconds (a shared machine does) does not read as
/// growth: every fourth measured request is followed by a fixed reference task of about the same size and
/// kind (a copy of a 256-entry `[String: String]` with 256 more entries merged in, and every key
/// read back), which touches nothing of Lexicon's. The growth is the median time of a new tag
/// over the last tenth of the tags ÷ the reference's median over the same stretch, divided by the
/// same ratio over the first tenth (after 1,000 warm-up tags): 1 means the cost of a new tag does
/// not depend on how many came before. `raw_growth` beside it is the last tenth ÷ the first
/// without the reference, as the metric was measured before issue 24's sixth round. The memory
/// growth is the resident size after the last tag minus that after the first tenth, both read
/// after the allocator gave freed pages back.
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
    let referenceTask = ReferenceTask()

    let count = fixture.options.smoke ? 4_000 : 50_000
    let tenth = count / 10
    var times: [Double] = []
    times.reserveCapacity(count)
    var reference: [(index: Int, time: Double)] = []
    reference.reserveCapacity(count / 4)
    var residentAfterFirstTenth = 0
    let started = MonotonicClock.now()

    /// One request with a new tag; its time in µs, or `nil` after recording a wrong text.
    func request(_ tag: String) -> Double? {
      let start = MonotonicClock.now()
      let text = Localization.withLocalization(runtime) {
        Localization.withLanguage(tag) { key.description }
      }
      let elapsed = MonotonicClock.elapsed(since: start)
      guard text == expected else {
        growth.outcome = .invalid("\(tag): '\(text)' instead of '\(expected)'")
        return nil
      }
      return Double(elapsed) / 1e3
    }

    for index in 0..<(1_000 + count) {
      guard let time = request("en-r" + String(100_000 + index).dropFirst()) else {
        return [growth, memory]
      }
      guard index >= 1_000 else { continue }
      times.append(time)
      if times.count.isMultiple(of: 4) {
        reference.append((times.count - 1, referenceTask.run()))
      }
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
    let referenceFirst = Samples(reference.filter { $0.index < tenth }.map(\.time))
    let referenceLast = Samples(reference.filter { $0.index >= count - tenth }.map(\.time))
    guard referenceFirst.median > 0, referenceLast.median > 0, first.median > 0 else {
      growth.outcome = .invalid("no time measured for the tags or the reference in a tenth")
      return [growth, memory]
    }
    growth.outcome = .measured(
      (last.median / referenceLast.median) / (first.median / referenceFirst.median))
    growth.raw = [
      ("first_tenth_us_per_tag", first.median), ("last_tenth_us_per_tag", last.median),
      ("reference_first_tenth_us", referenceFirst.median),
      ("reference_last_tenth_us", referenceLast.median),
      ("raw_growth", last.median / first.median), ("tags", Double(count)), ("total_s", total),
    ]
    growth.notes.append(
      "\(count) distinct tags after 1,000 warm-up tags, one runtime, no supported languages, against a reference task every fourth tag; spread \(Report.percent(first.relativeSpread)) / \(Report.percent(last.relativeSpread))"
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

/// The scoped-tags benchmark's measure of the machine's speed: a task of about the size and kind
/// of a new tag's (strings hashed, a dictionary copied and grown), on data of its own.
private struct ReferenceTask {
  private let base: [String: String]
  private let added: [(String, String)]

  init() {
    let words = (0..<512).map { "reference.key.\($0 &* 7_919 % 10_007)" }
    base = Dictionary(uniqueKeysWithValues: words.prefix(256).map { ($0, $0 + " text") })
    added = words.suffix(256).map { ($0, $0 + " text") }
  }

  /// Runs the task once; its time in µs.
  func run() -> Double {
    let start = MonotonicClock.now()
    var copy = base
    for (key, value) in added { copy[key] = value }
    var found = 0
    for key in copy.keys where copy[key] != nil { found += 1 }
    let elapsed = MonotonicClock.elapsed(since: start)
    precondition(found == 512, "the reference task lost entries")
    return Double(elapsed) / 1e3
  }
}
