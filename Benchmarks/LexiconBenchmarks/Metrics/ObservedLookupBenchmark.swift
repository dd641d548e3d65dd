import Foundation
import Lexicon
import Observation

/// `observed_lookup_ns`: a lookup while the Observation framework tracks reads, as in a SwiftUI
/// view's `body`: the same keys as the lookup metrics, each pass of 10,000 lookups inside one
/// `withObservationTracking`, against the same pass untracked in the same run.
enum ObservedLookupBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.observedLookupNs]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .observedLookupNs, outcome: .invalid("not run"))
    guard let bundle = Bundle(url: fixture.bundleURL) else {
      result.outcome = .invalid("no bundle")
      return [result]
    }
    Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))
    let localizable = fixture.localizableKeys
    let settings = fixture.settingsKeys
    let onboarding = fixture.onboardingKeys
    let dictionary = fixture.dictionary
    // Tracked reads must return what untracked reads do, and register: a change is told.
    let told = LockedValue(0)
    let tracked = withObservationTracking {
      Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
    } onChange: {
      told.withLock { $0 += 1 }
    }
    let untracked =
      Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
    let expected =
      Passes.dictionary(localizable, in: dictionary) &+ Passes.dictionary(settings, in: dictionary)
      &+ Passes.dictionary(onboarding, in: dictionary)
    Localization.shared.reload()
    guard tracked == expected, untracked == expected, told.withLock({ $0 }) == 1 else {
      result.outcome = .invalid(
        "tracked reads returned \(tracked), untracked \(untracked), expected \(expected); "
          + "told \(told.withLock { $0 })×")
      return [result]
    }
    _ = Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
    let samples = fixture.runner.compare([
      Subject(name: "untracked_ns", operations: fixture.lookupCount) {
        Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
      },
      Subject(name: "observed_ns", operations: fixture.lookupCount) {
        withObservationTracking {
          Passes.lexicon(localizable) &+ Passes.lexicon(settings) &+ Passes.lexicon(onboarding)
        } onChange: {
        }
      },
    ])
    let (untrackedSamples, observed) = (samples[0], samples[1])
    result.outcome = .measured(observed.median)
    result.raw = [
      ("untracked_ns", untrackedSamples.median), ("observed_ns", observed.median),
      ("observed_over_untracked", observed.median / untrackedSamples.median),
    ]
    result.notes.append(
      "\(fixture.lookupCount) lookups per tracking scope, 3 tables; the scopes' registrations are "
        + "never told a change, as a view that stays on screen")
    return [result]
  }
}
