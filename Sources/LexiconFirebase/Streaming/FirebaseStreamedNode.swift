import LexiconRemote

/// What a ``FirebaseSource`` keeps a connection open on for live updates
/// (`RemoteProvider.startLiveUpdates()` of `LexiconRemoteLive`).
///
/// Each open stream is one of the database's simultaneous connections — 200,000 per database,
/// 100 on the free Spark plan — held by every app in the foreground, and every connection
/// begins with the whole node it watches. So the recommended setup streams the few bytes of
/// ``versionMarker`` and reads the tables when the marker changes.
///
/// ```swift
/// var source = FirebaseSource(databaseURL: url)
/// source.streamedNode = .versionMarker   // the default: production/1-2-0/_version
/// ```
public enum FirebaseStreamedNode: Sendable, Hashable {
  /// The `_version` marker of the environment and app version: a few bytes per connection, a
  /// refresh when it changes. `lexicon publish firebase` changes it with every publication; an
  /// edit made by hand in the console is seen once `_version` is changed too.
  case versionMarker
  /// The whole environment and app version node (`production/1-2-0`): every edit is seen, the
  /// marker changed or not (every refresh then checks each table by its ETag instead of
  /// stopping at an unchanged marker), but each connection starts by receiving all of its
  /// languages, up to the transport's body cap — for a preview build for translators, not for
  /// production.
  case publication
}
