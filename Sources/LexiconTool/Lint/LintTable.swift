import Foundation
import Lexicon
import LexiconFormats
import LexiconReading

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
  let files: [ReviewedFile]
  /// The language `.lproj` files are compared with.
  let developmentLanguage: String
  /// The languages that have `.lproj` folders in the table's resource folder, whether or not
  /// they hold this table.
  let folderLanguages: Set<String>

  /// The name `Base.lproj` folders give their language.
  static let base = "Base"

  /// The language every other is compared with: a catalog's source language, else the
  /// development language.
  var sourceLanguage: String {
    files.lazy.compactMap(\.file.catalogSourceLanguage).first ?? developmentLanguage
  }

  /// Merges the table's languages, reports what concerns the whole table (`missing-source`, a
  /// language without the table's file), and returns the comparison of each language with the
  /// source.
  /// - Parameter findings: Where the table's own findings go.
  /// - Returns: One comparison per language other than the source and `Base`, by language.
  func comparisons(into findings: inout LintFindings) -> [LintComparison] {
    let merged = mergedLanguages
    let sourceLanguage = sourceLanguage
    var source = merged[Self.base] ?? [:]
    source.merge(merged[sourceLanguage] ?? [:]) { _, new in new }
    guard !source.isEmpty || merged.keys.contains(sourceLanguage) else {
      reportMissingSource(languages: merged.keys.sorted(), into: &findings)
      return []
    }
    checkMissingFiles(source: source, languages: Set(merged.keys), into: &findings)
    let skipped = files.reduce(into: Set<String>()) { skipped, file in
      skipped.formUnion(file.file.located.untranslatableKeys)
      skipped.formUnion(file.file.located.staleKeys)
    }
    return Set(merged.keys).subtracting([sourceLanguage, Self.base]).sorted().map { language in
      LintComparison(
        language: language, entries: merged[language] ?? [:], source: source,
        sourceLanguage: sourceLanguage, isOverride: isOverride(language), skippedKeys: skipped)
    }
  }

  /// Each language's entries (canonical, `Base` as it is), the table's files merged in order.
  var mergedLanguages: [String: [String: LintEntry]] {
    var merged: [String: [String: LintEntry]] = [:]
    for file in files {
      for (language, entries) in file.languages {
        if let existing = merged[language] {
          merged[language] = existing.merging(entries) { _, new in new }
        } else {
          merged[language] = entries
        }
      }
    }
    return merged
  }

  /// What the app serves of each language, as the runtime reads it: each language's entries,
  /// with `Base` under the source language's. Entries without a value are left out.
  var content: [String: [String: LintEntry]] {
    var merged = mergedLanguages
    if let base = merged.removeValue(forKey: Self.base) {
      merged[sourceLanguage] = base.merging(merged[sourceLanguage] ?? [:]) { _, own in own }
    }
    return merged.mapValues { $0.filter { $0.value.value != nil } }.filter { !$0.value.isEmpty }
  }

  /// Whether `language` only overrides a parent present in the table (`en-AU` beside `en`,
  /// `pt-BR` beside `pt`), so keys it lacks fall back to the parent.
  private func isOverride(_ language: String) -> Bool {
    var present = Set(files.flatMap { $0.languages.map(\.language) })
    present.insert(sourceLanguage)
    return LanguageFallback.chain(for: language).dropFirst().contains(where: present.contains)
  }

  /// `missing-source`: a table whose translations have nothing to be compared with.
  private func reportMissingSource(languages: [String], into findings: inout LintFindings) {
    guard let first = files.first?.file, first.source.kind != .stringCatalog else { return }
    let names = languages.joined(separator: ", ")
    findings.add(
      .missingSource, at: first.source.path, SourcePosition(line: 1, column: 1),
      "table \(LintFinding.quoted(name)) has no \(sourceLanguage) or Base file to compare its "
        + "translations (\(names)) with; set developmentLanguage in \(LintConfiguration.fileName) "
        + "if the app is written in another language")
  }

  /// A missing table of a language that has an `.lproj` folder: one finding at the source file.
  private func checkMissingFiles(
    source: [String: LintEntry], languages: Set<String>, into findings: inout LintFindings
  ) {
    guard let sourcePath = source.values.map(\.path).min(),
      let fileName = files.first(where: { $0.file.source.folderLanguage != nil })?
        .file.source.url.lastPathComponent
    else { return }
    for language in folderLanguages.subtracting(languages).sorted()
    where language != Self.base && language != sourceLanguage && !isOverride(language) {
      findings.add(
        .missingTranslation, at: sourcePath, SourcePosition(line: 1, column: 1),
        "table \(LintFinding.quoted(name)) is not translated into \(language): "
          + "\(language).lproj has no \(fileName) (\(source.count) "
          + (source.count == 1 ? "key)" : "keys)"))
    }
  }
}
