import Foundation
import Lexicon
import LexiconFormats
import LexiconPseudo
import LexiconTestSupport
import LexiconValidation
import Testing

@Suite struct PseudoLocaleTests {
  private static let rlm = "\u{200F}"
  private static let rlo = "\u{202E}"
  private static let pdf = "\u{202C}"

  /// Wraps a word as `ar-XB` does.
  private static func rtl(_ word: String) -> String { rlm + rlo + word + pdf + rlm }

  @Test(arguments: [
    ("Sign in", "[Šîĝñ îñ one]"),
    ("Welcome, %@!", "[Ŵéļçöɱé, %@! one two]"),
    ("%1$@ sent %2$lld photos", "[%1$@ šéñţ %2$lld þĥöţöš one two three]"),
    ("40% off", "[40% oƒƒ one]"),
    ("100%% sure", "[100%% šûŕé one]"),
    ("Found %#@files@", "[Ƒöûñð %#@files@ one two]"),
    ("%#@files@", "[%#@files@]"),
    ("Line one\nLine two", "[Ļîñé öñé\nĻîñé ţŵö one two]"),
    (
      "Tap **Done** to <b>save</b> &amp; [read](https://x.org/a)",
      "[Ţåþ **Ðöñé** ţö <b>šåṽé</b> &amp; [ŕéåð](https://x.org/a) one two three four five]"
    ),
    (
      "Hi {name}, see https://lexicon.dev now",
      "[Ĥî {name}, šéé https://lexicon.dev ñöŵ one two three]"
    ),
    (#"Tab\tkept"#, #"[Ţåƀ\tķéþţ one]"#),
    ("Numeric %", "[Ñûɱéŕîç  one]%"),
    ("", "[]"),
  ])
  func accentedKeepsEverySpecifierAndMarkup(source: String, expected: String) {
    #expect(PseudoLocale.accented.localize(source) == expected)
  }

  @Test(arguments: [
    ("Sign in", rtl("Sign") + " " + rtl("in")),
    ("Welcome, %@!", rtl("Welcome") + ", %@!"),
    ("%d files", "%d " + rtl("files")),
  ])
  func rightToLeftWrapsEachWord(source: String, expected: String) {
    #expect(PseudoLocale.rightToLeft.localize(source) == expected)
  }

  @Test(
    arguments: [
      ("en-XA", PseudoLocale.accented), ("en_xa", .accented), ("ar-XB", .rightToLeft),
      ("ar", nil), ("en", nil),
    ] as [(String, PseudoLocale?)])
  func namesItsLanguage(language: String, expected: PseudoLocale?) {
    #expect(PseudoLocale(language: language) == expected)
  }

  @Test func pluralVariantsArePaddedButNotBracketed() {
    let value = LocalizedValue.plural(
      PluralString(
        format: "%#@files@",
        variables: [
          "files": PluralVariable(
            argumentNumber: 1, formatSpecifier: "lld",
            variants: [.one: "%arg file", .other: "%arg files"])
        ]))
    let pseudo = PseudoLocale.accented.localize(value)
    #expect(
      pseudo
        == .plural(
          PluralString(
            format: "[%#@files@]",
            variables: [
              "files": PluralVariable(
                argumentNumber: 1, formatSpecifier: "lld",
                variants: [.one: "%arg ƒîļé one", .other: "%arg ƒîļéš one"])
            ])))
    #expect(FormatRenderer.render(pseudo, arguments: [3], language: "en").text == "[3 ƒîļéš one]")
  }

  /// `en-XA` makes text 35 % longer and a little more (whole padding words), never less.
  @Test(arguments: [
    "Choose a CotEditor settings archive to import.",
    "Export selected settings as an archive to allow importing into other computers.",
    "An internet connection is required to donate.",
  ])
  func accentedExpandsByAThirdAndABit(source: String) {
    let pseudo = PseudoLocale.accented.localize(source)
    let growth = Double(pseudo.count - 2 - source.count) / Double(source.count)
    #expect(growth >= 0.35 && growth <= 0.35 + 7 / Double(source.count))
  }

  // MARK: - Every value of the corpus

  /// What a program reads from a text: its specifiers and placeholders as written, its `%`
  /// signs, and its invalid specifiers.
  private static func signature(_ text: String, isVariant: Bool) -> [String] {
    let template = FormatTemplate(text, isPluralVariant: isVariant)
    var parts = template.segments.compactMap { segment -> String? in
      switch segment {
      case .literal: return nil
      case .specifier(let specifier): return template.text(at: specifier.range)
      case .pluralVariable(let placeholder): return template.text(at: placeholder.range)
      case .variableArgument(let range): return template.text(at: range)
      }
    }
    parts += template.issues.map { $0.specifier ?? "" }
    parts.append("\(text.filter { $0 == "%" }.count) percent signs")
    return parts
  }

  private static func signatures(_ value: LocalizedValue) -> [String] {
    switch value {
    case .text(let text):
      return signature(text, isVariant: false)
    case .plural(let plural):
      var parts = signature(plural.format, isVariant: false)
      for name in plural.variables.keys.sorted() {
        guard let variable = plural.variables[name] else { continue }
        parts.append("\(name): \(variable.formatSpecifier) \(variable.argumentNumber ?? 0)")
        for category in PluralCategory.allCases {
          guard let variant = variable.variants[category] else { continue }
          parts += [category.rawValue] + signature(variant, isVariant: true)
        }
      }
      return parts
    }
  }

  /// Every value of every file of the corpus (none when it is absent), read once for both
  /// pseudo-languages, with where it comes from.
  private static let corpusValues: [(place: String, value: LocalizedValue)] = {
    guard LocalizationCorpus.isAvailable else { return [] }
    var values: [(String, LocalizedValue)] = []
    for kind in LocalizationFileKind.allCases {
      for url in LocalizationCorpus.files(withExtension: kind.rawValue) {
        let tables: [StringTable]
        switch LocalizationFile.read(contentsOf: url) {
        case .table(let parsed): tables = [parsed.table]
        case .catalog(let catalog): tables = Array(catalog.tables.values)
        }
        let path = LocalizationCorpus.relativePath(url)
        for table in tables {
          values += table.entries.map { ("\(path): \($0.key)", $0.value) }
        }
      }
    }
    return values
  }()

  /// Every value of every file of the corpus, in both pseudo-languages, reads exactly the
  /// specifiers, placeholders, plural variables and `%` signs of its source.
  @Test(arguments: PseudoLocale.allCases)
  func everyCorpusValueKeepsItsSpecifiers(locale: PseudoLocale) async {
    guard LocalizationCorpus.isAvailable else { return }
    for (index, (place, value)) in Self.corpusValues.enumerated() {
      // A minute of work in a debug build: let the other tests' jobs run between values, so it
      // does not hold one of the concurrency pool's threads (two on a two-core machine).
      if index.isMultiple(of: 1_000) { await Task.yield() }
      #expect(Self.signatures(locale.localize(value)) == Self.signatures(value), "\(place)")
    }
    #expect(Self.corpusValues.count > 50_000)
  }
}
