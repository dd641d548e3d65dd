import Foundation
import Lexicon

/// `lookup_ratio_vs_dictionary` and `lookup_speedup_vs_foundation`: steady-state lookups of loaded
/// keys through the shared runtime, against a plain dictionary and against Foundation; and the
/// same lookups with generated keys, which carry their position (`generated_lookup_ratio_vs_dictionary`,
/// `generated_enum_ratio`).
enum LookupBenchmarks: BenchmarkGroup {
  static let benchmarks = [
    Benchmark.lookupRatioVsDictionary, .lookupSpeedupVsFoundation,
    .generatedLookupRatioVsDictionary, .generatedEnumRatio,
  ]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    guard let bundle = Bundle(url: fixture.bundleURL) else {
      return benchmarks.map { MetricResult(benchmark: $0, outcome: .invalid("no bundle")) }
    }
    Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))
    var results: [MetricResult] = []
    if fixture.options.selects(Benchmark.lookupRatioVsDictionary.name) {
      results.append(versusDictionary(fixture))
    }
    if fixture.options.selects(Benchmark.lookupSpeedupVsFoundation.name) {
      results.append(versusFoundation(fixture, bundle: bundle))
    }
    if fixture.options.selects(Benchmark.generatedLookupRatioVsDictionary.name) {
      results.append(generatedVersusDictionary(fixture))
    }
    if fixture.options.selects(Benchmark.generatedEnumRatio.name) {
      results.append(generatedEnumVersusDictionary(fixture))
    }
    return results
  }

  /// Lexicon `description` of keys that carry their position ÷ `dictionary[key]`, over the same
  /// 9,800 keys in the same order as `lookup_ratio_vs_dictionary`.
  private static func generatedVersusDictionary(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(
      benchmark: .generatedLookupRatioVsDictionary, outcome: .invalid("not run"))
    let dictionary = fixture.dictionary
    let localizable = fixture.indexedLocalizableKeys
    let settings = fixture.indexedSettingsKeys
    let onboarding = fixture.indexedOnboardingKeys
    var wrong: [String] = []
    func check<Key: IndexedLocalizable>(_ keys: [Key]) {
      for key in keys where key.keyIndex < 0 || key.description != dictionary[key.key] {
        wrong.append(key.key)
      }
    }
    check(localizable)
    check(settings)
    check(onboarding)
    guard wrong.isEmpty else {
      result.outcome = .invalid("\(wrong.count) keys resolve wrongly, such as \(wrong[0])")
      return result
    }
    let samples = fixture.runner.compare([
      Subject(name: "dictionary_ns", operations: fixture.lookupCount) {
        Passes.dictionary(keys: localizable, in: dictionary)
          &+ Passes.dictionary(keys: settings, in: dictionary)
          &+ Passes.dictionary(keys: onboarding, in: dictionary)
      },
      Subject(name: "lexicon_ns", operations: fixture.lookupCount) {
        Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
      },
    ])
    let (baseline, lexicon) = (samples[0], samples[1])
    result.outcome = .measured(lexicon.median / baseline.median)
    result.raw = [
      ("dictionary_ns", baseline.median), ("lexicon_ns", lexicon.median),
      ("median_of_paired_ratios", Samples.pairedRatios(lexicon, baseline).median),
    ]
    result.notes.append(
      "\(fixture.lookupCount) keys per pass, 3 tables, each key carrying its position among its table's sorted keys"
    )
    return result
  }

  /// The 12 keys of `SanityStrings` — the enum `lexicon generate` writes for them (checked by
  /// `SanityStringsTests`) — ÷ the dictionary, the keys in the L1 cache.
  private static func generatedEnumVersusDictionary(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .generatedEnumRatio, outcome: .invalid("not run"))
    let dictionary = fixture.dictionary
    let keys = SanityStrings.allCases
    if let wrong = keys.first(where: { $0.description != dictionary[$0.rawValue] }) {
      result.outcome = .invalid("\(wrong.rawValue) resolves to '\(wrong.description)'")
      return result
    }
    let rounds = 64
    let samples = fixture.runner.compare([
      Subject(name: "dictionary_ns", operations: keys.count * rounds) {
        var checksum = 0
        for _ in 0..<rounds { checksum &+= Passes.dictionary(keys, in: dictionary) }
        return checksum
      },
      Subject(name: "lexicon_ns", operations: keys.count * rounds) {
        var checksum = 0
        for _ in 0..<rounds { checksum &+= Passes.lexicon(keys) }
        return checksum
      },
    ])
    let (baseline, lexicon) = (samples[0], samples[1])
    result.outcome = .measured(lexicon.median / baseline.median)
    result.raw = [
      ("dictionary_ns", baseline.median), ("lexicon_ns", lexicon.median),
      ("median_of_paired_ratios", Samples.pairedRatios(lexicon, baseline).median),
    ]
    return result
  }

  /// Checks that every measured key resolves, through the runtime in scope, to its text in
  /// `dictionary` (this also loads the three tables), then times `dictionary[key.rawValue]` and
  /// Lexicon's `description` in turn over the same keys.
  ///
  /// - Returns: The dictionary's samples and Lexicon's, in nanoseconds per lookup.
  static func timeAgainstDictionary(_ fixture: Fixture, dictionary: [String: String])
    -> Result<(baseline: Samples, lexicon: Samples), OptionsError>
  {
    let localizable = fixture.localizableKeys
    let settings = fixture.settingsKeys
    let onboarding = fixture.onboardingKeys
    var wrong: [String] = []
    func check<Key: Localizable & RawRepresentable>(_ keys: [Key]) where Key.RawValue == String {
      for key in keys where key.description != dictionary[key.rawValue] {
        wrong.append(key.rawValue)
      }
    }
    check(localizable)
    check(settings)
    check(onboarding)
    guard wrong.isEmpty else {
      return .failure(
        OptionsError(description: "\(wrong.count) keys resolve wrongly, such as \(wrong[0])"))
    }
    let samples = fixture.runner.compare([
      Subject(name: "dictionary_ns", operations: fixture.lookupCount) {
        Passes.dictionary(localizable, in: dictionary)
          &+ Passes.dictionary(settings, in: dictionary)
          &+ Passes.dictionary(onboarding, in: dictionary)
      },
      Subject(name: "lexicon_ns", operations: fixture.lookupCount) {
        Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
      },
    ])
    return .success((samples[0], samples[1]))
  }

  /// Lexicon `description` ÷ `dictionary[key.rawValue]`, same keys in the same order.
  private static func versusDictionary(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .lookupRatioVsDictionary, outcome: .invalid("not run"))
    let dictionary = fixture.dictionary
    let samples: (baseline: Samples, lexicon: Samples)
    switch timeAgainstDictionary(fixture, dictionary: dictionary) {
    case .failure(let problem):
      result.outcome = .invalid(problem.description)
      return result
    case .success(let measured):
      samples = measured
    }
    let (baseline, lexicon) = samples
    result.outcome = .measured(lexicon.median / baseline.median)
    result.raw = [
      ("dictionary_ns", baseline.median), ("lexicon_ns", lexicon.median),
      ("median_of_paired_ratios", Samples.pairedRatios(lexicon, baseline).median),
    ]
    result.notes.append(
      "\(fixture.lookupCount) keys per pass, 3 tables; spread \(Report.percent(baseline.relativeSpread)) / \(Report.percent(lexicon.relativeSpread))"
    )

    // The same on a small real enum: 12 keys that stay in the L1 cache.
    let sanity = SanityKey.allCases
    let rounds = 64
    let sanitySamples = fixture.runner.compare([
      Subject(name: "sanity_dictionary_ns", operations: sanity.count * rounds) {
        var checksum = 0
        for _ in 0..<rounds { checksum &+= Passes.dictionary(sanity, in: dictionary) }
        return checksum
      },
      Subject(name: "sanity_lexicon_ns", operations: sanity.count * rounds) {
        var checksum = 0
        for _ in 0..<rounds { checksum &+= Passes.lexicon(sanity) }
        return checksum
      },
    ])
    let sanityRatio = sanitySamples[1].median / sanitySamples[0].median
    result.raw += [
      ("sanity_enum_dictionary_ns", sanitySamples[0].median),
      ("sanity_enum_lexicon_ns", sanitySamples[1].median),
      ("sanity_enum_ratio", sanityRatio),
    ]
    return result
  }

  /// Foundation `localizedString(forKey:value:table:)` ÷ Lexicon `description`, same keys and files.
  private static func versusFoundation(_ fixture: Fixture, bundle: Bundle) -> MetricResult {
    var result = MetricResult(benchmark: .lookupSpeedupVsFoundation, outcome: .invalid("not run"))
    // Foundation must really read the files: check a sample against the data and Lexicon.
    var checked = 0
    func check<Key: Localizable & RawRepresentable>(_ keys: [Key]) -> String?
    where Key.RawValue == String {
      for key in keys.enumerated().filter({ $0.offset % 29 == 0 }).map(\.element) {
        let expected = fixture.expectedText(
          key.rawValue, table: Key.table, language: Fixture.language)
        let foundation = bundle.localizedString(forKey: key.rawValue, value: nil, table: Key.table)
        let lexicon = key.description
        guard foundation == expected, lexicon == expected else {
          return
            "\(key.rawValue): Foundation '\(foundation)', Lexicon '\(lexicon)', expected '\(expected ?? "nil")'"
        }
        checked += 1
      }
      return nil
    }
    let localizable = fixture.localizableKeys
    let settings = fixture.settingsKeys
    let onboarding = fixture.onboardingKeys
    if let mismatch = check(localizable) ?? check(settings) ?? check(onboarding) {
      result.outcome = .invalid("results differ: \(mismatch)")
      return result
    }
    let samples = fixture.runner.compare([
      Subject(name: "foundation_ns", operations: fixture.lookupCount) {
        Passes.foundation(localizable, in: bundle) &+ Passes.foundation(settings, in: bundle)
          &+ Passes.foundation(onboarding, in: bundle)
      },
      Subject(name: "lexicon_ns", operations: fixture.lookupCount) {
        Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
      },
    ])
    let (foundation, lexicon) = (samples[0], samples[1])
    result.outcome = .measured(foundation.median / lexicon.median)
    result.raw = [
      ("foundation_ns", foundation.median), ("lexicon_ns", lexicon.median),
      ("median_of_paired_ratios", Samples.pairedRatios(foundation, lexicon).median),
    ]
    result.notes.append(
      "Foundation reads \(Fixture.language).lproj, the CFBundleDevelopmentRegion (checked \(checked) keys equal to the data and to Lexicon)"
    )
    return result
  }
}
