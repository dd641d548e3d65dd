import Lexicon
import Testing

/// The sample numbers CLDR lists under every plural rule, read from the generated
/// `PluralSamples+CLDR.swift`, so the tests need no CLDR checkout.
enum PluralSamples {
  /// The samples of one locale and kind.
  struct Case: Sendable, CustomTestStringConvertible {
    /// Cardinal or ordinal.
    var kind: PluralRuleKind
    /// The CLDR locale.
    var locale: String
    /// Each category and the sample text CLDR gives it (`@integer 1, 21~24 @decimal 1.0, …`).
    var samples: [PluralCategory: String]

    var testDescription: String { "\(locale) \(kind.rawValue)" }
  }

  /// Every locale and kind, in the order of the data.
  static let cases: [Case] = parse(cldr).cases

  /// Lines of the data that could not be read (none, unless the generator changed format).
  static let problems: [String] = parse(cldr).problems

  /// Reads the blocks of `text`: `cardinal`/`ordinal` lines naming locales, then category lines.
  static func parse(_ text: String) -> (cases: [Case], problems: [String]) {
    var cases: [Case] = []
    var problems: [String] = []
    var kind: PluralRuleKind?
    var locales: [String] = []
    var samples: [PluralCategory: String] = [:]
    var lastCategory: PluralCategory?
    func flush() {
      if let kind, !locales.isEmpty {
        cases += locales.map { Case(kind: kind, locale: $0, samples: samples) }
      }
      locales = []
      samples = [:]
    }
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      if line.hasPrefix(" "), let category = lastCategory {
        samples[category, default: ""] += " " + words.joined(separator: " ")
      } else if let newKind = PluralRuleKind(rawValue: first) {
        if !samples.isEmpty || newKind != kind { flush() }
        kind = newKind
        locales += words.dropFirst()
        lastCategory = nil
      } else if let category = PluralCategory(rawValue: first), kind != nil {
        samples[category] = words.dropFirst().joined(separator: " ")
        lastCategory = category
      } else {
        problems.append(String(line))
      }
    }
    flush()
    return (cases, problems)
  }

  /// The numbers a sample text stands for: `@integer 0, 2~4 @decimal 0.0~0.2, 1c6, …` gives
  /// `0 2 3 4 0.0 0.1 0.2 1c6`. A range steps by the unit of its last digit and keeps its
  /// endpoints' fraction digits; `…` (and more) is skipped.
  static func numbers(in text: String) -> (numbers: [String], problems: [String]) {
    var numbers: [String] = []
    var problems: [String] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      guard !word.hasPrefix("@"), word != "…" else { continue }
      let ends = word.split(separator: "~", omittingEmptySubsequences: false)
      guard ends.count == 2 else {
        numbers.append(String(word))
        continue
      }
      guard let range = range(from: String(ends[0]), to: String(ends[1])) else {
        problems.append(String(word))
        continue
      }
      numbers += range
    }
    return (numbers, problems)
  }

  /// `0.8~1.1` as `0.8 0.9 1.0 1.1`; `nil` unless both ends are plain decimals with the same
  /// number of fraction digits and the range is short.
  private static func range(from low: String, to high: String) -> [String]? {
    func scaled(_ text: String) -> (value: Int, places: Int)? {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let value = Int(parts.joined()) else { return nil }
      return (value, parts.count == 2 ? parts[1].count : 0)
    }
    guard let start = scaled(low), let end = scaled(high), start.places == end.places,
      start.value <= end.value, end.value - start.value <= 10_000
    else { return nil }
    return (start.value...end.value).map { value in
      guard start.places > 0 else { return String(value) }
      let digits = String(value)
      let padded = String(repeating: "0", count: max(start.places + 1 - digits.count, 0)) + digits
      return "\(padded.dropLast(start.places)).\(padded.suffix(start.places))"
    }
  }
}
