/// One table resolved for one language: what every key of it shows, merged from all providers and
/// every language of the fallback chain. Immutable once built.
@usableFromInline
final class ResolvedTable: Sendable {
  /// Entries found in the requested language or its parents, first provider wins.
  @usableFromInline let own: StringTable
  /// Entries found only in the development language (or `Base`): shown, and reported as misses.
  let fallback: StringTable
  /// What keys outside ``own`` resolved to — fallbacks, in-code defaults, the missing-key policy —
  /// once each was resolved and reported on the slow path, so later lookups of them are as fast
  /// as any other.
  @usableFromInline let served: [String: Resolution]
  /// The language whose plural rules apply to ``own`` entries.
  let language: String
  /// The language whose plural rules apply to ``fallback`` entries.
  let fallbackLanguage: String

  init(
    own: StringTable, fallback: StringTable, language: String, fallbackLanguage: String,
    served: [String: Resolution] = [:]
  ) {
    self.own = own
    self.fallback = fallback
    self.served = served
    self.language = language
    self.fallbackLanguage = fallbackLanguage
  }

  /// The unformatted text of a key, if it is in ``own`` or already ``served``.
  @inlinable
  func text(for key: String) -> String? {
    if let text = own.text(forKey: key) { return text }
    if let plural = own.plurals[key] { return plural.rawText }
    return served[key]?.value.rawText
  }

  /// The resolution of a key, if it is in ``own`` or already ``served``.
  @inline(__always)
  func resolution(for key: String) -> Resolution? {
    if let value = own[key] { return Resolution(value: value, language: language) }
    return served[key]
  }

  /// The same table, also serving `resolutions` by key. Storage is shared, not copied, except
  /// for the small ``served`` map.
  func serving(_ resolutions: [String: Resolution]) -> ResolvedTable {
    ResolvedTable(
      own: own, fallback: fallback, language: language, fallbackLanguage: fallbackLanguage,
      served: served.merging(resolutions) { existing, _ in existing })
  }

}
