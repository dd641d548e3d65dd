import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote

extension RemoteDelta {
  /// The delta as JSON for `environment`, byte-stable: members and removed keys sorted by their
  /// UTF-8 bytes, two-space indentation, a final line feed.
  ///
  /// - Parameter environment: The environment and app version it is published for.
  /// - Returns: The document.
  public func jsonData(environment: LocalizationEnvironment) -> Data {
    var root = PayloadHeader.fields(kind: "delta", environment: environment)
    root["language"] = .string(language)
    root["baseVersion"] = .int(baseVersion)
    root["version"] = .int(version)
    root["set"] = RemoteSnapshot.tablesJSON(set, experiments: experiments)
    root["remove"] = .object(
      removed.mapValues { keys in
        .array(
          StableOrder.positions(count: keys.count) { JSONValue.precedes(keys[$0], keys[$1]) }
            .map { JSONValue.string(keys[$0]) })
      })
    return Data(JSONValue.object(root).encoded())
  }
}
