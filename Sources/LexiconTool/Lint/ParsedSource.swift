import Lexicon
import LexiconFormats
import LexiconRawFiles

/// A localization file found by `lexicon lint`, parsed with the locations of its entries.
struct ParsedSource: Sendable {
  /// The file.
  var source: LintSource
  /// What it holds and where.
  var located: LocatedFile

  /// Each language of the file (canonical, `Base` as it is) with its entries and the table
  /// they belong to: one language for an `.lproj` file (the development language for a file
  /// outside one), every localized language for a String Catalog.
  /// - Parameter developmentLanguage: The language of a file outside an `.lproj` folder.
  /// - Returns: The languages, sorted.
  func languages(developmentLanguage: String) -> [(
    language: String, locations: [String: EntryLocation], table: StringTable
  )] {
    switch located.file {
    case .table(let parsed):
      let language = source.folderLanguage.map(Self.canonical) ?? developmentLanguage
      return [(language, located.entries[""] ?? [:], parsed.table)]
    case .catalog(let catalog):
      return located.entries.keys.sorted().map { language in
        (
          Self.canonical(language), located.entries[language] ?? [:],
          catalog.tables[language] ?? StringTable()
        )
      }
    }
  }

  /// The catalog's source language (canonical), when the file is a catalog that names one.
  var catalogSourceLanguage: String? {
    guard case .catalog(let catalog) = located.file, !catalog.sourceLanguage.isEmpty else {
      return nil
    }
    return Self.canonical(catalog.sourceLanguage)
  }

  /// The canonical form of a language name (`pt_BR` → `pt-BR`); `Base` and names that are not
  /// language tags stay as they are.
  static func canonical(_ language: String) -> String {
    LanguageTag(language)?.identifier ?? language
  }
}
