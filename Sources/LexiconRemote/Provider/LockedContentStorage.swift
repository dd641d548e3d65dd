import Lexicon

/// ``ContentStorage`` behind the package's lock, for OSes without `Synchronization`: a reader
/// holds the lock only to copy a reference, so it waits at most for another such copy.
final class LockedContentStorage: ContentStorage {
  private let content: LockedValue<RemoteContent>

  /// Storage holding `initial`.
  init(_ initial: RemoteContent) {
    content = LockedValue(initial)
  }

  func load() -> RemoteContent {
    content.withLock { $0 }
  }

  func store(_ content: RemoteContent) {
    // The old content is released outside the lock: freeing a large language takes a while.
    let old = self.content.withLock { current -> RemoteContent in
      defer { current = content }
      return current
    }
    _ = old
  }
}
