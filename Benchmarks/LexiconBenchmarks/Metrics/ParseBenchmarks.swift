import Foundation
import Lexicon
import LexiconRawFiles

/// `parse_speedup_vs_foundation` and `xcstrings_parse_mb_per_s`: parsing the largest corpus files
/// from bytes in memory (no file I/O in the timing).
enum ParseBenchmarks: BenchmarkGroup {
  static let benchmarks = [Benchmark.parseSpeedupVsFoundation, .xcstringsParseMBPerS]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var results: [MetricResult] = []
    if fixture.options.selects(Benchmark.parseSpeedupVsFoundation.name) {
      results.append(strings(fixture))
    }
    if fixture.options.selects(Benchmark.xcstringsParseMBPerS.name) {
      results.append(catalog(fixture))
    }
    return results
  }

  private static func strings(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .parseSpeedupVsFoundation, outcome: .invalid("not run"))
    guard let corpus = fixture.corpus else {
      result.outcome = .skipped("no corpus")
      return result
    }
    guard let file = corpus.largestFile(withExtension: "strings"),
      let data = try? Data(contentsOf: file.url)
    else {
      result.outcome = .skipped("no .strings file in the corpus")
      return result
    }
    result.notes.append("\(relativePath(file.url, in: corpus)) (\(file.size) bytes)")
    guard let foundationTable = foundationStrings(data) else {
      result.outcome = .invalid("PropertyListSerialization cannot read it")
      return result
    }
    let (lexiconTable, diagnostics) = ParserAdapter.parseStrings(data)
    guard lexiconTable.plurals.isEmpty, lexiconTable.texts == foundationTable else {
      let differing = Set(foundationTable.keys).symmetricDifference(lexiconTable.texts.keys).count
      result.outcome = .invalid(
        "results differ: \(foundationTable.count) vs \(lexiconTable.count) entries, \(differing) keys differ"
      )
      return result
    }
    let samples = fixture.runner.compare([
      Subject(name: "foundation_ns", operations: 1) { foundationParse(data) },
      Subject(name: "lexicon_ns", operations: 1) { lexiconParse(data) },
    ])
    result.outcome = .measured(samples[0].median / samples[1].median)
    result.raw = [
      ("foundation_ms", samples[0].median / 1e6), ("lexicon_ms", samples[1].median / 1e6),
    ]
    result.notes.append(
      "\(foundationTable.count) entries, identical in both parsers (\(diagnostics) diagnostics)")
    return result
  }

  private static func catalog(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .xcstringsParseMBPerS, outcome: .invalid("not run"))
    guard let corpus = fixture.corpus else {
      result.outcome = .skipped("no corpus")
      return result
    }
    guard let file = corpus.largestFile(withExtension: "xcstrings"),
      let data = try? Data(contentsOf: file.url)
    else {
      result.outcome = .skipped("no .xcstrings file in the corpus")
      return result
    }
    result.notes.append("\(relativePath(file.url, in: corpus)) (\(file.size) bytes)")
    let megabytes = Double(data.count) / 1e6
    let (entries, diagnostics) = ParserAdapter.parseCatalog(data)
    let samples = fixture.runner.compare([
      Subject(name: "json_ns", operations: 1) { jsonParse(data) },
      Subject(name: "lexicon_ns", operations: 1) { lexiconCatalog(data) },
    ])
    result.outcome = .measured(megabytes / (samples[1].median / 1e9))
    result.raw = [
      ("lexicon_ms", samples[1].median / 1e6),
      ("jsonserialization_mb_per_s", megabytes / (samples[0].median / 1e9)),
    ]
    result.notes.append(
      "\(entries) entries over all languages (\(diagnostics) diagnostics); JSONSerialization parses the same bytes into untyped objects, for scale"
    )
    return result
  }

  private static func relativePath(_ url: URL, in corpus: Corpus) -> String {
    let root = corpus.root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count + 1)) : path
  }

  private static func foundationStrings(_ data: Data) -> [String: String]? {
    (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
  }

  /// The timed baseline: `PropertyListSerialization` alone. The typed cast that the result check
  /// needs (`as? [String: String]`, which copies every entry on Linux) is left out of the timing.
  @inline(never)
  private static func foundationParse(_ data: Data) -> Int {
    let parsed = try? PropertyListSerialization.propertyList(from: data, format: nil)
    return withExtendedLifetime(parsed) { parsed == nil ? -1 : data.count }
  }

  @inline(never)
  private static func lexiconParse(_ data: Data) -> Int {
    ParserAdapter.parseStrings(data).table.count
  }

  @inline(never)
  private static func jsonParse(_ data: Data) -> Int {
    ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?.count ?? -1
  }

  @inline(never)
  private static func lexiconCatalog(_ data: Data) -> Int {
    ParserAdapter.parseCatalog(data).entries
  }
}
