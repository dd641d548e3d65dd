/// Whether a task-local scope (`Localization.withLanguage` or `Localization.withLocalization`) was
/// ever opened in this process.
///
/// Until one is, no task can hold a ``LocalizationScope``, so lookups skip reading the task-local
/// value (a thread-local lookup, a task lookup and reference counting on its contents): one atomic
/// load instead. The flag is sticky: once set it stays set, because an unstructured `Task` created
/// inside a scope inherits the scope and may outlive it. Where atomics are unavailable (Apple OSes
/// before the `Synchronization` module) lookups always read the task-local value.
@usableFromInline
final class ScopeUsage: Sendable {
  /// The process-wide flag.
  @usableFromInline static let shared = ScopeUsage()

  /// 0 until a scope is opened, then 1; always 1 where no lock-free storage exists.
  @usableFromInline let flag: any GenerationStorage

  private init() {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        flag = AtomicGenerationStorage()
        return
      }
    #endif
    flag = ConstantGenerationStorage(1)
  }

  /// Whether a lookup must read the task-local scope.
  @inlinable
  var mayBeOpen: Bool {
    flag.load() != 0
  }

  /// Records that a scope is being opened; call before binding it.
  func markOpened() {
    flag.store(1)
  }
}
