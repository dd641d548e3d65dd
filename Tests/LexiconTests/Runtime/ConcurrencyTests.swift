import Foundation
import LexiconRawFiles
import LexiconTesting
import Testing

@testable import Lexicon

/// Lookups racing language switches, reloads and table builds. `.ci/run` runs this suite under
/// the thread sanitizer (`swift test --sanitize=thread --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {
  static let allowed: [LoginStrings: Set<String>] = [
    .title: ["Sign in", "Войти"],
    .welcome: ["Welcome, %@!", "Добро пожаловать, %@!"],
    .discount: ["40% off", "Скидка 40%"],
    .onlyEnglish: ["Only in English"],
  ]

  /// Lookups on several threads while this thread switches between English and Russian (and
  /// reloads now and then): every lookup returns a complete value of one language or the other.
  /// The readers are running before the first switch, and the switching goes on until they have
  /// done a good number of lookups during it.
  @Test(.timeLimit(.minutes(2)), arguments: [false, true])
  func lookupsDuringSwitchesSeeOneLanguageOrTheOther(lockedGeneration: Bool) {
    let localization = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru"], language: "en", onMissingKey: .ignore,
        persistence: .none),
      lockedGeneration: lockedGeneration)
    let unexpected = Locked<[String]>([])
    let lookupsDuringSwitching = Locked(0)
    let switching = Locked(false)
    let done = Locked(false)
    let readers = 3
    let ready = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()

    for reader in 0..<readers {
      finished.enter()
      Thread.detachNewThread {
        Localization.withLocalization(localization) {
          ready.signal()
          var round = 0
          while !done.value {
            round += 1
            var overlapping = 0
            for (key, values) in Self.allowed {
              let text = key.description
              if !values.contains(text) { unexpected.append(text) }
              if switching.value { overlapping += 1 }
            }
            // Formatting and pinned languages race the switches too.
            let formatted = LoginStrings.welcome("Ann")
            if !["Welcome, Ann!", "Добро пожаловать, Ann!"].contains(formatted) {
              unexpected.append(formatted)
            }
            if reader == 0, round.isMultiple(of: 7) {
              let pinned = Localization.withLanguage("ru") { LoginStrings.title.description }
              if pinned != "Войти" { unexpected.append(pinned) }
            }
            lookupsDuringSwitching.withLock { $0 += overlapping }
          }
        }
        finished.leave()
      }
    }
    for _ in 0..<readers { ready.wait() }
    switching.withLock { $0 = true }
    var round = 0
    while lookupsDuringSwitching.value < 5_000 || round < 200 {
      localization.setLanguage(round.isMultiple(of: 2) ? "ru" : "en")
      if round.isMultiple(of: 50) { localization.reload() }
      round += 1
    }
    switching.withLock { $0 = false }
    done.withLock { $0 = true }
    finished.wait()
    #expect(unexpected.value.isEmpty)
    #expect(lookupsDuringSwitching.value >= 5_000)
  }

  /// Many threads resolving the same never-seen table at once, released together, build it
  /// consistently and report a miss exactly once.
  @Test(.timeLimit(.minutes(1)))
  func firstLookupsRaceToBuildTheSameTable() {
    for _ in 0..<20 {
      let recorder = MissingKeyRecorder()
      let localization = Localization(
        configuration: LocalizationConfiguration(
          providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
          language: "ru", onMissingKey: recorder.handler, persistence: .none))
      let results = Locked<Set<String>>([])
      let start = DispatchSemaphore(value: 0)
      let finished = DispatchGroup()
      for _ in 0..<4 {
        finished.enter()
        Thread.detachNewThread {
          start.wait()
          Localization.withLocalization(localization) {
            let text = LoginStrings.onlyEnglish.description + "|" + LoginStrings.title.description
            results.withLock { _ = $0.insert(text) }
          }
          finished.leave()
        }
      }
      for _ in 0..<4 { start.signal() }
      finished.wait()
      #expect(results.value == ["Only in English|Войти"])
      #expect(recorder.reports.count == 1)
    }
  }

  /// A snapshot released by a thread's cache may run deinits that resolve keys on that same
  /// thread; the cache is consistent by then (a regression here crashes the test process).
  @Test func aDeinitThatResolvesKeysWhileASnapshotIsReleased() {
    let english = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        language: "en",
        onMissingKey: .ignore, persistence: .none))
    let seen = Locked<[String]>([])
    do {
      let canary = Canary {
        seen.append(Localization.withLocalization(english) { LoginStrings.title.description })
      }
      let doomed = Localization(
        configuration: LocalizationConfiguration(
          providers: [CanaryProvider(canary: canary)], tableFiles: .raw, developmentLanguage: "en",
          language: "en",
          onMissingKey: .ignore, persistence: .none))
      // This thread's cache now holds the doomed runtime's snapshot, which owns the canary.
      _ = Localization.withLocalization(doomed) { LoginStrings.title.description }
    }
    // Switching this thread's cache to the other runtime releases the last reference.
    #expect(Localization.withLocalization(english) { LoginStrings.title.description } == "Sign in")
    #expect(seen.value == ["Sign in"])
  }
}

extension ConcurrencyTests {
  /// A first lookup that is between reading the snapshot and building its table (here: still
  /// evaluating the key type's `bundle`) while the runtime is reconfigured never leaves a table of
  /// the old configuration in force.
  @Test(.timeLimit(.minutes(1)))
  func reconfiguringDuringAFirstLookupKeepsTheNewConfiguration() {
    func configuration(_ title: String) -> LocalizationConfiguration {
      LocalizationConfiguration(
        providers: [InMemoryProvider(["en": ["Gated": ["title": title]]])], tableFiles: .raw,
        developmentLanguage: "en", language: "en", onMissingKey: .ignore, persistence: .none)
    }
    let localization = Localization(configuration: configuration("old"))
    let finished = DispatchSemaphore(value: 0)
    GatedStrings.gate.arm()
    Thread.detachNewThread {
      _ = Localization.withLocalization(localization) { GatedStrings.title.description }
      finished.signal()
    }
    GatedStrings.gate.waitUntilEntered()
    localization.reconfigure(configuration("new"))
    GatedStrings.gate.open()
    finished.wait()
    #expect(Localization.withLocalization(localization) { GatedStrings.title.description } == "new")
  }
}
