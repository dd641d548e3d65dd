/// The published ``RemoteContent`` of a provider: what `table(for:)` reads.
///
/// Reading never waits where `Synchronization` exists (Linux, macOS 15, iOS 18 and later):
/// ``AtomicContentStorage``. On older Apple OSes a reader takes a short lock to copy a reference
/// (``LockedContentStorage``), as the runtime's own generation check does there.
///
/// ```swift
/// let cell = ContentCell(.empty)
/// cell.store(RemoteContent(held))      // an update applied
/// cell.load().table(language: "ru", name: "Login")
/// ```
final class ContentCell: Sendable {
  private let storage: any ContentStorage

  /// A cell holding `initial`.
  /// - Parameters:
  ///   - initial: The content to start with.
  ///   - forceLock: Use the lock-based storage even where atomics exist (tests of the twin path).
  init(_ initial: RemoteContent, forceLock: Bool = false) {
    #if canImport(Synchronization)
      if !forceLock, #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        storage = AtomicContentStorage(initial)
        return
      }
    #endif
    storage = LockedContentStorage(initial)
  }

  /// The content in force.
  func load() -> RemoteContent {
    storage.load()
  }

  /// Publishes new content.
  func store(_ content: RemoteContent) {
    storage.store(content)
  }
}
