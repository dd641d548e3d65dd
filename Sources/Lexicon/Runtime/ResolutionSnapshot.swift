/// Everything a lookup needs, frozen: the configuration, the current language, and the resolved
/// tables built so far for each language and key type.
///
/// A runtime replaces its snapshot as a whole (language switch, a table built, a reload); a lookup
/// works on one snapshot from start to end, so it sees either the old or the new state, never a mix.
@usableFromInline
final class ResolutionSnapshot: Sendable {
  /// The value of the runtime's generation counter this snapshot was published with.
  @usableFromInline let generation: Int
  /// The configuration in force.
  let configuration: LocalizationConfiguration
  /// The current language (before any task-local override).
  let language: String
  /// The symbols numbers are written with in ``language``, or `nil` when the configuration
  /// writes numbers as C does (``NumberFormatting/posix``).
  let numbers: NumberSymbols?
  /// Resolved tables of the current language by key type, unretained: ``byLanguage`` owns them.
  @usableFromInline let current: TypeTableMap
  /// Resolved tables of every language built so far, by language and key type.
  @usableFromInline let byLanguage: [String: [ObjectIdentifier: ResolvedTable]]

  init(
    generation: Int, configuration: LocalizationConfiguration, language: String,
    byLanguage: [String: [ObjectIdentifier: ResolvedTable]]
  ) {
    self.generation = generation
    self.configuration = configuration
    self.language = language
    self.numbers =
      configuration.numberFormatting == .localized ? NumberSymbols(language: language) : nil
    self.byLanguage = byLanguage
    self.current = TypeTableMap(byLanguage[language] ?? .init())
  }

  /// The resolved table of a key type in a language (the current one when `language` is `nil`).
  func table(for type: ObjectIdentifier, language override: String?) -> ResolvedTable? {
    guard let override else { return current[type]?.takeUnretainedValue() }
    return byLanguage[override]?[type]
  }

  /// The same as ``table(for:language:)`` without retaining the table; valid while this snapshot
  /// is alive.
  @inlinable
  func unmanagedTable(for type: ObjectIdentifier, language override: String?) -> Unmanaged<
    ResolvedTable
  >? {
    guard let override else { return current[type] }
    return byLanguage[override]?[type].map { Unmanaged.passUnretained($0) }
  }
}
