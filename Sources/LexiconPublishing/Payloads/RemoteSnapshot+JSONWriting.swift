import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote

extension RemoteSnapshot {
  /// The snapshot as JSON for `environment`, byte-stable: members sorted by the UTF-8 bytes of
  /// their names, two-space indentation, a final line feed.
  ///
  /// - Parameter environment: The environment and app version it is published for.
  /// - Returns: The document.
  public func jsonData(environment: LocalizationEnvironment) -> Data {
    var root = PayloadHeader.fields(kind: "snapshot", environment: environment)
    root["language"] = .string(language)
    root["version"] = .int(version)
    root["tables"] = Self.tablesJSON(tables, experiments: experiments)
    return Data(JSONValue.object(root).encoded())
  }

  /// Tables of values as JSON, a key with a copy experiment as its experiment object.
  package static func tablesJSON(
    _ tables: [String: [String: LocalizedValue]],
    experiments: [String: [String: RemoteExperiment]] = [:]
  ) -> JSONValue {
    var result: [String: JSONValue] = [:]
    for (table, values) in tables {
      var members: [String: JSONValue] = [:]
      for (key, value) in values {
        members[key] = experiments[table]?[key]?.json(value: value) ?? value.remoteJSON
      }
      result[table] = .object(members)
    }
    return .object(result)
  }
}
