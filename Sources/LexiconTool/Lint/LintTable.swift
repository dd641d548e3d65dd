import Foundation
import Lexicon

/// One table of one resource folder — `Login` in `Resources/*.lproj`, or a String Catalog — in
/// every language it has, as `lexicon lint` checks it.
///
/// The development language's entries (with `Base`, as the runtime merges them; a catalog's
/// `sourceLanguage`) are the source every other language is compared with. Within a language, a
/// catalog's entries come first, then the `.strings` file's, then the `.stringsdict` file's,
/// each overriding the one before, as the runtime reads them.
struct LintTable: Sendable {
  /// The table's name.
  let name: String
  /// Its files, sorted by path.
  let files: [ParsedSource]
  /// The language `.lproj` files are compared with.
  let developmentLanguage: String
  /// The languages that have `.lproj` folders in the table's resource folder, whether or not
  /// they hold this table.
  let folderLanguages: Set<String>

  /// The name `Base.lproj` folders give their language.
  static let base = "Base"

  /// A key or name in double quotes, whole, with control characters escaped so a finding stays
  /// on one line.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + QuotedText.singleLine(escaped) + "\""
  }

  /// The language every other is compared with: a catalog's source language, else the
  /// development language.
  var sourceLanguage: String {
    files.lazy.compactMap(\.catalogSourceLanguage).first ?? developmentLanguage
  }

  /// Runs every rule on the table.
  /// - Parameter findings: Where findings go.
  func check(into findings: inout LintFindings) {
    var merged: [String: [String: LintEntry]] = [:]
    var plurals = PluralNeedsCache()
    for file in files {
      checkParsing(file, into: &findings)
      for (language, locations, table) in file.languages(developmentLanguage: developmentLanguage) {
        let rulesLanguage = language == Self.base ? sourceLanguage : language
        for key in locations.keys.sorted() {
          guard let location = locations[key] else { continue }
          let entry = LintEntry(value: table[key], location: location, path: file.source.path)
          merged[language, default: [:]][key] = entry
          checkValue(
            entry, key: key, language: language, needs: plurals.needs(for: rulesLanguage),
            into: &findings)
        }
      }
    }
    var source = merged[Self.base] ?? [:]
    source.merge(merged[sourceLanguage] ?? [:]) { _, new in new }
    guard !source.isEmpty || merged.keys.contains(sourceLanguage) else {
      reportMissingSource(languages: merged.keys.sorted(), into: &findings)
      return
    }
    let compared = Set(merged.keys).subtracting([sourceLanguage, Self.base])
    for language in compared.sorted() {
      let entries = merged[language] ?? [:]
      checkFormats(entries, against: source, language: language, into: &findings)
      checkKeys(
        entries, against: source, language: language, isOverride: isOverride(language),
        into: &findings)
    }
    checkMissingFiles(source: source, languages: Set(merged.keys), into: &findings)
  }

  /// Whether `language` only overrides a parent present in the table (`en-AU` beside `en`,
  /// `pt-BR` beside `pt`), so keys it lacks fall back to the parent.
  private func isOverride(_ language: String) -> Bool {
    let present = Set(languagesOfFiles).union([sourceLanguage])
    return LanguageFallback.chain(for: language).dropFirst().contains(where: present.contains)
  }

  /// The languages the table's files hold.
  private var languagesOfFiles: [String] {
    files.flatMap { file in
      file.languages(developmentLanguage: developmentLanguage).map(\.language)
    }
  }

  /// `missing-source`: a table whose translations have nothing to be compared with.
  private func reportMissingSource(languages: [String], into findings: inout LintFindings) {
    guard let first = files.first, first.catalogSourceLanguage == nil,
      first.source.kind != .stringCatalog
    else { return }
    let names = languages.joined(separator: ", ")
    findings.add(
      .missingSource, at: first.source.path, SourcePosition(line: 1, column: 1),
      "table \(Self.quoted(name)) has no \(sourceLanguage) or Base file to compare its "
        + "translations (\(names)) with; set developmentLanguage in \(LintConfiguration.fileName) "
        + "if the app is written in another language")
  }

  /// A missing table of a language that has an `.lproj` folder: one finding at the source file.
  private func checkMissingFiles(
    source: [String: LintEntry], languages: Set<String>, into findings: inout LintFindings
  ) {
    guard let sourcePath = source.values.map(\.path).min() else { return }
    let fileName = files.first { $0.source.folderLanguage != nil }.map {
      $0.source.url.lastPathComponent
    }
    guard let fileName else { return }
    for language in folderLanguages.subtracting(languages).sorted()
    where language != Self.base && language != sourceLanguage && !isOverride(language) {
      findings.add(
        .missingTranslation, at: sourcePath, SourcePosition(line: 1, column: 1),
        "table \(Self.quoted(name)) is not translated into \(language): "
          + "\(language).lproj has no \(fileName) (\(source.count) "
          + (source.count == 1 ? "key)" : "keys)"))
    }
  }
}
