/// Where a ``ContentCell`` keeps the published ``RemoteContent``.
///
/// Two implementations: ``AtomicContentStorage`` (readers never wait, where `Synchronization`
/// exists) and ``LockedContentStorage`` (a short lock, on Apple OSes older than macOS 15 and
/// iOS 18).
protocol ContentStorage: Sendable, AnyObject {
  /// The current content, retained for the caller.
  func load() -> RemoteContent
  /// Publishes new content; readers see it from their next ``load()``.
  func store(_ content: RemoteContent)
}
