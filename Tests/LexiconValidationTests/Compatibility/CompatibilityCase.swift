import Lexicon
import LexiconValidation
import Testing

/// One row of ``FormatCompatibilityTests``'s table: a source, a translation, and the findings as
/// `severity: message`.
struct CompatibilityCase: Sendable, CustomTestStringConvertible {
  var name: String
  var source: LocalizedValue
  var translation: LocalizedValue
  var expected: [String]

  var testDescription: String { name }
}
