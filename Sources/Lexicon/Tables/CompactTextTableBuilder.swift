/// Builds a ``CompactTextTable`` one entry at a time, straight from a parser.
///
/// A parser that fills a `[String: String]` and then compacts it keeps every key twice for a
/// while (a heap string in the dictionary, its bytes in the table) and frees the dictionary and
/// the strings afterwards, leaving holes that stay resident. The builder copies each key's and
/// text's bytes into the table's buffers as they arrive, so a parsed string lives only until the
/// next entry is read.
///
/// A later entry with the same key (equal as `String`s are) replaces the earlier text, as a
/// dictionary would: its text is appended again and the entry points at it (the earlier text's
/// bytes stay, unused).
struct CompactTextTableBuilder {
  private let seed = CompactTextTable.processSeed
  /// Whether a stored key is spelled with a character whose canonical form is ASCII.
  private var hasASCIIEquivalentKeys = false
  private var keys: [UInt8] = []
  private var texts: [UInt8] = []
  private var entries: [CompactTextTable.Entry] = []
  private var index: [Int32]
  private var nonASCIIKeys: [String: Int] = [:]
  /// Whether an entry did not fit (over 2 GiB of keys or of texts, or 2³¹ keys); the table then
  /// has the entries before it.
  private(set) var overflowed = false

  /// The number of distinct keys so far.
  var count: Int { entries.count }

  /// Creates an empty builder with room for about `minimumCount` keys of `keyBytes` bytes in
  /// all, and texts of `textBytes` bytes in all, their lengths included (``TextBytes``).
  init(minimumCount: Int = 0, keyBytes: Int, textBytes: Int) {
    keys.reserveCapacity(keyBytes)
    texts.reserveCapacity(textBytes)
    entries.reserveCapacity(minimumCount)
    index = [Int32](repeating: -1, count: Self.slots(for: minimumCount))
  }

  /// Creates an empty builder with room for about `minimumCount` keys read from a file of
  /// `bytes` bytes: room for that many bytes of keys and as many of texts, since either may take
  /// nearly the whole file. What is not written of a large buffer lies in pages never touched
  /// (see ``untouchedTailSize``).
  init(minimumCount: Int = 0, bytes: Int = 0) {
    self.init(minimumCount: minimumCount, keyBytes: bytes, textBytes: bytes)
  }

  /// Adds `text` under `key`, replacing the text of an equal key unless `replacing` is `false`.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  mutating func insert(_ text: String, forKey key: String, replacing: Bool = true) -> Bool {
    CompactTextTable.withBytes(of: text) { text in
      insert(textBytes: text, forKey: key, replacing: replacing)
    }
  }

  /// Adds the text with these UTF-8 bytes under `key`, as ``insert(_:forKey:replacing:)`` does.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  mutating func insert(
    textBytes text: UnsafeRawBufferPointer, forKey key: String, replacing: Bool = true
  ) -> Bool {
    guard !overflowed else { return false }
    let (hash, position, isASCII) = CompactTextTable.withBytes(of: key) { raw in
      let hash = CompactTextTable.hash(raw, seed: seed)
      return (
        hash,
        CompactTextTable.find(raw, hash: hash, keys: keys, entries: entries, index: index),
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
          CompactTextTable.find(bytes, hash: hash, keys: keys, entries: entries, index: index)
        })
    let nonASCIIKey = isASCII ? nil : key
    return CompactTextTable.withBytes(of: key) { raw in
      add(
        text, key: raw, hash: hash, existing: existing, replacing: replacing,
        nonASCIIKey: nonASCIIKey)
    }
  }

  /// Adds the text with these UTF-8 bytes under the key with these UTF-8 bytes, as
  /// ``insert(_:forKey:replacing:)`` does, without making a string of an ASCII key or of the
  /// text: for readers of binary files, whose keys and texts are bytes.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  mutating func insert(
    textBytes text: UnsafeRawBufferPointer, forKeyBytes key: UnsafeRawBufferPointer,
    replacing: Bool = true
  ) -> Bool {
    // Only an ASCII key among keys without ASCII-equivalent spellings needs no equivalence search.
    guard ASCII.isASCII(key), !hasASCIIEquivalentKeys else {
      return insert(
        textBytes: text, forKey: String(decoding: key, as: UTF8.self), replacing: replacing)
    }
    guard !overflowed else { return false }
    let hash = CompactTextTable.hash(key, seed: seed)
    let existing = CompactTextTable.find(
      key, hash: hash, keys: keys, entries: entries, index: index)
    return add(
      text, key: key, hash: hash, existing: existing, replacing: replacing, nonASCIIKey: nil)
  }

  /// Stores a text under a key: a new entry, or (`replacing`) new bytes for the `existing` one.
  /// - Returns: Whether the key was already there (`existing` is not `nil`).
  private mutating func add(
    _ text: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, hash: UInt64, existing: Int?,
    replacing: Bool, nonASCIIKey: String?
  ) -> Bool {
    if existing != nil, !replacing { return true }
    let textStart = texts.count
    guard textStart + TextBytes.maximumPrefix + text.count < CompactTextTable.capacityLimit,
      keys.count + key.count < CompactTextTable.capacityLimit,
      entries.count + 1 < CompactTextTable.capacityLimit / 2
    else {
      overflowed = true
      return existing != nil
    }
    TextBytes.append(text, to: &texts)
    // A replaced text keeps its key as first stored (an equal key may be spelled otherwise),
    // which its hash and index slot belong to.
    if let existing {
      entries[existing].textStart = UInt32(truncatingIfNeeded: textStart)
      return true
    }
    let keyStart = keys.count
    keys.append(contentsOf: key)
    if let nonASCIIKey {
      nonASCIIKeys[nonASCIIKey] = entries.count
      if CompactTextTable.asciiEquivalent(of: nonASCIIKey) != nil { hasASCIIEquivalentKeys = true }
    }
    entries.append(
      CompactTextTable.Entry(
        hash: CompactTextTable.Entry.storedHash(hash),
        keyStart: UInt32(truncatingIfNeeded: keyStart),
        keyLength: UInt32(truncatingIfNeeded: key.count),
        textStart: UInt32(truncatingIfNeeded: textStart)))
    if entries.count * 2 > index.count {
      index = [Int32](repeating: -1, count: index.count * 2)
      for position in entries.indices { place(position) }
    } else {
      place(entries.count - 1)
    }
    return false
  }

  /// The table of the entries inserted (those that fit, when ``overflowed``).
  /// - Parameter forceLock: Fill the table's texts under a lock even where atomics exist (tests).
  func build(forceLock: Bool = false) -> CompactTextTable {
    CompactTextTable(
      keys: keys.capacity < Self.untouchedTailSize ? Self.fitted(keys) : keys,
      textBytes: texts.capacity < Self.untouchedTailSize ? Self.fitted(texts) : texts,
      entries: Self.fitted(entries), index: index,
      nonASCIIKeys: nonASCIIKeys, forceLock: forceLock)
  }

  /// The size from which a buffer of keys or texts keeps its spare capacity instead of being
  /// copied to a fitted one. A reader reserves a file's size for each and writes less (the file
  /// holds both, and quotes, separators and comments). The unwritten tail of a buffer this large
  /// lies in pages never written — glibc maps it fresh or extends its heap for it, Apple's
  /// allocator gives it pages of its own — which take no memory, while a fitted copy would leave
  /// the whole buffer freed behind, resident in the allocator until reused.
  static let untouchedTailSize = 64 * 1024

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
    var slot = Int(entries[position].hash) & mask
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
