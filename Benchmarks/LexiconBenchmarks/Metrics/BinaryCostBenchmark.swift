import Foundation

/// `binary_cost_bytes`, `binary_cost_raw_files_bytes` and `binary_cost_remote_bytes`: what
/// linking `Lexicon` adds to an app whose tables are compiled, what reading the raw table files
/// (`LexiconRawFiles`) adds to that, and what `LexiconRemote` adds.
///
/// Four probes (``BinaryProbe``) built by the same release build as the harness resolve the same
/// keys and print the same lines: with Foundation alone, with `Lexicon` (tables compiled by the
/// plugin), with `Lexicon` and `LexiconRawFiles` (the raw files), and with `Lexicon` and
/// `LexiconRemote`. Each is run (its output checked), a copy is stripped (``BinaryStripper``), and
/// the costs are differences of stripped sizes. The Swift runtime and Foundation are shared
/// libraries on every platform Lexicon supports, so the figures are Lexicon's own bytes. A probe
/// that is missing or wrong makes its metrics `invalid`; a debug harness measures debug probes, so
/// its figures are `invalid` too unless `--probes` names another folder.
enum BinaryCostBenchmark: BenchmarkGroup {
  static let benchmarks = [
    Benchmark.binaryCostBytes, .binaryCostRawFilesBytes, .binaryCostRemoteBytes,
  ]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    let selected = benchmarks.filter { fixture.options.selects($0.name) }
    func every(_ outcome: MetricOutcome) -> [MetricResult] {
      selected.map { MetricResult(benchmark: $0, outcome: outcome) }
    }
    guard ProcessRun.isSupported else { return every(.skipped("needs child processes")) }
    let directory: URL
    if let path = fixture.options.probesPath {
      directory = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      #if DEBUG
        return every(.invalid("a debug build measures debug probes: build with -c release"))
      #else
        guard let folder = BinaryProbe.defaultDirectory else {
          return every(.invalid("cannot tell which folder the harness runs from: pass --probes"))
        }
        directory = folder
      #endif
    }
    let cost = BinaryCost.measure(in: directory, scratch: fixture.workspace.url("binaries"))
    return [
      cost.result(.binaryCostBytes, of: .withLexicon, over: .foundationOnly),
      cost.result(.binaryCostRawFilesBytes, of: .withRawFiles, over: .withLexicon),
      cost.result(.binaryCostRemoteBytes, of: .withLexiconRemote, over: .withLexicon),
    ].filter { selected.contains($0.benchmark) }
  }
}
