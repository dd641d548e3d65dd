import Foundation
import Testing

@testable import Lexicon

/// The number symbols of languages, from the generated CLDR table, checked against the JSON it
/// was generated from when `../shared/cldr` is present.
@Suite struct NumberSymbolsTests {
  /// What a language's numbers look like: its digits, decimal and grouping separators, minus
  /// sign, grouping sizes and minimum grouping digits.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var language: String
    var digits: String
    var decimal: String
    var group: String
    var minus: String
    var grouping: [Int]
    var testDescription: String { language }
  }

  static let latin = "0123456789"

  static let expectations: [Expectation] = [
    Expectation(
      language: "en", digits: latin, decimal: ".", group: ",", minus: "-", grouping: [3, 3, 1]),
    Expectation(
      language: "ru", digits: latin, decimal: ",", group: "\u{A0}", minus: "-",
      grouping: [3, 3, 1]),
    Expectation(
      language: "ar-EG", digits: "٠١٢٣٤٥٦٧٨٩", decimal: "٫", group: "٬", minus: "\u{61C}-",
      grouping: [3, 3, 1]),
    // Arabic without a region writes Latin digits (CLDR's default since version 42).
    Expectation(
      language: "ar", digits: latin, decimal: ".", group: ",", minus: "\u{200E}-",
      grouping: [3, 3, 1]),
    Expectation(
      language: "fa", digits: "۰۱۲۳۴۵۶۷۸۹", decimal: "٫", group: "٬", minus: "\u{200E}−",
      grouping: [3, 3, 1]),
    Expectation(
      language: "hi", digits: latin, decimal: ".", group: ",", minus: "-", grouping: [3, 2, 1]),
    Expectation(
      language: "bn", digits: "০১২৩৪৫৬৭৮৯", decimal: ".", group: ",", minus: "-",
      grouping: [3, 2, 1]),
    Expectation(
      language: "pl", digits: latin, decimal: ",", group: "\u{A0}", minus: "-",
      grouping: [3, 3, 2]),
    Expectation(
      language: "de-CH", digits: latin, decimal: ".", group: "’", minus: "-", grouping: [3, 3, 1]),
    Expectation(
      language: "sv", digits: latin, decimal: ",", group: "\u{A0}", minus: "−",
      grouping: [3, 3, 1]),
    // Inherited: `de-AT` through `de`, `fr-BE` through `fr`, `en_US` (a POSIX spelling) through
    // `en`, `zh-TW` through `zh-Hant`.
    Expectation(
      language: "de-AT", digits: latin, decimal: ",", group: ".", minus: "-", grouping: [3, 3, 1]),
    Expectation(
      language: "fr-BE", digits: latin, decimal: ",", group: "\u{202F}", minus: "-",
      grouping: [3, 3, 1]),
    Expectation(
      language: "en_US", digits: latin, decimal: ".", group: ",", minus: "-", grouping: [3, 3, 1]),
    Expectation(
      language: "zh-TW", digits: latin, decimal: ".", group: ",", minus: "-", grouping: [3, 3, 1]),
    // A language CLDR does not know gets the root conventions.
    Expectation(
      language: "xx", digits: latin, decimal: ".", group: ",", minus: "-", grouping: [3, 3, 1]),
  ]

  @Test(arguments: expectations)
  func symbolsOfALanguage(_ expected: Expectation) {
    let symbols = NumberSymbols(language: expected.language)
    #expect(symbols.digits == expected.digits)
    #expect(symbols.decimalSeparator == expected.decimal)
    #expect(symbols.groupingSeparator == expected.group)
    #expect(symbols.minusSign == expected.minus)
    #expect(
      [symbols.primaryGroupingSize, symbols.secondaryGroupingSize, symbols.minimumGroupingDigits]
        == expected.grouping)
  }

  @Test func theOtherSymbolsAreCLDRs() {
    let egyptian = NumberSymbols(language: "ar-EG")
    #expect(egyptian.numberingSystem == "arab")
    #expect(egyptian.percentSign == "٪\u{61C}")
    #expect(egyptian.exponentSymbol == "أس")
    #expect(egyptian.plusSign == "\u{61C}+")
    #expect(NumberSymbols(language: "ru").notANumber == "не\u{A0}число")
    #expect(NumberSymbols(language: "sv").exponentSymbol == "×10^")
    #expect(NumberSymbols(language: "en").infinity == "∞")
  }

  @Test func theTableDecodesCompletely() {
    #expect(NumberSymbolTable.profileIndex.count == NumberSymbolTable.listedLocaleCount)
    #expect(NumberSymbolTable.listedLocaleCount < NumberSymbolTable.localeCount)
    #expect(NumberSymbols.cldrVersion == PluralRules.cldrVersion)
  }

  /// `../shared/cldr/numbers.json`, when present.
  static var numbersJSON: [String: Any]? {
    guard let directory = LocaleDataTests.cldrDirectory,
      let data = try? Data(contentsOf: directory.appendingPathComponent("numbers.json"))
    else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  static var hasNumbersJSON: Bool {
    LocaleDataTests.cldrDirectory.map {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("numbers.json").path)
    } ?? false
  }

  /// Every CLDR locale — listed in the table or left out because it inherits its conventions —
  /// resolves, through the runtime's fallback chain, to exactly its entry in `numbers.json`.
  @Test(.enabled(if: hasNumbersJSON, "../shared/cldr/numbers.json is absent"))
  func everyCLDRLocaleResolvesToItsOwnEntry() throws {
    let json = try #require(Self.numbersJSON)
    let locales = try #require(json["locales"] as? [String: [String: Any]])
    let systems = try #require(json["numberingSystems"] as? [String: String])
    #expect(locales.count == NumberSymbolTable.localeCount)
    #expect("\(json["cldrVersion"] ?? "")" == NumberSymbols.cldrVersion)
    var mismatches: [String] = []
    for (name, entry) in locales.sorted(by: { $0.key < $1.key }) {
      let symbols = NumberSymbols(language: name)
      let table = try #require(entry["symbols"] as? [String: String])
      let pattern = try #require(entry["decimalPattern"] as? String)
      let integerPart = pattern.split(separator: ".")[0].split(separator: ",")
      let primary = integerPart.count > 1 ? integerPart[integerPart.count - 1].count : 0
      let secondary = integerPart.count > 2 ? integerPart[integerPart.count - 2].count : primary
      let actual = [
        symbols.digits, symbols.decimalSeparator, symbols.groupingSeparator, symbols.minusSign,
        symbols.plusSign, symbols.percentSign, symbols.exponentSymbol, symbols.infinity,
        symbols.notANumber, "\(symbols.primaryGroupingSize)", "\(symbols.secondaryGroupingSize)",
        "\(symbols.minimumGroupingDigits)",
      ]
      let expected = [
        systems[entry["defaultNumberingSystem"] as? String ?? ""] ?? "?", table["decimal"],
        table["group"], table["minusSign"], table["plusSign"], table["percentSign"],
        table["exponential"], table["infinity"], table["nan"], "\(primary)", "\(secondary)",
        "\(entry["minimumGroupingDigits"] ?? "")",
      ]
      if actual != expected.map({ $0 ?? "?" }) {
        mismatches.append("\(name): \(actual) ≠ \(expected)")
      }
    }
    #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(20).joined(separator: "\n")))
  }
}
