import Foundation
import LexiconRawFiles
import LexiconTesting
import Testing

@testable import Lexicon

/// What a runtime keeps per language stays bounded however many languages are scoped (issue 18).
@Suite struct RuntimeStateTests {
  let misses = MissingKeyRecorder()

  func runtime() -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [
          InMemoryProvider(["en": ["Login": ["title": "Sign in"]], "ru": ["Login": ["x": "y"]]])
        ], tableFiles: .raw,
        developmentLanguage: "en", supportedLanguages: [], language: "ru",
        onMissingKey: misses.handler, persistence: .none))
  }

  /// 200 distinct tags: the newest 63 and the current language are kept; every text is right.
  @Test func keepsTheTablesOfAtMost64Languages() {
    let runtime = runtime()
    let texts = Localization.withLocalization(runtime) {
      _ = LoginStrings.title.description
      return (0..<200).map { index in
        Localization.withLanguage("en-r\(10_000 + index)") { LoginStrings.title.description }
      }
    }
    #expect(texts.allSatisfy { $0 == "Sign in" })
    let kept = Set(runtime.state.currentSnapshot.byLanguage.keys)
    #expect(kept.count == RuntimeState.maximumLanguages)
    #expect(kept.contains("ru"))
    #expect(kept.contains("en-r10199"))
    #expect(!kept.contains("en-r10000"))
  }

  /// A language that was dropped is built again when used, and its misses reported again (they
  /// are remembered with its tables).
  @Test func aDroppedLanguageIsRebuiltOnItsNextUse() {
    let runtime = runtime()
    func missInGerman() -> String {
      Localization.withLanguage("de") { LoginStrings.onlyEnglish.description }
    }
    Localization.withLocalization(runtime) {
      _ = missInGerman()
      _ = missInGerman()
      for index in 0..<100 {
        _ = Localization.withLanguage("en-r\(10_000 + index)") { LoginStrings.title.description }
      }
      _ = missInGerman()
    }
    #expect(misses.reports.filter { $0.language == "de" }.count == 2)
    #expect(runtime.state.currentSnapshot.byLanguage["de"] != nil)
  }

  /// A reload forgets a language's tables and keeps what it reported: the miss is served again
  /// from a rebuilt table and not reported again.
  @Test func aReloadKeepsWhatWasReported() {
    let runtime = runtime()
    func missInGerman() -> String {
      Localization.withLanguage("de") { LoginStrings.onlyEnglish.description }
    }
    Localization.withLocalization(runtime) {
      let first = missInGerman()
      #expect(runtime.state.currentSnapshot.byLanguage["de"] != nil)
      runtime.reload()
      #expect(runtime.state.currentSnapshot.byLanguage["de"] == nil)
      #expect(missInGerman() == first)
      #expect(runtime.state.currentSnapshot.byLanguage["de"] != nil)
    }
    #expect(misses.reports.filter { $0.language == "de" }.map(\.key) == ["onlyEnglish"])
  }

  /// Four threads scope 300 distinct tags each while a fifth switches language: every text is
  /// right, and the runtime still keeps at most 64 languages (CI runs this under the thread
  /// sanitizer).
  @Test func concurrentScopesAndSwitchesStayBounded() {
    let runtime = runtime()
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 5) { thread in
      Localization.withLocalization(runtime) {
        for index in 0..<300 {
          if thread == 4 {
            runtime.setLanguage(index.isMultiple(of: 2) ? "en" : "ru")
            continue
          }
          let text = Localization.withLanguage("en-r\(10_000 + thread * 1_000 + index)") {
            LoginStrings.title.description
          }
          if text != "Sign in" { wrong.withLock { $0 += 1 } }
        }
      }
    }
    #expect(wrong.value == 0)
    #expect(runtime.state.currentSnapshot.byLanguage.count <= RuntimeState.maximumLanguages)
  }
}
