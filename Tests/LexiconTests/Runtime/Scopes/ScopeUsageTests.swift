import Foundation
import LexiconRawFiles
import Testing

@testable import Lexicon

/// Lookups skip the task-local scope until one was opened; these pin down that skipping never
/// loses a scope.
@Suite struct ScopeUsageTests {
  private func runtime() -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru"], language: "en", persistence: .none))
  }

  @Test func openingAScopeSetsTheFlagForGood() {
    Localization.withLanguage("ru") {}
    #expect(ScopeUsage.shared.mayBeOpen)
    #expect(LocalizationScope.active.language == nil)
    Localization.withLanguage("ru") {
      #expect(LocalizationScope.active.language == "ru")
    }
  }

  @Test func anUnstructuredTaskKeepsTheScopeItInheritedAfterTheScopeEnds() async {
    let runtime = runtime()
    let started = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") {
        Task {
          // Runs after the scope that created it has ended.
          try? await Task.sleep(nanoseconds: 20_000_000)
          return LoginStrings.title.description
        }
      }
    }
    #expect(await started.value == "Войти")
  }

  @Test func aDetachedTaskStartsWithoutTheScope() async {
    let runtime = runtime()
    let detached = Localization.withLocalization(runtime) {
      Task.detached { Localization.current === runtime }
    }
    #expect(await detached.value == false)
  }
}
