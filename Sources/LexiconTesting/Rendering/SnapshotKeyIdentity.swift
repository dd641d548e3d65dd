import Lexicon

/// One key of one key type, for the arguments a ``LocalizationSnapshot`` passes to particular
/// keys: two key types that share a table keep their own arguments.
struct SnapshotKeyIdentity: Sendable, Hashable {
  /// The key type.
  var type: ObjectIdentifier
  /// The lookup key (`Localizable.key`).
  var key: String

  /// The identity of `key`.
  /// - Parameter key: A key.
  init<Key: Localizable>(_ key: Key) {
    type = ObjectIdentifier(Key.self)
    self.key = key.key
  }
}
