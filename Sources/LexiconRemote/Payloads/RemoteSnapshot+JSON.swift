import Foundation
import Lexicon
import LexiconEnvironment
import LexiconReading

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
    let (tables, experiments) = try Self.content(
      try reader.required(reader.root, "tables", ""), "tables", reader)
    try PayloadReader.check(found, expected: environment)
    self.init(language: language, version: version, tables: tables, experiments: experiments)
  }

  /// Reads `language` and `version`.
  static func languageAndVersion(_ reader: PayloadReader) throws(RemoteError) -> (String, Int) {
    let languageNode = try reader.required(reader.root, "language", "")
    let language = try reader.language(
      try reader.string(languageNode, "language"), "language", at: languageNode.offset)
    let version = try reader.int(try reader.required(reader.root, "version", ""), "version")
    return (language, version)
  }

  /// Reads tables of values, `{"Localizable": {"login.title": "…"}}`, and the experiments of
  /// keys written as experiment objects (see `RemoteExperiment+JSON.swift`).
  static func content(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError)
    -> (
      tables: [String: [String: LocalizedValue]], experiments: [String: [String: RemoteExperiment]]
    )
  {
    var tables: [String: [String: LocalizedValue]] = .init()
    var experiments: [String: [String: RemoteExperiment]] = .init()
    for table in try reader.members(node, path) {
      let tablePath = FieldPath.member(path, table.key)
      var values: [String: LocalizedValue] = .init()
      let entries = try reader.members(table.value, tablePath)
      values.reserveCapacity(entries.count)
      for entry in entries {
        let entryPath = FieldPath.member(tablePath, entry.key)
        if RemoteExperiment.isExperiment(entry.value) {
          let (value, experiment) = try RemoteExperiment.read(
            entry.value, path: entryPath, reader: reader)
          values[entry.key] = value
          experiments[table.key, default: .init()][entry.key] = experiment
        } else {
          values[entry.key] = try LocalizedValue(
            remoteJSON: entry.value, path: entryPath, reader: reader)
        }
      }
      tables[table.key] = values
    }
    return (tables, experiments)
  }

}
