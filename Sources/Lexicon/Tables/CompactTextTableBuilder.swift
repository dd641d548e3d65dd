/// Builds a ``CompactTextTable`` one entry at a time, straight from a parser.
///
/// A parser that fills a `[String: String]` and then compacts it keeps every key twice for a
/// while (a heap string in the dictionary, its bytes in the table) and frees the dictionary and
/// the strings afterwards, leaving holes that stay resident. The builder copies each key's and
/// text's bytes into the table's buffer as they arrive, so a parsed string lives only until the
/// next entry is read.
///
/// Keys and texts share one buffer, sized once for both (a file's size, for a reader): keys are
/// written forward from its start, texts backward from its end, so the keys lie together and
/// neither needs a reservation of its own. Entries locate a text by its distance from the end,
/// which stays true when the buffer grows or is fitted.
///
/// A later entry with the same key (equal as `String`s are) replaces the earlier text, as a
/// dictionary would: its text is written again and the entry points at it (the earlier text's
/// bytes stay, unused).
package struct CompactTextTableBuilder {
  private let seed = CompactTextTable.processSeed
  /// Whether a stored key is spelled with a character whose canonical form is ASCII.
  private var hasASCIIEquivalentKeys = false
  /// Keys from the start up to ``keyEnd``, texts from ``textStart`` to the end, nothing written
  /// between them.
  private var bytes: [UInt8]
  private var keyEnd = 0
  private var textStart: Int
  private var entries: [CompactTextTable.Entry] = []
  private var index: [Int32]
  private var nonASCIIKeys: [String: Int] = .init()
  /// Whether an entry did not fit (over 2 GiB of keys and texts, or 2³¹ keys); the table then
  /// has the entries before it.
  package private(set) var overflowed = false

  /// The number of distinct keys so far.
  package var count: Int { entries.count }

  /// Creates an empty builder with room for about `minimumCount` keys and `bytes` bytes of keys
  /// and texts, the texts' lengths included (``TextBytes``): for a reader, the file's size, since
  /// a file holds its keys and texts and more (quotes, separators, comments).
  package init(minimumCount: Int = 0, bytes: Int = 0) {
    self.bytes = Self.unwritten(count: max(bytes, 0))
    textStart = self.bytes.count
    entries.reserveCapacity(minimumCount)
    index = [Int32](repeating: -1, count: Self.slots(for: minimumCount))
  }

  /// Adds `text` under `key`, replacing the text of an equal key unless `replacing` is `false`.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  package mutating func insert(_ text: String, forKey key: String, replacing: Bool = true) -> Bool {
    CompactTextTable.withBytes(of: text) { text in
      insert(textBytes: text, forKey: key, replacing: replacing)
    }
  }

  /// Adds the text with these UTF-8 bytes under `key`, as ``insert(_:forKey:replacing:)`` does.
  /// - Returns: Whether an equal key was already there.
  @discardableResult
  package mutating func insert(
    textBytes text: UnsafeRawBufferPointer, forKey key: String, replacing: Bool = true
  ) -> Bool {
    guard !overflowed else { return false }
    let (hash, position, isASCII) = CompactTextTable.withBytes(of: key) { raw in
      let hash = CompactTextTable.hash(raw, seed: seed)
      return (
        hash,
        CompactTextTable.find(raw, hash: hash, keys: bytes, entries: entries, index: index),
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
          spelling, hash in
          CompactTextTable.find(spelling, hash: hash, keys: bytes, entries: entries, index: index)
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
  package mutating func insert(
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
      key, hash: hash, keys: bytes, entries: entries, index: index)
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
    let textSize = TextBytes.size(of: text.count)
    let keySize = existing == nil ? key.count : 0
    let used = keyEnd + (bytes.count - textStart)
    guard used + textSize + keySize < CompactTextTable.capacityLimit,
      entries.count + 1 < CompactTextTable.capacityLimit / 2
    else {
      overflowed = true
      return existing != nil
    }
    if textStart - keyEnd < textSize + keySize { grow(toHold: used + textSize + keySize) }
    textStart -= textSize
    bytes.withUnsafeMutableBytes { TextBytes.write(text, at: $0.baseAddress! + textStart) }
    let textFromEnd = UInt32(truncatingIfNeeded: bytes.count - textStart)
    // A replaced text keeps its key as first stored (an equal key may be spelled otherwise),
    // which its hash and index slot belong to.
    if let existing {
      entries[existing].textFromEnd = textFromEnd
      return true
    }
    let keyStart = keyEnd
    if let base = key.baseAddress, !key.isEmpty {
      bytes.withUnsafeMutableBytes {
        ($0.baseAddress! + keyStart).copyMemory(from: base, byteCount: key.count)
      }
    }
    keyEnd += key.count
    if let nonASCIIKey {
      nonASCIIKeys[nonASCIIKey] = entries.count
      if CompactTextTable.asciiEquivalent(of: nonASCIIKey) != nil { hasASCIIEquivalentKeys = true }
    }
    entries.append(
      CompactTextTable.Entry(
        hash: CompactTextTable.Entry.storedHash(hash),
        keyStart: UInt32(truncatingIfNeeded: keyStart),
        keyLength: UInt32(truncatingIfNeeded: key.count),
        textFromEnd: textFromEnd))
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
  package func build(forceLock: Bool = false) -> CompactTextTable {
    CompactTextTable(
      bytes: bytes.count < Self.untouchedGapSize ? fittedBytes() : bytes,
      entries: Self.fitted(entries), index: index,
      nonASCIIKeys: nonASCIIKeys, forceLock: forceLock)
  }

  /// The size from which the buffer keeps the room left between its keys and its texts instead
  /// of being copied to a fitted one. A reader sizes it by the file, which holds more than its keys
  /// and texts (quotes, separators, comments). The room of a buffer this large lies in pages never
  /// written — glibc maps it fresh or extends its heap for it, Apple's allocator gives it pages of
  /// its own — which take no memory, while a fitted copy would leave the whole buffer freed
  /// behind, resident in the allocator until reused.
  package static let untouchedGapSize = 64 * 1024

  /// The buffer, or a copy without the room between keys and texts when that is over an eighth of
  /// what is written. Texts keep their distance from the end.
  private func fittedBytes() -> [UInt8] {
    let used = keyEnd + (bytes.count - textStart)
    guard textStart - keyEnd > used / 8 + 8 else { return bytes }
    return moved(toCount: used)
  }

  /// Moves keys and texts to a buffer of at least `size` bytes (twice the current one, when that
  /// is more).
  private mutating func grow(toHold size: Int) {
    let grown = moved(toCount: min(max(size, bytes.count * 2, 64), CompactTextTable.capacityLimit))
    textStart += grown.count - bytes.count
    bytes = grown
  }

  /// A new buffer of `count` bytes with the keys at its start and the texts at its end, so that
  /// each text keeps its distance from the end; what lies between is left unwritten.
  private func moved(toCount count: Int) -> [UInt8] {
    let texts = bytes.count - textStart
    var moved = Self.unwritten(count: count)
    bytes.withUnsafeBytes { old in
      moved.withUnsafeMutableBytes { new in
        UnsafeMutableRawBufferPointer(rebasing: new[..<keyEnd])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: old[..<keyEnd]))
        UnsafeMutableRawBufferPointer(rebasing: new[(count - texts)...])
          .copyMemory(from: UnsafeRawBufferPointer(rebasing: old[textStart...]))
      }
    }
    return moved
  }

  /// A buffer of `count` bytes left unwritten: its pages are touched only where keys and texts
  /// are written.
  ///
  /// No buffer is made for no bytes: the standard library's initializer then writes the count
  /// into the shared empty-array storage, a write that concurrent builders race on (the thread
  /// sanitizer reports it).
  private static func unwritten(count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }

  /// `array`, or a copy without its spare capacity when that is over an eighth of it: the table
  /// keeps its arrays for as long as it lives.
  private static func fitted<Element>(_ array: [Element]) -> [Element] {
    guard array.capacity - array.count > array.count / 8 + 8 else { return array }
    // Not through the initializer for no elements (see `unwritten(count:)`).
    guard !array.isEmpty else { return [] }
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
  package static func slots(for count: Int) -> Int {
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    return capacity
  }
}
