import Foundation
import Lexicon
import Testing

/// Localized numbers against Foundation's `String(format:locale:)` (ICU underneath), the oracle:
/// every listed conversion, in every listed locale, for every value of ``values``.
///
/// Where Lexicon differs on purpose the expected text is derived from Foundation's by the
/// documented rule in ``deliberateDifference(locale:format:value:foundation:)``, so even those
/// cells check everything else (grouping, signs, separators).
extension FormatRendererTests {
  /// The 25 locales of issue 13, then a few that exercise other rules (Arabic-Indic digits
  /// without a region, Indian grouping in English, a French variant, Latin American Spanish).
  static let numberLocales = [
    "en", "ru", "de", "fr", "es", "pl", "pt-PT", "pt-BR", "it", "ar", "ar-EG", "fa", "hi", "bn",
    "ja", "zh-Hans", "ko", "tr", "uk", "he", "th", "de-CH", "nb", "sv", "cs",
    "ar-SA", "en-IN", "fr-CH", "es-MX",
  ]

  /// Values every conversion is checked with: signs, each grouping boundary, rounding edges
  /// (ICU rounds the shortest decimal half to even), `%g`'s switch to scientific notation, and
  /// the non-finite values.
  static let numberValues: [Double] = [
    0, 7, -7, 123, 1234, -1234, 12_345, 123_456, 1_234_567, -1_234_567, 1_234_567.891,
    1_234_567.5, -0.5, 1.5, 0.000123, 1e21, 1.015, 2.675, 0.125, 0.35, 999_999.5, 1_000_000,
    1_000_001, 0.0001, 0.000_099_99, 9.9995, 0.1 + 0.2, 1e300, .leastNonzeroMagnitude,
    123_456_789_012_345_680,
    -0.0, .nan, .infinity, -.infinity,
  ]

  /// The integer conversions and the floating-point ones of the issue.
  static let integerFormats = ["%d", "%ld", "%u"]
  static let floatFormats = ["%f", "%.2f", "%g", "%e", "%.0f", "%.3e", "%.10g", "%a"]

  @Test(arguments: numberLocales)
  func numbersMatchStringFormatWithALocale(locale identifier: String) {
    let locale = Locale(identifier: identifier)
    let symbols = NumberSymbols(language: identifier)
    var mismatches: [String] = []
    var checked = 0
    func check(_ format: String, _ argument: any CVarArg, value: Double, foundation: String) {
      checked += 1
      let expected =
        Self.deliberateDifference(
          locale: identifier, format: format, value: value, foundation: foundation)?.expected
        ?? foundation
      let actual = FormatRenderer.render(
        format, arguments: [argument], language: identifier, numbers: symbols)
      if actual.text != expected || !actual.issues.isEmpty {
        mismatches.append(
          "\(format) \(value): Lexicon \(Self.visible(actual.text)) ≠ \(Self.visible(expected))")
      }
    }
    for value in Self.numberValues {
      if value.isFinite, value.rounded() == value, value.magnitude < 1e15 {
        let integer = Int(value)
        for format in Self.integerFormats {
          check(
            format, integer, value: value,
            foundation: String(format: format, locale: locale, integer))
        }
        // `%@` of a number: Apple platforms print `description(withLocale:)`, as
        // `String(format:locale:)` does there (Foundation on Linux ignores the locale for `%@`).
        check(
          "%@", integer, value: value,
          foundation: NSNumber(value: integer).description(withLocale: locale))
      }
      for format in Self.floatFormats {
        check(
          format, value, value: value, foundation: String(format: format, locale: locale, value))
      }
      check(
        "%@", value, value: value,
        foundation: NSNumber(value: value).description(withLocale: locale)
      )
    }
    #expect(
      mismatches.isEmpty,
      Comment(rawValue: "\(mismatches.count) of \(checked):\n" + mismatches.joined(separator: "\n"))
    )
    #expect(checked >= Self.numberValues.count * Self.floatFormats.count)
  }

  /// Flags, widths and precisions with each localized conversion, in locales whose symbols are
  /// long (`ar-EG`, `fa`), grouped in twos (`hi`), ungrouped below five digits (`pl`) or signed
  /// with `−` (`sv`).
  @Test(arguments: ["en", "ru", "ar-EG", "fa", "hi", "pl", "sv"])
  func flagsWidthsAndPrecisionsMatchStringFormat(locale identifier: String) async {
    let locale = Locale(identifier: identifier)
    let symbols = NumberSymbols(language: identifier)
    let flags = ["", "-", "+", " ", "#", "0", "+0", "-0", "-+"]
    let widths = ["", "6", "14"]
    var mismatches: [String] = []
    var checked = 0
    func check(_ format: String, _ value: any CVarArg, expected: String) {
      let actual = FormatRenderer.render(
        format, arguments: [value], language: identifier, numbers: symbols)
      checked += 1
      if actual.text != expected {
        mismatches.append(
          "\(format) \(value): \(Self.visible(actual.text)) ≠ \(Self.visible(expected))")
      }
    }
    for flag in flags {
      // Let other tests' jobs run between flags (see `everyCorpusValueKeepsItsSpecifiers`).
      await Task.yield()
      for width in widths {
        for precision in ["", ".0", ".1", ".3"] {
          for conversion in ["d", "i"] {
            for value in [0, 7, -42, 1234, -1_234_567] {
              let format = "[%\(flag)\(width)\(precision)\(conversion)]"
              check(format, value, expected: String(format: format, locale: locale, value))
            }
          }
          for conversion in ["f", "e", "g", "E", "G", "F"] {
            for value in [0, 1.5, -3.25, 1234.5, 0.000123, 999_999.5, -Double.infinity] {
              let format = "[%\(flag)\(width)\(precision)\(conversion)]"
              var expected = String(format: format, locale: locale, value)
              if flag.contains("+"), "gG".contains(conversion), (0.0001..<1).contains(value) {
                expected = Self.withLeadingZero(expected, symbols: symbols)
              }
              check(format, value, expected: expected)
            }
          }
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      Comment(
        rawValue: "\(mismatches.count) of \(checked):\n"
          + mismatches.prefix(40).joined(separator: "\n")))
  }

  /// Where Lexicon prints something else than `String(format:locale:)` on purpose, the text it
  /// prints (derived from Foundation's) and why. Every deliberate difference is listed here and
  /// in the `Numbers` article of the documentation.
  static func deliberateDifference(
    locale: String, format: String, value: Double, foundation: String
  ) -> (expected: String, reason: String)? {
    // 1. `%u` of a negative number: C prints its two's complement, and so does Lexicon (in the
    //    language's digits and grouping); Core Foundation passes the value on as signed (`-7`).
    if format.hasSuffix("u"), value < 0 {
      let unsigned = Int(UInt32(truncatingIfNeeded: Int(value)))
      let printed = String(format: "%ld", locale: Locale(identifier: locale), unsigned)
      let expected =
        deliberateDifference(
          locale: locale, format: "%ld", value: Double(unsigned), foundation: printed)?.expected
        ?? printed
      return (expected, "%u prints the two's complement of a negative number, as C does")
    }
    // 2. CLDR's default numbering system for Bengali is Bengali digits; ICU on Linux picks
    //    Latin digits for `bn` (Foundation's `Locale.numberingSystem` says `latn`).
    if locale == "bn", format != "%a" {
      let bengali = Array("০১২৩৪৫৬৭৮৯")
      let converted = String(
        foundation.map { $0.isASCII && $0.isNumber ? bengali[Int(String($0)) ?? 0] : $0 })
      if converted != foundation {
        return (converted, "CLDR's default numbering system for bn is beng; Foundation picks latn")
      }
    }
    // 3. `numbers.json` carries CLDR 41's `minimumGroupingDigits` (1 for Italian); ICU 76
    //    (CLDR 46) groups Italian numbers from five digits (`1234` but `12.345`).
    if locale == "it", !format.hasSuffix("e"), format != "%a",
      (1_000..<10_000).contains(value.magnitude)
    {
      var grouped = foundation
      let firstDigit = grouped.firstIndex { $0.isNumber } ?? grouped.startIndex
      grouped.insert(".", at: grouped.index(after: firstDigit))
      return (grouped, "CLDR 41 data: Italian groups four-digit numbers; ICU 76 does not")
    }
    return nil
  }

  /// Deliberate difference 4: ICU drops the integer zero of a `%+g` number below 1 (`+.000123`,
  /// a pattern `+@#####` with no minimum integer digit); Lexicon writes `+0.000123`. Given
  /// Foundation's `[…]` field, the same field with the zero, one padding character fewer.
  static func withLeadingZero(_ foundation: String, symbols: NumberSymbols) -> String {
    var text = Array(foundation)
    guard let separator = text.firstIndex(of: Character(symbols.decimalSeparator)),
      let zero = symbols.digits.first
    else { return foundation }
    text.insert(zero, at: separator)
    if text[1] == " " {
      text.remove(at: 1)
    } else if text[text.count - 2] == " " {
      text.remove(at: text.count - 2)
    } else if separator > 0, text[separator - 1] == "0" {
      text.remove(at: separator - 1)
    }
    return String(text)
  }

  /// `text` with invisible characters spelled out, for failure messages.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .spaceSeparator where scalar != " ", .format, .control:
        result += "{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return "\"\(result)\""
  }
}
