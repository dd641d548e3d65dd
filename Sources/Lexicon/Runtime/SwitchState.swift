/// What a runtime's switch lock guards besides the snapshot: the number of the latest change,
/// whether the language follows the device's preferred languages, and the number of the latest
/// choice.
struct SwitchState: Sendable {
  /// The sequence number of the latest change (switch, reload, reconfiguration). Observers are
  /// told about a change only while it is the latest.
  var latest = 0
  /// Whether the language is the best match of the device's languages, re-read when they change:
  /// no choice of the user's is stored and the configuration sets no starting language.
  var followsDevice: Bool
  /// The sequence number of the latest choice of the user's (a switch or a reset): choices are
  /// saved outside the lock, and one numbered before another is never saved after it.
  var choices = 0
}
