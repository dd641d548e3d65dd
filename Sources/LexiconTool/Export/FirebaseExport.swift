import Foundation
import Lexicon
import LexiconEnvironment
import LexiconFirebase
import LexiconPublishing
import LexiconReading
import LexiconRemote

/// The JSON `lexicon export firebase` writes: the content of one environment and app version,
/// under its path, to import at the Realtime Database's root (or to `PUT` with
/// `lexicon publish firebase`).
///
/// ```json
/// {
///   "production": {
///     "1-2-0": {
///       "_version": "3f9a1c07d2e4b5a6",
///       "ru": {
///         "Login": { "login%2Etitle": "Войти", "unread": { "one": "%d письмо", "other": "…" } }
///       }
///     }
///   }
/// }
/// ```
///
/// The publication node (`production/1-2-0`, or `development` for an environment without an app
/// version) holds each language's tables as `FirebaseTable` writes them — keys encoded with
/// `FirebaseKey`, plural values as objects of categories — and `_version`, the first 16
/// hexadecimal digits of the SHA-256 of the languages' canonical JSON: the same content gives
/// the same marker, so an export with no change writes the same bytes and devices download
/// nothing, and any change gives a new one. The document is written byte-stable (members
/// sorted, two-space indentation).
struct FirebaseExport: Sendable {
  /// The environment and app version.
  var environment: LocalizationEnvironment
  /// What is exported.
  var content: ExportContent

  /// The path of the publication node.
  var path: [String] {
    [environment.name.rawValue] + (environment.version.map { [$0.pathComponent] } ?? [])
  }

  /// The languages' node: each language's tables by encoded name.
  private var languagesNode: [String: JSONValue] {
    var languages: [String: JSONValue] = [:]
    for language in content.languageTags {
      var tables: [String: JSONValue] = [:]
      let experiments = content.experiments(of: language)
      for (table, values) in content.tables(of: language) {
        tables[FirebaseKey.encode(table)] = FirebaseTable.node(
          values, experiments: experiments[table] ?? [:])
      }
      languages[language] = .object(tables)
    }
    return languages
  }

  /// The `_version` marker: a digest of the languages' content.
  var marker: String {
    String(SHA256.hash(JSONValue.object(languagesNode).compactEncoded()).description.prefix(16))
  }

  /// The publication node: the languages and `_version`.
  var publication: JSONValue {
    var node = languagesNode
    node["_version"] = .string(marker)
    return .object(node)
  }

  /// The document: the publication node under its path.
  var document: [UInt8] {
    var node = publication
    for component in path.reversed() { node = .object([component: node]) }
    return node.encoded()
  }

  /// Keys and table names the database cannot store even encoded: empty ones, and ones longer
  /// than 768 bytes of UTF-8 once encoded.
  var problems: [LintFinding] {
    var problems: [LintFinding] = []
    for (language, tables) in content.languages {
      for (table, entries) in tables {
        if let reason = Self.problem(with: FirebaseKey.encode(table)),
          let entry = entries.first?.value
        {
          problems.append(
            LintFinding(
              path: entry.path, line: 1, column: 1, severity: .error,
              message: "table \(LintFinding.quoted(table)) cannot be a Firebase key: \(reason)",
              rule: .parseError))
        }
        for (key, entry) in entries {
          guard let reason = Self.problem(with: FirebaseKey.encode(key)) else { continue }
          problems.append(
            LintFinding(
              path: entry.path, line: entry.key.line, column: entry.key.column, severity: .error,
              message:
                "\(LintFinding.quoted(key)) in \(language) cannot be a Firebase key: \(reason)",
              rule: .parseError))
        }
      }
    }
    return problems.sorted()
  }

  /// Why an encoded key cannot be stored, or `nil`.
  private static func problem(with key: String) -> String? {
    do {
      _ = try RemotePath(components: [key])
      return nil
    } catch {
      return error == .emptyComponent(index: 0) ? "keys cannot be empty" : error.description
    }
  }
}
