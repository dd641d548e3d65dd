import Foundation
import Lexicon
import LexiconTestSupport
import LexiconValidation
import Testing

/// Pieces that random formats are made of: fragments of specifiers, text, and traps.
private let fragments = [
  "%", "%", "%", "d", "@", "$", "1", "2", "9", "*", ".", "#", "l", "ll", "h", "q", "z", "L", "x",
  "f", "e", "g", "a", "s", "c", "p", "C", "S", "u", "o", "%#@v@", "%#@w@", "%2$#@v@", "é", "🎉",
  " ", "text", "arg", "0", "-", "+", "'", "99999", "%%", "%arg", "\u{301}", "@@", "\n",
  "%9999d", "%1$-9999.9999f",
]

private func randomArguments(_ generator: inout SeededGenerator) -> [any CVarArg] {
  let pool: [any CVarArg] = [
    "str", "", "1.50", "١٢", 0, 1, -1, 21, Int.max, Int.min, UInt64.max, 2.5, -0.0, Double.nan,
    Double.infinity, -1e300, Float(1.5), Int8(-3), UInt16(7), true, Int32.min, UInt8(255),
  ]
  return (0..<Int.random(in: 0...5, using: &generator)).map { _ in
    pool[Int.random(in: 0..<pool.count, using: &generator)]
  }
}

private func randomText(_ generator: inout SeededGenerator) -> String {
  (0..<Int.random(in: 0...12, using: &generator)).map { _ in
    fragments[Int.random(in: 0..<fragments.count, using: &generator)]
  }.joined()
}

private func randomValue(_ generator: inout SeededGenerator) -> LocalizedValue {
  guard Bool.random(using: &generator) else { return .text(randomText(&generator)) }
  let specifiers = ["d", "lld", ".1f", "@", "k", "", "%u", "*d", "1$d", "s", "p", "c", "hhd", "g"]
  var variables: [String: PluralVariable] = [:]
  for name in ["v", "w"] where Int.random(in: 0..<4, using: &generator) > 0 {
    var variants: [PluralCategory: String] = [:]
    for category in PluralCategory.allCases where Bool.random(using: &generator) {
      variants[category] = randomText(&generator)
    }
    let numbers: [Int?] = [nil, nil, 1, 2, 3, 0, -1, 100]
    variables[name] = PluralVariable(
      argumentNumber: numbers[Int.random(in: 0..<numbers.count, using: &generator)],
      formatSpecifier: specifiers[Int.random(in: 0..<specifiers.count, using: &generator)],
      variants: variants)
  }
  return .plural(PluralString(format: randomText(&generator), variables: variables))
}

extension FormatRendererTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomFormatsNeverCrash(seed: UInt64) async {
    var generator = SeededGenerator(state: seed)
    for round in 0..<1_500 {
      // Let other tests' jobs run between rounds (see `everyCorpusValueKeepsItsSpecifiers`).
      if round.isMultiple(of: 50) { await Task.yield() }
      let value = randomValue(&generator)
      let arguments = randomArguments(&generator)
      let language = ["en", "ru", "ar", "ja", "xx-invalid"][
        Int.random(in: 0..<5, using: &generator)]

      let first = FormatRenderer.render(value, arguments: arguments, language: language)
      let second = FormatRenderer.render(value, arguments: arguments, language: language)
      #expect(first == second)

      // The output budget: 64 bytes per byte of the value's texts, at least 64 KiB, beyond the
      // first printing of each argument (here at most 5 short strings).
      let bound = FormatRenderer.outputBudget(for: value) + 64
      #expect(first.text.utf8.count <= bound, "\(value)")

      if case .text(let text) = value {
        // Offsets of issues in the format lie inside it, at the specifier they name.
        let bytes = Array(text.utf8)
        for issue in first.issues {
          guard let location = issue.location, let specifier = issue.specifier else { continue }
          let written = Array(specifier.utf8)
          let range = location.offset..<(location.offset + written.count)
          #expect(range.upperBound <= bytes.count && Array(bytes[range]) == written, "\(text)")
        }
        if !text.contains("%") {
          #expect(first.text == text)
        }
        #expect(FormatTemplate(text).issues.allSatisfy { first.issues.contains($0) })
      }

      // A value is always compatible with itself.
      let differences = FormatCompatibility.check(value, against: value).filter {
        Self.isDifference($0.kind)
      }
      #expect(differences == [], "\(value)")
    }
  }

  private static func isDifference(_ kind: FormatIssue.Kind) -> Bool {
    switch kind {
    case .incompatibleArgument, .argumentSizeMismatch, .argumentMissingInTranslation,
      .argumentAddedInTranslation, .pluralVariableMissingInTranslation,
      .pluralVariableAddedInTranslation:
      return true
    default:
      return false
    }
  }

  /// Random well-formed formats with matching arguments agree with `String(format:)`.
  @Test(arguments: [11, 12] as [UInt64])
  func randomValidFormatsMatchFoundation(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    let flagSets = ["", "-", "+", " ", "0", "#", "-+", "0+", "- "]
    let words = ["", "a", " ", "word ", "é ", "🎉", "[", "]"]
    var mismatches: [String] = []
    for _ in 0..<1_000 {
      var format = ""
      var arguments: [any CVarArg] = []
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        format += words[Int.random(in: 0..<words.count, using: &generator)]
        let flags = flagSets[Int.random(in: 0..<flagSets.count, using: &generator)]
        let width =
          Bool.random(using: &generator) ? "" : String(Int.random(in: 1...15, using: &generator))
        let precision =
          Bool.random(using: &generator)
          ? "" : "." + String(Int.random(in: 0...6, using: &generator))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          let conversion = ["d", "i", "ld", "lld", "u", "lu", "x", "X", "o", "lx"][
            Int.random(in: 0..<10, using: &generator)]
          format += "%" + flags + width + precision + conversion
          arguments.append(Int.random(in: -100_000...100_000, using: &generator))
        case 1:
          let conversion = ["f", "e", "E", "g", "G", "a", "F"][
            Int.random(in: 0..<7, using: &generator)]
          format += "%" + flags + width + precision + conversion
          arguments.append(Double.random(in: -1e6...1e6, using: &generator))
        case 2:
          format += "%@"
          arguments.append(words[Int.random(in: 0..<words.count, using: &generator)] + "x")
        default:
          format += "%%"
        }
      }
      let expected = String(format: format, arguments: arguments)
      let actual = FormatRenderer.render(format, arguments: arguments, language: "en")
      if actual != FormattedText(text: expected) {
        mismatches.append("\(format) \(arguments): \(actual) ≠ \(expected)")
      }
    }
    #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(10).joined(separator: "\n")))
  }
}

extension FormatRendererTests {
  @Test(.enabled(if: FormattingCorpus.isAvailable))
  func corpusStringsdictRendersInEveryLanguage() throws {
    let english = try FormattingCorpus.stringsdict("en")
    #expect(english.count == 30)
    var rendered = 0
    for language in try FormattingCorpus.stringsdictLanguages() {
      for (key, value) in try FormattingCorpus.stringsdict(language) {
        guard let source = english[key] else { continue }
        for count in [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000] {
          let arguments = FormattingCorpus.sampleArguments(for: source, count: count)
          let result = FormatRenderer.render(value, arguments: arguments, language: language)
          rendered += 1
          // mastodon-ios counts a string with its dummy `names` variable; nothing else is wrong.
          let unexpected = result.issues.filter { $0.specifier != "%#@names@" }
          #expect(unexpected == [], "\(language) \(key) \(count)")
          #expect(!result.text.isEmpty || key.contains("followed_by"), "\(language) \(key)")
        }
      }
    }
    #expect(rendered > 4_000)
  }
}
