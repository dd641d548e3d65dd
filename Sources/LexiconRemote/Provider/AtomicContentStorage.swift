#if canImport(Synchronization)
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif
  import Lexicon
  import Synchronization

  /// ``ContentStorage`` whose readers never wait: not for a lock, not for a writer.
  ///
  /// The content is kept in two slots, each with a count of the readers inside it, and `current`
  /// says which slot readers use. A reader announces itself in the slot `current` names, checks
  /// that `current` still names it, retains the content and leaves: a few atomic operations,
  /// retried only if a writer moved `current` between its two loads (at most once per update).
  /// A writer — writers take turns behind a lock, and only writers ever wait — fills the other
  /// slot once no reader is left in it, points `current` at it, then waits for the readers of
  /// the old slot to leave and fills it too, so the superseded content is released at once.
  ///
  /// Why a reader never reads a slot being written: a writer only writes a slot that `current`
  /// does not name, after seeing its reader count at zero. A reader counted after that check
  /// then finds `current` naming the other slot and retries; every operation is sequentially
  /// consistent, so it cannot see an older `current` than the writer's last store.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  final class AtomicContentStorage: ContentStorage {
    private let first: Atomic<Unmanaged<RemoteContent>>
    private let second: Atomic<Unmanaged<RemoteContent>>
    private let firstReaders = Atomic<Int>(0)
    private let secondReaders = Atomic<Int>(0)
    /// The slot readers use: 0 for `first`, 1 for `second`.
    private let current = Atomic<Int>(0)
    /// Serialises writers.
    private let writers = LockedValue(())

    /// Storage holding `initial` in both slots.
    init(_ initial: RemoteContent) {
      first = Atomic(Unmanaged.passRetained(initial))
      second = Atomic(Unmanaged.passRetained(initial))
    }

    deinit {
      first.load(ordering: .sequentiallyConsistent).release()
      second.load(ordering: .sequentiallyConsistent).release()
    }

    func load() -> RemoteContent {
      while true {
        let slot = current.load(ordering: .sequentiallyConsistent)
        let content =
          slot == 0
          ? Self.read(first, readers: firstReaders, slot: 0, current: current)
          : Self.read(second, readers: secondReaders, slot: 1, current: current)
        if let content { return content }
      }
    }

    func store(_ content: RemoteContent) {
      let superseded = writers.withLock { _ -> Unmanaged<RemoteContent> in
        let next = 1 - current.load(ordering: .sequentiallyConsistent)
        let older = exchange(slot: next, with: content)
        current.store(next, ordering: .sequentiallyConsistent)
        older.release()
        return exchange(slot: 1 - next, with: content)
      }
      superseded.release()
    }

    /// Waits until no reader is in `slot`, then puts `content` there (retained) and returns
    /// what the slot held, still retained.
    private func exchange(slot: Int, with content: RemoteContent) -> Unmanaged<RemoteContent> {
      let retained = Unmanaged.passRetained(content)
      if slot == 0 {
        Self.drain(firstReaders)
        return first.exchange(retained, ordering: .sequentiallyConsistent)
      }
      Self.drain(secondReaders)
      return second.exchange(retained, ordering: .sequentiallyConsistent)
    }

    /// The content of `slot` retained, or `nil` when `current` moved away from it meanwhile.
    private static func read(
      _ content: borrowing Atomic<Unmanaged<RemoteContent>>, readers: borrowing Atomic<Int>,
      slot: Int, current: borrowing Atomic<Int>
    ) -> RemoteContent? {
      readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
      defer { readers.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
      guard current.load(ordering: .sequentiallyConsistent) == slot else { return nil }
      // Retained explicitly before the reader leaves the slot (the `defer`).
      return content.load(ordering: .sequentiallyConsistent).retain().takeRetainedValue()
    }

    /// Waits until no reader is counted in a slot (readers stay a few instructions).
    private static func drain(_ readers: borrowing Atomic<Int>) {
      while readers.load(ordering: .sequentiallyConsistent) != 0 {
        sched_yield()
      }
    }
  }
#endif
