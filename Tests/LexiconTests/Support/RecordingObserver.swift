import Lexicon

/// A language observer that records every language it is told about and, when given a runtime,
/// the login title that runtime resolves at that moment.
@MainActor
final class RecordingObserver: LanguageObserver {
  var languages: [String] = []
  var titles: [String] = []
  var localization: Localization?

  func languageDidChange(to language: String) {
    languages.append(language)
    // Resolves through the runtime that switched, without pinning a language: the switch must
    // already be complete when observers run.
    if let localization {
      titles.append(Localization.withLocalization(localization) { LoginStrings.title.description })
    }
  }

  func waitForCalls(_ count: Int) async {
    for _ in 0..<1000 where languages.count < count {
      await Task.yield()
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }
}
