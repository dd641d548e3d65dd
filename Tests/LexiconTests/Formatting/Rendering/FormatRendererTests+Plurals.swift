import Lexicon
import LexiconValidation
import Testing

private func plural(
  _ format: String, _ variables: [String: PluralVariable]
) -> LocalizedValue {
  .plural(PluralString(format: format, variables: variables))
}

private func render(
  _ value: LocalizedValue, _ arguments: [any CVarArg], language: String = "en"
) -> FormattedText {
  FormatRenderer.render(value, arguments: arguments, language: language)
}

private let files = PluralVariable(
  formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
private let folders = PluralVariable(
  formatSpecifier: "d", variants: [.one: "%d folder", .other: "%d folders"])

extension FormatRendererTests {
  // MARK: - English

  @Test(arguments: [
    (0, "0 files"), (1, "1 file"), (2, "2 files"), (-1, "-1 file"), (1000, "1000 files"),
  ])
  func englishCategories(count: Int, expected: String) {
    #expect(render(plural("%#@files@", ["files": files]), [count]) == FormattedText(text: expected))
  }

  @Test func explicitZeroWhereCLDRHasNone() {
    var withZero = files
    withZero.variants[.zero] = "No files"
    #expect(render(plural("%#@files@", ["files": withZero]), [0]).text == "No files")
    #expect(render(plural("%#@files@", ["files": withZero]), [1]).text == "1 file")
    // Zero as written: `%.1f` of 0.04 prints 0.0.
    let distance = PluralVariable(
      formatSpecifier: ".1f", variants: [.zero: "here", .one: "%.1f mile", .other: "%.1f miles"])
    #expect(render(plural("%#@d@", ["d": distance]), [0.04]).text == "here")
    #expect(render(plural("%#@d@", ["d": distance]), [0.06]).text == "0.1 miles")
  }

  @Test func categoryComesFromTheNumberAsWritten() {
    let miles = PluralVariable(
      formatSpecifier: ".1f", variants: [.one: "%.1f mile", .other: "%.1f miles"])
    // `1` printed with `.1f` is `1.0`, which is `other` in English.
    #expect(render(plural("%#@m@", ["m": miles]), [1]).text == "1.0 miles")
    #expect(render(plural("%#@m@", ["m": miles]), [2.5]).text == "2.5 miles")
    let whole = PluralVariable(
      formatSpecifier: ".0f", variants: [.one: "%.0f mile", .other: "%.0f miles"])
    #expect(render(plural("%#@m@", ["m": whole]), [1.2]).text == "1 mile")
  }

  @Test func stringArgumentsCountAsTheDecimalTheySpell() {
    let amount = PluralVariable(
      formatSpecifier: "@", variants: [.one: "%@ dollar", .other: "%@ dollars"])
    #expect(render(plural("%#@a@", ["a": amount]), ["1"]).text == "1 dollar")
    #expect(render(plural("%#@a@", ["a": amount]), ["1.50"]).text == "1.50 dollars")
    #expect(render(plural("%#@a@", ["a": amount]), [1]).text == "1 dollar")
  }

  @Test func missingCategoryFallsBackToOther() {
    let onlyOther = PluralVariable(formatSpecifier: "d", variants: [.other: "%d items"])
    #expect(render(plural("%#@n@", ["n": onlyOther]), [1]) == FormattedText(text: "1 items"))
  }

  // MARK: - Argument binding

  @Test func severalVariables() {
    let value = plural("%#@files@ in %#@folders@", ["files": files, "folders": folders])
    #expect(render(value, [1, 2]) == FormattedText(text: "1 file in 2 folders"))
    #expect(render(value, [3, 1]) == FormattedText(text: "3 files in 1 folder"))
  }

  @Test func formatContinuesAfterThePlaceholder() {
    let value = plural("%@ uploaded %#@files@ to %@", ["files": files])
    #expect(
      render(value, ["Ann", 1, "Photos"]) == FormattedText(text: "Ann uploaded 1 file to Photos"))
  }

  @Test func unnumberedSpecifiersInAVariantStartAtThePlaceholder() {
    let byAuthor = PluralVariable(
      formatSpecifier: "d", variants: [.one: "%d file by %@", .other: "%d files by %@"])
    #expect(
      render(plural("%#@files@", ["files": byAuthor]), [2, "Ann"])
        == FormattedText(text: "2 files by Ann"))
  }

  @Test func numberedSpecifiersInAVariantReferToTheWholeCall() {
    // The `.stringsdict` pattern where variants name their argument explicitly.
    let geese = PluralVariable(
      formatSpecifier: "d", variants: [.one: "%1$d goose", .other: "%1$d geese"])
    let fields = PluralVariable(
      formatSpecifier: "d", variants: [.one: "%2$d field", .other: "%2$d fields"])
    let value = plural("%1$#@geese@ landed on %2$#@fields@", ["geese": geese, "fields": fields])
    #expect(render(value, [1, 3]) == FormattedText(text: "1 goose landed on 3 fields"))
    #expect(render(value, [4, 1]) == FormattedText(text: "4 geese landed on 1 field"))
  }

  @Test func stringCatalogArgSubstitution() {
    let miles = PluralVariable(
      argumentNumber: 2, formatSpecifier: ".1f",
      variants: [.one: "%arg mile", .other: "%arg miles"])
    let value = plural("%@ ran %#@miles@", ["miles": miles])
    #expect(render(value, ["Ann", 3.25]) == FormattedText(text: "Ann ran 3.2 miles"))
  }

  @Test func stringCatalogTopLevelPluralWithArgumentNumber() {
    // A String Catalog string "%@ has %lld items" varied by plural on argument 2.
    let items = PluralVariable(
      argumentNumber: 2, formatSpecifier: "lld",
      variants: [.one: "%@ has %lld item", .other: "%@ has %lld items"])
    let value = plural("%#@plural@", ["plural": items])
    #expect(render(value, ["Ann", 1]) == FormattedText(text: "Ann has 1 item"))
    #expect(render(value, ["Bob", 5]) == FormattedText(text: "Bob has 5 items"))
  }

  @Test func variantsMayDropTheNumber() {
    let value = plural(
      "%#@files@",
      [
        "files": PluralVariable(
          formatSpecifier: "d", variants: [.one: "a file", .other: "%d files"])
      ])
    #expect(render(value, [1]) == FormattedText(text: "a file"))
  }

  @Test func nestedVariables() {
    let outer = PluralVariable(
      formatSpecifier: "d",
      variants: [.one: "%d folder with %#@files@", .other: "%d folders with %#@files@"])
    let value = plural("%#@folders@", ["folders": outer, "files": files])
    // Inside the variant, unnumbered arguments start at the outer placeholder's: `%d` is
    // argument 1 and the inner placeholder argument 2.
    #expect(render(value, [1, 4]) == FormattedText(text: "1 folder with 4 files"))
    #expect(render(value, [2, 1]) == FormattedText(text: "2 folders with 1 file"))
  }

  // MARK: - Problems

  @Test func undefinedVariable() {
    #expect(
      render(plural("%#@files@ in %#@boxes@", ["files": files]), [2, 3])
        == FormattedText(
          text: "2 files in %#@boxes@",
          issues: [issue(.undefinedPluralVariable("boxes"), argument: 2, "%#@boxes@", at: 13)]))
  }

  /// Where a variant issue is located.
  private func inVariant(_ variable: String, _ category: PluralCategory, at offset: Int)
    -> FormatLocation
  {
    FormatLocation(part: .variant(variable: variable, category: category), offset: offset)
  }

  @Test func missingCountArgumentShowsOther() {
    #expect(
      render(plural("%#@files@", ["files": files]), [])
        == FormattedText(
          text: "%d files",
          issues: [
            issue(.missingArgument, argument: 1, "%#@files@", at: 0),
            FormatIssue(
              kind: .missingArgument, argument: 1, specifier: "%d",
              location: inVariant("files", .other, at: 0)),
          ]))
  }

  @Test func stringForAnIntegerCountShowsOther() {
    let mismatch = FormatIssue.Kind.typeMismatch(expected: .signedInteger, actual: "String")
    #expect(
      render(plural("%#@files@", ["files": files]), ["two"])
        == FormattedText(
          text: "%d files",
          issues: [
            issue(mismatch, argument: 1, "%#@files@", at: 0),
            FormatIssue(
              kind: mismatch, argument: 1, specifier: "%d",
              location: inVariant("files", .other, at: 0)),
          ]))
  }

  @Test func dummyVariableThatCountsAString() {
    // mastodon-ios counts the names argument with an empty variable to skip past it.
    let names = PluralVariable(formatSpecifier: "ld", variants: [.one: "", .other: ""])
    let mutual = PluralVariable(
      formatSpecifier: "ld",
      variants: [
        .one: "Followed by %1$@, and another mutual", .other: "Followed by %1$@, and %ld mutuals",
      ])
    let value = plural("%#@names@%#@count_mutual@", ["names": names, "count_mutual": mutual])
    #expect(
      render(value, ["Ann", 3])
        == FormattedText(
          text: "Followed by Ann, and 3 mutuals",
          issues: [
            issue(
              .typeMismatch(expected: .signedInteger, actual: "String"), argument: 1, "%#@names@",
              at: 0)
          ]))
  }

  @Test func noVariantForTheCategoryAndNoOther() {
    let onlyOne = PluralVariable(formatSpecifier: "d", variants: [.one: "%d file"])
    #expect(
      render(plural("%#@files@", ["files": onlyOne]), [2])
        == FormattedText(
          text: "%#@files@",
          issues: [
            issue(
              .missingPluralVariant(variable: "files", category: .other), argument: 1, "%#@files@",
              at: 0)
          ]))
  }

  @Test func variableThatRefersToItself() {
    let loop = PluralVariable(formatSpecifier: "d", variants: [.other: "x%#@loop@"])
    let result = render(plural("%#@loop@", ["loop": loop]), [1])
    #expect(result.text == "xxxxxxxx%#@loop@")
    #expect(result.issues.map(\.kind) == [.pluralNestingTooDeep(variable: "loop")])
  }

  @Test func invalidVariableSpecifierCountsLikeAnObject() {
    let odd = PluralVariable(
      formatSpecifier: "k", variants: [.one: "%arg thing", .other: "%arg things"])
    let result = render(plural("%#@n@", ["n": odd]), [1])
    #expect(result.text == "1 thing")
    #expect(
      result.issues == [
        FormatIssue(
          kind: .invalidSpecifier, specifier: "k",
          location: FormatLocation(part: .variableSpecifier(variable: "n"), offset: 0))
      ])
  }

  @Test func issuesInVariantsAreLocatedInTheVariant() {
    let broken = PluralVariable(formatSpecifier: "d", variants: [.other: "%d files by %@"])
    #expect(
      render(plural("%#@files@", ["files": broken]), [2])
        == FormattedText(
          text: "2 files by %@",
          issues: [
            FormatIssue(
              kind: .missingArgument, argument: 2, specifier: "%@",
              location: FormatLocation(
                part: .variant(variable: "files", category: .other), offset: 12))
          ]))
  }

  @Test func plainTextWithAPlaceholderHasNoVariables() {
    #expect(
      render(.text("%#@files@"), [1])
        == FormattedText(
          text: "%#@files@",
          issues: [issue(.undefinedPluralVariable("files"), argument: 1, "%#@files@", at: 0)]))
  }

  // MARK: - Other languages

  private static let russianFiles = PluralVariable(
    formatSpecifier: "d",
    variants: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])

  @Test(arguments: [
    (1, "1 файл"), (2, "2 файла"), (4, "4 файла"), (5, "5 файлов"), (11, "11 файлов"),
    (21, "21 файл"), (22, "22 файла"), (0, "0 файлов"),
  ])
  func russian(count: Int, expected: String) {
    let result = render(plural("%#@files@", ["files": Self.russianFiles]), [count], language: "ru")
    #expect(result == FormattedText(text: expected))
  }

  @Test func russianDecimalsAreOther() {
    let kilometres = PluralVariable(
      formatSpecifier: ".1f",
      variants: [
        .one: "%.1f километр", .few: "%.1f километра", .many: "%.1f километров",
        .other: "%.1f километра",
      ])
    let result = render(plural("%#@km@", ["km": kilometres]), [1.5], language: "ru")
    #expect(result == FormattedText(text: "1.5 километра"))
  }

  @Test func russianExplicitZero() {
    var withZero = Self.russianFiles
    withZero.variants[.zero] = "нет файлов"
    #expect(
      render(plural("%#@files@", ["files": withZero]), [0], language: "ru").text == "нет файлов")
  }

  @Test(arguments: [
    (0, "zero"), (1, "one"), (2, "two"), (3, "few"), (10, "few"), (11, "many"), (99, "many"),
    (100, "other"), (102, "other"),
  ])
  func arabic(count: Int, expected: String) {
    let variants = Dictionary(
      uniqueKeysWithValues: PluralCategory.allCases.map { ($0, "\($0.rawValue) %d") })
    let value = plural("%#@n@", ["n": PluralVariable(formatSpecifier: "d", variants: variants)])
    let result = render(value, [count], language: "ar")
    #expect(result == FormattedText(text: "\(expected) \(count)"))
  }

  // MARK: - Raw text

  @Test func rawTextReplacesPlaceholdersWithOtherVariants() {
    let value = PluralString(
      format: "%@: %#@files@ in %2$#@folders@, 100%% %k",
      variables: [
        "files": files,
        "folders": PluralVariable(formatSpecifier: "d", variants: [.one: "a folder"]),
      ])
    #expect(value.rawText == "%@: %d files in a folder, 100%% %k")
  }
}

extension FormatRendererTests {
  @Test func exponentialVariantsAreCut() {
    // Each variable's variant names the next one ten times: 10^7 expansions if unchecked. (The
    // last one prints nothing, so the expansion limit cuts before the output budget.)
    var variables: [String: PluralVariable] = [:]
    for level in 0..<8 {
      let next = String(repeating: "%1$#@v\(level + 1)@", count: 10)
      variables["v\(level)"] = PluralVariable(formatSpecifier: "d", variants: [.other: next])
    }
    variables["v8"] = PluralVariable(formatSpecifier: "d", variants: [.other: ""])
    let value = LocalizedValue.plural(PluralString(format: "%#@v0@", variables: variables))
    let result = FormatRenderer.render(value, arguments: [5], language: "en")
    #expect(result.issues.contains { $0.kind == .pluralNestingTooDeep(variable: "v4") })
    // The compatibility check reads each variable once per argument, so it reads all of it, down
    // to the ten placeholders of `v8` nine levels deep (on each side); its worst case, every
    // placeholder expanded, is 10^8 placeholders printed as written.
    let findings = FormatCompatibility.check(value, against: value)
    #expect(findings.count == 21)
    #expect(
      findings.dropLast().allSatisfy { $0.kind == .pluralNestingTooDeep(variable: "v8") })
    #expect(
      findings.last?.kind == .outputMayExceedBudget(estimatedBytes: 800_000_000, budget: 65_536))
  }
}

extension FormatRendererTests {
  /// A variant of 300 wide fields that names itself twice: cut at 1,000 expansions it would
  /// still print 300 × 9,999 × 1,000 bytes (3 GB). The output budget keeps it small.
  @Test(arguments: ["%1$9999d", "%1$-9999d", "%1$09999x", "%1$.9999d", "%1$9999.9999f", "%1$9999s"])
  func wideFieldsInSelfReferringVariantsStayWithinTheOutputBudget(field: String) {
    let variant = String(repeating: field, count: 300) + "%1$#@a@%1$#@a@"
    let value = LocalizedValue.plural(
      PluralString(
        format: "%#@a@",
        variables: ["a": PluralVariable(formatSpecifier: "d", variants: [.other: variant])]))
    let argument: any CVarArg = field.hasSuffix("s") ? "x" : field.hasSuffix("f") ? 1.5 : 1
    let result = FormatRenderer.render(value, arguments: [argument], language: "en")
    // The budget: 64 bytes per byte of the value's texts (at least 64 KiB), plus the first
    // printing of `x`.
    let budget = max(64 * 1_024, 64 * ("%#@a@".utf8.count + variant.utf8.count))
    let size = result.text.utf8.count
    #expect(size <= budget + 1)
    #expect(size > budget - 8)
    #expect(result.issues.filter { $0.kind == .outputTooLong }.count == 1)
  }
}

extension FormatRendererTests {
  /// Long arguments are the caller's: printing each once does not count against the budget, so
  /// the fields and plural placeholders after them still print.
  @Test func longArgumentsDoNotUseTheOutputBudget() {
    let long = String(repeating: "é", count: 300_000)
    let value = LocalizedValue.plural(
      PluralString(
        format: "%1$@ and %2$s have %3$#@files@",
        variables: [
          "files": PluralVariable(formatSpecifier: "d", variants: [.other: "%arg files, %5d|"])
        ]))
    let result = FormatRenderer.render(value, arguments: [long, long, 3], language: "en")
    #expect(result == FormattedText(text: long + " and " + long + " have 3 files,     3|"))
  }
}
