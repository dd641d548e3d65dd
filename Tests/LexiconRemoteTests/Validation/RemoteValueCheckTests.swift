import Lexicon
import LexiconRemote
import Testing

/// Each standard check on its own: what passes and why a value is refused.
@Suite struct RemoteValueCheckTests {
  static func candidate(
    _ value: LocalizedValue, reference: LocalizedValue?, language: String = "ru",
    maximumValueBytes: Int = 64
  ) -> RemoteValueCandidate {
    RemoteValueCandidate(
      language: language, table: "Screen", key: "k", value: value, reference: reference,
      developmentLanguage: "en", limits: RemoteLimits(maximumValueBytes: maximumValueBytes))
  }

  static func plural(_ variants: [PluralCategory: String], format: String = "%#@n@")
    -> LocalizedValue
  {
    .plural(
      PluralString(
        format: format, variables: ["n": PluralVariable(formatSpecifier: "d", variants: variants)]))
  }

  @Test(arguments: [
    (LocalizedValue.text("Привет, %@!"), LocalizedValue?.some(.text("Hello, %@!")), true),
    (.text("%2$@ — %1$d"), .text("%d by %@"), true),
    (.text("Привет!"), .text("Hello, %@!"), true),
    (.text("Скидка 40%"), .text("40% off"), true),
    (.text("Привет, %d!"), .text("Hello, %@!"), false),
    (.text("%@ и %@"), .text("%@"), false),
    (.text("Файлов: %d"), plural([.one: "%d file", .other: "%d files"]), false),
    (.text("何でも %d"), .text("Anything"), false),
    (.text("Что угодно %d"), nil, true),
  ])
  func formatCompatibility(value: LocalizedValue, reference: LocalizedValue?, passes: Bool) {
    let reason = RemoteValueCheck.formatCompatibility(Self.candidate(value, reference: reference))
    #expect((reason == nil) == passes, "\(String(describing: reason))")
    if let reason {
      guard case .incompatibleFormat(let issues) = reason else {
        Issue.record("unexpected \(reason)")
        return
      }
      #expect(!issues.isEmpty && issues.allSatisfy { $0.severity == .error })
    }
  }

  /// Issue 18's hostile shapes, by name (the templates are too long to print).
  static let hostile: [String: String] = [
    "repeated %1$@": String(repeating: "%1$@", count: 16_384),
    "repeated %1$.9999f": String(repeating: "%1$.9999f", count: 20_000),
    "ordinary": "Привет, %@! У вас %d сообщений",
    "one argument twice": "%1$@ %1$@",
  ]

  /// Hostile translations are refused before they are stored: far more specifiers than the
  /// reference, or more output than the budget for reasonable arguments even without a
  /// reference (16,384 × `%1$@` alone stays within it: the renderer's own cap bounds it).
  @Test(arguments: [
    ("repeated %1$@", LocalizedValue?.some(.text("Hello, %@!")), false),
    ("repeated %1$@", nil, true),
    ("repeated %1$.9999f", .text("%f"), false),
    ("repeated %1$.9999f", nil, false),
    ("ordinary", .text("Hello, %@! You have %d messages"), true),
    ("one argument twice", nil, true),
  ])
  func outputBudget(shape: String, reference: LocalizedValue?, passes: Bool) throws {
    let template = try #require(Self.hostile[shape])
    let candidate = Self.candidate(
      .text(template), reference: reference, maximumValueBytes: 1 << 20)
    let reason = RemoteValueCheck.outputBudget(candidate)
    #expect((reason == nil) == passes)
    if case .incompatibleFormat(let issues)? = reason {
      #expect(issues.allSatisfy { $0.severity == .error })
    }
  }

  /// Japanese plural rules have `other` only: one text may translate plural variants.
  @Test func oneTextTranslatesPluralsInOtherOnlyLanguages() {
    let source = Self.plural([.one: "%d file", .other: "%d files"])
    #expect(
      RemoteValueCheck.formatCompatibility(
        Self.candidate(.text("%d 個のファイル"), reference: source, language: "ja")) == nil)
  }

  @Test func aBrokenReferenceDoesNotRefuseItsTranslations() {
    #expect(
      RemoteValueCheck.formatCompatibility(
        Self.candidate(.text("Привет %k"), reference: .text("Hello %k"))) == nil)
  }

  @Test(arguments: [
    (plural([.one: "%d файл", .other: "%d файлов"]), RemoteRejection.Reason?.none),
    (plural([.one: "%d файл", .few: "%d файла"]), .missingOtherVariant(variable: "n")),
    (.text("plain"), nil),
  ])
  func pluralOther(value: LocalizedValue, expected: RemoteRejection.Reason?) {
    #expect(RemoteValueCheck.pluralOther(Self.candidate(value, reference: nil)) == expected)
  }

  @Test(arguments: [
    (LocalizedValue.text(String(repeating: "я", count: 32)), RemoteRejection.Reason?.none),
    (.text(String(repeating: "я", count: 33)), .valueTooLarge(bytes: 66, limit: 64)),
    (
      plural([.one: String(repeating: "a", count: 30), .other: String(repeating: "b", count: 30)]),
      .valueTooLarge(bytes: 67, limit: 64)
    ),
  ])
  func valueSize(value: LocalizedValue, expected: RemoteRejection.Reason?) {
    #expect(RemoteValueCheck.valueSize(Self.candidate(value, reference: nil)) == expected)
  }

  @Test func theStandardListRunsCheapChecksFirst() {
    #expect(
      RemoteValueCheck.standard.map(\.name) == [
        "value-size", "plural-other", "output-budget", "format-compatibility",
      ])
  }

  @Test func customChecksReportTheirName() {
    let check = RemoteValueCheck("no-markup") { candidate in
      candidate.value.rawText.contains("<")
        ? .failed(check: "no-markup", message: "contains <") : nil
    }
    #expect(
      check(Self.candidate(.text("<b>Войти</b>"), reference: nil))
        == .failed(check: "no-markup", message: "contains <"))
    #expect(check(Self.candidate(.text("Войти"), reference: nil)) == nil)
  }
}
