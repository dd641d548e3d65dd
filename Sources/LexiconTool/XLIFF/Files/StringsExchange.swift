import Foundation
import Lexicon
import LexiconFormats
import LexiconRawFiles
import LexiconReading

/// A `.strings` file in an XLIFF exchange: one unit per key, its id the key itself, its note the
/// comment before the entry (as Xcode exports them).
///
/// Translations are written into the language's file beside the source (`ru.lproj/<name>`)
/// without touching anything else: a value that changes is replaced where it is written, its
/// quotes and the comments, order and layout around it kept; a key the file lacks is added at
/// its end, after the source's comment; the file keeps its encoding (UTF-16 stays UTF-16). A
/// language without the file gets a new one in the source's order and encoding, each entry
/// after its comment. A translation equal to the value already written changes nothing.
///
/// Keys the source file lacks but the XLIFF has — Xcode exports strings it extracts from code
/// into the table of `Localizable.strings` — are written too, with the XLIFF's note as their
/// comment, and checked against the XLIFF's source text.
struct StringsExchange: XLIFFExchangeFile {
  let source: LintSource
  let sourceLanguage: String
  /// The source file's text.
  private let file: TextFileData
  /// The source file, parsed with locations.
  private let located: LocatedFile

  /// Reads a source `.strings` file.
  /// - Parameters:
  ///   - source: The file.
  ///   - language: Its language.
  /// - Throws: ``ToolError`` when it cannot be read or has errors (printed as diagnostics).
  init(_ source: LintSource, language: String) throws(ToolError) {
    self.source = source
    self.sourceLanguage = language
    let data = try Self.read(source.url, printed: source.path)
    file = TextFileData(data)
    located = LocalizationFile.parseLocated(data, kind: .strings, path: source.path)
    if let error = located.file.diagnostics.first(where: { $0.severity == .error }) {
      throw .diagnostic(error.description, exitCode: .findings)
    }
  }

  /// The source's entries by key, and its keys in the order they are written.
  private var entries: [String: EntryLocation] { located.entries[""] ?? [:] }
  private var orderedKeys: [String] {
    entries.sorted { $0.value.key < $1.value.key }.map(\.key)
  }
  private var table: StringTable {
    if case .table(let parsed) = located.file { return parsed.table }
    return StringTable()
  }

  func units(language: String) throws(ToolError) -> [ExchangeUnit] {
    let destination = try destination(language)
    let translated: StringTable? = destination.map { located in
      if case .table(let parsed) = located.file { return parsed.table }
      return StringTable()
    }
    let table = table
    var units = entries.map { key, location in
      var unit = ExchangeUnit(
        id: key, key: key, source: table[key]?.rawText ?? "",
        note: location.comment.map { XLIFFNote(text: $0) })
      if let target = translated?[key] {
        unit.target = target.rawText
        unit.state = "translated"
      }
      return unit
    }
    // Keys only the translation has: strings Xcode extracted from code, whose source is the key.
    for (key, location) in destination?.entries[""] ?? [:] where entries[key] == nil {
      var unit = ExchangeUnit(
        id: key, key: key, source: key, note: location.comment.map { XLIFFNote(text: $0) },
        target: translated?[key]?.rawText, state: "translated")
      unit.sourceIsKey = true
      units.append(unit)
    }
    return units.sorted { XcodeOrder.unitPrecedes($0.id, $1.id) }
  }

  /// The language's file, parsed with locations, when it exists.
  private func destination(_ language: String) throws(ToolError) -> LocatedFile? {
    let url = destinationURL(language)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data = try Self.read(url, printed: url.path)
    return LocalizationFile.parseLocated(data, kind: .strings, path: url.path)
  }

  private func destinationURL(_ language: String) -> URL {
    if language == sourceLanguage { return source.url }
    return LanguageFolder.url(for: language, besides: source.url.deletingLastPathComponent())
      .appendingPathComponent(source.url.lastPathComponent)
  }

  func write(_ translations: [String: ImportedText], language: String) throws(ToolError)
    -> ExchangeOutput
  {
    try write(translations, notes: [:], language: language)
  }

  /// Writes translations, with notes for keys the source lacks (from the XLIFF).
  func write(
    _ translations: [String: ImportedText], notes: [String: String], language: String
  ) throws(ToolError) -> ExchangeOutput {
    let url = destinationURL(language)
    var sources: [String: LocalizedValue] = [:]
    for key in translations.keys {
      if let value = table[key], entries[key] != nil { sources[key] = value }
    }
    var output: [UInt8]
    var model: TextFileData?
    var previous: [String: LocalizedValue] = [:]
    if FileManager.default.fileExists(atPath: url.path) {
      let data = try Self.read(url, printed: url.path)
      var existing = TextFileData(data)
      guard existing.bytes.first(where: { !XMLLexer.isSpace($0) }) != UInt8(ascii: "<"),
        !data.starts(with: Array("bplist".utf8))
      else {
        throw ToolError(
          "cannot write translations into '\(url.path)': it is a property list, not a text "
            + ".strings file", exitCode: .cannotCreate)
      }
      let located = LocalizationFile.parseLocated(data, kind: .strings, path: url.path)
      if let error = located.file.diagnostics.first(where: { $0.severity == .error }) {
        throw .diagnostic(error.description, exitCode: .findings)
      }
      if case .table(let parsed) = located.file {
        for key in translations.keys { previous[key] = parsed.table[key] }
      }
      guard
        let bytes = edited(existing, located: located, translations: translations, notes: notes)
      else { return unchanged(url, translations, sources: sources, previous: previous) }
      existing.bytes = bytes
      output = bytes
      model = existing
    } else {
      output = created(translations, notes: notes)
      model = file
    }
    let result = TextFileData(bytes: output, like: model)
    let parsed = LocalizationFile.parse(result.encoded(), kind: .strings, path: url.path)
    var values: [String: LocalizedValue] = [:]
    if case .table(let table) = parsed {
      for key in translations.keys { values[key] = table.table[key] }
    }
    return ExchangeOutput(
      url: url, data: result.encoded(), values: values, sources: sources, previous: previous)
  }

  private func unchanged(
    _ url: URL, _ translations: [String: ImportedText], sources: [String: LocalizedValue],
    previous: [String: LocalizedValue]
  ) -> ExchangeOutput {
    var values: [String: LocalizedValue] = [:]
    for (key, text) in translations { values[key] = .text(text.text) }
    return ExchangeOutput(
      url: url, data: nil, values: values, sources: sources, previous: previous)
  }

  /// The existing file with each changed value replaced where it is written and new keys
  /// appended, or `nil` when no value changes.
  private func edited(
    _ existing: TextFileData, located: LocatedFile, translations: [String: ImportedText],
    notes: [String: String]
  ) -> [UInt8]? {
    let entries = located.entries[""] ?? [:]
    let current: StringTable = {
      if case .table(let parsed) = located.file { return parsed.table }
      return StringTable()
    }()
    var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
    var appended: [String] = []
    for key in translations.keys.sorted(by: XcodeOrder.unitPrecedes) {
      guard let text = translations[key]?.text else { continue }
      guard let location = entries[key] else {
        appended.append(key)
        continue
      }
      guard current[key]?.rawText != text,
        let keyStart = existing.offset(line: location.key.line, column: location.key.column),
        let valueStart = existing.offset(
          line: location.value.line, column: location.value.column)
      else { continue }
      let quoted = Array(("\"" + EscapedText.strings(text) + "\"").utf8)
      if valueStart == keyStart {
        // `"key";`: the value is the key; write it out after the key.
        let keyEnd = Self.tokenEnd(existing.bytes, from: keyStart)
        replacements.append((keyEnd..<keyEnd, Array(" = ".utf8) + quoted))
      } else {
        replacements.append((valueStart..<Self.tokenEnd(existing.bytes, from: valueStart), quoted))
      }
    }
    guard !replacements.isEmpty || !appended.isEmpty else { return nil }
    var bytes = existing.bytes
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(replacement.range, with: replacement.bytes)
    }
    guard !appended.isEmpty else { return bytes }
    // New keys at the end, in the source's order, then the XLIFF's.
    let order = Dictionary(uniqueKeysWithValues: orderedKeys.enumerated().map { ($1, $0) })
    appended.sort { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
    if let last = bytes.last, last != 0x0A, last != 0x0D { bytes.append(0x0A) }
    if bytes.contains(where: { !XMLLexer.isSpace($0) }) { bytes.append(0x0A) }
    bytes += Array(
      appended.map { entryText($0, translations[$0]?.text ?? "", note: notes[$0]) }.joined(
        separator: "\n"
      ).utf8)
    return bytes
  }

  /// A new file: the translated keys in the source's order, then the XLIFF's, each after its
  /// comment, separated by blank lines.
  private func created(_ translations: [String: ImportedText], notes: [String: String]) -> [UInt8] {
    let order = Dictionary(uniqueKeysWithValues: orderedKeys.enumerated().map { ($1, $0) })
    let keys = translations.keys.sorted {
      (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1)
    }
    return Array(
      keys.map { entryText($0, translations[$0]?.text ?? "", note: notes[$0]) }.joined(
        separator: "\n"
      ).utf8)
  }

  /// `/* comment */` and `"key" = "value";`, each on its own line.
  private func entryText(_ key: String, _ text: String, note: String?) -> String {
    var result = ""
    if let comment = entries[key]?.comment ?? note, !comment.isEmpty {
      result += "/* " + comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
    }
    return result + "\"\(EscapedText.strings(key))\" = \"\(EscapedText.strings(text))\";\n"
  }

  /// The end of the quoted (or unquoted) string that starts at `start`.
  static func tokenEnd(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count else { return start }
    let quote = bytes[start]
    guard quote == 0x22 || quote == 0x27 else {
      var index = start
      while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
      return index
    }
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == 0x5C {
        index += 2
        continue
      }
      if bytes[index] == quote { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// The characters of an unquoted old-style property-list string.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
    default: return false
    }
  }

  /// The contents of a file, or a typed error.
  static func read(_ url: URL, printed path: String) throws(ToolError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ToolError("cannot read '\(path)': \(error.localizedDescription)", exitCode: .noInput)
    }
  }
}
