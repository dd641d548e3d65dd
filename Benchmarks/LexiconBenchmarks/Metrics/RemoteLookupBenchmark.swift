import Foundation
import Lexicon
import LexiconRemote

/// `remote_lookup_ratio_vs_dictionary`: steady-state lookups through the shared runtime whose
/// chain starts with a real `RemoteProvider` — launched from a real cache holding an applied
/// update that fixes every tenth key of each measured table (1,000 keys) — then the bundle and
/// the in-code defaults. So 10 % of the measured keys are found in the remote layer and 90 % fall
/// through to the bundle layer stacked under it.
///
/// The baseline is the same dictionary with the fixed texts. Beside it (raw
/// `no_remote_ratio`), the same lookups with the remote provider left out of the chain, against
/// its own dictionary baseline in the same run.
enum RemoteLookupBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.remoteLookupRatioVsDictionary]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(
      benchmark: .remoteLookupRatioVsDictionary, outcome: .invalid("not run"))
    guard let bundle = Bundle(url: fixture.bundleURL) else {
      result.outcome = .invalid("no bundle")
      return [result]
    }
    let fixes = RemoteData.snapshot(
      fixture.dataSet, language: Fixture.language, version: 1, stride: 10, mark: " (fixed)")
    let directory = fixture.workspace.url("remote-lookup")
    let source = RemoteBenchmarkSource()
    source.serve(fixes)
    let configuration = RemoteData.configuration(
      source: source, languages: [Fixture.language], directory: directory, bundle: bundle)
    let applied = AsyncWait.result { () -> String? in
      do {
        try await RemoteProvider(configuration: configuration).refresh()
        return nil
      } catch {
        return "\(error)"
      }
    }
    if let applied {
      result.outcome = .invalid("the fixes were not applied: \(applied)")
      return [result]
    }
    // A new launch: the provider reads the applied update from the cache.
    let remote = RemoteProvider(configuration: configuration)
    var dictionary = fixture.dictionary
    for values in fixes.tables.values {
      for (key, value) in values {
        if case .text(let text) = value { dictionary[key] = text }
      }
    }
    let withRemote = measure(
      fixture, providers: [remote], bundle: bundle, dictionary: dictionary)
    let withoutRemote = measure(
      fixture, providers: [], bundle: bundle, dictionary: fixture.dictionary)
    switch (withRemote, withoutRemote) {
    case (.failure(let problem), _), (_, .failure(let problem)):
      result.outcome = .invalid(problem.description)
    case (.success(let remoteRatio), .success(let plainRatio)):
      result.outcome = .measured(remoteRatio.ratio)
      result.raw = [
        ("dictionary_ns", remoteRatio.baseline), ("lexicon_ns", remoteRatio.lexicon),
        ("no_remote_ratio", plainRatio.ratio), ("no_remote_lexicon_ns", plainRatio.lexicon),
        ("no_remote_dictionary_ns", plainRatio.baseline), ("remote_keys", Double(fixes.keyCount)),
      ]
      result.notes.append(
        "\(fixture.lookupCount) keys per pass; \(fixes.keyCount) of them fixed by the remote layer, the rest from the bundle under it"
      )
    }
    Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))
    return [result]
  }

  /// Lookup figures: Lexicon's median, the dictionary's, and their ratio.
  struct Figures {
    var lexicon: Double
    var baseline: Double
    var ratio: Double { lexicon / baseline }
  }

  /// Bootstraps the shared runtime with `providers` before the bundle and defaults, checks every
  /// measured key, and times Lexicon against `dictionary`.
  private static func measure(
    _ fixture: Fixture, providers: [any StringProvider], bundle: Bundle,
    dictionary: [String: String]
  ) -> Result<Figures, OptionsError> {
    var configuration = Fixture.configuration(bundle: bundle, language: Fixture.language)
    configuration.providers = providers + configuration.providers.dropFirst()
    Localization.bootstrap(configuration)
    return LookupBenchmarks.timeAgainstDictionary(fixture, dictionary: dictionary).map {
      Figures(lexicon: $0.lexicon.median, baseline: $0.baseline.median)
    }
  }
}
