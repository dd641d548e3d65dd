import Foundation
import Lexicon
import LexiconRawFiles
import LexiconSwiftUI
import Testing

/// The platform-neutral part of `ObservableLocalization`: a model that follows every change of
/// its runtime on the main actor.
@MainActor
@Suite struct AppLanguageModelTests {
  /// A runtime with English, Russian and Arabic titles, starting in English.
  static func runtime() -> (Localization, Editable) {
    let editable = Editable()
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [editable], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "ar"],
        language: "en", onMissingKey: .ignore, persistence: .none))
    return (runtime, editable)
  }

  @Test func itFollowsSwitchesAndUpdates() {
    let (runtime, editable) = Self.runtime()
    let model = AppLanguageModel(runtime)
    var seen: [String] = []
    model.onChange {
      seen.append(
        "\(model.revision) \(model.environment.language) \(model.environment.layoutDirection)")
    }
    #expect(model.environment == AppLanguageEnvironment(language: "en"))
    #expect(model.revision == 0)
    runtime.setLanguage("ar")
    runtime.setLanguage("ar")
    editable.announce()
    runtime.setLanguage("ru")
    #expect(seen == ["1 ar rightToLeft", "2 ar rightToLeft", "3 ru leftToRight"])
  }

  /// The runtime holds the model weakly: a released model is freed and told nothing.
  @Test func aReleasedModelIsFreed() {
    let (runtime, _) = Self.runtime()
    weak var released: AppLanguageModel?
    do {
      let model = AppLanguageModel(runtime)
      released = model
    }
    #expect(released == nil)
    runtime.setLanguage("ru")
  }

  /// Nothing the model leaves behind holds its runtime: released, both are freed.
  @Test func aReleasedModelLeavesItsRuntimeFree() {
    weak var releasedRuntime: Localization?
    weak var releasedModel: AppLanguageModel?
    do {
      let (runtime, _) = Self.runtime()
      let model = AppLanguageModel(runtime)
      releasedRuntime = runtime
      releasedModel = model
      runtime.setLanguage("ar")
      #expect(model.environment.layoutDirection == .rightToLeft)
    }
    #expect(releasedModel == nil)
    #expect(releasedRuntime == nil)
  }

  /// A switch made inside a pinned scope leaves the model in the runtime's own language.
  @Test func aPinnedScopeDoesNotLeakIntoTheModel() {
    let (runtime, _) = Self.runtime()
    let model = AppLanguageModel(runtime)
    _ = Localization.withLanguage("ar") { runtime.setLanguage("ru") }
    #expect(model.environment.language == "ru")
    #expect(model.environment.layoutDirection == .leftToRight)
  }
}

/// A provider that announces new content on demand.
final class Editable: StringProvider {
  let changes = ContentChanges()
  var contentChanges: ContentChanges? { changes }

  func table(for request: TableRequest) -> StringTable? {
    StringTable(texts: ["title": request.language])
  }

  func announce() {
    changes.announce()
  }
}
