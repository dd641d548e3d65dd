/// The entries of one table in one language: key to ``LocalizedValue``.
///
/// A table is what a ``StringProvider`` serves: the parsed contents of
/// `ru.lproj/Localizable.strings` together with `ru.lproj/Localizable.stringsdict`, the `ru`
/// localizations of a String Catalog, or values given in code. Tables are immutable values;
/// copying one shares its storage.
///
/// ```swift
/// let table: StringTable = ["login.title": .text("Sign in"), "login.welcome": .text("Hello, %@")]
/// table["login.title"]  // .text("Sign in")
/// ```
public struct StringTable: Sendable, Hashable {
  /// The entries by key.
  public var entries: [String: LocalizedValue]

  /// Creates a table from its entries.
  /// - Parameter entries: The entries by key.
  public init(_ entries: [String: LocalizedValue] = [:]) {
    self.entries = entries
  }

  /// Creates a table of plain-text entries.
  /// - Parameter texts: The text of each key.
  public init(texts: [String: String]) {
    self.entries = texts.mapValues { .text($0) }
  }

  /// The value of `key`, or `nil` when the table has none.
  public subscript(key: String) -> LocalizedValue? {
    entries[key]
  }

  /// The number of entries.
  public var count: Int { entries.count }

  /// Whether the table has no entries.
  public var isEmpty: Bool { entries.isEmpty }
}
