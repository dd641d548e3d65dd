#if canImport(Synchronization)
  import Synchronization
#endif

/// Whether a task-local scope (`Localization.withLanguage` or `Localization.withLocalization`) was
/// ever opened in this process.
///
/// Until one is, no task can hold a ``LocalizationScope``, so lookups skip reading the task-local
/// value (a thread-local lookup, a task lookup and reference counting on its contents): one atomic
/// load instead. The flag is sticky: once set it stays set, because an unstructured `Task` created
/// inside a scope inherits the scope and may outlive it. Where atomics need an availability check
/// (Apple OSes) the flag is in an ``AtomicGenerationStorage``; before macOS 15 and iOS 18 there
/// is none, and lookups always read the task-local value.
@usableFromInline
final class ScopeUsage: Sendable {
  /// The process-wide flag.
  @usableFromInline static let shared = ScopeUsage()

  #if canImport(Synchronization) && !canImport(Darwin)
    /// 0 until a scope is opened, then 1.
    @usableFromInline let flag = Atomic<Int>(0)
  #else
    /// An ``AtomicGenerationStorage`` holding 0 until a scope is opened, then 1; `nil` where
    /// there is no lock-free storage.
    @usableFromInline let flag: AnyObject?
  #endif

  private init() {
    #if !(canImport(Synchronization) && !canImport(Darwin))
      #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          flag = AtomicGenerationStorage()
          return
        }
      #endif
      flag = nil
    #endif
  }

  /// Whether a lookup must read the task-local scope.
  @inlinable
  var mayBeOpen: Bool {
    #if canImport(Synchronization) && !canImport(Darwin)
      return flag.load(ordering: .acquiring) != 0
    #else
      #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
          let flag
        {
          return unsafeDowncast(flag, to: AtomicGenerationStorage.self).load() != 0
        }
      #endif
      return true
    #endif
  }

  /// Records that a scope is being opened; call before binding it.
  func markOpened() {
    #if canImport(Synchronization) && !canImport(Darwin)
      flag.store(1, ordering: .releasing)
    #else
      #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
          let flag
        {
          unsafeDowncast(flag, to: AtomicGenerationStorage.self).store(1)
        }
      #endif
    #endif
  }
}
