import Lexicon
import LexiconRawFiles

/// A parsed file after the rules that look at one file alone — `parse-error`, `parse-warning`,
/// `duplicate-key`, `source-language`, `empty-value`, `catalog-state`, `invalid-specifier` and
/// the plural rules — with its entries by language, ready to be compared with its table's
/// source. Files are reviewed in parallel.
struct ReviewedFile: Sendable {
  /// The file.
  let file: ParsedSource
  /// What the rules found in it.
  let findings: LintFindings
  /// Its languages (canonical, `Base` as it is), each with its entries by key.
  let languages: [(language: String, entries: [String: LintEntry])]

  /// Reviews a parsed file.
  /// - Parameters:
  ///   - file: The file.
  ///   - developmentLanguage: The language of `Base` (for plural rules) and of a file outside an
  ///     `.lproj` folder.
  ///   - configuration: The rules in force.
  init(_ file: ParsedSource, developmentLanguage: String, configuration: LintConfiguration) {
    var findings = LintFindings(configuration: configuration)
    Self.checkParsing(file, into: &findings)
    var languages: [(language: String, entries: [String: LintEntry])] = []
    for (language, locations, table) in file.languages(developmentLanguage: developmentLanguage) {
      let needs = PluralNeeds(language: language == LintTable.base ? developmentLanguage : language)
      var entries: [String: LintEntry] = [:]
      entries.reserveCapacity(locations.count)
      for (key, location) in locations {
        let value = table[key]
        entries[key] = LintEntry(
          value: value, key: location.key, position: location.value, path: file.source.path)
        Self.checkValue(
          value, at: location, in: file.source.path, key: key, language: language, needs: needs,
          into: &findings)
      }
      languages.append((language, entries))
    }
    self.file = file
    self.findings = findings
    self.languages = languages
  }
}
