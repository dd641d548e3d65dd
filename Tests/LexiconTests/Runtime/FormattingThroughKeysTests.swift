import Foundation
import Lexicon
import LexiconTesting
import Testing

/// Formatting through keys: arguments, plurals in the app's language, and bad translations.
@Suite struct FormattingThroughKeysTests {
  enum InboxStrings: String, Localizable {
    static var table: String { "Inbox" }
    case unread, welcome, files
  }

  static func messages(_ variants: [PluralCategory: String]) -> LocalizedValue {
    .plural(
      PluralString(
        format: "%#@messages@",
        variables: ["messages": PluralVariable(formatSpecifier: "d", variants: variants)]))
  }

  let problems = Locked<[FormatProblem]>([])

  var localization: Localization {
    let provider = InMemoryProvider(values: [
      "en": [
        "Inbox": [
          "unread": Self.messages([.one: "%d message", .other: "%d messages"]),
          "welcome": .text("Welcome, %@!"),
          "files": .plural(
            PluralString(
              format: "%#@files@ in %#@folders@",
              variables: [
                "files": PluralVariable(
                  formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"]),
                "folders": PluralVariable(
                  formatSpecifier: "d", variants: [.one: "%d folder", .other: "%d folders"]),
              ])),
        ]
      ],
      "ru": [
        "Inbox": [
          "unread": Self.messages([
            .zero: "Нет сообщений", .one: "%d сообщение", .few: "%d сообщения",
            .many: "%d сообщений", .other: "%d сообщения",
          ]),
          "welcome": .text("Привет, %d!"),
        ]
      ],
    ])
    return Localization(
      configuration: LocalizationConfiguration(
        providers: [provider], developmentLanguage: "en", language: "en", onMissingKey: .ignore,
        onFormatProblem: FormatProblemHandler { [problems] in problems.append($0) },
        persistence: .none))
  }

  @Test(arguments: [
    ("en", 1, "1 message"), ("en", 2, "2 messages"), ("en", 0, "0 messages"),
    ("ru", 0, "Нет сообщений"), ("ru", 1, "1 сообщение"), ("ru", 2, "2 сообщения"),
    ("ru", 5, "5 сообщений"), ("ru", 21, "21 сообщение"), ("ru", 22, "22 сообщения"),
    ("ru", 111, "111 сообщений"),
  ])
  func pluralsFollowTheAppLanguageNotTheDevice(language: String, count: Int, expected: String) {
    let text = Localization.withLocalization(localization) {
      Localization.withLanguage(language) { InboxStrings.unread(count) }
    }
    #expect(text == expected)
  }

  @Test func severalPluralVariablesInOneString() {
    let text = Localization.withLocalization(localization) { InboxStrings.files(1, 3) }
    #expect(text == "1 file in 3 folders")
  }

  @Test func aFallbackPluralUsesTheRulesOfItsOwnLanguage() {
    // Russian has no "files": the English text is shown with English rules (1 → one).
    let text = Localization.withLocalization(localization) {
      Localization.withLanguage("ru") { InboxStrings.files(1, 21) }
    }
    #expect(text == "1 file in 21 folders")
  }

  @Test func aMismatchedTranslationRendersAPlaceholderAndIsReportedOnce() {
    let runtime = localization
    let texts = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") { [InboxStrings.welcome("Ann"), InboxStrings.welcome("Bo")] }
    }
    #expect(texts == ["Привет, %d!", "Привет, %d!"])
    #expect(problems.value.count == 1)
    #expect(problems.value.first?.key == "welcome")
    #expect(problems.value.first?.language == "ru")
    #expect(problems.value.first?.issues.isEmpty == false)
  }

  @Test func theSourceLanguageFormatsCleanly() {
    let text = Localization.withLocalization(localization) { InboxStrings.welcome("Ann") }
    #expect(text == "Welcome, Ann!")
    #expect(problems.value.isEmpty)
  }
}
