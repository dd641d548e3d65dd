import Foundation
import Lexicon
import LexiconRawFiles
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

  /// Keys of the same table that no provider has: one with an in-code default, one without.
  enum PromoStrings: String, Localizable {
    static var table: String { "Inbox" }
    case nowhere, greeting, plainDefault

    var defaultValue: String? {
      switch self {
      case .nowhere: nil
      case .greeting: "Hello, %@! %d%% off"
      case .plainDefault: "Hello!"
      }
    }
  }

  let problems = Locked<[FormatProblem]>([])
  let misses = MissingKeyRecorder()

  var localization: Localization { localization(policy: .key) }

  func localization(policy: MissingKeyPolicy) -> Localization {
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
        providers: [provider], tableFiles: .raw, developmentLanguage: "en", language: "en",
        missingKeyPolicy: policy, onMissingKey: misses.handler,
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

extension FormattingThroughKeysTests {
  /// A policy whose text looks like a format: `%` signs, a placeholder, a trailing `%`.
  static let percentPolicy = MissingKeyPolicy { "100% %@ of \($0.key) %" }

  /// The missing-key policy's text is not a template: called with arguments, the key shows exactly
  /// what the policy says, no argument is rendered into it, and only the miss is reported.
  @Test(arguments: [
    (MissingKeyPolicy.key, "nowhere"), (.marked, "⟦nowhere⟧"), (.empty, ""),
    (percentPolicy, "100% %@ of nowhere %"),
  ])
  func aMissingKeyShowsThePolicysTextAsItIsWithArguments(
    policy: MissingKeyPolicy, expected: String
  ) {
    let texts = Localization.withLocalization(localization(policy: policy)) {
      [PromoStrings.nowhere(3), PromoStrings.nowhere("Ann", 2), PromoStrings.nowhere.description]
    }
    #expect(texts == [expected, expected, expected])
    #expect(problems.value.isEmpty)
    #expect(
      misses.reports == [
        MissingKey(key: "nowhere", table: "Inbox", language: "en", resolution: .unresolved)
      ])
  }

  /// Policy texts are still shown as they are once they are served from the published snapshot
  /// (after a batch of misses), not only on the slow path.
  @Test func policyTextsServedFromTheSnapshotAreNotFormattedEither() {
    struct ItemKey: Localizable {
      let key: String
      static var table: String { "Inbox" }
    }
    let texts = Localization.withLocalization(localization(policy: Self.percentPolicy)) {
      (0..<3).flatMap { _ in (0..<40).map { ItemKey(key: "item\($0)")(7) } }
    }
    #expect(texts.count == 120)
    #expect(texts[0] == "100% %@ of item0 %")
    #expect(texts[119] == "100% %@ of item39 %")
    #expect(problems.value.isEmpty)
    #expect(misses.reports.count == 40)
  }

  /// A key's in-code default is a template written by the developer: it is formatted, and a
  /// default that does not fit its arguments is reported like a translation.
  @Test func anInCodeDefaultIsFormattedAndChecked() {
    let texts = Localization.withLocalization(localization) {
      (PromoStrings.greeting("Ann", 40), PromoStrings.plainDefault("Ann"))
    }
    #expect(texts.0 == "Hello, Ann! 40% off")
    #expect(texts.1 == "Hello!")
    #expect(problems.value.map(\.key) == ["plainDefault"])
    #expect(problems.value.first?.issues.map(\.kind) == [.extraArguments])
    #expect(misses.reports.map(\.resolution) == [.defaultValue, .defaultValue])
  }
}

extension FormattingThroughKeysTests {
  enum HostileStrings: String, Localizable {
    static var table: String { "Hostile" }
    case k
  }

  /// Issue 18's probe, through a key: a 64 KiB translation that repeats `%1$@` 16,384 times,
  /// called with 64 KiB of text, once printed 1 GiB. Now it stops at the 4 MiB budget (plus the
  /// argument's first printing) with `…`, and the problem is reported once.
  @Test func aHostileTranslationIsCutAtTheBudgetAndReportedOnce() throws {
    let template = String(repeating: "%1$@", count: 16_384)
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [InMemoryProvider(values: ["en": ["Hostile": ["k": .text(template)]]])],
        tableFiles: .raw,
        developmentLanguage: "en", language: "en",
        onFormatProblem: FormatProblemHandler { [problems] in problems.append($0) },
        persistence: .none))
    let argument = String(repeating: "A", count: 65_536)
    let texts = Localization.withLocalization(runtime) {
      [HostileStrings.k(argument), HostileStrings.k(argument)]
    }
    for text in texts {
      let (size, endsWithTheMarker) = (text.utf8.count, text.hasSuffix("A…"))
      #expect(size <= 4 * 1_024 * 1_024 + 65_536)
      #expect(endsWithTheMarker)
    }
    let problem = try #require(problems.value.first)
    #expect(problems.value.count == 1)
    #expect(problem.issues.map(\.kind) == [.outputTooLong])
  }
}
