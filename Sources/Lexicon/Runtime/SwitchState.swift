/// What a runtime's switch lock guards besides the snapshot: the number of the latest change,
/// and whether the language follows the device's preferred languages.
struct SwitchState: Sendable {
  /// The sequence number of the latest change (switch, reload, reconfiguration). Observers are
  /// told about a change only while it is the latest.
  var latest = 0
  /// Whether the language is the best match of the device's languages, re-read when they change:
  /// no choice of the user's is stored and the configuration sets no starting language.
  var followsDevice: Bool
}
