import Foundation
import Lexicon
import LexiconFormats

/// A `.stringsdict` file in an XLIFF exchange: one unit per translatable `<string>` of the
/// property list, its id the path to it as Xcode writes it — `/<key>:dict/<name>:dict/…/:string`:
///
/// | string | id |
/// |---|---|
/// | the format | `/%d files:dict/NSStringLocalizedFormatKey:dict/:string` |
/// | a plural form | `/%d files:dict/files:dict/one:dict/:string` |
/// | a device variant | `/key:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string` |
///
/// `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are not translated and have no
/// unit. A plural variable gets a unit for every category the language's CLDR rules need for the
/// numbers it prints (Russian `few` and `many` for `%d`), its source text the source's form of
/// that category, else its `other` form; the categories the source or the translation already
/// has are kept too.
///
/// Translations are written into the language's file beside the source: a `<string>` that
/// changes is rewritten in place, a missing form, variable or entry is added where it belongs
/// (a category before the categories that follow it in CLDR order), indented like its
/// neighbours, and nothing else moves. A language without the file gets one laid out as Xcode
/// writes property lists, with the entries that have a translation.
struct StringsDictExchange: XLIFFExchangeFile {
  let source: LintSource
  let sourceLanguage: String
  private let bytes: [UInt8]
  private let root: XMLElementNode
  /// Every value of the source by its path of keys.
  private let index: [[String]: XMLElementNode]
  private let table: StringTable

  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let formatKey = "NSStringLocalizedFormatKey"

  /// Reads a source `.stringsdict` file.
  /// - Throws: ``ToolError`` when it cannot be read, is a binary property list, or has errors.
  init(_ source: LintSource, language: String) throws(ToolError) {
    self.source = source
    self.sourceLanguage = language
    let data = try StringsExchange.read(source.url, printed: source.path)
    let parsed = LocalizationFile.parse(data, kind: .stringsDict, path: source.path)
    if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
      throw .diagnostic(error.description, exitCode: .findings)
    }
    (bytes, root) = try Self.tree(data, path: source.path)
    index = Self.index(root, in: bytes)
    if case .table(let parsed) = parsed { table = parsed.table } else { table = StringTable() }
  }

  /// The text and the root `<dict>` of a property list.
  private static func tree(_ data: Data, path: String) throws(ToolError) -> (
    [UInt8], XMLElementNode
  ) {
    guard !data.starts(with: Array("bplist".utf8)) else {
      throw ToolError(
        "'\(path)' is a binary property list; convert it to XML (plutil -convert xml1) to "
          + "exchange it with XLIFF", exitCode: .findings)
    }
    let text = TextFileData(data)
    do {
      let document = try XMLTreeReader.read(text.bytes)
      guard let dict = document.root.name == "plist" ? document.root.child("dict") : nil else {
        throw ToolError("'\(path)' does not hold a property-list dictionary", exitCode: .findings)
      }
      return (text.bytes, dict)
    } catch let error as XMLTreeError {
      let (line, column) = error.location(in: text.bytes)
      throw .diagnostic("\(path):\(line):\(column): error: \(error.message)", exitCode: .findings)
    } catch {
      throw error as? ToolError ?? ToolError("\(error)", exitCode: .findings)
    }
  }

  // MARK: - Units

  /// A translatable string of the source, or one a language adds: its path and source text.
  private struct Leaf {
    var path: [String]
    var source: String
  }

  /// Every leaf of `language`: the source's strings, the categories the language needs, and
  /// those its file has (`translated`: the file's values by path).
  private func leaves(
    language: String, translated: [[String]: XMLElementNode], translatedBytes: [UInt8]
  )
    -> [Leaf]
  {
    var result: [Leaf] = []
    for (key, value) in Self.pairs(root, in: bytes) where value.name == "dict" {
      collect(
        value, path: [key], language: language, translated: translated,
        translatedBytes: translatedBytes, into: &result)
    }
    return result
  }

  private func collect(
    _ dict: XMLElementNode, path: [String], language: String,
    translated: [[String]: XMLElementNode], translatedBytes: [UInt8], into result: inout [Leaf]
  ) {
    let pairs = Self.pairs(dict, in: bytes)
    for (key, value) in pairs {
      if value.name == "dict" {
        collect(
          value, path: path + [key], language: language, translated: translated,
          translatedBytes: translatedBytes, into: &result)
      } else if value.name == "string", key != Self.specTypeKey, key != Self.valueTypeKey {
        result.append(Leaf(path: path + [key], source: value.text(in: bytes)))
      }
    }
    guard
      pairs.contains(where: {
        $0.key == Self.specTypeKey && $0.value.text(in: bytes) == "NSStringPluralRuleType"
      })
    else { return }
    // A plural variable: the language's categories too.
    let present = Set(pairs.map(\.key))
    let specifier =
      pairs.first { $0.key == Self.valueTypeKey }.map { $0.value.text(in: bytes) } ?? "d"
    var categories = PluralNeeds(language: language).categories(
      forSpecifier: specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
    ).map(\.rawValue)
    if let variable = translated[path], variable.name == "dict" {
      categories += Self.pairs(variable, in: translatedBytes).map(\.key).filter {
        PluralCategory(rawValue: $0) != nil
      }
    }
    let other = pairs.first { $0.key == "other" }?.value.text(in: bytes) ?? ""
    for category in categories where !present.contains(category) {
      result.append(Leaf(path: path + [category], source: other))
    }
  }

  /// The id Xcode gives the string at a path.
  static func id(_ path: [String]) -> String {
    "/" + path.map { $0 + ":dict/" }.joined() + ":string"
  }

  func units(language: String) throws(ToolError) -> [ExchangeUnit] {
    let translated = try destinationTree(language)
    let values = translated.map { Self.index($0.root, in: $0.bytes) } ?? [:]
    var seen: Set<String> = []
    return leaves(
      language: language, translated: values, translatedBytes: translated?.bytes ?? []
    ).compactMap { leaf -> ExchangeUnit? in
      let id = Self.id(leaf.path)
      guard seen.insert(id).inserted else { return nil }
      var unit = ExchangeUnit(id: id, key: leaf.path[0], source: leaf.source)
      if let translated, let node = values[leaf.path], node.name == "string" {
        unit.target = node.text(in: translated.bytes)
        unit.state = "translated"
      }
      return unit
    }.sorted { XcodeOrder.unitPrecedes($0.id, $1.id) }
  }

  private func destinationURL(_ language: String) -> URL {
    if language == sourceLanguage { return source.url }
    return LanguageFolder.url(for: language, besides: source.url.deletingLastPathComponent())
      .appendingPathComponent(source.url.lastPathComponent)
  }

  private func destinationTree(_ language: String) throws(ToolError) -> (
    bytes: [UInt8], root: XMLElementNode, file: TextFileData, data: Data
  )? {
    let url = destinationURL(language)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data = try StringsExchange.read(url, printed: url.path)
    let (bytes, root) = try Self.tree(data, path: url.path)
    return (bytes, root, TextFileData(data), data)
  }

  // MARK: - Writing

  func write(_ translations: [String: ImportedText], language: String) throws(ToolError)
    -> ExchangeOutput
  {
    let url = destinationURL(language)
    let existing = try destinationTree(language)
    let existingIndex = existing.map { Self.index($0.root, in: $0.bytes) } ?? [:]
    let leaves = leaves(
      language: language, translated: existingIndex, translatedBytes: existing?.bytes ?? [])
    var texts: [[String]: String] = [:]
    for leaf in leaves {
      if let text = translations[Self.id(leaf.path)]?.text { texts[leaf.path] = text }
    }
    let keys = Set(texts.keys.map { $0[0] })
    var sources: [String: LocalizedValue] = [:]
    for key in keys { sources[key] = table[key] }
    let output: TextFileData
    let previous = existing.map { Self.values($0.data, keys: keys, path: url.path) } ?? [:]
    if let existing {
      guard
        let edited = edit(existing.bytes, root: existing.root, index: existingIndex, texts: texts)
      else {
        return ExchangeOutput(
          url: url, data: nil, values: previous, sources: sources, previous: previous)
      }
      output = TextFileData(bytes: edited, like: existing.file)
    } else {
      output = TextFileData(bytes: Array(created(texts).utf8))
    }
    let data = output.encoded()
    return ExchangeOutput(
      url: url, data: data, values: Self.values(data, keys: keys, path: url.path), sources: sources,
      previous: previous)
  }

  private static func values(_ data: Data, keys: Set<String>, path: String)
    -> [String: LocalizedValue]
  {
    guard case .table(let parsed) = LocalizationFile.parse(data, kind: .stringsDict, path: path)
    else { return [:] }
    var values: [String: LocalizedValue] = [:]
    for key in keys { values[key] = parsed.table[key] }
    return values
  }

  /// A new file with the entries that have translations.
  private func created(_ texts: [[String]: String]) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for (key, value) in Self.pairs(root, in: bytes) where value.name == "dict" {
      guard let body = render(value, path: [key], texts: texts, indent: "\t\t") else { continue }
      text += "\t<key>\(XMLEscaping.text(key))</key>\n\t<dict>\n" + body + "\t</dict>\n"
    }
    return text + "</dict>\n</plist>\n"
  }

  /// The members of a source dictionary as the translated file has them — its structure, the
  /// translations, the source's format where the format has none, and the categories the
  /// translation adds in CLDR order — one pair a line at `indent`; `nil` when nothing in it is
  /// translated.
  private func render(
    _ dict: XMLElementNode, path: [String], texts: [[String]: String], indent: String
  ) -> String? {
    let pairs = Self.pairs(dict, in: bytes)
    var lines: [(key: String, text: String)] = []
    var translated = false
    for (key, value) in pairs {
      let keyPath = path + [key]
      if value.name == "dict" {
        guard let body = render(value, path: keyPath, texts: texts, indent: indent + "\t") else {
          continue
        }
        translated = true
        lines.append((key, "<dict>\n" + body + indent + "</dict>"))
      } else if let text = texts[keyPath] {
        translated = true
        lines.append((key, "<string>\(XMLEscaping.text(text))</string>"))
      } else if key == Self.specTypeKey || key == Self.valueTypeKey || key == Self.formatKey
        || PluralCategory(rawValue: key) == nil && value.name != "string"
      {
        lines.append((key, Self.sourceText(value, in: bytes)))
      }
    }
    let present = Set(pairs.map(\.key))
    for (keyPath, text) in texts
    where keyPath.count == path.count + 1 && Array(keyPath.dropLast()) == path
      && !present.contains(keyPath[path.count])
    {
      translated = true
      lines.append((keyPath[path.count], "<string>\(XMLEscaping.text(text))</string>"))
    }
    guard translated else { return nil }
    // Categories in CLDR order, after the other members.
    let ordered = StableOrder.positions(count: lines.count) { lhs, rhs in
      Self.rank(lines[lhs].key) < Self.rank(lines[rhs].key)
    }.map { lines[$0] }
    return ordered.map {
      indent + "<key>\(XMLEscaping.text($0.key))</key>\n" + indent + $0.text + "\n"
    }
    .joined()
  }

  /// The bytes of a source element, as written.
  private static func sourceText(_ element: XMLElementNode, in bytes: [UInt8]) -> String {
    String(decoding: bytes[element.start..<element.end], as: UTF8.self)
  }

  /// Where a member sorts among its siblings: categories after everything else, in CLDR order.
  private static func rank(_ key: String) -> Int {
    PluralCategory(rawValue: key).flatMap { PluralCategory.allCases.firstIndex(of: $0) }
      .map { $0 + 1 } ?? 0
  }

  /// The existing file with each changed string rewritten in place and what is missing added;
  /// `nil` when nothing changes.
  private func edit(
    _ target: [UInt8], root: XMLElementNode, index: [[String]: XMLElementNode],
    texts: [[String]: String]
  ) -> [UInt8]? {
    var replacements: [(range: Range<Int>, text: String)] = []
    // Missing paths, by the deepest dictionary of the file on their way.
    var missing: [Int: (dict: XMLElementNode, depth: Int, paths: [[String]])] = [:]
    for (path, text) in texts {
      if let found = index[path] {
        guard found.name == "string", found.text(in: target) != text else { continue }
        let escaped = XMLEscaping.text(text)
        if found.isSelfClosing {
          replacements.append((found.start..<found.end, "<string>\(escaped)</string>"))
        } else {
          replacements.append((found.contentStart..<found.contentEnd, escaped))
        }
        continue
      }
      // The deepest dictionary the file has on the way; a string where the source has a
      // dictionary is left as it is.
      var depth = path.count - 1
      while depth > 0, index[Array(path[..<depth])] == nil { depth -= 1 }
      let dict = depth == 0 ? root : index[Array(path[..<depth])]
      guard let dict, dict.name == "dict" else { continue }
      missing[dict.start, default: (dict, depth, [])].paths.append(path)
    }
    for key in missing.keys.sorted() {
      guard let place = missing[key] else { continue }
      replacements += insertions(
        into: place.dict, depth: place.depth, paths: place.paths, texts: texts, target)
    }
    guard !replacements.isEmpty else { return nil }
    // From the end, and at one place the last first, so what is added keeps its order.
    var result = target
    let order = replacements.indices.sorted {
      (replacements[$0].range.lowerBound, $0) > (replacements[$1].range.lowerBound, $1)
    }
    for index in order {
      result.replaceSubrange(replacements[index].range, with: Array(replacements[index].text.utf8))
    }
    return result
  }

  /// The text to add to a dictionary of the file for the paths it lacks below it.
  private func insertions(
    into dict: XMLElementNode, depth: Int, paths: [[String]], texts: [[String]: String],
    _ target: [UInt8]
  ) -> [(range: Range<Int>, text: String)] {
    let prefix = Array(paths[0].prefix(depth))
    let indent = Self.childIndent(of: dict, in: target)
    let children = Self.pairs(dict, in: target)
    var byMember: [String: [[String]]] = [:]
    for path in paths { byMember[path[depth], default: []].append(path) }
    let members = byMember.keys.sorted { (Self.rank($0), $0) < (Self.rank($1), $1) }
    var result: [(range: Range<Int>, text: String)] = []
    for member in members {
      let memberPath = prefix + [member]
      let value: String
      if byMember[member] == [memberPath], let text = texts[memberPath] {
        value = "<string>\(XMLEscaping.text(text))</string>"
      } else if let sourceDict = index[memberPath],
        sourceDict.name == "dict",
        let body = render(sourceDict, path: memberPath, texts: texts, indent: indent + "\t")
      {
        value = "<dict>\n" + body + indent + "</dict>"
      } else {
        continue
      }
      let pair = "<key>\(XMLEscaping.text(member))</key>\n" + indent + value
      let rank = Self.rank(member)
      // A category goes before the first category that follows it in CLDR order.
      if rank > 0, let next = children.first(where: { Self.rank($0.key) > rank }),
        let keyNode = Self.keyNode(of: next.key, in: dict, bytes: target)
      {
        result.append((keyNode.start..<keyNode.start, pair + "\n" + indent))
      } else if let last = dict.children.last {
        result.append((last.end..<last.end, "\n" + indent + pair))
      } else {
        let outer = String(indent.dropLast())
        result.append(
          (dict.start..<dict.end, "<dict>\n" + indent + pair + "\n" + outer + "</dict>"))
      }
    }
    return result
  }

  /// The white space before the first member of a dictionary, or its own plus a tab.
  private static func childIndent(of dict: XMLElementNode, in bytes: [UInt8]) -> String {
    func indent(before offset: Int) -> String {
      var start = offset
      while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
    if let first = dict.children.first { return indent(before: first.start) }
    return indent(before: dict.start) + "\t"
  }

  // MARK: - Property-list navigation

  /// The `<key>`/value pairs of a `<dict>`, in order.
  static func pairs(_ dict: XMLElementNode, in bytes: [UInt8]) -> [(
    key: String, value: XMLElementNode
  )] {
    var result: [(key: String, value: XMLElementNode)] = []
    var pendingKey: String?
    for child in dict.children {
      if child.name == "key" {
        pendingKey = child.text(in: bytes)
      } else if let key = pendingKey {
        result.append((key, child))
        pendingKey = nil
      }
    }
    return result
  }

  /// Every value below a `<dict>` by its path of keys (the last member of a name wins, as for
  /// the parser), built in one walk.
  static func index(_ dict: XMLElementNode, in bytes: [UInt8]) -> [[String]: XMLElementNode] {
    var result: [[String]: XMLElementNode] = [:]
    var pending: [([String], XMLElementNode)] = [([], dict)]
    while let (path, node) = pending.popLast() {
      var members: [String: XMLElementNode] = [:]
      for (key, value) in pairs(node, in: bytes) { members[key] = value }
      for (key, value) in members {
        result[path + [key]] = value
        if value.name == "dict" { pending.append((path + [key], value)) }
      }
    }
    return result
  }

  /// The `<key>` element of a member of a `<dict>`.
  private static func keyNode(of key: String, in dict: XMLElementNode, bytes: [UInt8])
    -> XMLElementNode?
  {
    dict.children.last { $0.name == "key" && $0.text(in: bytes) == key }
  }
}
