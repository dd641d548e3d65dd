import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTesting
import Testing

/// Numbers in formatted keys are written in the app's current language — not the device's, not
/// the language a text fell back to — unless the configuration asks for POSIX output.
extension FormattingThroughKeysTests {
  enum CartStrings: String, Localizable {
    static var table: String { "Cart" }
    case total, distance, items, price, onlyInEnglish, kilometres
  }

  static let cart = InMemoryProvider(values: [
    "en": [
      "Cart": [
        "total": .text("Total: %.2f"), "distance": .text("%g km"), "items": .text("%d items"),
        "price": .text("%@ EUR"), "onlyInEnglish": .text("Saved %.1f%%"),
        "kilometres": .plural(
          PluralString(
            format: "%#@km@",
            variables: [
              "km": PluralVariable(
                formatSpecifier: ".1f",
                variants: [.one: "%.1f kilometre", .other: "%.1f kilometres"])
            ])),
      ]
    ],
    "ru": [
      "Cart": [
        "total": .text("Итого: %.2f"), "distance": .text("%g километра"),
        "items": .plural(
          PluralString(
            format: "%#@items@",
            variables: [
              "items": PluralVariable(
                formatSpecifier: "d",
                variants: [
                  .one: "%d товар", .few: "%d товара", .many: "%d товаров", .other: "%d товара",
                ])
            ])),
      ]
    ],
    "fr": [
      "Cart": [
        "kilometres": .plural(
          PluralString(
            format: "%#@km@",
            variables: [
              "km": PluralVariable(
                formatSpecifier: ".1f",
                variants: [.one: "%.1f kilomètre", .other: "%.1f kilomètres"])
            ]))
      ]
    ],
    "lv": [
      "Cart": [
        "kilometres": .plural(
          PluralString(
            format: "%#@km@",
            variables: [
              "km": PluralVariable(
                formatSpecifier: ".1f",
                variants: [
                  .zero: "%.1f kilometru", .one: "%.1f kilometrs", .other: "%.1f kilometri",
                ])
            ]))
      ]
    ],
    "ar-EG": ["Cart": ["items": .text("%d عنصر")]],
    "hi": ["Cart": ["items": .text("%d आइटम"), "total": .text("कुल: %.2f")]],
    "pl": ["Cart": ["items": .text("%d produktów")]],
    "de": ["Cart": ["price": .text("%@ €")]],
  ])

  func cartLocalization(numbers: NumberFormatting = .localized) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [Self.cart], tableFiles: .raw, developmentLanguage: "en", supportedLanguages: [],
        language: "en", numberFormatting: numbers, onMissingKey: .ignore, persistence: .none))
  }

  @Test(arguments: [
    ("en", CartStrings.total, 1234.5 as Double, "Total: 1,234.50"),
    ("ru", .total, 1234.5, "Итого: 1\u{A0}234,50"),
    ("ru", .distance, 1.5, "1,5 километра"),
    ("hi", .total, 1_234_567.891, "कुल: 12,34,567.89"),
    ("de", .price, 1234.5, "1.234,5 €"),
  ])
  func decimalsAreWrittenInTheAppLanguage(
    language: String, key: CartStrings, value: Double, expected: String
  ) {
    let text = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage(language) { key(value) }
    }
    #expect(text == expected)
  }

  @Test(arguments: [
    ("en", 1_234_567, "1,234,567 items"),
    ("ar-EG", 1_234_567, "١٬٢٣٤٬٥٦٧ عنصر"),
    ("hi", 1_234_567, "12,34,567 आइटम"),
    ("pl", 1234, "1234 produktów"),
    ("pl", 12_345, "12\u{A0}345 produktów"),
    // A plural counts the value, never its text: 1 234 567 ends in 7, `many` in Russian.
    ("ru", 1_234_567, "1\u{A0}234\u{A0}567 товаров"),
    ("ru", 1_234_561, "1\u{A0}234\u{A0}561 товар"),
    ("ru", 1_234_562, "1\u{A0}234\u{A0}562 товара"),
  ])
  func integersAreWrittenInTheAppLanguage(language: String, count: Int, expected: String) {
    let text = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage(language) { CartStrings.items(count) }
    }
    #expect(text == expected)
  }

  /// A plural counts the number's value and visible fraction digits, not its localized text:
  /// French `1,5` is `one` (its integer part is 1), English `1.5` is `other`.
  @Test(arguments: [
    ("fr", 1.5, "1,5 kilomètre"), ("fr", 2.5, "2,5 kilomètres"), ("en", 1.0, "1.0 kilometres"),
    ("en", 1.5, "1.5 kilometres"),
  ])
  func pluralsCountTheValue(language: String, distance: Double, expected: String) {
    let text = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage(language) { CartStrings.kilometres(distance) }
    }
    #expect(text == expected)
  }

  /// The plural counts the digits shown: `%.1f` of 0.15 shows `0,2` (rounded as ICU rounds,
  /// from the shortest decimal), which is `other` in Latvian, although C's `printf` would show
  /// `0.1`, which is `one`.
  @Test(arguments: [(0.15, "0,2 kilometri"), (0.1, "0,1 kilometrs"), (0.25, "0,2 kilometri")])
  func pluralsCountTheDigitsShown(distance: Double, expected: String) {
    let text = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage("lv") { CartStrings.kilometres(distance) }
    }
    #expect(text == expected)
  }

  /// A text that fell back to English is still shown to a Russian reader: its numbers are
  /// Russian, its words (and plural rules) English.
  @Test func aFallenBackTextKeepsTheAppLanguagesNumbers() {
    let text = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage("ru") { CartStrings.onlyInEnglish(12.5) }
    }
    #expect(text == "Saved 12,5%")
  }

  /// The language set with `setLanguage` (not only one pinned by a scope) decides.
  @Test func theCurrentLanguageDecidesWithoutAScope() {
    let localization = cartLocalization()
    #expect(localization.setLanguage("ru") == .updated)
    let text = Localization.withLocalization(localization) { CartStrings.total(1234.5) }
    #expect(text == "Итого: 1\u{A0}234,50")
  }

  @Test func numbersAreLocalizedByDefault() {
    #expect(
      LocalizationConfiguration(providers: [], tableFiles: .raw).numberFormatting == .localized)
    #expect(LocalizationConfiguration.default.numberFormatting == .localized)
  }

  @Test func posixNumbersOnRequest() {
    let text = Localization.withLocalization(cartLocalization(numbers: .posix)) {
      Localization.withLanguage("ru") { CartStrings.total(1234.5) + " " + CartStrings.items(1234) }
    }
    #expect(text == "Итого: 1234.50 1234 товара")
  }

  /// The unformatted template and the renderer without symbols are unchanged.
  @Test func theRawTemplateAPIIsUnchanged() {
    let value = Localization.withLocalization(cartLocalization()) {
      Localization.withLanguage("ru") { CartStrings.total.localizedValue }
    }
    #expect(value == .text("Итого: %.2f"))
    #expect(
      FormatRenderer.render("%.2f", arguments: [1234.5], language: "ru").text == "1234.50")
  }
}
