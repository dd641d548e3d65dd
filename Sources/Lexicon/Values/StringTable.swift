/// The entries of one table in one language: key to ``LocalizedValue``.
///
/// A table is what a ``StringProvider`` serves: the parsed contents of
/// `ru.lproj/Localizable.strings` together with `ru.lproj/Localizable.stringsdict`, the `ru`
/// localizations of a String Catalog, or values given in code. Tables are values; copying one
/// shares its storage.
///
/// ```swift
/// var table: StringTable = ["login.title": .text("Sign in"), "login.welcome": .text("Hello, %@")]
/// table["login.title"]  // .text("Sign in")
/// table["login.title"] = .text("Log in")
/// ```
///
/// Plain texts and plural values are kept in two dictionaries (``texts`` and ``plurals``), so the
/// common case — plain text — is stored as compactly as a `[String: String]` and found with one
/// hash lookup. A key is in at most one of them.
public struct StringTable: Sendable, Hashable {
  /// The plain-text entries by key.
  public private(set) var texts: [String: String]
  /// The plural entries by key.
  public private(set) var plurals: [String: PluralString]

  /// Creates a table from its entries.
  /// - Parameter entries: The entries by key.
  public init(_ entries: [String: LocalizedValue] = [:]) {
    texts = [:]
    plurals = [:]
    texts.reserveCapacity(entries.count)
    for (key, value) in entries {
      self[key] = value
    }
  }

  /// Creates a table from plain texts and plural values.
  /// - Parameters:
  ///   - texts: The text of each plain key.
  ///   - plurals: The plural value of each plural key; these win over `texts` for the same key.
  public init(texts: [String: String], plurals: [String: PluralString] = [:]) {
    self.texts = texts
    self.plurals = plurals
    if !plurals.isEmpty, plurals.keys.contains(where: { texts[$0] != nil }) {
      self.texts = texts.filter { plurals[$0.key] == nil }
    }
  }

  /// The value of `key`, or `nil` when the table has none. Setting `nil` removes the key.
  public subscript(key: String) -> LocalizedValue? {
    get {
      if let text = texts[key] { return .text(text) }
      return plurals[key].map(LocalizedValue.plural)
    }
    set {
      switch newValue {
      case .text(let text)?:
        texts[key] = text
        if !plurals.isEmpty { plurals[key] = nil }
      case .plural(let plural)?:
        plurals[key] = plural
        texts[key] = nil
      case nil:
        texts[key] = nil
        plurals[key] = nil
      }
    }
  }

  /// Every entry as one dictionary (built on each call; prefer the subscript for lookups).
  public var entries: [String: LocalizedValue] {
    var result = texts.mapValues(LocalizedValue.text)
    for (key, plural) in plurals {
      result[key] = .plural(plural)
    }
    return result
  }

  /// Every key, in no particular order.
  public var keys: [String] {
    Array(texts.keys) + Array(plurals.keys)
  }

  /// Whether the table has a value for `key`.
  public func contains(_ key: String) -> Bool {
    texts[key] != nil || plurals[key] != nil
  }

  /// The number of entries.
  public var count: Int { texts.count + plurals.count }

  /// Whether the table has no entries.
  public var isEmpty: Bool { texts.isEmpty && plurals.isEmpty }

  /// Adds the entries of `other`; for a key both have, keeps this table's value when
  /// `keepingExisting` is true (first hit wins), or takes `other`'s.
  ///
  /// Nothing is copied when there is nothing to add, and an empty table takes `other`'s storage
  /// as it is.
  ///
  /// - Parameters:
  ///   - other: The table to merge in.
  ///   - keepingExisting: Whether this table's values win.
  public mutating func merge(_ other: StringTable, keepingExisting: Bool) {
    if isEmpty {
      self = other
      return
    }
    if keepingExisting {
      guard other.keys.contains(where: { !contains($0) }) else { return }
      for (key, text) in other.texts where !contains(key) {
        texts[key] = text
      }
      for (key, plural) in other.plurals where !contains(key) {
        plurals[key] = plural
      }
    } else {
      for (key, text) in other.texts {
        self[key] = .text(text)
      }
      for (key, plural) in other.plurals {
        self[key] = .plural(plural)
      }
    }
  }
}
