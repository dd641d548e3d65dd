import Foundation
import LexiconTesting
import Testing

@testable import Lexicon

/// Lookups racing language switches and table builds. `.ci/run` runs this suite under the thread
/// sanitizer (`swift test --sanitize=thread --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {
  static let allowed: [LoginStrings: Set<String>] = [
    .title: ["Sign in", "Войти"],
    .welcome: ["Welcome, %@!", "Добро пожаловать, %@!"],
    .discount: ["40% off", "Скидка 40%"],
  ]

  /// Lookups on several threads while another thread switches between English and Russian:
  /// every lookup returns a complete value of one language or the other.
  @Test(arguments: [false, true])
  func lookupsDuringSwitchesSeeOneLanguageOrTheOther(lockedGeneration: Bool) {
    let localization = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
        supportedLanguages: ["en", "ru"], language: "en", onMissingKey: .ignore,
        persistence: .none),
      lockedGeneration: lockedGeneration)
    let unexpected = Locked<[String]>([])
    let lookups = Locked(0)
    let readers = 3
    let done = Locked(false)

    let finished = DispatchGroup()
    for _ in 0..<readers {
      finished.enter()
      Thread.detachNewThread {
        Localization.withLocalization(localization) {
          var count = 0
          while !done.value || count < 1000 {
            for (key, values) in Self.allowed {
              let text = key.description
              if !values.contains(text) { unexpected.append(text) }
              count += 1
            }
          }
          lookups.withLock { $0 += count }
        }
        finished.leave()
      }
    }
    for round in 0..<300 {
      localization.setLanguage(round.isMultiple(of: 2) ? "ru" : "en")
      if round.isMultiple(of: 50) { localization.reload() }
    }
    done.withLock { $0 = true }
    finished.wait()
    #expect(unexpected.value.isEmpty)
    #expect(lookups.value >= readers * 1000)
  }

  /// Many threads resolving the same never-seen table at once build it consistently and report
  /// a miss exactly once.
  @Test func firstLookupsRaceToBuildTheSameTable() {
    let recorder = MissingKeyRecorder()
    let localization = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
        language: "ru", onMissingKey: recorder.handler, persistence: .none))
    let results = Locked<Set<String>>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      Localization.withLocalization(localization) {
        let text = LoginStrings.onlyEnglish.description + "|" + LoginStrings.title.description
        results.withLock { _ = $0.insert(text) }
      }
    }
    #expect(results.value == ["Only in English|Войти"])
    #expect(recorder.reports.count == 1)
  }
}
