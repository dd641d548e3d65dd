import Foundation
import Lexicon
import LexiconFormats

/// `lexicon import xliff`: the translations of an XLIFF document, checked against their source
/// and written into the files they came from.
///
/// 1. **Match** — each `<file original="…">` is matched with a source file of the project
///    (``XLIFFProject/file(original:)``), each unit with a unit that file exports for the
///    language, by its exact id. A `.strings` table also takes ids it does not have (Xcode
///    exports strings it extracts from code into `Localizable.strings`).
/// 2. **Take** — a unit is imported when it has a `<target>` whose state is not `new` or
///    `needs-translation` (what Xcode's import skips too), and the target is not empty (unless
///    its source is). `needs-review-*` targets become `needs_review` in a catalog; so does a
///    target whose source text changed since the export, which is also reported.
/// 3. **Check** — each key whose value the import changes, as its file will hold it, against the
///    source with `lexicon lint`'s rules: invalid specifiers, format mismatches, the plural forms
///    the language's CLDR rules need. A problem is reported at the unit's `<target>` in the XLIFF
///    file. A value the file already holds is not checked again (it is `lexicon lint`'s to
///    report), so an old mistake elsewhere never blocks new translations.
/// 4. **Write** — nothing at all when a translation is refused, unless `partial`: then every
///    file gets its valid translations and the refused ones are left out.
struct XLIFFImport {
  /// The XLIFF document.
  let document: XLIFFDocument
  /// The XLIFF file's bytes, for positions.
  let bytes: [UInt8]
  /// The XLIFF file, as printed.
  let path: String
  /// The language translated into (canonical).
  let language: String
  /// The project's source files.
  let project: XLIFFProject
  /// The lines of the XLIFF file, for positions.
  private let lines: SourceLines

  /// Prepares the import of a document.
  /// - Parameters:
  ///   - document: The XLIFF document.
  ///   - bytes: The XLIFF file's bytes, for positions.
  ///   - path: The XLIFF file, as printed.
  ///   - language: The language translated into (canonical).
  ///   - project: The project's source files.
  init(
    document: XLIFFDocument, bytes: [UInt8], path: String, language: String,
    project: XLIFFProject
  ) {
    self.document = document
    self.bytes = bytes
    self.path = path
    self.language = language
    self.project = project
    self.lines = SourceLines(bytes)
  }

  /// What an import does.
  struct Outcome {
    /// The files to write, with their new contents.
    var writes: [(url: URL, data: Data)] = []
    /// How many translations each file takes, by its path.
    var counts: [(url: URL, values: Int)] = []
    /// Every problem found, sorted.
    var findings: [ImportFinding] = []
    /// The keys refused, with their file.
    var refused = 0

    /// Whether a finding is an error.
    var hasErrors: Bool { findings.contains { $0.severity == .error } }
  }

  private func finding(
    _ rule: String, _ severity: Diagnostic.Severity, _ message: String, at offset: Int
  ) -> ImportFinding {
    let (line, column) = lines.location(of: offset)
    return ImportFinding(
      path: path, line: line, column: column, severity: severity, message: message, rule: rule)
  }

  /// Plans the import: matches, takes and checks every translation.
  /// - Parameter partial: Whether refused translations are left out (rather than refusing all).
  /// - Returns: The files to write and the findings.
  /// - Throws: ``ToolError`` when a file cannot be read.
  func plan(partial: Bool) throws(ToolError) -> Outcome {
    var outcome = Outcome()
    for file in document.files {
      if let target = file.targetLanguage, let tag = LanguageTag(target), tag.identifier != language
      {
        outcome.findings.append(
          finding(
            "target-language", .error,
            "the file \(LintFinding.quoted(file.original)) is translated into \(tag.identifier), "
              + "not \(language)", at: file.offset))
        continue
      }
      let match = project.file(original: file.original)
      guard let source = match.file else {
        let message =
          match.ambiguous.isEmpty
          ? "no source file matches \(LintFinding.quoted(file.original)) under the paths given"
          : "\(LintFinding.quoted(file.original)) matches several source files: "
            + match.ambiguous.map(\.original).joined(separator: ", ")
        outcome.findings.append(finding("missing-source-file", .error, message, at: file.offset))
        continue
      }
      try plan(file, into: source.exchange, partial: partial, outcome: &outcome)
    }
    outcome.findings.sort()
    return outcome
  }

  /// Plans one `<file>`.
  private func plan(
    _ file: XLIFFFile, into exchange: any XLIFFExchangeFile, partial: Bool,
    outcome: inout Outcome
  ) throws(ToolError) {
    let expected = Dictionary(
      try exchange.units(language: language).map { ($0.id, $0) },
      uniquingKeysWith: { first, _ in first })
    let strings = exchange as? StringsExchange
    var translations: [String: ImportedText] = [:]
    var notes: [String: String] = [:]
    var units: [String: [XLIFFUnit]] = [:]  // by key
    var xliffSources: [String: String] = [:]  // by key, for keys only the XLIFF has
    for unit in file.units {
      let known = expected[unit.id]
      guard known != nil || strings != nil else {
        outcome.findings.append(
          finding(
            "unknown-unit", .warning,
            "\(LintFinding.quoted(unit.id)) is not a string of \(exchange.source.path); it is "
              + "left out", at: unit.offset))
        continue
      }
      guard let target = unit.target,
        !["new", "needs-translation"].contains(unit.state ?? ""),
        !target.isEmpty || (unit.source ?? known?.source ?? "").isEmpty
      else { continue }
      let key = known?.key ?? unit.id
      var state = unit.state?.hasPrefix("needs-review") == true ? "needs_review" : "translated"
      if let known, !known.sourceIsKey, let source = unit.source, source != known.source {
        state = "needs_review"
        outcome.findings.append(
          finding(
            "source-changed", .warning,
            "the source of \(LintFinding.quoted(unit.id)) changed since the export "
              + "(\(LintFinding.quoted(source)), now \(LintFinding.quoted(known.source))); the "
              + "translation is imported for review", at: unit.targetOffset ?? unit.offset))
      }
      translations[unit.id] = ImportedText(text: target, catalogState: state)
      units[key, default: []].append(unit)
      if known == nil || known?.sourceIsKey == true {
        xliffSources[key] = unit.source ?? ""
        if let note = unit.notes.first?.text, !note.isEmpty { notes[key] = note }
      }
    }
    guard !translations.isEmpty else { return }
    var refusedKeys: Set<String> = []
    var output = try write(translations, notes: notes, into: exchange)
    var problems = check(output, units: units, xliffSources: xliffSources)
    if partial, problems.contains(where: { $0.finding.severity == .error }) {
      refusedKeys = Set(problems.filter { $0.finding.severity == .error }.map(\.key))
      let kept = translations.filter { id, _ in
        !refusedKeys.contains(expected[id]?.key ?? id)
      }
      output = try write(kept, notes: notes, into: exchange)
      let rechecked = check(output, units: units, xliffSources: xliffSources)
      // What is still refused (a key that cannot stand alone) stays out of the count.
      refusedKeys.formUnion(rechecked.filter { $0.finding.severity == .error }.map(\.key))
      problems = problems.filter { $0.finding.severity == .error || !refusedKeys.contains($0.key) }
      translations = kept
    }
    outcome.findings += problems.map(\.finding)
    outcome.refused += refusedKeys.count
    let count = Set(translations.keys.map { expected[$0]?.key ?? $0 }).count
    if let data = output.data { outcome.writes.append((output.url, data)) }
    outcome.counts.append((output.url, count))
  }

  private func write(
    _ translations: [String: ImportedText], notes: [String: String],
    into exchange: any XLIFFExchangeFile
  ) throws(ToolError) -> ExchangeOutput {
    if let strings = exchange as? StringsExchange {
      return try strings.write(translations, notes: notes, language: language)
    }
    return try exchange.write(translations, language: language)
  }

  /// The problems of each key whose value the import changes, at its first unit's target.
  private func check(
    _ output: ExchangeOutput, units: [String: [XLIFFUnit]], xliffSources: [String: String]
  ) -> [(key: String, finding: ImportFinding)] {
    var result: [(key: String, finding: ImportFinding)] = []
    let changed = Set(output.changedKeys)
    for key in units.keys.sorted() where changed.contains(key) {
      let source = output.sources[key] ?? xliffSources[key].map(LocalizedValue.text)
      let first = units[key]?.min { $0.offset < $1.offset }
      let offset = first?.targetOffset ?? first?.offset ?? 0
      for problem in TranslationCheck.problems(
        key: key, value: output.values[key], source: source, language: language)
      {
        result.append(
          (key, finding(problem.rule.id, problem.severity, problem.message, at: offset)))
      }
    }
    return result
  }
}
