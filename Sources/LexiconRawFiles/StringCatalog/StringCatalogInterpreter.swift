import Lexicon
import LexiconReading

/// Turns a String Catalog JSON tree into one ``StringTable`` per language, reporting what is
/// wrong. The rules it applies are documented on `StringCatalogParser` (`LexiconFormats`).
///
/// After a JSON syntax error the tree holds only what was read before it (the reader stops at
/// the first one, deliberately). Then the catalog-level checks and those of the last string
/// (which may be cut short) are muted — they would report the cut as missing fields — while
/// every string completed before the error is checked as usual.
struct StringCatalogInterpreter {
  /// The format versions this reader knows.
  static let knownVersions: Set<String> = ["1.0", "1.1"]
  /// The `stringUnit` states Xcode writes.
  static let knownStates: Set<String> = ["translated", "needs_review", "new", "stale"]

  /// Where diagnostics go.
  var log: DiagnosticLog
  /// Whether the reader stopped at a syntax error, so the tree may end anywhere.
  var isTruncated = false
  private(set) var sourceLanguage = ""
  private(set) var version = ""
  private(set) var tables: [String: [String: LocalizedValue]] = .init()
  /// Whether an empty `value` is served in the localization being read: in the source language
  /// (where it may be deliberate) and for the empty key; elsewhere it is an untranslated string.
  private var servesEmptyValues = true
  /// Where each localization is written, by language and key, when recording locations
  /// (`nil`: not recording).
  var locations: [String: [String: EntryLocation]]?
  /// The keys marked `shouldTranslate: false`, when recording.
  private(set) var untranslatableKeys: Set<String> = []
  /// The keys whose `extractionState` is `stale`, when recording.
  private(set) var staleKeys: Set<String> = []
  /// The location of the localization being read, when recording.
  private var current: EntryLocation?
  /// The forms of the plural variation read last, when recording: they belong to the variable
  /// it becomes (a substitution, or the top-level `plural`).
  private var pendingForms: [PluralCategory: SourcePosition] = .init()

  /// Creates an interpreter reporting to `log`.
  init(log: DiagnosticLog) {
    self.log = log
  }

  /// Interprets the whole catalog.
  mutating func interpret(_ root: JSONNode?) {
    guard let root else { return }
    let wasMuted = log.isMuted
    defer { log.isMuted = wasMuted }
    log.isMuted = wasMuted || isTruncated
    guard root.members != nil else {
      log.error(
        "a String Catalog must be a JSON object, but this is \(root.kindDescription)",
        at: root.offset)
      return
    }
    if let member = root.member("sourceLanguage") {
      if let string = member.value.string {
        sourceLanguage = string
      } else {
        wrongType(member, expected: "a string")
      }
    } else {
      log.error(
        "the catalog has no \"sourceLanguage\"", at: root.offset, kind: .missingSourceLanguage)
    }
    if let member = root.member("version") {
      if let string = member.value.string {
        version = string
        if !Self.knownVersions.contains(string) {
          log.warning(
            "unknown String Catalog version \"\(string)\"; reading it as 1.1",
            at: member.value.offset)
        }
      } else {
        wrongType(member, expected: "a string")
      }
    } else {
      log.warning("the catalog has no \"version\"; reading it as 1.1", at: root.offset)
    }
    guard let strings = root.member("strings") else {
      log.error("the catalog has no \"strings\" object", at: root.offset)
      return
    }
    guard let entries = strings.value.members else {
      wrongType(strings, expected: "an object")
      return
    }
    var firstLines: [String: Int] = .init()
    // Without its source language (cut off after "strings"), a catalog's strings cannot be
    // checked reliably.
    let checksStrings = !isTruncated || !sourceLanguage.isEmpty
    for (index, entry) in entries.enumerated() {
      log.isMuted = wasMuted || !checksStrings || (isTruncated && index == entries.count - 1)
      if let line = firstLines[entry.key] {
        log.warning(
          "duplicate key \"\(entry.key)\" (first defined on line \(line)); the last one wins",
          at: entry.keyOffset, kind: .duplicateKey)
        // A later duplicate replaces every language of the earlier one.
        for language in tables.keys { tables[language]?[entry.key] = nil }
      } else {
        firstLines[entry.key] = log.line(of: entry.keyOffset)
      }
      interpretString(entry)
    }
  }

  // MARK: - Strings

  private mutating func interpretString(_ entry: JSONNode.Member) {
    let key = entry.key
    guard entry.value.members != nil else {
      wrongType(entry, expected: "an object")
      return
    }
    var shouldTranslate = true
    if let member = entry.value.member("shouldTranslate") {
      if let flag = member.value.bool {
        shouldTranslate = flag
      } else {
        wrongType(member, expected: "true or false")
      }
    }
    for name in ["comment", "extractionState"] {
      if let member = entry.value.member(name), member.value.string == nil {
        wrongType(member, expected: "a string")
      }
    }
    let recording = locations != nil
    let comment = recording ? entry.value.member("comment")?.value.string : nil
    if recording {
      if !shouldTranslate { untranslatableKeys.insert(key) }
      if entry.value.member("extractionState")?.value.string == "stale" { staleKeys.insert(key) }
    }
    if let localizations = entry.value.member("localizations") {
      if let languages = localizations.value.members {
        // A localization cut short by a syntax error is not served: the rest of it is unknown.
        for language in languages where language.value.isComplete {
          guard shouldTranslate || language.key == sourceLanguage else { continue }
          let context = "the \(language.key) localization of \"\(key)\""
          servesEmptyValues = language.key == sourceLanguage || key.isEmpty
          if recording {
            current = EntryLocation(
              key: log.position(of: entry.keyOffset), value: log.position(of: language.value.offset)
            )
            current?.comment = comment
          }
          if let value = resolveLocalization(
            language.value, context: context, inherited: .init(), inheritedUntranslated: [],
            depth: 0)
          {
            tables[language.key, default: .init()][key] = value
          }
          if let location = current {
            locations?[language.key, default: .init()][key] = location
            current = nil
          }
        }
      } else {
        wrongType(localizations, expected: "an object")
      }
    }
    // A source string without its own localization is the key itself, as Xcode builds it; a
    // string cut short may have had one after the cut, so it is not given the key.
    if !sourceLanguage.isEmpty, entry.value.isComplete, tables[sourceLanguage]?[key] == nil {
      tables[sourceLanguage, default: .init()][key] = .text(key)
      if recording, locations?[sourceLanguage]?[key] == nil {
        let position = log.position(of: entry.keyOffset)
        var location = EntryLocation(key: position, value: position)
        location.comment = comment
        locations?[sourceLanguage, default: .init()][key] = location
      }
    }
  }

  /// Resolves one localization (or one device variant of it) to a value.
  /// - Parameters:
  ///   - node: The localization, or the chosen device variant.
  ///   - context: Which localization it is, for diagnostics.
  ///   - inherited: The substitutions written beside the device variation that holds `node`
  ///     (Xcode writes them there, not in each variant); the node's own ones win.
  ///   - inheritedUntranslated: The names of those whose `other` form is an empty translation.
  ///   - depth: How many device variations enclose it.
  private mutating func resolveLocalization(
    _ node: JSONNode, context: String, inherited: [String: PluralVariable],
    inheritedUntranslated: Set<String>, depth: Int
  ) -> LocalizedValue? {
    guard node.members != nil else {
      log.error("\(context) is \(node.kindDescription); expected an object", at: node.offset)
      return nil
    }
    var substitutions = inherited
    // Substitutions whose texts are all empty: a value that uses one is not served.
    var untranslated = inheritedUntranslated
    if let member = node.member("substitutions") {
      if let list = member.value.members {
        for substitution in list {
          pendingForms = .init()
          let read = readSubstitution(substitution, context: context)
          if current != nil {
            var variable = PluralVariableLocation(
              position: log.position(of: substitution.keyOffset))
            variable.categories = pendingForms
            current?.variables[substitution.key] = variable
          }
          switch read {
          case .some(.some(let variable)):
            substitutions[substitution.key] = variable
            untranslated.remove(substitution.key)
          case .some(.none):
            substitutions[substitution.key] = nil
            untranslated.insert(substitution.key)
          case .none:
            break
          }
        }
      } else {
        wrongType(member, expected: "an object")
      }
    }
    if let variations = node.member("variations") {
      guard let kinds = variations.value.members else {
        wrongType(variations, expected: "an object")
        return nil
      }
      if let device = variations.value.member("device"), depth < 4 {
        guard let variants = device.value.members, !variants.isEmpty else {
          log.error(
            "the device variations of \(context) are empty or not an object",
            at: device.value.offset)
          return nil
        }
        guard let name = DeviceVariant.pick(from: variants.map(\.key)),
          let chosen = variants.last(where: { $0.key == name })
        else { return nil }
        return resolveLocalization(
          chosen.value, context: context + " (\(name))", inherited: substitutions,
          inheritedUntranslated: untranslated, depth: depth + 1)
      }
      if let plural = variations.value.member("plural") {
        if current != nil { current?.value = log.position(of: plural.value.offset) }
        pendingForms = .init()
        let read = readPluralVariants(plural, context: context)
        if current != nil {
          var variable = PluralVariableLocation(position: log.position(of: plural.keyOffset))
          variable.categories = pendingForms
          current?.variables[Self.pluralVariableName(avoiding: substitutions)] = variable
        }
        guard case .some(.some(let variants)) = read,
          !variants.values.contains(where: { uses(untranslated, $0) })
        else { return nil }
        return topLevelPlural(
          variants, substitutions: substitutions, context: context, at: plural.value.offset)
      }
      for kind in kinds {
        log.warning(
          "unknown variation type \"\(kind.key)\" in \(context) is ignored", at: kind.keyOffset)
      }
      return nil
    }
    guard let unit = node.member("stringUnit") else {
      log.warning(
        "\(context) has neither a stringUnit nor variations; it is ignored", at: node.offset)
      return nil
    }
    if current != nil, let value = unit.value.member("value") {
      current?.value = log.position(of: value.value.offset)
    }
    guard let text = readStringUnit(unit, context: context), !uses(untranslated, text) else {
      return nil
    }
    checkReferences(text, substitutions: substitutions, context: context, at: unit.value.offset)
    if substitutions.isEmpty { return .text(text) }
    return .plural(PluralString(format: text, variables: substitutions))
  }

  /// A top-level plural variation: `%#@plural@` whose variable counts the first numeric
  /// argument of the variant texts.
  private mutating func topLevelPlural(
    _ variants: [PluralCategory: String], substitutions: [String: PluralVariable], context: String,
    at offset: Int
  ) -> LocalizedValue {
    let name = Self.pluralVariableName(avoiding: substitutions)
    for text in variants.values {
      checkReferences(text, substitutions: substitutions, context: context, at: offset)
    }
    var variables = substitutions
    variables[name] = PluralVariable(countingFirstNumberIn: variants)
    return .plural(PluralString(format: "%#@\(name)@", variables: variables))
  }

  /// The name of the variable of a top-level plural variation: `plural`, or `plural_1`, ...
  /// when a substitution has that name.
  private static func pluralVariableName(avoiding substitutions: [String: PluralVariable])
    -> String
  {
    var name = "plural"
    var suffix = 1
    while substitutions[name] != nil {
      name = "plural_\(suffix)"
      suffix += 1
    }
    return name
  }

  // MARK: - Parts

  private mutating func readStringUnit(_ unit: JSONNode.Member, context: String) -> String? {
    guard unit.value.members != nil else {
      wrongType(unit, expected: "an object")
      return nil
    }
    if let state = unit.value.member("state") {
      if let text = state.value.string {
        if current != nil, text != "translated" {
          current?.states.append(
            ReviewState(state: text, position: log.position(of: state.value.offset)))
        }
        if !Self.knownStates.contains(text) {
          log.warning(
            "unknown state \"\(text)\" in \(context); the value is used", at: state.value.offset)
        }
      } else {
        wrongType(state, expected: "a string")
      }
    }
    guard let value = unit.value.member("value") else {
      log.error("the stringUnit of \(context) has no \"value\"", at: unit.value.offset)
      return nil
    }
    guard let text = value.value.string else {
      wrongType(value, expected: "a string")
      return nil
    }
    if current != nil, text.isEmpty {
      current?.emptyTexts.append(log.position(of: value.value.offset))
    }
    if text.isEmpty && !servesEmptyValues {
      log.warning(
        "\(context) is empty; it is not served, so lookups fall back to another language",
        at: value.value.offset, kind: .emptyValue)
      return nil
    }
    return text
  }

  /// Reads the forms of a plural variation: `nil` after an error, `.some(nil)` when its
  /// `other` form is an empty translation (then the whole variation is not served; other
  /// empty forms are just left out, so `other` stands in for them).
  private mutating func readPluralVariants(_ plural: JSONNode.Member, context: String)
    -> [PluralCategory: String]??
  {
    guard let members = plural.value.members else {
      wrongType(plural, expected: "an object")
      return nil
    }
    var variants: [PluralCategory: String] = .init()
    var emptyOther = false
    pendingForms = .init()
    for member in members {
      guard let category = PluralCategory(rawValue: member.key) else {
        log.warning(
          "unknown plural category \"\(member.key)\" in \(context) is ignored; expected zero, one, "
            + "two, few, many or other", at: member.keyOffset)
        continue
      }
      guard member.value.members != nil else {
        wrongType(member, expected: "an object")
        continue
      }
      if current != nil { pendingForms[category] = log.position(of: member.keyOffset) }
      guard let unit = member.value.member("stringUnit") else {
        log.error("the \(member.key) form of \(context) has no stringUnit", at: member.value.offset)
        continue
      }
      if let text = readStringUnit(unit, context: "the \(member.key) form of " + context) {
        variants[category] = text
      } else if category == .other, !servesEmptyValues,
        unit.value.member("value")?.value.string?.isEmpty == true
      {
        emptyOther = true
      }
    }
    if emptyOther { return .some(nil) }
    if variants[.other] == nil {
      log.error("the plural variations of \(context) have no 'other' form", at: plural.value.offset)
    }
    return variants
  }

  /// Reads one substitution: `nil` after an error, `.some(nil)` when its `other` form is an
  /// empty translation.
  private mutating func readSubstitution(_ substitution: JSONNode.Member, context: String)
    -> PluralVariable??
  {
    let context = "the substitution \"\(substitution.key)\" of " + context
    guard substitution.value.members != nil else {
      wrongType(substitution, expected: "an object")
      return nil
    }
    var argument: Int?
    if let member = substitution.value.member("argNum") {
      if let number = member.value.double, number >= 1, number <= 1_000, number.rounded() == number
      {
        argument = Int(number)
      } else {
        wrongType(member, expected: "a positive whole number")
      }
    }
    var specifier: String?
    if let member = substitution.value.member("formatSpecifier") {
      if let text = member.value.string {
        specifier = text.hasPrefix("%") ? String(text.dropFirst()) : text
      } else {
        wrongType(member, expected: "a string")
      }
    }
    guard let variations = substitution.value.member("variations"),
      let plural = variations.value.member("plural")
    else {
      log.error("\(context) has no plural variations", at: substitution.value.offset)
      return nil
    }
    guard let read = readPluralVariants(plural, context: context) else { return nil }
    guard let variants = read else { return .some(nil) }
    return PluralVariable(
      argumentNumber: argument, formatSpecifier: specifier ?? "lld", variants: variants)
  }

  /// Whether `text` has a placeholder for one of `names`.
  private func uses(_ names: Set<String>, _ text: String) -> Bool {
    !names.isEmpty && FormatSpecifiers.variableNames(in: text).contains(where: names.contains)
  }

  private mutating func checkReferences(
    _ text: String, substitutions: [String: PluralVariable], context: String, at offset: Int
  ) {
    for name in FormatSpecifiers.variableNames(in: text) where substitutions[name] == nil {
      log.error("\(context) uses %#@\(name)@, but has no substitution \"\(name)\"", at: offset)
    }
  }

  private mutating func wrongType(_ member: JSONNode.Member, expected: String) {
    log.error(
      "\"\(member.key)\" is \(member.value.kindDescription); expected \(expected)",
      at: member.value.offset)
  }
}
