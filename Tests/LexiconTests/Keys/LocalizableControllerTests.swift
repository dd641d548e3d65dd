import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTesting
import Testing

@Suite struct LocalizableControllerTests {
  /// A screen that uses the test target's `Login` keys (`Tests/LexiconTests/Resources`).
  struct LoginScreen: LocalizableController {
    typealias Strings = LoginStrings
  }

  /// A screen that declares its own keys, as the documentation shows.
  struct InboxScreen: LocalizableController {
    enum Strings: String, Localizable {
      static var table: String { "Inbox" }
      case title, unread, lastSync, nowhere
    }
  }

  static let inbox = InMemoryProvider(values: [
    "en": [
      "Inbox": [
        "title": .text("Inbox"),
        "lastSync": .text("Synced with %@ at %@"),
        "unread": .plural(
          PluralString(
            format: "%#@messages@",
            variables: [
              "messages": PluralVariable(
                formatSpecifier: "d", variants: [.one: "%d message", .other: "%d messages"])
            ])),
      ]
    ],
    "ru": [
      "Inbox": [
        "title": .text("Входящие"),
        "unread": .plural(
          PluralString(
            format: "%#@messages@",
            variables: [
              "messages": PluralVariable(
                formatSpecifier: "d",
                variants: [
                  .one: "%d сообщение", .few: "%d сообщения", .many: "%d сообщений",
                  .other: "%d сообщения",
                ])
            ])),
      ]
    ],
  ])

  let recorder = MissingKeyRecorder()

  func localization(language: String) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [Self.inbox, BundleProvider(bundle: .module)], tableFiles: .raw,
        developmentLanguage: "en",
        language: language, onMissingKey: recorder.handler, persistence: .none))
  }

  @Test func theStringsTypeIsTheScreensKeyEnum() {
    #expect(LoginScreen.Strings.self == LoginStrings.self)
    #expect(LoginScreen.Strings.table == "Login")
    #expect(InboxScreen.Strings.table == "Inbox")
    #expect(InboxScreen.Strings.title.key == "title")
  }

  /// `localized(_:)` is the key's text in the current language, unformatted.
  @Test(arguments: [
    ("en", LoginStrings.title, "Sign in"), ("ru", .title, "Войти"), ("pt-BR", .title, "Entrar"),
    ("en", .discount, "40% off"), ("ru", .discount, "Скидка 40%"),
    ("ru", .welcome, "Добро пожаловать, %@!"),
  ])
  func localizedResolvesTheText(language: String, key: LoginStrings, expected: String) {
    let text = Localization.withLocalization(localization(language: language)) {
      LoginScreen().localized(key)
    }
    #expect(text == expected)
    #expect(recorder.reports.isEmpty)
  }

  /// `localized(_:_:)` formats its arguments, with the plural rules of the current language.
  @Test(arguments: [
    ("en", 1, "1 message"), ("en", 5, "5 messages"), ("ru", 1, "1 сообщение"),
    ("ru", 3, "3 сообщения"), ("ru", 5, "5 сообщений"), ("ru", 21, "21 сообщение"),
  ])
  func localizedWithArgumentsFormatsThem(language: String, count: Int, expected: String) {
    let text = Localization.withLocalization(localization(language: language)) {
      InboxScreen().localized(.unread, count)
    }
    #expect(text == expected)
  }

  @Test func localizedWithSeveralArgumentsAndFallbacks() {
    let texts = Localization.withLocalization(localization(language: "ru")) {
      let inbox = InboxScreen()
      let login = LoginScreen()
      return [
        inbox.localized(.title), inbox.localized(.lastSync, "iCloud", "9:41"),
        login.localized(.welcome, "Ann"),
      ]
    }
    #expect(texts == ["Входящие", "Synced with iCloud at 9:41", "Добро пожаловать, Ann!"])
    #expect(
      recorder.reports == [
        MissingKey(key: "lastSync", table: "Inbox", language: "ru", resolution: .fellBack(to: "en"))
      ])
  }

  /// The helpers resolve through the runtime in scope, like interpolating the key would.
  @Test func theHelpersAgreeWithTheKeys() {
    Localization.withLocalization(localization(language: "ru")) {
      let screen = InboxScreen()
      #expect(screen.localized(.title) == "\(InboxScreen.Strings.title)")
      #expect(screen.localized(.unread, 2) == InboxScreen.Strings.unread(2))
      #expect(screen.localized(.nowhere) == "nowhere")
      #expect(screen.localized(.nowhere, 2) == "nowhere")
    }
  }
}
