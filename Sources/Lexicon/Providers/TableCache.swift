/// Load-once storage for a provider's tables: each table of each language is loaded at most once,
/// even when several threads ask for it at the same time, and different tables load in parallel.
///
/// It is what the ``StringProvider`` contract asks for ("load a table once, then serve it from
/// memory"), ready to use:
///
/// ```swift
/// struct JSONFolderProvider: StringProvider {
///   let folder: URL
///   let cache = TableCache()
///
///   func table(for request: TableRequest) -> StringTable? {
///     cache.table(language: request.language, name: request.table) {
///       let url = folder.appendingPathComponent("\(request.language)/\(request.table).json")
///       guard let data = try? Data(contentsOf: url),
///             let texts = try? JSONDecoder().decode([String: String].self, from: data)
///       else { return nil }
///       return StringTable(texts: texts)
///     }
///   }
/// }
/// ```
///
/// A `nil` result is remembered too: a table that does not exist is not looked for again until
/// ``removeAll()`` — or until more than 1,024 absent tables have been asked for, when those are
/// forgotten together (so a runtime asking for any number of languages the provider lacks, as a
/// server scoping requests to its clients' tags does, keeps the cache bounded).
public final class TableCache: Sendable {
  /// Tables by language and name (`JoinedKey`).
  private let tables = OnceMap<String, StringTable?>()
  /// The keys whose table was absent since they were last forgotten.
  private let absent = LockedValue<Set<String>>([])
  /// How many absent tables are remembered before they are forgotten together.
  static let maximumAbsent = 1_024

  /// Creates an empty cache.
  public init() {}

  /// The table `name` in `language`, loading it with `load` the first time it is asked for.
  ///
  /// - Parameters:
  ///   - language: The exact language.
  ///   - name: The table name.
  ///   - load: Reads the table, or returns `nil` when there is none. Runs at most once per
  ///     language and name (until ``removeAll()``).
  /// - Returns: The table, or `nil`.
  public func table(language: String, name: String, load: () -> StringTable?) -> StringTable? {
    let key = JoinedKey.make(language, name)
    let table = tables.value(for: key) { load()?.compacted() }
    if table == nil { noteAbsent(key) }
    return table
  }

  /// Remembers an absent table; past ``maximumAbsent`` of them, forgets them all.
  private func noteAbsent(_ key: String) {
    let forgotten = absent.withLock { keys -> Set<String>? in
      keys.insert(key)
      guard keys.count > Self.maximumAbsent else { return nil }
      defer { keys.removeAll() }
      return keys
    }
    if let forgotten { tables.removeAll { forgotten.contains($0) } }
  }

  /// Forgets every table, so each is loaded again on next use (then call
  /// ``Localization/reload()`` so the runtime asks again).
  public func removeAll() {
    tables.removeAll { _ in true }
    absent.withLock { $0.removeAll() }
  }
}
