/// One table resolved for one language: what every key of it shows, merged from all providers and
/// every language of the fallback chain. Immutable once built.
@usableFromInline
final class ResolvedTable: Sendable {
  /// Entries found in the requested language or its parents, first provider wins.
  @usableFromInline let own: StringTable
  /// Entries found only in fallback languages, asked in order: the app's development language
  /// (and `Base`), then the development language of the key's bundle. Shown, and reported as
  /// misses.
  let fallbacks: [FallbackTable]
  /// What keys outside ``own`` resolved to — fallbacks, in-code defaults, the missing-key policy —
  /// once each was resolved and reported on the slow path, so later lookups of them are as fast
  /// as any other.
  @usableFromInline let served: [String: Resolution]
  /// The language whose plural rules apply to ``own`` entries.
  let language: String

  init(
    own: StringTable, fallbacks: [FallbackTable], language: String,
    served: [String: Resolution] = [:]
  ) {
    self.own = own
    self.fallbacks = fallbacks
    self.served = served
    self.language = language
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
      own: own, fallbacks: fallbacks, language: language,
      served: served.merging(resolutions) { existing, _ in existing })
  }

  /// The first fallback tier's value for a key outside ``own``, in the language it is written in.
  func fallbackResolution(for key: String) -> Resolution? {
    for tier in fallbacks {
      if let value = tier.entries[key] { return Resolution(value: value, language: tier.language) }
    }
    return nil
  }

}
