import Lexicon
import LexiconEnvironment
import LexiconReading

/// Reads a configuration file into a ``ConfigurationFile``: checks every field, reports each
/// problem with its path and place, and keeps everything that is good.
///
/// Two layouts are read. Lexicon's own (`supportedLanguages`, and configurations of
/// `environment`, `variables` and `versioned`), and T21Environment's `environments.json`, which a
/// file with a top-level `languages` array is taken to be: `languages` are the supported
/// languages (the first one the development language, unless `developmentLanguage` says
/// otherwise), and every member of a configuration is one of its variables.
struct ConfigurationFileReader {
  private var lines: SourceLocator
  private let fileName: String?
  private var problems: [(offset: Int, error: ConfigurationError)] = []

  /// The top-level fields; `$schema` is allowed and ignored.
  private static let topLevelFields = [
    "developmentLanguage", "supportedLanguages", "customEnvironments", "variables",
    "configurations",
  ]
  /// The top-level fields of T21Environment's layout (`languages` instead of
  /// `supportedLanguages`).
  private static let t21TopLevelFields = [
    "languages", "developmentLanguage", "customEnvironments", "variables", "configurations",
  ]
  /// The fields of a configuration entry.
  private static let entryFields = ["environment", "variables", "versioned"]

  private init(bytes: [UInt8], file: String?) {
    self.lines = SourceLocator(bytes: bytes)
    self.fileName = file
  }

  /// Parses `bytes` (UTF-8 JSON).
  static func read(_ bytes: [UInt8], file: String?) -> ConfigurationFile {
    var reader = ConfigurationFileReader(bytes: bytes, file: file)
    let (root, syntaxProblems) = JSONReader.read(bytes)
    for problem in syntaxProblems {
      reader.report("", .syntax(problem.message), at: problem.offset)
    }
    var result = ConfigurationFile()
    result.fileName = file
    if let root {
      reader.readRoot(root, into: &result)
    }
    // Stable sort: file order, problems at the same place in the order found.
    result.problems = reader.problems.enumerated()
      .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
      .map(\.element.error)
    return result
  }

  // MARK: - Fields

  private mutating func readRoot(_ root: JSONNode, into result: inout ConfigurationFile) {
    let isT21Layout = root.members?.contains { $0.key == "languages" } ?? false
    let allowed = isT21Layout ? Self.t21TopLevelFields : Self.topLevelFields
    guard let fields = object(root, path: "", allowed: allowed + ["$schema"]) else { return }

    if let node = fields["developmentLanguage"] {
      result.developmentLanguage = language(node, path: "developmentLanguage")
    }
    let languagesField = isT21Layout ? "languages" : "supportedLanguages"
    if let node = fields[languagesField] {
      result.supportedLanguages = languages(node, path: languagesField)
      if isT21Layout, fields["developmentLanguage"] == nil {
        // T21Environment falls back to the first language, as Lexicon to the development one.
        result.developmentLanguage = result.supportedLanguages?.first
      }
    }
    if let developmentLanguage = result.developmentLanguage,
      let supported = result.supportedLanguages, !supported.isEmpty,
      !supported.contains(developmentLanguage), let node = fields["developmentLanguage"]
    {
      report(
        "developmentLanguage", .developmentLanguageNotSupported(developmentLanguage),
        at: node.offset)
    }
    if let node = fields["customEnvironments"] {
      result.customEnvironments = customEnvironments(node, path: "customEnvironments")
    }
    if let node = fields["variables"] {
      result.variables = variables(node, path: "variables")
    }
    if let node = fields["configurations"] {
      let place = lines.location(of: node.offset)
      result.configurationsLine = place.line
      result.configurationsColumn = place.column
      if case .object(_, let complete) = node.kind { result.configurationsAreComplete = complete }
      result.configurations = configurations(
        node, path: "configurations", environments: result.environmentNames,
        membersAreVariables: isT21Layout)
    }
  }

  private mutating func language(_ node: JSONNode, path: String) -> String? {
    guard case .string(let string) = node.kind else {
      report(
        path, .typeMismatch(expected: "a language tag", found: node.foundDescription), at: node)
      return nil
    }
    guard let tag = LanguageTag(string), tag.language != "und" else {
      report(path, .invalidLanguage(string), at: node)
      return nil
    }
    return tag.identifier
  }

  private mutating func languages(_ node: JSONNode, path: String) -> [String]? {
    guard case .array(let elements, _) = node.kind else {
      report(
        path,
        .typeMismatch(expected: "an array of language tags", found: node.foundDescription),
        at: node)
      return nil
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      let elementPath = FieldPath.element(path, index)
      guard let language = language(element, path: elementPath) else { continue }
      if result.contains(language) {
        report(elementPath, .duplicateLanguage(language), at: element)
      } else {
        result.append(language)
      }
    }
    return result
  }

  private mutating func customEnvironments(_ node: JSONNode, path: String) -> [EnvironmentName] {
    guard case .array(let elements, _) = node.kind else {
      report(
        path,
        .typeMismatch(expected: "an array of environment names", found: node.foundDescription),
        at: node)
      return []
    }
    var result: [EnvironmentName] = []
    for (index, element) in elements.enumerated() {
      let elementPath = FieldPath.element(path, index)
      guard case .string(let string) = element.kind else {
        report(
          elementPath,
          .typeMismatch(expected: "an environment name", found: element.foundDescription),
          at: element)
        continue
      }
      guard let name = EnvironmentName(rawValue: string) else {
        report(elementPath, .invalidEnvironmentName(string), at: element)
        continue
      }
      if !result.contains(name) { result.append(name) }
    }
    return result
  }

  /// The entries of `configurations`; with `membersAreVariables` (T21Environment's layout) each
  /// entry's members are its variables, and its environment is the fallback one.
  private mutating func configurations(
    _ node: JSONNode, path: String, environments: [EnvironmentName], membersAreVariables: Bool
  ) -> [BuildConfiguration: ConfigurationFile.Entry]? {
    guard let fields = object(node, path: path, allowed: nil) else { return nil }
    var result: [BuildConfiguration: ConfigurationFile.Entry] = [:]
    for (name, value) in fields {
      let entryPath = FieldPath.member(path, name)
      guard membersAreVariables else {
        result[BuildConfiguration(rawValue: name)] = entry(
          value, path: entryPath, environments: environments)
        continue
      }
      guard case .object = value.kind else {
        let example = "an object of variables such as {\"base_url\": \"https://example.com\"}"
        report(
          entryPath, .typeMismatch(expected: example, found: value.foundDescription), at: value)
        result[BuildConfiguration(rawValue: name)] = ConfigurationFile.Entry(environment: nil)
        continue
      }
      result[BuildConfiguration(rawValue: name)] = ConfigurationFile.Entry(
        environment: nil, variables: variables(value, path: entryPath))
    }
    return result
  }

  private mutating func entry(
    _ node: JSONNode, path: String, environments: [EnvironmentName]
  ) -> ConfigurationFile.Entry {
    guard case .object(_, let complete) = node.kind else {
      let example = "an object such as {\"environment\": \"production\"}"
      report(path, .typeMismatch(expected: example, found: node.foundDescription), at: node)
      return ConfigurationFile.Entry(environment: nil)
    }
    let fields = object(node, path: path, allowed: Self.entryFields) ?? [:]
    var entry = ConfigurationFile.Entry(environment: nil)
    let environmentPath = FieldPath.member(path, "environment")
    if let value = fields["environment"] {
      entry.environment = environment(value, path: environmentPath, allowed: environments)
    } else if complete {
      let names = environments.map(\.rawValue).joined(separator: ", ")
      report(environmentPath, .missingField(expected: "one of \(names)"), at: node)
    }
    if let value = fields["variables"] {
      entry.variables = variables(value, path: FieldPath.member(path, "variables"))
    }
    if let value = fields["versioned"] {
      guard case .bool(let isVersioned) = value.kind else {
        report(
          FieldPath.member(path, "versioned"),
          .typeMismatch(expected: "true or false", found: value.foundDescription), at: value)
        return entry
      }
      entry.isVersioned = isVersioned
    }
    return entry
  }

  private mutating func environment(
    _ node: JSONNode, path: String, allowed: [EnvironmentName]
  ) -> EnvironmentName? {
    if case .string(let string) = node.kind,
      let name = allowed.first(where: { $0.rawValue == string })
    {
      return name
    }
    var suggestion: EnvironmentName?
    if case .string(let string) = node.kind,
      let closest = Suggestion.closest(to: string, among: allowed.map(\.rawValue))
    {
      suggestion = allowed.first { $0.rawValue == closest }
    }
    report(
      path,
      .invalidEnvironment(found: node.foundDescription, allowed: allowed, suggestion: suggestion),
      at: node)
    return nil
  }

  private mutating func variables(_ node: JSONNode, path: String) -> ConfigurationVariables {
    guard let fields = object(node, path: path, allowed: nil) else { return [:] }
    var values: [String: ConfigurationValue] = [:]
    var origins: [String: ConfigurationVariables.Origin] = [:]
    for (name, node) in fields {
      let variablePath = FieldPath.member(path, name)
      guard let value = value(node, path: variablePath) else { continue }
      let place = lines.location(of: node.offset)
      values[name] = value
      origins[name] = ConfigurationVariables.Origin(
        path: variablePath, file: fileName, line: place.line, column: place.column)
    }
    return ConfigurationVariables(values, origins: origins)
  }

  /// Converts any JSON value; `nil` (reported) for a number out of range.
  private mutating func value(_ node: JSONNode, path: String) -> ConfigurationValue? {
    switch node.kind {
    case .string(let string):
      return .string(string)
    case .bool(let value):
      return .bool(value)
    case .null:
      return .null
    case .number(let literal):
      if let integer = node.int {
        return .integer(integer)
      }
      guard let double = node.double else {
        report(path, .numberOutOfRange(literal), at: node)
        return nil
      }
      return .double(double)
    case .array(let elements, _):
      var result: [ConfigurationValue] = []
      for (index, element) in elements.enumerated() {
        if let value = value(element, path: FieldPath.element(path, index)) {
          result.append(value)
        }
      }
      return .array(result)
    case .object:
      let fields = object(node, path: path, allowed: nil) ?? [:]
      var result: [String: ConfigurationValue] = [:]
      for (name, member) in fields {
        if let value = value(member, path: FieldPath.member(path, name)) {
          result[name] = value
        }
      }
      return .object(result)
    }
  }

  /// The members of an object by name, the last of duplicates winning; reports duplicates and,
  /// when `allowed` is given, unknown fields. `nil` (reported) when the node is not an object.
  private mutating func object(_ node: JSONNode, path: String, allowed: [String]?)
    -> [String: JSONNode]?
  {
    guard case .object(let members, _) = node.kind else {
      report(path, .typeMismatch(expected: "an object", found: node.foundDescription), at: node)
      return nil
    }
    var result: [String: JSONNode] = [:]
    for member in members {
      let memberPath = FieldPath.member(path, member.key)
      if result[member.key] != nil {
        report(memberPath, .duplicateField, at: member.keyOffset)
      }
      if let allowed, !allowed.contains(member.key) {
        let expected = allowed.filter { $0 != "$schema" }
        let suggestion = Suggestion.closest(to: member.key, among: expected)
        report(
          memberPath, .unknownField(expected: expected, suggestion: suggestion),
          at: member.keyOffset)
        continue
      }
      result[member.key] = member.value
    }
    return result
  }

  // MARK: - Problems

  private mutating func report(
    _ path: String, _ reason: ConfigurationError.Reason, at node: JSONNode
  ) {
    report(path, reason, at: node.offset)
  }

  private mutating func report(_ path: String, _ reason: ConfigurationError.Reason, at offset: Int)
  {
    let place = lines.location(of: offset)
    problems.append(
      (
        offset,
        ConfigurationError(
          path: path, reason: reason, file: fileName, line: place.line, column: place.column)
      ))
  }
}
