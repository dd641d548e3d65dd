/// One metric of the harness: its exact name (the JSON key), unit, direction and goal.
struct Benchmark: Sendable, Equatable {
  /// The metric name, used verbatim as the JSON key.
  let name: String
  /// The unit of the value (`×` for ratios).
  let unit: String
  /// Which way the metric improves.
  let direction: BenchmarkDirection
  /// What the value is judged against.
  let goal: BenchmarkGoal
  /// What is measured, in one line.
  let summary: String

  static let lookupRatioVsDictionary = Benchmark(
    name: "lookup_ratio_vs_dictionary", unit: "×", direction: .lowerIsBetter, goal: .atMost(1.2),
    summary: "key.description via the shared runtime (3-provider chain) ÷ [String: String] lookup")
  static let observedLookupNs = Benchmark(
    name: "observed_lookup_ns", unit: "ns", direction: .lowerIsBetter, goal: .report,
    summary: "key.description inside an active withObservationTracking (a SwiftUI body's reads)")
  static let lookupSpeedupVsFoundation = Benchmark(
    name: "lookup_speedup_vs_foundation", unit: "×", direction: .higherIsBetter,
    goal: .atLeast(10),
    summary: "Bundle.localizedString(forKey:value:table:) ÷ key.description, same .lproj")
  static let generatedLookupRatioVsDictionary = Benchmark(
    name: "generated_lookup_ratio_vs_dictionary", unit: "×", direction: .lowerIsBetter,
    goal: .atMost(1.0),
    summary: "the same lookups with keys carrying their position (IndexedLocalizable) ÷ dictionary")
  static let generatedEnumRatio = Benchmark(
    name: "generated_enum_ratio", unit: "×", direction: .lowerIsBetter, goal: .atMost(1.0),
    summary: "a 12-case enum written by lexicon generate, key.description ÷ dictionary lookup")
  static let formatSpeedupVsStringFormat = Benchmark(
    name: "format_speedup_vs_string_format", unit: "×", direction: .higherIsBetter,
    goal: .atLeast(4),
    summary: "String(format:locale:) ÷ key(name, count), %@ and a grouped %d, localized numbers")
  static let pluralFormatNs = Benchmark(
    name: "plural_format_ns", unit: "ns", direction: .lowerIsBetter, goal: .report,
    summary: "key(count) for a %#@files@ .stringsdict plural")
  static let parseSpeedupVsFoundation = Benchmark(
    name: "parse_speedup_vs_foundation", unit: "×", direction: .higherIsBetter, goal: .atLeast(4),
    summary: "PropertyListSerialization ÷ Lexicon .strings parser, largest corpus file")
  static let xcstringsParseMBPerS = Benchmark(
    name: "xcstrings_parse_mb_per_s", unit: "MB/s", direction: .higherIsBetter, goal: .report,
    summary: "Lexicon String Catalog parser on the largest corpus .xcstrings")
  static let switchMs10k = Benchmark(
    name: "switch_ms_10k", unit: "ms", direction: .lowerIsBetter, goal: .atMost(15),
    summary: "setLanguage → first lookup in each of 3 tables (10k keys), tables not loaded before")
  static let coldFirstLookupMs10k = Benchmark(
    name: "cold_first_lookup_ms_10k", unit: "ms", direction: .lowerIsBetter, goal: .atMost(3),
    summary:
      "new Localization → first lookup in each of 3 tables (10k keys) from compiled tables"
      + " (raw files: raw_files_three_tables_ms)")
  static let newProcessThreeTablesMs = Benchmark(
    name: "new_process_three_tables_ms", unit: "ms", direction: .lowerIsBetter, goal: .atMost(5),
    summary: "the same as the first thing a new process does with Lexicon (one-time setup too)")
  static let memoryBytesPerKey = Benchmark(
    name: "memory_bytes_per_key", unit: "B", direction: .lowerIsBetter,
    goal: .atMostTimesReference(2),
    summary: "resident growth per loaded key, one language, fresh child process")
  static let concurrentLookupScaling = Benchmark(
    name: "concurrent_lookup_scaling", unit: "×", direction: .higherIsBetter, goal: .atLeast(1.6),
    summary: "lookups/s on 2 threads ÷ on 1 thread, disjoint key subsets")

  static let binaryCostBytes = Benchmark(
    name: "binary_cost_bytes", unit: "B", direction: .lowerIsBetter, goal: .atMost(600_000),
    summary:
      "stripped release app resolving 3 keys with Lexicon, tables compiled by the plugin − the same with Foundation alone"
  )
  static let binaryCostRawFilesBytes = Benchmark(
    name: "binary_cost_raw_files_bytes", unit: "B", direction: .lowerIsBetter, goal: .report,
    summary:
      "the same app reading its raw .strings and .stringsdict files (LexiconRawFiles) − the Lexicon app"
  )
  static let binaryCostRemoteBytes = Benchmark(
    name: "binary_cost_remote_bytes", unit: "B", direction: .lowerIsBetter, goal: .atMost(400_000),
    summary: "the same app also taking strings over the air with LexiconRemote − the Lexicon app")

  static let lintMs20x3000 = Benchmark(
    name: "lint_ms_20x3000", unit: "ms", direction: .lowerIsBetter, goal: .atMost(1_000),
    summary: "lexicon lint of 20 .lproj languages × 3,000 keys (.strings + .stringsdict)")
  static let remoteLookupRatioVsDictionary = Benchmark(
    name: "remote_lookup_ratio_vs_dictionary", unit: "×", direction: .lowerIsBetter,
    goal: .atMost(1.5),
    summary:
      "key.description with a RemoteProvider holding 1,000 fixes first in the chain ÷ [String: String]"
  )
  static let remoteColdLoadMs10k = Benchmark(
    name: "remote_cold_load_ms_10k", unit: "ms", direction: .lowerIsBetter, goal: .atMost(10),
    summary: "RemoteProvider(configuration:) reading an applied update of 10k keys × 1 language")
  static let remoteApplyFullMs10k = Benchmark(
    name: "remote_apply_full_ms_10k", unit: "ms", direction: .lowerIsBetter, goal: .report,
    summary: "refresh(): validate, store and show a whole 10k-key language")
  static let remoteApplyDeltaRatio = Benchmark(
    name: "remote_apply_delta_ratio", unit: "×", direction: .lowerIsBetter, goal: .atMost(0.05),
    summary: "refresh() applying a 100-key delta on it ÷ the whole update's")
  static let remoteLiveLatencyMs = Benchmark(
    name: "remote_live_latency_ms", unit: "ms", direction: .lowerIsBetter, goal: .atMost(100),
    summary: "an edit in a Realtime Database (loopback) → the new text served by key.description")
  static let remoteMemoryBytesPerKey = Benchmark(
    name: "remote_memory_bytes_per_key", unit: "B", direction: .lowerIsBetter, goal: .report,
    summary: "resident growth per remote key, applied update of 10k keys loaded in a child process")

  static let scopedTagsCostGrowth = Benchmark(
    name: "scoped_tags_cost_growth", unit: "×", direction: .lowerIsBetter, goal: .atMost(1.5),
    summary:
      "time of a new withLanguage tag, last tenth ÷ first tenth of 50,000 distinct tags, each over an interleaved reference task"
  )
  static let scopedTagsMemoryGrowthMB = Benchmark(
    name: "scoped_tags_memory_growth_mb", unit: "MB", direction: .lowerIsBetter, goal: .atMost(4),
    summary: "resident growth from the first tenth to the end of 50,000 distinct withLanguage tags")

  static let hostileRenderWorstMs = Benchmark(
    name: "hostile_render_worst_ms", unit: "ms", direction: .lowerIsBetter, goal: .atMost(100),
    summary: "slowest render of issue 18's hostile templates, each cut at its output budget")
  static let hostileRenderPeakMB = Benchmark(
    name: "hostile_render_peak_mb", unit: "MB", direction: .lowerIsBetter, goal: .atMost(64),
    summary: "largest peak resident growth of one hostile render, fresh child process each")

  /// Every metric: issue 5's in the order, then the over-the-air ones (issue 14), then
  /// the tools' (issue 16), then the binary costs (issue 19), then hardening (issue 18), then
  /// tracked reads (issue 22).
  static let all: [Benchmark] = [
    lookupRatioVsDictionary, lookupSpeedupVsFoundation, generatedLookupRatioVsDictionary,
    generatedEnumRatio, formatSpeedupVsStringFormat, pluralFormatNs, parseSpeedupVsFoundation,
    xcstringsParseMBPerS, switchMs10k, coldFirstLookupMs10k, newProcessThreeTablesMs,
    memoryBytesPerKey, concurrentLookupScaling,
    remoteLookupRatioVsDictionary, remoteColdLoadMs10k, remoteApplyFullMs10k,
    remoteApplyDeltaRatio, remoteMemoryBytesPerKey, remoteLiveLatencyMs, lintMs20x3000,
    binaryCostBytes, binaryCostRawFilesBytes, binaryCostRemoteBytes, scopedTagsCostGrowth,
    scopedTagsMemoryGrowthMB,
    hostileRenderWorstMs, hostileRenderPeakMB, observedLookupNs,
  ]
}
