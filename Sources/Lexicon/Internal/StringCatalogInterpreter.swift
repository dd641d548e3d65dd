/// Turns a String Catalog JSON tree into one ``StringTable`` per language, reporting what is
/// wrong. The rules it applies are documented on ``StringCatalogParser``.
struct StringCatalogInterpreter {
  /// The format versions this reader knows.
  static let knownVersions: Set<String> = ["1.0", "1.1"]
  /// The `stringUnit` states Xcode writes.
  static let knownStates: Set<String> = ["translated", "needs_review", "new", "stale"]

  /// Where diagnostics go.
  var log: DiagnosticLog
  private(set) var sourceLanguage = ""
  private(set) var version = ""
  private(set) var tables: [String: [String: LocalizedValue]] = [:]

  /// Creates an interpreter reporting to `log`.
  init(log: DiagnosticLog) {
    self.log = log
  }

  /// Interprets the whole catalog.
  mutating func interpret(_ root: JSONNode?) {
    guard let root else { return }
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
      log.error("the catalog has no \"sourceLanguage\"", at: root.offset)
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
    var firstLines: [String: Int] = [:]
    for entry in entries {
      if let line = firstLines[entry.key] {
        log.warning(
          "duplicate key \"\(entry.key)\" (first defined on line \(line)); the last one wins",
          at: entry.keyOffset)
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
    if let localizations = entry.value.member("localizations") {
      if let languages = localizations.value.members {
        for language in languages {
          guard shouldTranslate || language.key == sourceLanguage else { continue }
          let context = "the \(language.key) localization of \"\(key)\""
          if let value = resolveLocalization(language.value, context: context, depth: 0) {
            tables[language.key, default: [:]][key] = value
          }
        }
      } else {
        wrongType(localizations, expected: "an object")
      }
    }
    // A source string without its own localization is the key itself, as Xcode builds it.
    if !sourceLanguage.isEmpty, tables[sourceLanguage]?[key] == nil {
      tables[sourceLanguage, default: [:]][key] = .text(key)
    }
  }

  /// Resolves one localization (or one device variant of it) to a value.
  private mutating func resolveLocalization(_ node: JSONNode, context: String, depth: Int)
    -> LocalizedValue?
  {
    guard node.members != nil else {
      log.error("\(context) is \(node.kindDescription); expected an object", at: node.offset)
      return nil
    }
    var substitutions: [String: PluralVariable] = [:]
    if let member = node.member("substitutions") {
      if let list = member.value.members {
        for substitution in list {
          if let variable = readSubstitution(substitution, context: context) {
            substitutions[substitution.key] = variable
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
        return resolveLocalization(chosen.value, context: context + " (\(name))", depth: depth + 1)
      }
      if let plural = variations.value.member("plural") {
        guard let variants = readPluralVariants(plural, context: context) else { return nil }
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
    guard let text = readStringUnit(unit, context: context) else { return nil }
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
    var name = "plural"
    var suffix = 1
    while substitutions[name] != nil {
      name = "plural_\(suffix)"
      suffix += 1
    }
    var argument = 1
    var specifier = "lld"
    let ordered =
      [variants[.other]].compactMap { $0 } + PluralCategory.allCases.compactMap { variants[$0] }
    for text in ordered {
      if let conversion = FormatSpecifiers.conversions(in: text).first(where: \.isNumeric) {
        argument = conversion.argument
        specifier = conversion.specifier
        break
      }
    }
    for text in variants.values {
      checkReferences(text, substitutions: substitutions, context: context, at: offset)
    }
    var variables = substitutions
    variables[name] = PluralVariable(
      argumentNumber: argument, formatSpecifier: specifier, variants: variants)
    return .plural(PluralString(format: "%#@\(name)@", variables: variables))
  }

  // MARK: - Parts

  private mutating func readStringUnit(_ unit: JSONNode.Member, context: String) -> String? {
    guard unit.value.members != nil else {
      wrongType(unit, expected: "an object")
      return nil
    }
    if let state = unit.value.member("state") {
      if let text = state.value.string {
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
    return text
  }

  private mutating func readPluralVariants(_ plural: JSONNode.Member, context: String)
    -> [PluralCategory: String]?
  {
    guard let members = plural.value.members else {
      wrongType(plural, expected: "an object")
      return nil
    }
    var variants: [PluralCategory: String] = [:]
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
      guard let unit = member.value.member("stringUnit") else {
        log.error("the \(member.key) form of \(context) has no stringUnit", at: member.value.offset)
        continue
      }
      if let text = readStringUnit(unit, context: "the \(member.key) form of " + context) {
        variants[category] = text
      }
    }
    if variants[.other] == nil {
      log.error("the plural variations of \(context) have no 'other' form", at: plural.value.offset)
    }
    return variants
  }

  private mutating func readSubstitution(_ substitution: JSONNode.Member, context: String)
    -> PluralVariable?
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
    guard let variants = readPluralVariants(plural, context: context) else { return nil }
    return PluralVariable(
      argumentNumber: argument, formatSpecifier: specifier ?? "lld", variants: variants)
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
