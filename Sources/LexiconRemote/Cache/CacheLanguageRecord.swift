/// What the commit record says about one language: its version, the validators it was fetched
/// with, its size, and the files its content is read from (whole content first, then deltas in
/// order).
///
/// ```swift
/// CacheLanguageRecord(language: "ru", version: 8, etag: "\"v8\"", keyCount: 9_812,
///                     byteCount: 603_114, files: [base, delta])
/// ```
struct CacheLanguageRecord: Sendable, Equatable {
  /// The language.
  var language: String
  /// The content version.
  var version: Int
  /// The entity tag the content was fetched with.
  var etag: String?
  /// The `Last-Modified` value the content was fetched with.
  var lastModified: String?
  /// The number of keys over all tables.
  var keyCount: Int
  /// The UTF-8 bytes of keys and values.
  var byteCount: Int
  /// The files, whole content first, then deltas in order.
  var files: [CacheFileRecord]

  /// What the device holds, as a source is told.
  var state: RemoteContentState {
    RemoteContentState(version: version, etag: etag, lastModified: lastModified)
  }
}
