import Foundation
import Lexicon
import LexiconFormats
import LexiconRawFiles

/// One table as `lexicon generate` reads it: its development-language values and the notes for
/// translators, merged from its files as the runtime merges them (`Base.lproj`, then the
/// development language's `.strings`, then its `.stringsdict`; a String Catalog's source
/// language).
struct GeneratorTable: Sendable {
  /// The table's name.
  var name: String
  /// The language the values are in.
  var language: String
  /// The values, by key.
  var values: [String: LocalizedValue]
  /// The notes for translators, by key.
  var comments: [String: String]
  /// The names of the files read, for the generated file's header.
  var fileNames: [String]

  /// The tables of `sources` that have development-language files, sorted by name.
  /// - Parameters:
  ///   - sources: The files found.
  ///   - developmentLanguage: The language of `.lproj` tables (canonical).
  ///   - diagnostics: Receives every diagnostic of the files read.
  /// - Throws: ``ToolError`` with ``ExitCode/findings`` when a file read has errors, or with
  ///   ``ExitCode/noInput`` when one cannot be read.
  static func tables(
    in sources: [LintSource], developmentLanguage: String, diagnostics: (Diagnostic) -> Void
  ) throws(ToolError) -> [GeneratorTable] {
    var tables: [String: GeneratorTable] = [:]
    var hasErrors = false
    // Base first, so the development language's entries win.
    let ordered = sources.sorted { lhs, rhs in
      (lhs.folderLanguage == LintTable.base ? 0 : 1, lhs.kind.order, lhs.path)
        < (rhs.folderLanguage == LintTable.base ? 0 : 1, rhs.kind.order, rhs.path)
    }
    for source in ordered {
      let language = source.folderLanguage.map(ParsedSource.canonical)
      guard
        source.kind == .stringCatalog || language == nil || language == developmentLanguage
          || language == LintTable.base
      else { continue }
      let data: Data
      do {
        data = try Data(contentsOf: source.url)
      } catch {
        throw ToolError(
          "cannot read '\(source.path)': \(error.localizedDescription)", exitCode: .noInput)
      }
      let located = LocalizationFile.parseLocated(data, kind: source.kind, path: source.path)
      for diagnostic in located.file.diagnostics + located.syntaxErrors {
        diagnostics(diagnostic)
        hasErrors = hasErrors || diagnostic.severity == .error
      }
      let identity = "\(source.root)/\(source.table)"
      var table =
        tables[identity]
        ?? GeneratorTable(
          name: source.table, language: developmentLanguage, values: [:], comments: [:],
          fileNames: [])
      table.fileNames.append(source.url.lastPathComponent)
      switch located.file {
      case .table(let parsed):
        table.add(parsed.table, locations: located.entries[""] ?? [:])
      case .catalog(let catalog):
        table.language = ParsedSource.canonical(catalog.sourceLanguage)
        table.add(
          catalog.tables[catalog.sourceLanguage] ?? StringTable(),
          locations: located.entries[catalog.sourceLanguage] ?? [:])
      }
      tables[identity] = table
    }
    if hasErrors {
      throw ToolError("the tables have errors; no code was generated", exitCode: .findings)
    }
    return tables.values.filter { !$0.values.isEmpty }.sorted { $0.name < $1.name }
  }

  /// Adds the entries of a file, replacing those of the files read before.
  private mutating func add(_ table: StringTable, locations: [String: EntryLocation]) {
    for (key, value) in table.entries {
      values[key] = value
      comments[key] = locations[key]?.comment
    }
  }
}

extension LocalizationFileKind {
  /// The order the runtime merges a table's files in: catalog, `.strings`, `.stringsdict`.
  fileprivate var order: Int {
    switch self {
    case .stringCatalog: return 0
    case .strings: return 1
    case .stringsDict: return 2
    }
  }
}
