import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// A file of copy experiments (`--experiments FILE` of `lexicon lint` and `lexicon export`):
/// keys whose copy varies between groups of users, with the variants' weights and their values
/// per language.
///
/// ```json
/// {
///   "experiments": {
///     "welcome-copy": {
///       "table": "Login",
///       "variants": { "control": 50, "warm": 50 },
///       "keys": {
///         "login.welcome": {
///           "warm": { "en": "Good to see you, %@!", "ru": "Рады вас видеть, %@!" }
///         }
///       }
///     }
///   }
/// }
/// ```
///
/// - `variants` gives each variant's weight: its share of the users, whole numbers, at least one
///   above zero. Devices pick one by a hash of the experiment's name and the identifier the app
///   gives (`RemoteConfiguration.experimentIdentifier`).
/// - `keys` gives, per key of the table and variant, the value in each language — a string, or a
///   plural in the over-the-air forms. A variant without a value in a language (the control,
///   here) shows the key's own value there.
///
/// Every value is checked as devices check it, against the development-language value of the
/// key in the app's files (``check(_:)``); an export writes each language's experiments into its
/// snapshot or node (``experiments(of:content:)``).
struct ExperimentsFile: Sendable {
  /// One experiment of the file.
  struct Experiment: Sendable {
    /// Its name.
    var name: String
    /// The table of its keys.
    var table: String
    /// The variants and their weights, in the order of their names.
    var variants: [(name: String, weight: Int)]
    /// The values by key, variant and language, with where each is written.
    var values: [String: [String: [String: Located]]]
    /// Where each key is written.
    var keyOffsets: [String: Int]
    /// Where the experiment is written.
    var offset: Int
  }

  /// A value and where it is written.
  struct Located: Sendable {
    var value: LocalizedValue
    var offset: Int
  }

  /// The file's path, as given.
  let path: String
  /// The document.
  let reader: PayloadReader
  /// The experiments, by name.
  let experiments: [Experiment]

  /// Reads a file.
  ///
  /// - Throws: ``ToolError`` when it cannot be read (exit 66), or is not an experiments file: the
  ///   first problem in the compiler's form (exit 1).
  static func read(_ path: String) throws(ToolError) -> ExperimentsFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError("cannot read the experiments file '\(path)'", exitCode: .noInput)
    }
    do {
      return try ExperimentsFile(bytes: Array(data), path: path)
    } catch {
      throw ToolError(Self.finding(error, path: path).description, exitCode: .findings)
    }
  }

  /// Reads a document.
  init(bytes: [UInt8], path: String) throws(RemoteError) {
    self.path = path
    reader = try PayloadReader(bytes: bytes, source: path)
    let list = try reader.required(reader.root, "experiments", "")
    var experiments: [Experiment] = []
    for member in try reader.members(list, "experiments") {
      experiments.append(try Self.experiment(member, reader: reader))
    }
    self.experiments = experiments
  }

  private static func experiment(_ member: JSONNode.Member, reader: PayloadReader)
    throws(RemoteError) -> Experiment
  {
    let path = FieldPath.member("experiments", member.key)
    guard !member.key.isEmpty else {
      throw reader.failure(path, at: member.keyOffset, "an experiment needs a name")
    }
    let table = try reader.string(
      try reader.required(member.value, "table", path), FieldPath.member(path, "table"))
    let variantsPath = FieldPath.member(path, "variants")
    let variantsNode = try reader.required(member.value, "variants", path)
    var variants: [(name: String, weight: Int)] = []
    for variant in try reader.members(variantsNode, variantsPath) {
      variants.append(
        (
          variant.key,
          try reader.int(
            variant.value, FieldPath.member(variantsPath, variant.key),
            maximum: RemoteExperiment.maximumWeight)
        ))
    }
    guard variants.contains(where: { $0.weight > 0 }) else {
      throw reader.failure(
        variantsPath, at: variantsNode.offset, "an experiment needs a variant with a weight above 0"
      )
    }
    variants.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    let names = Set(variants.map(\.name))
    let keysPath = FieldPath.member(path, "keys")
    var values: [String: [String: [String: Located]]] = [:]
    var keyOffsets: [String: Int] = [:]
    for key in try reader.members(try reader.required(member.value, "keys", path), keysPath) {
      let keyPath = FieldPath.member(keysPath, key.key)
      keyOffsets[key.key] = key.keyOffset
      for variant in try reader.members(key.value, keyPath) {
        let variantPath = FieldPath.member(keyPath, variant.key)
        guard names.contains(variant.key) else {
          throw reader.failure(
            variantPath, at: variant.keyOffset,
            "\(QuotedText.quoted(variant.key)) is not a variant of \(QuotedText.quoted(member.key))"
          )
        }
        for language in try reader.members(variant.value, variantPath) {
          let languagePath = FieldPath.member(variantPath, language.key)
          let tag = try reader.language(language.key, languagePath, at: language.keyOffset)
          let value = try LocalizedValue(
            remoteJSON: language.value, path: languagePath, reader: reader)
          values[key.key, default: [:]][variant.key, default: [:]][tag] = Located(
            value: value, offset: language.value.offset)
        }
      }
    }
    return Experiment(
      name: member.key, table: table, variants: variants, values: values, keyOffsets: keyOffsets,
      offset: member.keyOffset)
  }

  // MARK: - Checking

  /// The problems of the file against the app's content, as lint findings (rule
  /// `experiment`): a table or key the app's development language does not have, a language
  /// the table is not translated into, and every value that fails the checks devices run
  /// (format arguments against the development-language value, plural forms, size).
  func check(_ content: ExportContent, developmentLanguage: String) -> [LintFinding] {
    var findings: [LintFinding] = []
    func report(_ field: String, at offset: Int, _ message: String) {
      findings.append(Self.finding(reader.failure(field, at: offset, message), path: path))
    }
    let development = content.tables(of: developmentLanguage)
    for experiment in experiments {
      let path = FieldPath.member("experiments", experiment.name)
      guard let source = development[experiment.table] else {
        report(
          FieldPath.member(path, "table"), at: experiment.offset,
          "the app has no table \(QuotedText.quoted(experiment.table)) in \(developmentLanguage)")
        continue
      }
      for (key, variants) in experiment.values {
        let keyPath = FieldPath.member(FieldPath.member(path, "keys"), key)
        guard let reference = source[key] else {
          report(
            keyPath, at: experiment.keyOffsets[key] ?? experiment.offset,
            "\(QuotedText.quoted(key)) is not a key of \(experiment.table) in \(developmentLanguage)"
          )
          continue
        }
        for (variant, languages) in variants {
          for (language, located) in languages {
            let field = FieldPath.member(FieldPath.member(keyPath, variant), language)
            guard content.tables(of: language)[experiment.table] != nil else {
              report(
                field, at: located.offset,
                "the app has no \(language) translation of \(experiment.table)")
              continue
            }
            let candidate = RemoteValueCandidate(
              language: language, table: experiment.table, key: key, value: located.value,
              reference: reference, developmentLanguage: developmentLanguage)
            for check in RemoteValueCheck.standard {
              guard let reason = check(candidate) else { continue }
              let rejection = RemoteRejection(
                language: language, table: experiment.table, key: key, version: 0,
                reason: reason, variant: variant)
              report(field, at: located.offset, Self.message(of: rejection))
              break
            }
          }
        }
      }
    }
    return findings
  }

  /// Why a value was refused, in the words of a lint finding.
  private static func message(of rejection: RemoteRejection) -> String {
    let description = rejection.description
    guard let range = description.range(of: "dropped: ") else { return description }
    return "variant \(rejection.variant ?? "") of \(QuotedText.quoted(rejection.key)) in "
      + "\(rejection.language): " + description[range.upperBound...]
  }

  /// A payload error as a finding at its line and column.
  static func finding(_ error: RemoteError, path: String) -> LintFinding {
    guard case .invalidPayload(_, let field, let line, let column, let reason) = error else {
      return LintFinding(
        path: path, line: 0, column: 0, severity: .error, message: "\(error)", rule: .experiment)
    }
    let message = field.isEmpty ? reason : "\(field): \(reason)"
    return LintFinding(
      path: path, line: line ?? 0, column: column ?? 0, severity: .error, message: message,
      rule: .experiment)
  }

  // MARK: - Exporting

  /// The experiments of `language`, by table and key, as devices receive them: every variant
  /// with its weight, and its value in the language or, without one, the key's own value.
  func experiments(of language: String, content: ExportContent) -> [String: [String:
    RemoteExperiment]]
  {
    let tables = content.tables(of: language)
    var result: [String: [String: RemoteExperiment]] = [:]
    for experiment in experiments {
      for (key, variants) in experiment.values {
        guard let value = tables[experiment.table]?[key] else { continue }
        let remote = RemoteExperiment(
          name: experiment.name,
          variants: experiment.variants.map { variant in
            RemoteVariant(
              name: variant.name, weight: variant.weight,
              value: variants[variant.name]?[language]?.value ?? value)
          })
        result[experiment.table, default: [:]][key] = remote
      }
    }
    return result
  }
}
