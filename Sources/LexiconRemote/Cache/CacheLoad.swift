/// What a ``RemoteCache`` found at start-up: the applied content, read and checked; the records
/// of pending content (read when needed); and the problems met on the way.
///
/// ```swift
/// let load = cache.load(build: "42")
/// load.applied["ru"]?.record.version    // 7
/// load.problems                         // [.cacheCorrupted(path: "…/ru.7….lxrc", reason: …)]
/// ```
struct CacheLoad: Sendable {
  /// The commit record, when one was read intact and is for this build.
  var index: CacheIndex?
  /// The applied content by language: all of it, or none when any file of it is damaged.
  var applied: [String: HeldLanguage] = .init()
  /// The records of the pending content by language.
  var pending: [String: CacheLanguageRecord] = .init()
  /// The pending content by language, when the load was asked to read it (a launch that shows
  /// it from now on): all of it, or none when any file of it is damaged. Read in the same hold
  /// of the lock as the record, like the applied content.
  var pendingContent: [String: HeldLanguage] = .init()
  /// Damaged files found (each ignored, never changed).
  var problems: [RemoteError] = []
  /// Whether content written by another build of the app was dropped.
  var droppedStaleContent = false
}
