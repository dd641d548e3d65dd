import Lexicon

extension LintTable {
  /// `missing-translation` (keys of the source a language lacks, reported where the source
  /// value is) and `extra-key` (keys the source lacks, reported where they are). A language
  /// that only overrides a parent present in the table is not checked for missing keys; a
  /// catalog's keys marked `shouldTranslate: false` or `stale` are never missing.
  func checkKeys(
    _ entries: [String: LintEntry], against source: [String: LintEntry], language: String,
    isOverride: Bool, into findings: inout LintFindings
  ) {
    if !isOverride {
      let skipped = files.reduce(into: Set<String>()) { skipped, file in
        skipped.formUnion(file.located.untranslatableKeys)
        skipped.formUnion(file.located.staleKeys)
      }
      let file = entries.values.map(\.path).min() ?? "\(language).lproj"
      for key in source.keys.sorted() where entries[key] == nil && !skipped.contains(key) {
        guard let entry = source[key] else { continue }
        findings.add(
          .missingTranslation, at: entry.path, entry.location.value,
          "\(Self.quoted(key)) is not translated into \(language) (\(file))")
      }
    }
    for key in entries.keys.sorted() where source[key] == nil {
      guard let entry = entries[key] else { continue }
      findings.add(
        .extraKey, at: entry.path, entry.location.key,
        "\(Self.quoted(key)) in \(language) is not in the source language \(sourceLanguage)")
    }
  }
}
