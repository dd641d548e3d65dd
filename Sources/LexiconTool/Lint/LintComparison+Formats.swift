import Lexicon
import LexiconValidation

extension LintComparison {
  /// `format-mismatch`: each translation compared with its source by `FormatCompatibility`
  /// (arguments by position, kind and count, and plural variables), with the issue's own
  /// severity. Invalid specifiers are `invalid-specifier`'s, a missing variable or `other` form
  /// the parser's, and the source's own problems are not repeated for each language.
  func checkFormats(into findings: inout LintFindings) {
    for (key, entry) in entries {
      guard let value = entry.value, let original = source[key]?.value,
        Self.mayDiffer(value, original)
      else { continue }
      for issue in FormatCompatibility.check(value, against: original, language: language)
      where Self.isMismatch(issue) {
        findings.add(
          .formatMismatch, at: entry.path, entry.position,
          "\(LintFinding.quoted(key)) in \(language): \(issue.message)", severity: issue.severity)
      }
    }
  }

  /// Whether two values may read different arguments. Not when both are texts whose `%`
  /// sequences are the same, in the same order (most values: none, or `%@` and `%@`), which read
  /// the same arguments the same way; a problem they share is the source's, reported once.
  private static func mayDiffer(_ value: LocalizedValue, _ original: LocalizedValue) -> Bool {
    guard case .text(let text) = value, case .text(let source) = original else { return true }
    return !percentSequences(text.utf8).elementsEqual(percentSequences(source.utf8))
  }

  /// Each `%` of `bytes` with what follows it up to and including its conversion: the first
  /// ASCII letter that is not a length modifier, `@` or `%` (at most 16 bytes).
  private static func percentSequences(_ bytes: String.UTF8View) -> [ArraySlice<UInt8>] {
    guard bytes.contains(UInt8(ascii: "%")) else { return [] }
    let array = Array(bytes)
    var sequences: [ArraySlice<UInt8>] = []
    var index = 0
    while index < array.count {
      guard array[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < array.count, end - index <= 16 {
        let byte = array[end]
        end += 1
        let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        // A length modifier (`%ld`, `%lld`, `%hhd`) is part of the specifier; a conversion ends it.
        if isLetter && !Self.lengthModifiers.contains(byte) || byte == 0x40 || byte == 0x25 {
          break
        }
      }
      sequences.append(array[index..<end])
      index = end
    }
    return sequences
  }

  /// The letters of length modifiers: `h l q L z t j`.
  private static let lengthModifiers = Set("hlqLztj".utf8)

  /// Whether an issue is a difference between a translation and its source for this rule.
  private static func isMismatch(_ issue: FormatIssue) -> Bool {
    if issue.location?.side == .source { return false }
    switch issue.kind {
    case .invalidSpecifier, .incompleteSpecifier, .undefinedPluralVariable, .missingOtherVariant:
      return false
    default:
      return true
    }
  }
}
