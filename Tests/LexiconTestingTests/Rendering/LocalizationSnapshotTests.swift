import Foundation
import Lexicon
import LexiconPseudo
import LexiconTesting
import Testing

/// What a localization snapshot shows, on the real `Inbox` and `Profile` tables of the test
/// bundle (`.strings` and `.stringsdict` in en, ru and ar).
@Suite(.localization(InboxStrings.configuration))
struct LocalizationSnapshotTests {
  /// The lines of `text` for one key in one language, without the language column.
  private static func lines(_ text: String, language: String, key: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix(language + " ")
        && $0.dropFirst(language.count).drop { $0 == " " }
          .hasPrefix(key + " ")
    }.map { String($0.dropFirst(language.count).drop { $0 == " " }) }
  }

  /// A line's label and text with the column padding folded to one space each.
  private static func folded(_ line: String) -> String {
    line.replacingOccurrences(of: " {2,}", with: " | ", options: .regularExpression)
  }

  private static let inbox = LocalizationSnapshot(languages: ["en", "ru", "ar"])
    .render(InboxStrings.self)

  @Test(.localization(ProfileStrings.configuration))
  func rendersEveryKeyInEveryLanguageDeterministically() {
    let text = LocalizationSnapshot.render(ProfileStrings.self, languages: ["en", "ru"])
    #expect(
      text == """
        ProfileStrings — table Profile, 3 keys, languages en, ru

        # en — development language, left-to-right, plural categories one, other
        en  title    Sign in
        en  welcome  Welcome,\\nAlex!
        en  help     Help

        # ru — left-to-right, plural categories one, few, many, other
        ru  title    Войти
        ru  welcome  Привет,\\nAlex!
        ru  help     ⟨en⟩ Help

        """)
    #expect(text == LocalizationSnapshot(languages: ["en", "ru"]).render(ProfileStrings.self))
  }

  @Test(arguments: [
    (
      "en",
      [
        "unread · zero (0) | No unread messages", "unread · one (1) | 1 unread message",
        "unread · other (2) | 2 unread messages",
      ]
    ),
    (
      "ru",
      [
        "unread · one (1) | 1 непрочитанное сообщение",
        "unread · few (2) | 2 непрочитанных сообщения",
        "unread · many (5) | 5 непрочитанных сообщений",
        "unread · other | ⟨not reached by %d⟩ %d непрочитанного сообщения",
      ]
    ),
    (
      "ar",
      [
        "unread · zero (0) | لا توجد رسائل غير مقروءة", "unread · one (1) | رسالة واحدة غير مقروءة",
        "unread · two (2) | رسالتان غير مقروءتين", "unread · few (3) | 3 رسائل غير مقروءة",
        "unread · many (11) | 11 رسالة غير مقروءة", "unread · other (100) | 100 رسالة غير مقروءة",
      ]
    ),
  ])
  func pluralKeysShowEveryCategoryOfTheLanguage(language: String, expected: [String]) {
    #expect(Self.lines(Self.inbox, language: language, key: "unread").map(Self.folded) == expected)
  }

  @Test func countsAreChosenAsTheSpecifierWritesThem() {
    // `%.1f` writes 1 as `1.0`: English `one` and Russian one/few/many are never shown.
    #expect(
      Self.lines(Self.inbox, language: "en", key: "storage").map(Self.folded) == [
        "storage · one | ⟨not reached by %.1f⟩ %.1f gigabyte",
        "storage · other (2) | 2.0 gigabytes used",
      ])
    #expect(
      Self.lines(Self.inbox, language: "ru", key: "storage").map(Self.folded).last
        == "storage · other (1.5) | Занято 1.5 гигабайта")
  }

  @Test func eachPluralVariableVariesInTurn() {
    #expect(
      Self.lines(Self.inbox, language: "ru", key: "summary").map(Self.folded) == [
        "summary · files one (1) | 1 файл в 5 папках",
        "summary · files few (2) | 2 файла в 5 папках",
        "summary · files many (5) | ⟨no many form, shows other⟩ 5 файла в 5 папках",
        "summary · files other | ⟨not reached by %d⟩ %d файла",
        "summary · folders one (1) | 5 файла в 1 папке",
        "summary · folders few (2) | 5 файла в 2 папках",
        "summary · folders many (5) | 5 файла в 5 папках",
        "summary · folders other | ⟨not reached by %d⟩ %d папки",
      ])
  }

  @Test func aBrokenFewFormChangesTheSnapshotInThatLineOnly() throws {
    let text = LocalizationSnapshot(
      languages: ["en", "ru", "ar"], configuration: InboxStrings.brokenRussianFew
    )
    .render(InboxStrings.self)
    let before = Self.inbox.split(separator: "\n")
    let after = text.split(separator: "\n")
    let changed = zip(before, after).filter { $0 != $1 }.map { "\($0) → \($1)" }
    #expect(before.count == after.count)
    #expect(
      changed.map(Self.folded) == [
        "ru | unread · few (2) | 2 непрочитанных сообщения → "
          + "ru | unread · few (2) | 2 непрочитанных сообщений"
      ])
  }

  @Test(arguments: [
    ("ru", "archiveAll", "archiveAll | ⟨en⟩ Archive all"),
    ("ar", "badge", "badge | ⟨en⟩ Alex sent 7 photos"),
    ("en", "draftsHint", "draftsHint | ⟨default⟩ Drafts are kept for 7 days"),
    ("ru", "legacy", "legacy | ⟨missing⟩ legacy"),
    (
      "ru", "badge",
      "badge | ⟨format error: %1$d expects a signed integer for argument 1 but got String⟩ "
        + "%1$d отправил(а) 7 фото"
    ),
    ("en", "welcome", "welcome | Welcome back, Alex!"),
    ("ar", "welcome", "welcome | مرحبًا بعودتك، Alex!"),
  ])
  func markersShowWhatAReviewerMustSee(language: String, key: String, line: String) {
    #expect(Self.lines(Self.inbox, language: language, key: key).map(Self.folded) == [line])
  }

  @Test func headersDescribeEachLanguage() {
    let headers = Self.inbox.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      headers == [
        "# en — development language, left-to-right, plural categories one, other",
        "# ru — left-to-right, plural categories one, few, many, other",
        "# ar — right-to-left, plural categories zero, one, two, few, many, other",
      ])
    #expect(
      Self.inbox.hasPrefix("InboxStrings — table Inbox, 9 keys, languages en, ru, ar\n\n# en"))
  }

  @Test func languagesAreCanonicalListedOnceAndNotedWhenUnsupported() {
    let text = LocalizationSnapshot(languages: ["RU", "ru", "pt_BR"]).render(ProfileStrings.self)
    #expect(
      text.split(separator: "\n").filter { $0.hasPrefix("#") } == [
        "# ru — left-to-right, plural categories one, few, many, other",
        "# pt-BR — not a supported language of the runtime, left-to-right, plural categories "
          + "one, many, other",
      ])
  }

  @Test func pseudoLocalesAreRenderedFromTheDevelopmentLanguage() {
    var configuration = InboxStrings.configuration
    configuration.pseudoLocales = PseudoLocale.allCases
    let text = LocalizationSnapshot(languages: ["en"], configuration: configuration)
      .includingPseudoLocales().render(InboxStrings.self)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("# en-XA — pseudo-locale, left-to-right, plural categories one, other"))
    #expect(
      lines.contains {
        Self.folded($0) == "en-XA | title | \(PseudoLocale.accented.localize("Inbox"))"
      })
    #expect(lines.contains("# ar-XB — pseudo-locale, right-to-left, plural categories one, other"))
    #expect(!lines.contains { $0.hasPrefix("ar-XB") && $0.contains("· few") })
    #expect(!text.contains("pseudo-localization not available"))
  }

  /// The default configuration lists no pseudo-locale.
  @Test func aRuntimeWithoutPseudoLocalesSaysSo() {
    let configuration = InboxStrings.configuration
    #expect(configuration.pseudoLocales.isEmpty)
    let text = LocalizationSnapshot(languages: ["en"], configuration: configuration)
      .includingPseudoLocales().render(InboxStrings.self)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.suffix(2)) == [
        "# ar-XB — pseudo-locale, right-to-left, plural categories zero, one, two, few, many, "
          + "other",
        "# pseudo-localization not available: the runtime shows the ar texts unchanged (its "
          + "configuration's pseudoLocales leave it out)",
      ])
  }

  @Test func theWidthCheckFlagsTextsWiderThanTheirSource() {
    func flagged(ignoringSourcesShorterThan minimum: Int) -> [String] {
      LocalizationSnapshot(languages: ["en", "ru", "ar"])
        .checkingWidth(
          maximumPercent: 150, languages: ["ar": 300], ignoringSourcesShorterThan: minimum
        )
        .render(InboxStrings.self)
        .split(separator: "\n").filter { $0.contains("too long") }.map { Self.folded(String($0)) }
    }
    // Arabic's own limit (300%) lets its 260% title pass.
    #expect(
      flagged(ignoringSourcesShorterThan: 5) == [
        "ru | title | ⟨too long: 160% of en⟩ Входящие",
        "ru | unread · one (1) | ⟨too long: 156% of en⟩ 1 непрочитанное сообщение",
      ])
    // "Inbox" is five columns wide: too short to check.
    #expect(
      flagged(ignoringSourcesShorterThan: 6) == [
        "ru | unread · one (1) | ⟨too long: 156% of en⟩ 1 непрочитанное сообщение"
      ])
  }

  @Test func argumentsCanBeGivenPerKeyAndPerKind() {
    let text = LocalizationSnapshot(languages: ["en"])
      .arguments("Ann", for: InboxStrings.welcome)
      .sample(.text("Bob"), for: .object)
      .sample(12, for: .signedInteger)
      .render(InboxStrings.self)
    #expect(
      Self.lines(text, language: "en", key: "welcome").map(Self.folded) == [
        "welcome | Welcome back, Ann!"
      ])
    #expect(
      Self.lines(text, language: "en", key: "badge").map(Self.folded) == [
        "badge | Bob sent 12 photos"
      ])
    // Counted arguments still take a count of each category.
    #expect(Self.lines(text, language: "en", key: "unread").count == 3)
  }

  @Test func renderingNeverReportsToTheRuntimesHandlersNorChangesItsLanguage() {
    let recorder = MissingKeyRecorder()
    let problems = Locked<[FormatProblem]>([])
    var configuration = InboxStrings.configuration
    configuration.onMissingKey = recorder.handler
    configuration.onFormatProblem = FormatProblemHandler { problems.append($0) }
    let runtime = Localization(configuration: configuration)
    let text = Localization.withLocalization(runtime) {
      LocalizationSnapshot(languages: ["ru", "ar"]).render(InboxStrings.self)
    }
    #expect(text.contains("⟨missing⟩"))
    #expect(recorder.reports.isEmpty)
    #expect(problems.value.isEmpty)
    #expect(runtime.language == "en")
  }

  @Test func theOutputHasNoPathsAndNoTrailingSpaces() {
    #expect(!Self.inbox.contains("/work"))
    #expect(!Self.inbox.contains(" \n"))
    #expect(Self.inbox.hasSuffix("\n"))
    #expect(
      Self.inbox == LocalizationSnapshot(languages: ["en", "ru", "ar"]).render(InboxStrings.self))
  }

  @Test(.localization(ProfileStrings.configuration))
  func listsUntranslatedKeys() {
    let misses = LocalizationSnapshot.untranslatedKeys(
      ProfileStrings.self, languages: ["en", "ru"])
    #expect(
      misses == [
        MissingKey(key: "help", table: "Profile", language: "ru", resolution: .fellBack(to: "en"))
      ])
  }
}
