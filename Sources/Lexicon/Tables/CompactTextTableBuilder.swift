/// Builds a ``CompactTextTable`` one entry at a time, straight from a parser.
///
/// A parser that fills a `[String: String]` and then compacts it keeps every key twice for a
/// while (a heap string in the dictionary, its bytes in the table) and frees the dictionary and
/// the key strings afterwards, leaving holes between the texts that stay resident. The builder
/// copies each key's bytes into the table's buffer as it arrives, so a key string lives only
/// until the next entry is read.
///
/// A later entry with the same key (equal as `String`s are) replaces the earlier text, as a
/// dictionary would.
struct CompactTextTableBuilder {
  private let seed = CompactTextTable.processSeed
  /// Whether a stored key is spelled with a character whose canonical form is ASCII.
  private var hasASCIIEquivalentKeys = false
  private var keyBytes: [UInt8] = []
  private var entries: [CompactTextTable.Entry] = []
  private var index: [Int32]
  private var nonASCIIKeys: [String: Int] = [:]
  /// Whether an entry did not fit (over 2 GiB of key bytes or 2³¹ keys); the table then has the
  /// entries before it.
  private(set) var overflowed = false

  /// The number of distinct keys so far.
  var count: Int { entries.count }

  /// Creates an empty builder with room for about `minimumCount` keys of `keyBytes` bytes in all.
  init(minimumCount: Int = 0, keyBytes: Int = 0) {
    self.keyBytes.reserveCapacity(keyBytes)
    entries.reserveCapacity(minimumCount)
    index = [Int32](repeating: -1, count: Self.slots(for: minimumCount))
  }

  /// Adds `text` under `key`, replacing the text of an equal key unless `replacing` is `false`.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  mutating func insert(_ text: String, forKey key: String, replacing: Bool = true) -> Bool {
    guard !overflowed else { return false }
    var key = key
    let (hash, position, isASCII) = key.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      let hash = CompactTextTable.hash(raw, seed: seed)
      return (
        hash,
        CompactTextTable.find(
          raw, hash: hash, keyBytes: keyBytes, entries: entries, index: index),
        ASCII.isASCII(raw)
      )
    }
    // An ASCII key has another spelling only with the three characters whose canonical form is
    // ASCII: equivalence is looked for when the key is not ASCII or a stored key has one.
    let existing =
      position
      ?? (isASCII && !hasASCIIEquivalentKeys
        ? nil
        : CompactTextTable.equivalentPosition(of: key, nonASCIIKeys: nonASCIIKeys, seed: seed) {
          bytes, hash in
          CompactTextTable.find(
            bytes, hash: hash, keyBytes: keyBytes, entries: entries, index: index)
        })
    if let existing {
      if replacing { entries[existing].text = text }
      return true
    }
    let nonASCIIKey = isASCII ? nil : key
    return key.withUTF8 { bytes in
      append(text, key: UnsafeRawBufferPointer(bytes), hash: hash, nonASCIIKey: nonASCIIKey)
    }
  }

  /// Adds `text` under the key with these UTF-8 bytes, as ``insert(_:forKey:replacing:)`` does,
  /// without making a string of an ASCII key: for readers of binary files, whose keys are bytes.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  mutating func insert(
    _ text: String, forKeyBytes key: UnsafeRawBufferPointer, replacing: Bool = true
  ) -> Bool {
    // Only an ASCII key among keys without ASCII-equivalent spellings needs no equivalence search.
    guard ASCII.isASCII(key), !hasASCIIEquivalentKeys else {
      return insert(text, forKey: String(decoding: key, as: UTF8.self), replacing: replacing)
    }
    guard !overflowed else { return false }
    let hash = CompactTextTable.hash(key, seed: seed)
    if let existing = CompactTextTable.find(
      key, hash: hash, keyBytes: keyBytes, entries: entries, index: index)
    {
      if replacing { entries[existing].text = text }
      return true
    }
    return append(text, key: key, hash: hash, nonASCIIKey: nil)
  }

  /// Appends a new entry (its key known to be absent); returns `false`.
  private mutating func append(
    _ text: String, key: UnsafeRawBufferPointer, hash: UInt64, nonASCIIKey: String?
  ) -> Bool {
    let start = keyBytes.count
    let length = key.count
    guard start + length < CompactTextTable.capacityLimit,
      entries.count + 1 < CompactTextTable.capacityLimit / 2
    else {
      overflowed = true
      return false
    }
    keyBytes.append(contentsOf: key)
    if let nonASCIIKey {
      nonASCIIKeys[nonASCIIKey] = entries.count
      if CompactTextTable.asciiEquivalent(of: nonASCIIKey) != nil { hasASCIIEquivalentKeys = true }
    }
    entries.append(
      CompactTextTable.Entry(
        hash: hash, keyStart: UInt32(truncatingIfNeeded: start),
        keyLength: UInt32(truncatingIfNeeded: length), text: text))
    if entries.count * 2 > index.count {
      index = [Int32](repeating: -1, count: index.count * 2)
      for position in entries.indices { place(position) }
    } else {
      place(entries.count - 1)
    }
    return false
  }

  /// The table of the entries inserted (those that fit, when ``overflowed``).
  func build() -> CompactTextTable {
    CompactTextTable(
      keyBytes: Self.fitted(keyBytes), entries: Self.fitted(entries), index: index,
      nonASCIIKeys: nonASCIIKeys)
  }

  /// `array`, or a copy without its spare capacity when that is over an eighth of it: the table
  /// keeps its arrays for as long as it lives.
  private static func fitted<Element>(_ array: [Element]) -> [Element] {
    guard array.capacity - array.count > array.count / 8 + 8 else { return array }
    return [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: array)
    }
  }

  /// Puts the entry at `position` in the first free slot from its hash.
  private mutating func place(_ position: Int) {
    let mask = index.count - 1
    var slot = Int(truncatingIfNeeded: entries[position].hash) & mask
    while index[slot] >= 0 { slot = (slot + 1) & mask }
    index[slot] = Int32(truncatingIfNeeded: position)
  }

  /// The index size for `count` keys: a power of two, at least 16, at most half full.
  private static func slots(for count: Int) -> Int {
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    return capacity
  }
}
