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
  /// Whether raw files of the table were left unread in a language the table was built from
  /// (not compiled, and the app reads compiled tables only): what a miss reports
  /// (``MissingKey/tableNotRead``).
  let tableNotRead: Bool
  /// For the table of an ``IndexedLocalizable`` key type: the unformatted text of each of its
  /// keys, in the order of its `indexedKeys`, or `nil` for a key outside ``own``. Empty for
  /// other key types.
  @usableFromInline let byIndex: ContiguousArray<String?>
  /// A view of ``own``'s read-optimized texts (``own`` keeps them alive): a lookup reads it
  /// without reference counting (see ``CompactTextTable/View``).
  private let textsView: StringTable.TextsView?

  init(
    own: StringTable, fallbacks: [FallbackTable], language: String, tableNotRead: Bool,
    served: [String: Resolution] = .init(), byIndex: ContiguousArray<String?> = []
  ) {
    self.own = own
    self.fallbacks = fallbacks
    self.served = served
    self.language = language
    self.tableNotRead = tableNotRead
    self.byIndex = byIndex
    self.textsView = own.textsView
  }

  /// The same table, its own entries also laid out in the order of `keys` (an indexed key
  /// type's `indexedKeys`). Storage is shared, not copied, except for the array.
  func indexed(by keys: [String]) -> ResolvedTable {
    var texts = ContiguousArray<String?>()
    texts.reserveCapacity(keys.count)
    for key in keys {
      texts.append(own.text(forKey: key) ?? own.plurals[key]?.rawText)
    }
    return ResolvedTable(
      own: own, fallbacks: fallbacks, language: language, tableNotRead: tableNotRead,
      served: served, byIndex: texts)
  }

  /// The unformatted text of the key at `index` of an indexed key type, if it is in ``own``.
  @inlinable
  func text(at index: Int) -> String? {
    guard index >= 0, index < byIndex.count else { return nil }
    return byIndex[index]
  }

  /// The unformatted text of a key, if it is in ``own`` or already ``served``.
  ///
  /// Not inlinable: compiled in this module, the table's probe is inlined into it, so a lookup
  /// makes one call here instead of one per layer (table, storage, probe).
  @usableFromInline
  func text(for key: String) -> String? {
    if let textsView {
      if let text = textsView.text(forKey: key) { return text }
    } else if let text = own.text(forKey: key) {
      return text
    }
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
      own: own, fallbacks: fallbacks, language: language, tableNotRead: tableNotRead,
      served: served.merging(resolutions) { existing, _ in existing }, byIndex: byIndex)
  }

  /// The first fallback tier's value for a key outside ``own``, in the language it is written in.
  func fallbackResolution(for key: String) -> Resolution? {
    for tier in fallbacks {
      if let value = tier.entries[key] { return Resolution(value: value, language: tier.language) }
    }
    return nil
  }

}
