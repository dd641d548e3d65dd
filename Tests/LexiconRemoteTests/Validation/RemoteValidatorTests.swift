import Lexicon
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// The validator over whole updates: caps refuse everything, bad values are dropped one by one
/// (keeping the good value held), the development language is the reference for remote-only
/// keys, and held translations of changed remote-only keys are checked again.
@Suite struct RemoteValidatorTests {
  static func validator(limits: RemoteLimits = RemoteLimits()) -> RemoteValidator {
    var configuration = RemoteFixture().configuration()
    configuration.limits = limits
    return RemoteValidator(configuration: configuration)
  }

  static func held(_ language: String, version: Int, _ texts: [String: String]) -> HeldLanguage {
    HeldLanguage.empty(language).applying(
      LanguageChange(
        language: language, version: version, set: ["Screen": texts.mapValues(LocalizedValue.text)]),
      files: [], validators: RemoteContentState(version: version))
  }

  @Test func badValuesAreDroppedOneByOne() throws {
    var validator = Self.validator()
    let change = LanguageChange(
      language: "ru", version: 1,
      set: ["Screen": ["title": .text("Войти"), "welcome": .text("Привет, %d!")]])
    let outcome = try validator.validate([change], held: [:])
    #expect(outcome.changes["ru"]?.set == ["Screen": ["title": .text("Войти")]])
    #expect(outcome.rejections.map(\.key) == ["welcome"])
    #expect(outcome.rejections.first?.version == 1)
  }

  /// A refused value never wipes the good value the device holds for the key: a delta leaves
  /// it, a whole content carries it over; a key the device held nothing good for goes.
  @Test(arguments: [false, true])
  func aRefusedValueKeepsTheGoodValueHeld(whole: Bool) throws {
    var validator = Self.validator()
    let held = [
      "ru": Self.held(
        "ru", version: 1, ["title": "Войти", "welcome": "Привет, %@!", "farewell": "Пока %d"])
    ]
    let set: [String: LocalizedValue] = [
      "title": .text("Вход"), "welcome": .text("Привет, %d!"), "farewell": .text("Пока %@"),
    ]
    let change = LanguageChange(
      language: "ru", version: 2, baseVersion: whole ? nil : 1, set: ["Screen": set])
    let outcome = try validator.validate([change], held: held)
    let accepted = try #require(outcome.changes["ru"])
    if whole {
      #expect(
        accepted.set == ["Screen": ["title": .text("Вход"), "welcome": .text("Привет, %@!")]])
      #expect(accepted.removed.isEmpty)
    } else {
      #expect(accepted.set == ["Screen": ["title": .text("Вход")]])
      // "farewell" held "Пока %d", which fits no better than the new value: it goes.
      #expect(accepted.removed == ["Screen": ["farewell"]])
    }
    #expect(outcome.rejections.map(\.key).sorted() == ["farewell", "welcome"])
  }
  @Test(arguments: [
    (
      RemoteLimits(maximumKeys: 1),
      RemoteError.limitExceeded(language: "ru", limit: .keys, maximum: 1, actual: 2)
    ),
    (
      RemoteLimits(maximumBytes: 20),
      .limitExceeded(language: "ru", limit: .bytes, maximum: 20, actual: 31)
    ),
  ])
  func capsRefuseTheWholeUpdate(limits: RemoteLimits, error: RemoteError) {
    var validator = Self.validator(limits: limits)
    let change = LanguageChange(
      language: "ru", version: 1,
      set: ["Screen": ["title": .text("Войти"), "farewell": .text("Пока")]])
    #expect(throws: error) { try validator.validate([change], held: [:]) }
  }

  /// A key the bundle lacks is checked against the update's development-language value, else
  /// the one the device holds; a development value is checked against the bundle.
  @Test func remoteOnlyKeysUseTheRemoteDevelopmentValue() throws {
    var validator = Self.validator()
    let english = LanguageChange(
      language: "en", version: 1,
      set: ["Screen": ["promo": .text("%d%% off"), "welcome": .text("Hi, %d!")]])
    let russian = LanguageChange(
      language: "ru", version: 1,
      set: ["Screen": ["promo": .text("Скидка %@"), "banner": .text("Баннер %@")]])
    let outcome = try validator.validate([russian, english], held: [:])
    #expect(outcome.changes["en"]?.set == ["Screen": ["promo": .text("%d%% off")]])
    #expect(outcome.changes["ru"]?.set == ["Screen": ["banner": .text("Баннер %@")]])
    #expect(
      Set(outcome.rejections.map { "\($0.language).\($0.key)" }) == ["en.welcome", "ru.promo"])

    let held = ["en": Self.held("en", version: 1, ["promo": "%d%% off"])]
    let later = LanguageChange(
      language: "ru", version: 1, set: ["Screen": ["promo": .text("Скидка %@")]])
    var again = Self.validator()
    #expect(try again.validate([later], held: held).rejections.map(\.key) == ["promo"])
  }

  /// When the update changes the development value of a remote-only key, translations held for
  /// it that no longer fit are removed (in a delta of their own language, at its version).
  @Test func heldTranslationsOfAChangedRemoteOnlyKeyAreCheckedAgain() throws {
    var validator = Self.validator()
    let held = [
      "en": Self.held("en", version: 3, ["promo": "%d%% off"]),
      "ru": Self.held("ru", version: 5, ["promo": "Скидка %d%%", "title": "Войти"]),
    ]
    let english = LanguageChange(
      language: "en", version: 4, baseVersion: 3, set: ["Screen": ["promo": .text("%@ off")]])
    let outcome = try validator.validate([english], held: held)
    #expect(
      outcome.changes["ru"]
        == LanguageChange(
          language: "ru", version: 5, baseVersion: 5, removed: ["Screen": ["promo"]]))
    #expect(outcome.rejections.map { "\($0.language).\($0.key)" } == ["ru.promo"])
  }
}
