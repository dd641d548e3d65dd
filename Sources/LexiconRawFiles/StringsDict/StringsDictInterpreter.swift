import Lexicon
import LexiconReading

/// Turns a `.stringsdict` property-list tree into ``LocalizedValue``s, reporting what is wrong.
///
/// The same code reads trees from the XML reader (with positions) and from Foundation's reader
/// (binary files, and the corpus test's reference parse), so both give identical tables.
struct StringsDictInterpreter {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRuleType = "NSStringPluralRuleType"
  static let deviceRuleType = "NSStringDeviceSpecificRuleType"
  static let widthRuleType = "NSStringVariableWidthRuleType"

  /// Where diagnostics go.
  var log: DiagnosticLog
  /// Whether the reader stopped at a syntax error, so the tree ends in an entry that may be cut
  /// short: that last entry's problems are not reported (they would describe the cut), while
  /// every entry completed before it is checked as usual.
  var isTruncated = false
  /// Where each entry is written, when recording locations (`nil`: not recording).
  var locations: [String: EntryLocation]?
  /// The location of the entry being read, when recording.
  private var current: EntryLocation?

  /// Creates an interpreter reporting to `log`.
  init(log: DiagnosticLog) {
    self.log = log
  }

  /// Interprets the whole file: a dictionary of entries.
  mutating func interpret(_ root: PropertyListValue?) -> [String: LocalizedValue] {
    guard let root else { return .init() }
    let wasMuted = log.isMuted
    defer { log.isMuted = wasMuted }
    guard let entries = root.entries else {
      log.error(
        "a stringsdict file must hold a dictionary, but this property list holds \(root.kindDescription)",
        at: root.offset)
      return .init()
    }
    var result: [String: LocalizedValue] = .init()
    var firstLines: [String: Int] = .init()
    for (index, entry) in entries.enumerated() {
      log.isMuted = wasMuted || (isTruncated && index == entries.count - 1)
      if firstLines[entry.key] != nil {
        log.warning(
          "duplicate key \"\(entry.key)\" (first defined on line \(firstLines[entry.key] ?? 0)); "
            + "the last value wins", at: entry.keyOffset, kind: .duplicateKey)
      } else {
        firstLines[entry.key] = log.line(of: entry.keyOffset)
      }
      if locations != nil {
        current = EntryLocation(
          key: log.position(of: entry.keyOffset), value: log.position(of: entry.value.offset))
      }
      if let value = interpretEntry(entry.key, entry.value, keyOffset: entry.keyOffset, depth: 0) {
        result[entry.key] = value
      } else {
        result[entry.key] = nil
      }
      if let location = current {
        locations?[entry.key] = location
        current = nil
      }
    }
    return result
  }

  /// Interprets one entry (or one device or width variant of it).
  private mutating func interpretEntry(
    _ key: String, _ node: PropertyListValue, keyOffset: Int?, depth: Int
  ) -> LocalizedValue? {
    if let string = node.string, depth > 0 {
      recordText(string, at: node.offset, isValue: true)
      return .text(string)
    }
    guard let entries = node.entries else {
      log.error(
        "the entry \"\(key)\" is \(node.kindDescription); expected a dictionary with \(Self.formatKey)",
        at: node.offset)
      return nil
    }
    if depth < 4, let device = node.entry(Self.deviceRuleType) {
      return interpretVariants(key, device, kind: "device", depth: depth) { names in
        DeviceVariant.pick(from: names)
      }
    }
    if depth < 4, let width = node.entry(Self.widthRuleType) {
      return interpretVariants(key, width, kind: "width", depth: depth) { names in
        names.max { (Int($0) ?? Int.min, $0) < (Int($1) ?? Int.min, $1) }
      }
    }
    guard let formatEntry = node.entry(Self.formatKey) else {
      log.error("the entry \"\(key)\" has no \(Self.formatKey)", at: node.offset ?? keyOffset)
      return nil
    }
    guard let format = formatEntry.value.string else {
      log.error(
        "\(Self.formatKey) of \"\(key)\" is \(formatEntry.value.kindDescription); expected a string",
        at: formatEntry.value.offset)
      return nil
    }
    recordText(format, at: formatEntry.value.offset, isValue: true)
    // Like Foundation, read only the variables the format names, and those their variants
    // name in turn: other keys (a translator's `comment`, notes) are not variables.
    var variables: [String: PluralVariable] = .init()
    var named: Set<String> = []
    var pending = FormatSpecifiers.variableNames(in: format)
    var next = 0
    while next < pending.count {
      let name = pending[next]
      next += 1
      guard named.insert(name).inserted else { continue }
      guard let entry = entries.last(where: { $0.key == name }) else {
        log.error(
          "the format of \"\(key)\" uses %#@\(name)@, but the entry defines no variable \"\(name)\"",
          at: formatEntry.value.offset)
        continue
      }
      guard let variable = interpretVariable(entry, of: key) else { continue }
      variables[name] = variable
      for text in PluralCategory.allCases.compactMap({ variable.variants[$0] }) {
        pending += FormatSpecifiers.variableNames(in: text)
      }
    }
    // A dictionary nobody names is probably a variable left behind; anything else is a note.
    for entry in entries where entry.key != Self.formatKey && !named.contains(entry.key) {
      guard entry.value.entries != nil else { continue }
      log.warning(
        "the entry \"\(key)\" defines \"\(entry.key)\", which its format and variants never use; "
          + "it is ignored", at: entry.keyOffset)
    }
    return .plural(PluralString(format: format, variables: variables))
  }

  /// Picks one variant of a device or width rule and interprets it.
  private mutating func interpretVariants(
    _ key: String, _ entry: PropertyListValue.Entry, kind: String, depth: Int,
    pick: ([String]) -> String?
  ) -> LocalizedValue? {
    guard let variants = entry.value.entries else {
      log.error(
        "\(entry.key) of \"\(key)\" is \(entry.value.kindDescription); expected a dictionary of \(kind) variants",
        at: entry.value.offset)
      return nil
    }
    guard let name = pick(variants.map(\.key)),
      let chosen = variants.last(where: { $0.key == name })
    else {
      log.error("\(entry.key) of \"\(key)\" has no variants", at: entry.value.offset)
      return nil
    }
    return interpretEntry(key, chosen.value, keyOffset: chosen.keyOffset, depth: depth + 1)
  }

  /// Interprets one `%#@variable@` dictionary.
  private mutating func interpretVariable(_ entry: PropertyListValue.Entry, of key: String)
    -> PluralVariable?
  {
    let name = entry.key
    guard let fields = entry.value.entries else {
      log.error(
        "the variable \"\(name)\" of \"\(key)\" is \(entry.value.kindDescription); expected a dictionary",
        at: entry.value.offset)
      return nil
    }
    guard let specType = entry.value.entry(Self.specTypeKey) else {
      log.error(
        "the variable \"\(name)\" of \"\(key)\" has no \(Self.specTypeKey)", at: entry.value.offset)
      return nil
    }
    guard specType.value.string == Self.pluralRuleType else {
      let found = specType.value.string.map { "\"\($0)\"" } ?? specType.value.kindDescription
      log.error(
        "\(Self.specTypeKey) of the variable \"\(name)\" of \"\(key)\" is \(found); "
          + "expected \(Self.pluralRuleType)", at: specType.value.offset)
      return nil
    }
    var variants: [PluralCategory: String] = .init()
    var specifier: String?
    if current != nil {
      current?.variables[name] = PluralVariableLocation(
        position: log.position(of: entry.value.offset))
    }
    for field in fields {
      switch field.key {
      case Self.specTypeKey:
        continue
      case Self.valueTypeKey:
        guard let text = field.value.string else {
          log.error(
            "\(Self.valueTypeKey) of the variable \"\(name)\" of \"\(key)\" is "
              + "\(field.value.kindDescription); expected a string such as \"d\"",
            at: field.value.offset)
          continue
        }
        specifier = text.hasPrefix("%") ? String(text.dropFirst()) : text
      default:
        guard let category = PluralCategory(rawValue: field.key) else {
          log.warning(
            "unknown plural category \"\(field.key)\" in the variable \"\(name)\" of \"\(key)\" is "
              + "ignored; expected zero, one, two, few, many or other", at: field.keyOffset)
          continue
        }
        guard let text = field.value.string else {
          log.error(
            "the \(field.key) form of the variable \"\(name)\" of \"\(key)\" is "
              + "\(field.value.kindDescription); expected a string", at: field.value.offset)
          continue
        }
        variants[category] = text
        if current != nil {
          current?.variables[name]?.categories[category] = log.position(of: field.keyOffset)
          recordText(text, at: field.value.offset, isValue: false)
        }
      }
    }
    if variants[.other] == nil {
      log.error(
        "the variable \"\(name)\" of \"\(key)\" has no 'other' form, which every language needs",
        at: entry.value.offset)
    }
    if specifier == nil {
      // Not required by Foundation: take the first numeric conversion of the `other` form, else
      // of the first form that has one in CLDR order (never the dictionary's order, which
      // differs between runs), else `d`.
      let forms = [variants[.other]] + PluralCategory.allCases.map { variants[$0] }
      specifier =
        forms.lazy.compactMap { $0 }
        .compactMap { FormatSpecifiers.conversions(in: $0).first(where: \.isNumeric)?.specifier }
        .first
    }
    return PluralVariable(formatSpecifier: specifier ?? "d", variants: variants)
  }

  /// When recording: notes an empty text, and moves the entry's value to where its text is
  /// (`isValue`: the format, or the string a device or width variant chose).
  private mutating func recordText(_ text: String, at offset: Int?, isValue: Bool) {
    guard current != nil else { return }
    let position = log.position(of: offset)
    if isValue { current?.value = position }
    if text.isEmpty { current?.emptyTexts.append(position) }
  }
}
