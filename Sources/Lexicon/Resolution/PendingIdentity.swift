/// Identifies the keys of one key type in one language that were resolved outside their table and
/// wait to be published in the snapshot.
struct PendingIdentity: Hashable, Sendable {
  var language: String
  var type: ObjectIdentifier
}
