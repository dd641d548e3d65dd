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
/// ``removeAll()``.
public final class TableCache: Sendable {
  private struct Key: Hashable, Sendable {
    var language: String
    var name: String
  }

  private let tables = OnceMap<Key, StringTable?>()

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
    tables.value(for: Key(language: language, name: name)) { load()?.compacted() }
  }

  /// Forgets every table, so each is loaded again on next use (then call
  /// ``Localization/reload()`` so the runtime asks again).
  public func removeAll() {
    tables.removeAll { _ in true }
  }
}
