import Lexicon

extension LintTable {
  /// `format-mismatch`: each translation compared with its source by `FormatCompatibility`
  /// (arguments by position, kind and count, and plural variables), with the issue's own
  /// severity. Invalid specifiers are `invalid-specifier`'s, a missing variable or `other` form
  /// the parser's, and the source's own problems are not repeated for each language.
  func checkFormats(
    _ entries: [String: LintEntry], against source: [String: LintEntry], language: String,
    into findings: inout LintFindings
  ) {
    for key in entries.keys.sorted() {
      guard let entry = entries[key], let value = entry.value, let original = source[key]?.value
      else { continue }
      for issue in FormatCompatibility.check(value, against: original, language: language)
      where Self.isMismatch(issue) {
        findings.add(
          .formatMismatch, at: entry.path, entry.location.value,
          "\(Self.quoted(key)) in \(language): \(issue.message)", severity: issue.severity)
      }
    }
  }

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
