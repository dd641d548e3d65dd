import Lexicon

extension LintComparison {
  /// `missing-translation` (keys of the source a language lacks, reported where the source
  /// value is) and `extra-key` (keys the source lacks, reported where they are). A language
  /// that only overrides a parent present in the table is not checked for missing keys; a
  /// catalog's keys marked `shouldTranslate: false` or `stale` are never missing.
  func checkKeys(into findings: inout LintFindings) {
    if !isOverride {
      let file = entries.values.map(\.path).min() ?? "\(language).lproj"
      for (key, entry) in source where entries[key] == nil && !skippedKeys.contains(key) {
        findings.add(
          .missingTranslation, at: entry.path, entry.position,
          "\(LintFinding.quoted(key)) is not translated into \(language) (\(file))")
      }
    }
    for (key, entry) in entries where source[key] == nil {
      findings.add(
        .extraKey, at: entry.path, entry.key,
        "\(LintFinding.quoted(key)) in \(language) is not in the source language \(sourceLanguage)")
    }
  }
}
