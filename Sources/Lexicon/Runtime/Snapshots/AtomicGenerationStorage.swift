#if canImport(Synchronization)
  import Synchronization

  /// Lock-free storage.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  final class AtomicGenerationStorage: GenerationStorage {
    private let value = Atomic<Int>(0)

    func load() -> Int { value.load(ordering: .acquiring) }

    func store(_ newValue: Int) { value.store(newValue, ordering: .releasing) }
  }
#endif
