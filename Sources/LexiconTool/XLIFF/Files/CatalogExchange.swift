import Foundation
import Lexicon
import LexiconFormats
import LexiconReading

/// A String Catalog in an XLIFF exchange. Its units' ids are those Xcode writes for catalogs —
/// the key, then `|==|` and the variation's path:
///
/// | string | id |
/// |---|---|
/// | a string | `Done` |
/// | a plural form | `%lld items|==|plural.one` |
/// | a device variant | `Tap|==|device.iphone`, `Tap|==|device.other` |
/// | a plural form of a device variant | `%lld items|==|device.iphone.plural.one` |
/// | a substitution's plural form | `%#@files@ in %#@folders@|==|substitutions.files.plural.one` (the name in `@…@` when it holds a `.`: `substitutions.@a.b@.plural.one`) |
///
/// A string with substitutions also has the unit of its own value (`Found %1$#@files@`). The
/// text of a substitution's form is written with `%arg` replaced by the substitution's argument
/// (`%1$lld`), as Xcode writes it, and read back so. Keys marked `shouldTranslate: false` have no
/// units. Notes are the key's `comment` (`from="auto-generated"` when Xcode generated it).
///
/// A language without a localization gets the source's units, a plural variation a unit for
/// every category the language's CLDR rules need for the numbers it prints (source text: the
/// source's form, else its `other`); a language that has one gets its own shape — plus, when
/// both are varied the same way, the source's forms it lacks. States map both ways:
/// `translated` ↔ `translated`, `needs_review` ↔ `needs-review-l10n`, `new` ↔ `new`.
///
/// Translations are written into the catalog itself, in place: a `value` and its `state` are
/// replaced where they are written, a missing localization, variation, form or substitution is
/// added as a member at its sorted place with the file's indentation and separator, and every
/// other byte of the file stays as it was.
struct CatalogExchange: XLIFFExchangeFile {
  let source: LintSource
  let sourceLanguage: String
  private let data: Data
  private let bytes: [UInt8]
  private let strings: JSONNode?
  private let sourceTable: StringTable
  /// Every language's table as the catalog holds it.
  private let tables: [String: StringTable]

  /// Reads a String Catalog.
  /// - Throws: ``ToolError`` when it cannot be read or has errors.
  init(_ source: LintSource) throws(ToolError) {
    self.source = source
    data = try StringsExchange.read(source.url, printed: source.path)
    let parsed = LocalizationFile.parse(data, kind: .stringCatalog, path: source.path)
    if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
      throw .diagnostic(error.description, exitCode: .findings)
    }
    guard case .catalog(let catalog) = parsed, let language = LanguageTag(catalog.sourceLanguage)
    else {
      throw ToolError("'\(source.path)' has no usable sourceLanguage", exitCode: .findings)
    }
    sourceLanguage = language.identifier
    sourceTable = catalog.tables[catalog.sourceLanguage] ?? StringTable()
    tables = catalog.tables
    bytes = [UInt8](data)
    let (root, _) = JSONReader.read(bytes)
    strings = root?.member("strings")?.value
  }

  // MARK: - Paths and ids

  /// The members from a localization down to a `stringUnit`: `[]` for the localization's own
  /// unit, `["variations", "plural", "one"]`, `["substitutions", "files", "variations",
  /// "plural", "one"]`, …
  typealias Path = [String]

  /// The id Xcode gives the unit of a key at a path.
  static func id(key: String, path: Path) -> String {
    var parts: [String] = []
    var index = 0
    while index + 1 < path.count {
      switch path[index] {
      case "variations":
        parts.append(path[index + 1] + "." + (index + 2 < path.count ? path[index + 2] : ""))
        index += 3
      case "substitutions":
        let name = path[index + 1]
        parts.append("substitutions." + (name.contains(".") ? "@\(name)@" : name))
        index += 2
      default:
        index += 1
      }
    }
    return parts.isEmpty ? key : key + "|==|" + parts.joined(separator: ".")
  }

  /// The `stringUnit` paths of a localization, with their units.
  private static func leaves(of localization: JSONNode, path: Path = []) -> [(Path, JSONNode)] {
    var result: [(Path, JSONNode)] = []
    if let unit = localization.member("stringUnit")?.value { result.append((path, unit)) }
    if let variations = localization.member("variations")?.value {
      for kind in ["plural", "device"] {
        for member in variations.member(kind)?.value.members ?? [] {
          result += leaves(of: member.value, path: path + ["variations", kind, member.key])
        }
      }
    }
    for member in localization.member("substitutions")?.value.members ?? [] {
      result += leaves(of: member.value, path: path + ["substitutions", member.key])
    }
    return result
  }

  /// The node at a path of members.
  private static func node(at path: Path, in node: JSONNode) -> JSONNode? {
    var current = node
    for key in path {
      guard let next = current.member(key)?.value else { return nil }
      current = next
    }
    return current
  }

  /// Whether a localization has variations or substitutions (rather than one string).
  private static func isVaried(_ localization: JSONNode) -> Bool {
    localization.member("variations") != nil || localization.member("substitutions") != nil
  }

  // MARK: - Units

  /// One unit to export or import: a key, a path, and the texts.
  private struct Leaf {
    var key: String
    var path: Path
    var source: String
  }

  /// Every unit of a key in `language`.
  private func leaves(key: String, entry: JSONNode, language: String) -> [Leaf] {
    let localizations = entry.member("localizations")?.value
    let sourceLocalization = localizations?.member(sourceLanguage)?.value
    let target = language == sourceLanguage ? nil : localizations?.member(language)?.value
    var paths: [Path] = []
    if let sourceLocalization {
      paths = Self.leaves(of: sourceLocalization).map(\.0)
      paths += neededCategories(key: key, in: paths, language: language)
    } else {
      paths = [[]]
    }
    if let target {
      let targetPaths = Self.leaves(of: target).map(\.0)
      if sourceLocalization.map(Self.isVaried) != Self.isVaried(target) {
        paths = targetPaths
      } else {
        for path in targetPaths where !paths.contains(path) { paths.append(path) }
      }
    }
    return paths.map { path in
      Leaf(key: key, path: path, source: sourceText(key: key, path: path, in: sourceLocalization))
    }
  }

  /// The plural forms a language needs that the source's plural variations lack.
  private func neededCategories(key: String, in paths: [Path], language: String) -> [Path] {
    var result: [Path] = []
    var groups: [Path: Set<String>] = [:]
    for path in paths where path.count >= 3 && path[path.count - 2] == "plural" {
      groups[Array(path.dropLast()), default: []].insert(path[path.count - 1])
    }
    for (group, present) in groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let variable =
        group.count >= 4 && group[group.count - 4] == "substitutions"
        ? group[group.count - 3] : "plural"
      var specifier = "lld"
      if case .plural(let plural)? = sourceTable[key],
        let known = plural.variables[variable]?.formatSpecifier
      {
        specifier = known
      }
      for category in PluralNeeds(language: language).categories(forSpecifier: specifier)
      where !present.contains(category.rawValue) {
        result.append(group + [category.rawValue])
      }
    }
    return result
  }

  /// The source text of a unit: the source's at the same path, else its `other` form, else its
  /// own string, else the key.
  private func sourceText(key: String, path: Path, in localization: JSONNode?) -> String {
    guard let localization else { return key }
    let candidates: [Path] = [
      path,
      path.count >= 2 && path[path.count - 2] == "plural" ? path.dropLast() + ["other"] : path,
    ]
    for candidate in candidates {
      if let unit = Self.node(at: candidate + ["stringUnit"], in: localization),
        let value = unit.member("value")?.value.string
      {
        return Self.substituted(value, path: candidate, in: localization)
      }
    }
    if let value = localization.member("stringUnit")?.value.member("value")?.value.string {
      return value
    }
    if let first = Self.leaves(of: localization).first,
      let value = first.1.member("value")?.value.string
    {
      return value
    }
    return key
  }

  /// A substitution's form with `%arg` written as its argument (`%1$lld`), as Xcode exports it.
  private static func substituted(_ text: String, path: Path, in localization: JSONNode) -> String {
    guard let index = path.lastIndex(of: "substitutions"), index + 1 < path.count,
      text.contains("%arg"),
      let substitution = node(at: Array(path[...(index + 1)]), in: localization)
    else { return text }
    return text.replacingOccurrences(of: "%arg", with: argument(of: substitution))
  }

  /// `%1$lld` for a substitution with `argNum` 1 and `formatSpecifier` `lld`.
  private static func argument(of substitution: JSONNode) -> String {
    var specifier = substitution.member("formatSpecifier")?.value.string ?? "lld"
    if specifier.hasPrefix("%") { specifier.removeFirst() }
    let number = substitution.member("argNum")?.value.int.map { "\($0)$" } ?? ""
    return "%" + number + specifier
  }

  func units(language: String) throws(ToolError) -> [ExchangeUnit] {
    var result: [ExchangeUnit] = []
    for member in strings?.members ?? [] {
      let entry = member.value
      if entry.member("shouldTranslate")?.value.bool == false { continue }
      let note = entry.member("comment")?.value.string.map { text in
        XLIFFNote(
          text: text,
          from: entry.member("isCommentAutoGenerated")?.value.bool == true ? "auto-generated" : nil)
      }
      let localization = entry.member("localizations")?.value.member(language)?.value
      for leaf in leaves(key: member.key, entry: entry, language: language) {
        var unit = ExchangeUnit(
          id: Self.id(key: member.key, path: leaf.path), key: member.key, source: leaf.source,
          note: note)
        if let localization,
          let stringUnit = Self.node(at: leaf.path + ["stringUnit"], in: localization),
          let value = stringUnit.member("value")?.value.string
        {
          unit.target = Self.substituted(value, path: leaf.path, in: localization)
          switch stringUnit.member("state")?.value.string {
          case "needs_review", "stale": unit.state = "needs-review-l10n"
          case "new": unit.state = "new"
          case "machine_translated":
            unit.state = "translated"
            unit.stateQualifier = "leveraged-mt"
          default: unit.state = "translated"
          }
        } else if language == sourceLanguage {
          unit.target = leaf.source
          unit.state = "translated"
        }
        result.append(unit)
      }
    }
    return result.sorted { XcodeOrder.unitPrecedes($0.id, $1.id) }
  }

  // MARK: - Writing

  func write(_ translations: [String: ImportedText], language: String) throws(ToolError)
    -> ExchangeOutput
  {
    var edits = CatalogEdits(bytes: bytes)
    var keys: Set<String> = []
    for member in strings?.members ?? [] {
      let entry = member.value
      var texts: [Path: ImportedText] = [:]
      for leaf in leaves(key: member.key, entry: entry, language: language) {
        if let text = translations[Self.id(key: member.key, path: leaf.path)] {
          texts[leaf.path] = text
        }
      }
      guard !texts.isEmpty else { continue }
      keys.insert(member.key)
      edit(entry, texts: texts, language: language, into: &edits)
    }
    var sources: [String: LocalizedValue] = [:]
    for key in keys { sources[key] = sourceTable[key] }
    let newData = edits.apply().map { Data($0) }
    let parsed = LocalizationFile.parse(newData ?? data, kind: .stringCatalog, path: source.path)
    var values: [String: LocalizedValue] = [:]
    if case .catalog(let catalog) = parsed {
      let table = catalog.tables.first { ParsedSource.canonical($0.key) == language }?.value
      for key in keys { values[key] = table?[key] }
    }
    var previous: [String: LocalizedValue] = [:]
    let before = tables.first { ParsedSource.canonical($0.key) == language }?.value
    for key in keys { previous[key] = before?[key] }
    return ExchangeOutput(
      url: source.url, data: newData, values: values, sources: sources, previous: previous)
  }

  /// The edits that write a key's translations.
  private func edit(
    _ entry: JSONNode, texts: [Path: ImportedText], language: String,
    into edits: inout CatalogEdits
  ) {
    let sourceLocalization = entry.member("localizations")?.value.member(sourceLanguage)?.value
    guard let localizations = entry.member("localizations")?.value else {
      edits.insert(
        member: "localizations",
        value: .object([(language, newLocalization(texts, from: sourceLocalization))]),
        into: entry)
      return
    }
    let existing = localizations.members?.last { ParsedSource.canonical($0.key) == language }
    guard let localization = existing?.value else {
      edits.insert(
        member: language, value: newLocalization(texts, from: sourceLocalization),
        into: localizations)
      return
    }
    // What the localization lacks, by the deepest object of each path it has.
    var missing: [Int: (object: JSONNode, base: Path, tree: CatalogJSON)] = [:]
    for (path, text) in texts.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let value = unsubstituted(text.text, path: path, in: localization, source: sourceLocalization)
      let unit = CatalogJSON.stringUnit(state: text.catalogState, value: value)
      if let existing = Self.node(at: path + ["stringUnit"], in: localization) {
        edits.set("value", to: .string(value), in: existing)
        edits.set("state", to: .string(text.catalogState), in: existing)
        continue
      }
      var depth = 0
      var object = localization
      while depth < path.count, let next = object.member(path[depth])?.value, next.members != nil {
        object = next
        depth += 1
      }
      let base = Array(path[..<depth])
      var group = missing[object.offset] ?? (object, base, CatalogJSON.object([]))
      group.tree.insert(
        Array(path[depth...]) + ["stringUnit"], unit,
        siblings: { prefix in substitutionFields(at: base + prefix, source: sourceLocalization) })
      missing[object.offset] = group
    }
    for offset in missing.keys.sorted() {
      guard let group = missing[offset], case .object(let members) = group.tree else { continue }
      for (name, value) in members {
        edits.insert(member: name, value: value, into: group.object)
      }
    }
  }

  /// A new localization holding the translations, shaped like the source.
  private func newLocalization(_ texts: [Path: ImportedText], from source: JSONNode?) -> CatalogJSON
  {
    var root = CatalogJSON.object([])
    for (path, text) in texts.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let value = unsubstituted(text.text, path: path, in: nil, source: source)
      root.insert(
        path + ["stringUnit"], CatalogJSON.stringUnit(state: text.catalogState, value: value),
        siblings: { prefix in substitutionFields(at: prefix, source: source) })
    }
    return root
  }

  /// `argNum` and `formatSpecifier` of a new substitution, from the source's.
  private func substitutionFields(at prefix: Path, source: JSONNode?) -> [(String, CatalogJSON)] {
    guard prefix.count >= 2, prefix[prefix.count - 2] == "substitutions",
      let substitution = source.flatMap({ Self.node(at: prefix, in: $0) })
    else { return [] }
    var fields: [(String, CatalogJSON)] = []
    if let number = substitution.member("argNum")?.value.int {
      fields.append(("argNum", .number(number)))
    }
    if let specifier = substitution.member("formatSpecifier")?.value.string {
      fields.append(("formatSpecifier", .string(specifier)))
    }
    return fields
  }

  /// A substitution's form as the catalog writes it: its argument back to `%arg` when the
  /// catalog writes `%arg` there (the translation's substitution, else the source's).
  private func unsubstituted(
    _ text: String, path: Path, in localization: JSONNode?, source: JSONNode?
  ) -> String {
    guard let index = path.lastIndex(of: "substitutions"), index + 1 < path.count else {
      return text
    }
    let prefix = Array(path[...(index + 1)])
    let substitution =
      localization.flatMap { Self.node(at: prefix, in: $0) }
      ?? source.flatMap { Self.node(at: prefix, in: $0) }
    guard let substitution,
      Self.leaves(of: substitution).contains(where: {
        $0.1.member("value")?.value.string?.contains("%arg") == true
      })
    else { return text }
    return text.replacingOccurrences(of: Self.argument(of: substitution), with: "%arg")
  }
}
