import Lexicon

/// The order of each generated table's keys for its indexed key type (`IndexedLocalizableKey`
/// and its siblings): every key of the table, sorted, as `lexicon generate` orders cases. Set
/// once by the fixture, read when a table is first resolved.
enum IndexedKeyOrder {
  private static let orders = LockedValue<[String: [String]]>([:])

  /// Records the keys of `table` and returns each key's position.
  static func register(_ keys: [String], of table: String) -> [String: Int] {
    let sorted = keys.sorted()
    orders.withLock { $0[table] = sorted }
    return Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
  }

  /// The keys of `table` in index order (empty before ``register(_:of:)``).
  static func keys(of table: String) -> [String] {
    orders.withLock { $0[table] ?? [] }
  }
}
