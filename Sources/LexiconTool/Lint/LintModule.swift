import Foundation
import Lexicon
import LexiconFormats
import LexiconReading

/// One resource folder — a feature module's `Resources`, an app's, a folder holding a String
/// Catalog — with every language its files have: what `missing-language` checks against the
/// languages the app supports.
///
/// `lexicon lint` compares the languages of a table within its own folder, so a module that
/// lacks a whole language (no `ru.lproj` at all) has nothing to compare and no other rule sees
/// it; yet the app shows that module in Russian, falling back to the development language on
/// every screen. Given the app's languages, each folder must have each of them, or a parent the
/// language falls back to (`pt` for `pt-BR`, `en` for `en-GB`).
///
/// ```
/// Sources/Inbox/Resources/en.lproj/Inbox.strings:1:1: error: Sources/Inbox/Resources has no ru, which the app supports (en, ru, ar): add ru.lproj with Inbox.strings and Inbox.stringsdict [missing-language]
/// ```
struct LintModule: Sendable {
  /// The folder, as printed: the path given on the command line, then the path below it.
  let path: String
  /// Its files, sorted by path.
  let files: [ReviewedFile]
  /// Its languages (canonical; `Base` counts as the development language).
  let languages: Set<String>

  /// The resource folders of some reviewed files, sorted by path.
  /// - Parameters:
  ///   - files: The files linted.
  ///   - developmentLanguage: The language of `Base.lproj`.
  /// - Returns: One module per resource folder.
  static func modules(of files: [ReviewedFile], developmentLanguage: String) -> [LintModule] {
    let grouped = Dictionary(grouping: files) { $0.file.source.root }
    return grouped.values.map { files in
      let sorted = files.sorted { $0.file.source.path < $1.file.source.path }
      var languages: Set<String> = []
      for file in sorted {
        if let folder = file.file.source.folderLanguage {
          let language = ParsedSource.canonical(folder)
          languages.insert(language == LintTable.base ? developmentLanguage : language)
        }
        for (language, _) in file.languages {
          languages.insert(language == LintTable.base ? developmentLanguage : language)
        }
        if let source = file.file.catalogSourceLanguage { languages.insert(source) }
      }
      return LintModule(
        path: printedFolder(of: sorted[0].file.source), files: sorted, languages: languages)
    }.sorted { $0.path < $1.path }
  }

  /// `missing-language`: each supported language the folder has neither itself nor through a
  /// parent, reported once at the folder's first development-language file.
  /// - Parameters:
  ///   - supported: The app's languages (canonical).
  ///   - developmentLanguage: The development language, whose files the finding points at.
  ///   - findings: Where the findings go.
  func checkLanguages(
    _ supported: [String], developmentLanguage: String, into findings: inout LintFindings
  ) {
    let sourceFile =
      files.first {
        $0.file.source.folderLanguage.map(ParsedSource.canonical) == developmentLanguage
          || $0.file.source.folderLanguage == LintTable.base
      } ?? files[0]
    for language in supported
    where !LanguageFallback.chain(for: language).contains(where: languages.contains) {
      findings.add(
        .missingLanguage, at: sourceFile.file.source.path, SourcePosition(line: 1, column: 1),
        "\(path) has no \(language), which the app supports (\(supported.joined(separator: ", "))): "
          + remedy(for: language))
    }
  }

  /// What to add: the `.lproj` folder with the tables the development language has, and the
  /// language in each catalog.
  private func remedy(for language: String) -> String {
    var tables = Set<String>()
    var catalogs = Set<String>()
    for file in files {
      let name = file.file.source.url.lastPathComponent
      if file.file.source.kind == .stringCatalog {
        catalogs.insert(name)
      } else {
        tables.insert(name)
      }
    }
    var parts: [String] = []
    if !tables.isEmpty {
      parts.append("add \(language).lproj with " + Self.list(tables.sorted()))
    }
    if !catalogs.isEmpty {
      parts.append("translate " + Self.list(catalogs.sorted()) + " into \(language)")
    }
    return parts.joined(separator: "; ")
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The resource folder of a file, as printed: the printed path without the file name (and its
  /// `.lproj` folder).
  private static func printedFolder(of source: LintSource) -> String {
    var path = (source.path as NSString).deletingLastPathComponent
    if source.folderLanguage != nil { path = (path as NSString).deletingLastPathComponent }
    return path.isEmpty ? "." : path
  }
}
