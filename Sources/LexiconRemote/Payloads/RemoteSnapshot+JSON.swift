import Foundation
import Lexicon
import LexiconEnvironment

extension RemoteSnapshot {
  /// Reads a snapshot payload (see <doc:OverTheAirFormats>) and checks it is for `environment`.
  ///
  /// ```swift
  /// let snapshot = try RemoteSnapshot(jsonData: data, source: url.absoluteString, environment: environment)
  /// snapshot.tables["Localizable"]?["login.title"]  // .text("Войти")
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The document.
  ///   - source: Its URL or path, named in errors.
  ///   - environment: The environment and app version the content must be for.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming the field,
  ///   line and column for anything malformed; ``RemoteError/wrongTarget(expected:found:)`` for
  ///   content of another environment or app version.
  public init(jsonData: Data, source: String, environment: LocalizationEnvironment)
    throws(RemoteError)
  {
    let reader = try PayloadReader(bytes: Array(jsonData), source: source)
    let found = try reader.header(kind: "snapshot")
    let (language, version) = try Self.languageAndVersion(reader)
    let tables = try Self.tables(try reader.required(reader.root, "tables", ""), "tables", reader)
    try PayloadReader.check(found, expected: environment)
    self.init(language: language, version: version, tables: tables)
  }

  /// Reads `language` and `version`.
  static func languageAndVersion(_ reader: PayloadReader) throws(RemoteError) -> (String, Int) {
    let languageNode = try reader.required(reader.root, "language", "")
    let language = try reader.language(
      try reader.string(languageNode, "language"), "language", at: languageNode.offset)
    let version = try reader.int(try reader.required(reader.root, "version", ""), "version")
    return (language, version)
  }

  /// Reads tables of values: `{"Localizable": {"login.title": "…"}}`.
  static func tables(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError) -> [String: [String: LocalizedValue]]
  {
    var tables: [String: [String: LocalizedValue]] = [:]
    for table in try reader.members(node, path) {
      let tablePath = FieldPath.member(path, table.key)
      var values: [String: LocalizedValue] = [:]
      let entries = try reader.members(table.value, tablePath)
      values.reserveCapacity(entries.count)
      for entry in entries {
        values[entry.key] = try LocalizedValue(
          remoteJSON: entry.value, path: FieldPath.member(tablePath, entry.key), reader: reader)
      }
      tables[table.key] = values
    }
    return tables
  }

}
