#if canImport(Synchronization)
  import Synchronization

  /// Lock-free storage of a ``GenerationCounter`` on Apple OSes from 2024, where `Atomic` needs an
  /// availability check and so cannot be a stored property of the counter itself.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @usableFromInline
  final class AtomicGenerationStorage: Sendable {
    private let value = Atomic<Int>(0)

    @usableFromInline
    init() {}

    @usableFromInline
    func load() -> Int { value.load(ordering: .acquiring) }

    @usableFromInline
    func store(_ newValue: Int) { value.store(newValue, ordering: .releasing) }
  }
#endif
