import Lexicon
import LexiconFirebase
import LexiconRemote

extension FirebaseTable {
  /// A table's values as a database node: keys (and plural variable names, variant names of
  /// copy experiments) encoded with `FirebaseKey`, values in their payload form, a key with an
  /// experiment as its experiment object.
  ///
  /// - Parameters:
  ///   - values: The table's values by key.
  ///   - experiments: The experiments of its keys; none by default.
  /// - Returns: The node.
  package static func node(
    _ values: [String: LocalizedValue], experiments: [String: RemoteExperiment] = [:]
  ) -> JSONValue {
    var members: [String: JSONValue] = [:]
    for (key, value) in values {
      let json = experiments[key]?.json(value: value) ?? value.remoteJSON
      members[FirebaseKey.encode(key)] = encodingKeys(json)
    }
    return .object(members)
  }

  /// Every object member name of `value` encoded with `FirebaseKey` (plural categories and
  /// field names are left as they are: they hold no escaped character).
  private static func encodingKeys(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      var encoded: [String: JSONValue] = [:]
      for (key, member) in members { encoded[FirebaseKey.encode(key)] = encodingKeys(member) }
      return .object(encoded)
    case .array(let elements):
      return .array(elements.map(encodingKeys))
    default:
      return value
    }
  }
}
