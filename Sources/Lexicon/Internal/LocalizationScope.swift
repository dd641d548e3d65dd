/// The task-local overrides a lookup honours: a runtime instance and a pinned language.
struct LocalizationScope: Sendable {
  /// The runtime to use instead of ``Localization/shared``.
  var localization: Localization?
  /// The language to use instead of the runtime's current language.
  var language: String?

  /// The overrides bound for the current task (or thread), none by default.
  @TaskLocal static var current = LocalizationScope()
}
