/// The task-local overrides a lookup honours: a runtime instance and a pinned language.
@usableFromInline
struct LocalizationScope: Sendable {
  /// The runtime to use instead of ``Localization/shared``.
  @usableFromInline var localization: Localization?
  /// The language to use instead of the runtime's current language.
  @usableFromInline var language: String?
  /// The canonical tag `withLanguage` was given, matched again when the runtime changes.
  var requestedLanguage: String?

  /// No overrides.
  @usableFromInline
  init() {}

  /// The overrides bound for the current task (or thread), none by default.
  ///
  /// Lookups read ``active`` instead; code that binds a new value calls
  /// ``ScopeUsage/markOpened()`` first.
  @usableFromInline @TaskLocal static var current = LocalizationScope()

  /// The overrides in force: ``current``, or none without reading it while no scope was ever
  /// opened in the process.
  @inlinable
  static var active: LocalizationScope {
    mayBeOpen ? current : LocalizationScope()
  }

  /// Whether a scope may be bound (``ScopeUsage/mayBeOpen``): `false` until one was ever opened.
  @inlinable
  static var mayBeOpen: Bool {
    // The flag lives for the whole process: borrow it rather than retain it on every lookup.
    Unmanaged.passUnretained(ScopeUsage.shared)._withUnsafeGuaranteedRef { $0.mayBeOpen }
  }
}
