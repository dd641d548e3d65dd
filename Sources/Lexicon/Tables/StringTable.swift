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
/// Plain texts and plural values are kept apart (``texts`` and ``plurals``); a key is in at most one
/// of them. Tables the runtime keeps (a bundle's, a resolved language's) are stored read-optimized:
/// the keys' bytes back to back in one buffer and a compact index, about half the memory of a
/// `[String: String]` and a cheaper hash. Merging read-optimized tables (first hit wins) stacks
/// them instead of copying: a bundle's table under a remote cache's few fixes keeps the storage
/// the bundle provider already holds. Either way keys match as `String`s do (canonically
/// equivalent spellings are one key). Changing such a table makes it a dictionary-backed one again.
public struct StringTable: Sendable, Equatable {
  /// How the plain texts are kept: as a dictionary while a table is built, read-optimized once it
  /// is kept.
  private enum TextStorage: Sendable {
    case dictionary([String: String])
    case compact(CompactTextTable)
    case layered(LayeredTextTable)
  }

  private var textStorage: TextStorage
  /// The plural entries by key.
  public private(set) var plurals: [String: PluralString]

  /// Creates a table from its entries.
  /// - Parameter entries: The entries by key.
  public init(_ entries: [String: LocalizedValue] = .init()) {
    var texts: [String: String] = .init()
    var plurals: [String: PluralString] = .init()
    texts.reserveCapacity(entries.count)
    for (key, value) in entries {
      switch value {
      case .text(let text): texts[key] = text
      case .plural(let plural): plurals[key] = plural
      }
    }
    self.textStorage = .dictionary(texts)
    self.plurals = plurals
  }

  /// Creates a table from plain texts and plural values.
  /// - Parameters:
  ///   - texts: The text of each plain key.
  ///   - plurals: The plural value of each plural key; these win over `texts` for the same key.
  public init(texts: [String: String], plurals: [String: PluralString] = .init()) {
    var texts = texts
    if !plurals.isEmpty, plurals.keys.contains(where: { texts[$0] != nil }) {
      for key in plurals.keys { texts[key] = nil }
    }
    self.textStorage = .dictionary(texts)
    self.plurals = plurals
  }

  /// A read-optimized table of plain texts (a parser's output), with plural values under other
  /// keys.
  package init(compact texts: CompactTextTable, plurals: [String: PluralString] = .init()) {
    self.textStorage = .compact(texts)
    self.plurals = plurals
  }

  /// The read-optimized table of the plain texts, when they are kept in one (for tests).
  var compactTexts: CompactTextTable? {
    guard case .compact(let texts) = textStorage else { return nil }
    return texts
  }

  /// The plain-text entries by key (built on each call for a read-optimized table; prefer the
  /// subscript for lookups).
  public var texts: [String: String] {
    switch textStorage {
    case .dictionary(let texts):
      return texts
    case .compact(let table):
      return Self.dictionary(count: table.count, entries: table.enumerateEntries)
    case .layered(let table):
      return Self.dictionary(count: table.count, entries: table.enumerateEntries)
    }
  }

  /// A dictionary of the `count` entries that `entries` enumerates.
  private static func dictionary(
    count: Int, entries: ((String, String) -> Void) -> Void
  ) -> [String: String] {
    var texts: [String: String] = .init()
    texts.reserveCapacity(count)
    entries { texts[$0] = $1 }
    return texts
  }

  /// The plain texts as trivial values, when they are kept read-optimized: what a lookup holds
  /// to read them without reference counting (see ``CompactTextTable/View``). Valid while
  /// this table's storage lives.
  var textsView: TextsView? {
    switch textStorage {
    case .dictionary: nil
    case .compact(let table): .compact(table.view)
    case .layered(let table): .layered(table.view)
    }
  }

  /// Read-optimized plain texts as trivial values (see ``textsView``).
  enum TextsView: Sendable {
    case compact(CompactTextTable.View)
    case layered(LayeredTextTable.View)

    /// The text of `key`, or `nil`.
    @inline(__always)
    func text(forKey key: String) -> String? {
      switch self {
      case .compact(let view): view.text(forKey: key)
      case .layered(let view): view.text(forKey: key)
      }
    }
  }

  /// The plain text of `key`, or `nil` (a plural or absent key).
  @usableFromInline
  func text(forKey key: String) -> String? {
    switch textStorage {
    case .dictionary(let texts): return texts[key]
    case .compact(let table): return table.text(forKey: key)
    case .layered(let table): return table.text(forKey: key)
    }
  }

  /// The value of `key`, or `nil` when the table has none. Setting `nil` removes the key.
  public subscript(key: String) -> LocalizedValue? {
    get {
      if let text = text(forKey: key) { return .text(text) }
      return plurals[key].map(LocalizedValue.plural)
    }
    set {
      var texts = takeTexts()
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
      textStorage = .dictionary(texts)
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
    text(forKey: key) != nil || plurals[key] != nil
  }

  /// The number of entries.
  public var count: Int { textCount + plurals.count }

  /// Whether the table has no entries.
  public var isEmpty: Bool { textCount == 0 && plurals.isEmpty }

  private var textCount: Int {
    switch textStorage {
    case .dictionary(let texts): return texts.count
    case .compact(let table): return table.count
    case .layered(let table): return table.count
    }
  }

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
    if other.isEmpty { return }
    if other.textCount == 0, !other.plurals.keys.contains(where: { text(forKey: $0) != nil }) {
      // Plurals only, under keys with no text here (a `.stringsdict` beside its `.strings`):
      // the texts stay as they are stored.
      plurals.merge(other.plurals) { mine, theirs in keepingExisting ? mine : theirs }
      return
    }
    if keepingExisting {
      guard !containsEveryKey(of: other) else { return }
      if let stacked = textsStacked(over: other) {
        for (key, plural) in other.plurals where text(forKey: key) == nil && plurals[key] == nil {
          plurals[key] = plural
        }
        textStorage = stacked
        return
      }
      var texts = takeTexts()
      for (key, text) in other.texts where texts[key] == nil && plurals[key] == nil {
        texts[key] = text
      }
      for (key, plural) in other.plurals where texts[key] == nil && plurals[key] == nil {
        plurals[key] = plural
      }
      textStorage = .dictionary(texts)
    } else {
      var texts = takeTexts()
      for (key, text) in other.texts {
        texts[key] = text
        if !plurals.isEmpty { plurals[key] = nil }
      }
      for (key, plural) in other.plurals {
        plurals[key] = plural
        texts[key] = nil
      }
      textStorage = .dictionary(texts)
    }
  }

  /// The same table, read-optimized: what the runtime keeps. A table already read-optimized is
  /// returned as it is.
  ///
  /// `package`: providers of other modules of the package (the over-the-air cache) keep their
  /// tables the way the runtime reads them fastest.
  package func compacted() -> StringTable {
    guard case .dictionary(let texts) = textStorage, let compact = CompactTextTable.of(texts) else {
      return self
    }
    var table = self
    table.textStorage = .compact(compact)
    return table
  }

  /// Whether the plain texts are kept read-optimized (compact or stacked), as the runtime keeps
  /// tables; a table without plain texts counts as read-optimized. For tests and providers that
  /// promise read-optimized tables.
  package var isReadOptimized: Bool {
    if case .dictionary(let texts) = textStorage { return texts.isEmpty }
    return true
  }

  /// Whether every key of `other` is in this table (without making strings when both are
  /// read-optimized).
  func containsEveryKey(of other: StringTable) -> Bool {
    guard other.plurals.keys.allSatisfy(contains) else { return false }
    if let mine = textLayers, let theirs = other.textLayers {
      return theirs.allSatisfy { layer in
        layer.allEntries { key, hash, _ in mine.contains { $0.contains(bytes: key, hash: hash) } }
      }
    }
    if case .dictionary(let texts) = other.textStorage {
      return texts.keys.allSatisfy(contains)
    }
    return (other.textLayers ?? []).allSatisfy { layer in
      layer.allEntries { key, _, _ in contains(String(decoding: key, as: UTF8.self)) }
    }
  }

  /// The read-optimized tables holding the plain texts, highest priority first (none for no
  /// texts); `nil` while they are kept in a dictionary.
  private var textLayers: [CompactTextTable]? {
    switch textStorage {
    case .dictionary: return nil
    case .compact(let table): return table.count == 0 ? [] : [table]
    case .layered(let table): return table.layers
    }
  }

  /// The plain texts of this table stacked over those of `other` — read-optimized, sharing both
  /// tables' storage — or `nil` when they cannot be: a plural of this table would be shadowed by
  /// a text of `other`, or a table is too large to read-optimize. Texts kept in a dictionary are
  /// read-optimized first; more than ``LayeredTextTable/maximumLayers`` layers are merged into
  /// one table.
  private func textsStacked(over other: StringTable) -> TextStorage? {
    guard !plurals.keys.contains(where: { other.text(forKey: $0) != nil }),
      let mine = readOptimizedLayers(), let theirs = other.readOptimizedLayers()
    else { return nil }
    let layers = mine + theirs
    switch layers.count {
    case 0:
      return .dictionary(.init())
    case 1:
      return .compact(layers[0])
    case ...LayeredTextTable.maximumLayers:
      return .layered(LayeredTextTable(layers))
    default:
      var builder = CompactTextTableBuilder(minimumCount: layers.map(\.count).max() ?? 0)
      for layer in layers {
        _ = layer.allEntries { key, _, text in
          builder.insert(textBytes: text, forKeyBytes: key, replacing: false)
          return true
        }
      }
      return builder.overflowed ? nil : .compact(builder.build())
    }
  }

  /// The plain texts as read-optimized layers (none for no texts), or `nil` when they are too
  /// large to read-optimize.
  private func readOptimizedLayers() -> [CompactTextTable]? {
    if let layers = textLayers { return layers }
    guard case .dictionary(let texts) = textStorage, !texts.isEmpty else { return [] }
    return CompactTextTable.of(texts).map { [$0] }
  }

  /// The plain texts as a dictionary, leaving the storage empty so the caller's changes do not
  /// copy it.
  private mutating func takeTexts() -> [String: String] {
    let texts = self.texts
    textStorage = .dictionary(.init())
    return texts
  }

  /// Tables are equal when they have the same entries, however they are stored.
  public static func == (lhs: StringTable, rhs: StringTable) -> Bool {
    lhs.count == rhs.count && lhs.plurals == rhs.plurals && lhs.texts == rhs.texts
  }
}

extension StringTable: ExpressibleByDictionaryLiteral {
  /// Creates a table from a dictionary literal of keys and values.
  public init(dictionaryLiteral elements: (String, LocalizedValue)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
