import Lexicon
import LexiconValidation
import Testing

private func plural(_ format: String, _ variables: [String: PluralVariable]) -> LocalizedValue {
  .plural(PluralString(format: format, variables: variables))
}

private func count(_ specifier: String, _ variants: [PluralCategory: String], argument: Int? = nil)
  -> PluralVariable
{
  PluralVariable(argumentNumber: argument, formatSpecifier: specifier, variants: variants)
}

private let englishFiles = plural(
  "%#@files@", ["files": count("d", [.one: "%d file", .other: "%d files"])])

@Suite struct FormatCompatibilityTests {
  static let cases: [CompatibilityCase] = [
    CompatibilityCase(
      name: "identical", source: .text("%@ has %d files"), translation: .text("%@ a %d fichiers"),
      expected: []),
    CompatibilityCase(
      name: "reordered with positions", source: .text("%@ has %d files"),
      translation: .text("%2$d Dateien von %1$@"), expected: []),
    CompatibilityCase(
      name: "swapped kinds", source: .text("%@'s %d files"),
      translation: .text("%d Dateien von %@"),
      expected: [
        "error: translation uses %d for argument 1 where the source has %@",
        "error: translation uses %@ for argument 2 where the source has %d",
      ]),
    CompatibilityCase(
      name: "int and long", source: .text("%d items"), translation: .text("%ld éléments"),
      expected: [
        "warning: translation uses %ld (64-bit) for argument 1 where the source has %d (32-bit)"
      ]),
    CompatibilityCase(
      name: "64-bit lengths are interchangeable", source: .text("%ld %lld %qd %zd %jd"),
      translation: .text("%lld %qd %ld %td %lld"), expected: []),
    CompatibilityCase(
      name: "d and i", source: .text("%d"), translation: .text("%i"), expected: []),
    CompatibilityCase(
      name: "signed and unsigned", source: .text("%d"), translation: .text("%u"),
      expected: ["error: translation uses %u for argument 1 where the source has %d"]),
    CompatibilityCase(
      name: "float conversions and precision", source: .text("%f km"),
      translation: .text("%1$.2e km ou %1$g"), expected: []),
    CompatibilityCase(
      name: "float for integer", source: .text("%.1f km"), translation: .text("%d km"),
      expected: ["error: translation uses %d for argument 1 where the source has %.1f"]),
    CompatibilityCase(
      name: "object and C string", source: .text("Hi %@"), translation: .text("Hallo %s"),
      expected: ["error: translation uses %s for argument 1 where the source has %@"]),
    CompatibilityCase(
      name: "long double", source: .text("%f"), translation: .text("%Lf"),
      expected: [
        "warning: translation uses %Lf (128-bit) for argument 1 where the source has %f (64-bit)"
      ]),
    CompatibilityCase(
      name: "argument dropped", source: .text("%@ liked %@"), translation: .text("%1$@ liked it"),
      expected: ["warning: translation does not use argument 2 (%@ in the source)"]),
    CompatibilityCase(
      name: "argument added", source: .text("Hello"), translation: .text("Hello %@"),
      expected: ["error: translation uses argument 1 (%@) that the source does not have"]),
    CompatibilityCase(
      name: "invalid specifier", source: .text("%d%% off"), translation: .text("%d%% off %k"),
      expected: ["error: invalid format specifier %k"]),
    CompatibilityCase(
      name: "star width", source: .text("%*d"), translation: .text("%d"),
      expected: ["warning: translation does not use argument 2 (%*d in the source)"]),
    CompatibilityCase(
      name: "mixed argument styles", source: .text("%@ %@"), translation: .text("%2$@ %@"),
      expected: [
        "warning: %@ mixes numbered and unnumbered arguments; unnumbered ones count from the first argument"
      ]),
    CompatibilityCase(
      name: "source reads an argument two ways", source: .text("%1$d %1$@"),
      translation: .text("%d"),
      expected: ["error: %1$@ reads argument 1 as an object but %1$d reads it as a signed integer"]),
    CompatibilityCase(
      name: "translation reads an argument the same two ways as its source",
      source: .text("%1$d %1$@"), translation: .text("%1$@ %1$d"),
      expected: ["error: %1$@ reads argument 1 as an object but %1$d reads it as a signed integer"]),
    CompatibilityCase(
      name: "translation reads an argument two ways, one unlike the source",
      source: .text("%d"), translation: .text("%1$d %1$f"),
      expected: ["error: translation uses %1$f for argument 1 where the source has %d"]),
    CompatibilityCase(
      name: "translation reads an argument two ways the source does not",
      source: .text("%1$d %1$@"), translation: .text("%1$d %1$f"),
      // The translation's own conflict is at a use unlike the source's: reported once, as that.
      expected: [
        "error: %1$@ reads argument 1 as an object but %1$d reads it as a signed integer",
        "error: translation uses %1$f for argument 1 where the source has %1$d",
      ]),
    CompatibilityCase(
      name: "a size the source reads an argument with somewhere",
      source: .text("%1$d, %1$ld, %1$@"), translation: .text("%1$ld %1$hd"),
      expected: [
        "error: %1$@ reads argument 1 as an object but %1$d reads it as a signed integer",
        "warning: translation uses %1$hd (16-bit) for argument 1 where the source has %1$d (32-bit)",
      ]),
    CompatibilityCase(
      name: "text source, plural translation", source: .text("%d files"),
      translation: plural(
        "%#@files@",
        [
          "files": count(
            "d", [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])
        ]),
      expected: []),
    CompatibilityCase(
      name: "plural translation, variant without the number", source: englishFiles,
      translation: plural(
        "%#@files@", ["files": count("d", [.one: "un fichier", .other: "%d fichiers"])]),
      expected: []),
    CompatibilityCase(
      name: "plural variant reads the count as an object", source: englishFiles,
      translation: plural(
        "%#@files@", ["files": count("d", [.one: "%d файл", .other: "%@ файлов"])]),
      expected: ["error: translation uses %@ for argument 1 where the source has %d"]),
    CompatibilityCase(
      name: "plural without other", source: englishFiles,
      translation: plural("%#@files@", ["files": count("d", [.one: "%d Datei"])]),
      expected: ["error: plural variable \"files\" has no \"other\" variant"]),
    CompatibilityCase(
      name: "undefined plural variable", source: englishFiles,
      translation: plural("%#@dateien@", ["files": count("d", [.other: "%d Dateien"])]),
      expected: [
        "error: plural variable \"dateien\" of %#@dateien@ is not defined",
        "warning: translation does not use argument 1 (%d in the source)",
        "warning: translation has no plural variable \"files\"",
        "warning: translation has a plural variable \"dateien\" that the source does not have",
      ]),
    CompatibilityCase(
      name: "variable counted as a float", source: englishFiles,
      translation: plural("%#@files@", ["files": count(".1f", [.other: "%.1f fichiers"])]),
      expected: [
        "error: translation uses %.1f for argument 1 where the source has %d",
        "error: translation uses %.1f for argument 1 where the source has %d",
      ]),
    CompatibilityCase(
      name: "two variables swapped by position",
      source: plural(
        "%#@files@ in %#@folders@",
        [
          "files": count("d", [.one: "%d file", .other: "%d files"]),
          "folders": count("d", [.one: "%d folder", .other: "%d folders"]),
        ]),
      translation: plural(
        "%2$#@folders@: %1$#@files@",
        [
          "files": count("d", [.other: "%1$d Dateien"]),
          "folders": count("d", [.other: "%2$d Ordner"]),
        ]),
      expected: []),
    CompatibilityCase(
      name: "String Catalog top-level plural",
      source: plural(
        "%#@plural@",
        [
          "plural": count(
            "lld", [.one: "%@ has %lld item", .other: "%@ has %lld items"], argument: 2)
        ]),
      // The arguments match by number; the plural structure is lost, though ("1 Elemente").
      translation: .text("%2$lld Elemente für %1$@"),
      expected: [
        "error: translation shows one text where the source chooses plural variants (%#@plural@); "
          + "every count would show the same words"
      ]),
    CompatibilityCase(
      name: "String Catalog substitution with %arg",
      source: plural(
        "%@ ran %#@miles@",
        ["miles": count(".1f", [.one: "%arg mile", .other: "%arg miles"], argument: 2)]),
      translation: plural(
        "%@ a couru %#@miles@",
        ["miles": count(".1f", [.one: "%arg mile", .other: "%@ miles"], argument: 2)]),
      expected: ["error: translation uses %@ for argument 2 where the source has %.1f"]),
    // A source with no specifier is shown as written: its `%` signs, and the translation's,
    // are percent signs (`40% off` reads like `% o`, an octal with the space flag).
    CompatibilityCase(
      name: "percent sign in plain text", source: .text("100%"), translation: .text("100 %"),
      expected: []),
    CompatibilityCase(
      name: "percent sign before a word", source: .text("40% off"),
      translation: .text("-40 % de réduction, 40% d'économie, 100%"), expected: []),
    CompatibilityCase(
      name: "specifier added to plain text", source: .text("100%"),
      translation: .text("%d %% et 40% off"),
      expected: ["error: translation uses argument 1 (%d) that the source does not have"]),
    CompatibilityCase(
      name: "percent signs next to a real specifier are checked", source: .text("%d% off"),
      translation: .text("%d %"),
      expected: [
        "error: incomplete format specifier % at the end of the text",
        "warning: translation does not use argument 2 (% o in the source)",
      ]),
  ]

  @Test(arguments: cases)
  func table(row: CompatibilityCase) {
    let findings = FormatCompatibility.check(row.translation, against: row.source)
    #expect(findings.map { "\($0.severity.rawValue): \($0.message)" } == row.expected)
  }

  @Test func tableIsLarge() {
    #expect(Self.cases.count >= 20)
  }

  @Test func findingsAreLocated() {
    let findings = FormatCompatibility.check(
      plural("%#@files@", ["files": count("d", [.one: "%d файл", .other: "%@ файлов"])]),
      against: englishFiles)
    #expect(
      findings == [
        FormatIssue(
          kind: .incompatibleArgument(
            source: .signedInteger, translation: .object, sourceSpecifier: "%d"),
          argument: 1, specifier: "%@",
          location: FormatLocation(
            side: .translation, part: .variant(variable: "files", category: .other), offset: 0))
      ])
  }

  @Test func missingArgumentPointsIntoTheSource() {
    let findings = FormatCompatibility.check(.text("Bonjour"), against: .text("Hello %@"))
    #expect(
      findings == [
        FormatIssue(
          kind: .argumentMissingInTranslation, argument: 1, specifier: "%@",
          location: FormatLocation(side: .source, part: .format, offset: 6))
      ])
  }

  @Test func variableSpecifierLocation() {
    let findings = FormatCompatibility.check(
      plural("%#@n@", ["n": count("s", [.other: "%arg"])]), against: .text("%d"))
    #expect(
      findings.map(\.location) == [
        FormatLocation(side: .translation, part: .variableSpecifier(variable: "n"), offset: 0),
        FormatLocation(
          side: .translation, part: .variant(variable: "n", category: .other), offset: 0),
      ])
  }

  /// A translation that turns the source's plural variants into one text shows the same words for
  /// every count; that is only right in a language whose rules have `other` alone.
  @Test(
    arguments: [
      (
        nil,
        [
          "error: translation shows one text where the source chooses plural variants (%#@files@); every count would show the same words"
        ]
      ),
      (
        "ru",
        [
          "error: translation shows one text where the source chooses plural variants (%#@files@); every count would show the same words"
        ]
      ),
      ("ja", []),
      ("zh-Hant", []),
    ] as [(String?, [String])])
  func droppingPluralVariantsIsAnErrorWhereTheLanguageHasThem(
    language: String?, expected: [String]
  ) {
    let findings = FormatCompatibility.check(
      .text("%d файлов"), against: englishFiles, language: language)
    #expect(findings.map { "\($0.severity.rawValue): \($0.message)" } == expected)
  }

  /// Plural variants whose format names no variable drop the choice as plain text does; the
  /// finding is the same error, not only a warning about the missing variable.
  @Test(
    arguments: [
      (
        "ru",
        [
          "error: translation shows one text where the source chooses plural variants (%#@files@); every count would show the same words"
        ]
      ),
      ("ja", []),
    ] as [(String, [String])])
  func pluralVariantsThatTheFormatNeverNamesAreDropped(language: String, expected: [String]) {
    let unused = plural(
      "%d файлов", ["files": count("d", [.one: "%d файл", .few: "%d файла", .other: "%d файлов"])])
    let findings = FormatCompatibility.check(unused, against: englishFiles, language: language)
    #expect(findings.map { "\($0.severity.rawValue): \($0.message)" } == expected)
  }

  @Test func plainTextBecomingPluralVariantsIsFine() {
    let russian = plural(
      "%#@files@", ["files": count("d", [.one: "%d файл", .few: "%d файла", .other: "%d файлов"])])
    #expect(FormatCompatibility.check(russian, against: .text("%d files"), language: "ru").isEmpty)
  }

  // MARK: - Output size

  static let hostile = LocalizedValue.text(String(repeating: "%1$@", count: 16_384))
  static let wideVariants = plural(
    "%#@files@", ["files": count("d", [.other: String(repeating: "%1$9999d", count: 10)])])

  static let sizeCases: [(String, LocalizedValue, LocalizedValue, [FormatIssue.Kind])] = [
    (
      "16,384 × %1$@", hostile, .text("Hello %@"),
      [
        .outputMayExceedBudget(estimatedBytes: 4_194_304, budget: 65_536),
        .tooManySpecifiers(translation: 16_384, source: 1),
      ]
    ),
    ("a name said twice", .text("%1$@, oui, %1$@ !"), .text("Yes, %@!"), []),
    (
      "twelve times is the limit for one", .text(String(repeating: "%1$@", count: 12)), .text("%@"),
      []
    ),
    (
      "thirteen is over it", .text(String(repeating: "%1$@", count: 13)), .text("%@"),
      [.tooManySpecifiers(translation: 13, source: 1)]
    ),
    (
      "variants of wide fields", wideVariants, englishFiles,
      [.outputMayExceedBudget(estimatedBytes: 100_650, budget: 65_536)]
    ),
    (
      "Russian plural variants",
      plural(
        "%#@files@",
        ["files": count("d", [.one: "%d файл", .few: "%d файла", .other: "%d файлов"])]),
      englishFiles, []
    ),
    // A source that reads no argument is shown as written, never formatted.
    ("a source without arguments", hostile, .text("Hello"), []),
  ]

  @Test(arguments: sizeCases)
  func outputSize(
    name: String, translation: LocalizedValue, source: LocalizedValue,
    expected: [FormatIssue.Kind]
  ) {
    let issues = FormatCompatibility.checkOutputSize(translation, against: source)
    #expect(issues.map(\.kind) == expected)
    #expect(issues.allSatisfy { $0.severity == .error })
    // `check` reports them too, after the argument findings.
    let all = FormatCompatibility.check(translation, against: source)
    #expect(Array(all.suffix(issues.count)) == issues)
  }

  @Test func sizeMessages() {
    #expect(
      FormatCompatibility.checkOutputSize(Self.hostile, against: .text("Hello %@")).map(\.message)
        == [
          "the translation may print 4194304 bytes for arguments of a reasonable size, more than "
            + "the 65536 bytes one render may print",
          "the translation reads 16384 specifiers in one render where the source reads 1 (at most "
            + "4 × 1 + 8)",
        ])
  }
}
