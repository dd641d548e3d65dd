import Lexicon
import LexiconFormats
import LexiconReading

extension ReviewedFile {
  /// `parse-error`, `parse-warning`, `duplicate-key` and `source-language`: what the parser
  /// reports, every syntax error included, sorted into rules. A catalog's unserved empty values
  /// are left to `empty-value`, which sees every empty text.
  static func checkParsing(_ file: ParsedSource, into findings: inout LintFindings) {
    let path = file.source.path
    for diagnostic in file.located.file.diagnostics + file.located.syntaxErrors {
      let position = SourcePosition(line: diagnostic.line, column: diagnostic.column)
      switch diagnostic.kind {
      case .emptyValue:
        continue
      case .duplicateKey:
        findings.add(.duplicateKey, at: path, position, diagnostic.message)
      case .missingSourceLanguage:
        findings.add(.sourceLanguage, at: path, position, diagnostic.message)
      case .problem:
        let rule: LintRule = diagnostic.severity == .error ? .parseError : .parseWarning
        findings.add(rule, at: path, position, diagnostic.message)
      }
    }
    guard case .catalog(let catalog) = file.located.file,
      !file.located.file.diagnostics.contains(where: { $0.kind == .missingSourceLanguage }),
      !file.located.file.hasErrors
    else { return }
    let start = SourcePosition(line: 1, column: 1)
    if catalog.sourceLanguage.isEmpty {
      findings.add(.sourceLanguage, at: path, start, "the catalog's \"sourceLanguage\" is empty")
    } else if LanguageTag(catalog.sourceLanguage) == nil {
      findings.add(
        .sourceLanguage, at: path, start,
        "the catalog's \"sourceLanguage\" \(LintFinding.quoted(catalog.sourceLanguage)) is not a "
          + "language tag")
    }
  }
}
