/// An immutable key → text table laid out for memory and lookup speed.
///
/// A `[String: String]` keeps every key and every text as a heap string (a 32-byte header, a
/// terminator, malloc rounding and bookkeeping around its bytes) in a hash table at most three
/// quarters full. This table keeps the keys' UTF-8 bytes back to back at the start of one buffer
/// and the texts (each behind its length) at its end, one 16-byte entry per key (part of its hash,
/// where its key and text are, the key's length), and an open-addressing index of 32-bit slots.
/// A probe reads only the keys, so the keys a lookup compares lie close together, not spread among
/// texts several times their size. A compiled table's file lays out its keys (each behind its
/// length) and texts the same way, so its bytes, as read, become the buffer (``isAdopted``).
/// A text becomes a `String` the first time it is read and is kept for the next reads
/// (``MaterializedTexts``), so a lookup returns one without allocating while texts never read cost
/// only their bytes.
///
/// Keys match as `String`s do — canonically equivalent spellings (`é` as one code point or as `e`
/// plus a combining accent) are the same key — so the table agrees with the dictionaries it is
/// built from. The probe compares UTF-8 bytes; keys with non-ASCII characters are also kept in a
/// small side dictionary consulted only when the bytes miss.
///
/// The hash is a seeded multiply–xorshift over 8-byte words: several times cheaper than the SipHash
/// a `Dictionary` runs, and the per-process random seed keeps adversarial key sets from degrading
/// the table.
///
/// The table is a class with an identity its ``View`` can point to: lookups read the view (the
/// addresses of the table's buffers, which never change after `init`, and the table unretained),
/// so no reference count is touched on the lookup path. Holding the table itself there — a
/// struct of five arrays, or a reference, switched out of an enum payload — made the compiler
/// retain and release it on every lookup once a lookup could make a text.
package final class CompactTextTable: @unchecked Sendable {
  // `@unchecked`: every stored property is immutable after `init` (the view is set once, at its
  // end); the raw addresses point into the arrays this object holds (never mutated, so never
  // moved) and are read only while it lives.
  /// One key: the low 32 bits of its hash, where its bytes are in ``bytes`` and their count, and
  /// how far from the end of ``bytes`` its text starts (its length, then its bytes: see
  /// ``TextBytes``).
  struct Entry: Sendable {
    var hash: UInt32
    var keyStart: UInt32
    var keyLength: UInt32
    var textFromEnd: UInt32

    /// The low 32 bits of a key's ``CompactTextTable/hash(_:seed:)``, as an entry stores them.
    @inline(__always)
    static func storedHash(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash) }
  }

  /// The seed of ``hash(_:seed:)`` for this table's keys: always ``processSeed`` (so one hash of a
  /// key probes every table of the process), kept here so a lookup reads it without the
  /// lazy-initialization check of a static.
  let seed: UInt64
  /// Whether a key is spelled with one of the three characters whose canonical form is ASCII
  /// (see ``asciiEquivalent(of:)``): only then can an ASCII key have another spelling here.
  let hasASCIIEquivalentKeys: Bool
  /// The keys' UTF-8 bytes, back to back from the start; the texts, each its length then its
  /// UTF-8 bytes (``TextBytes``), at the end. What lies between was never written (the builder
  /// leaves it so that its pages stay untouched) and must never be read, compared or copied out
  /// as a whole: it holds whatever the allocator's memory held. An adopted buffer (``isAdopted``)
  /// is a compiled table's whole file instead: its header and plural sections come first, and
  /// each key follows its length; entries point at keys and texts all the same.
  private let bytes: [UInt8]
  private let entries: [Entry]
  private let index: [Int32]
  /// Positions of the keys with non-ASCII characters, found by canonical equivalence.
  private let nonASCIIKeys: [String: Int]
  /// The texts read so far, as `String`s, by entry position.
  private let texts: MaterializedTexts
  /// The table as trivial values, for lookups (see ``View``).
  var view: View { storedView.unsafelyUnwrapped }
  private var storedView: View?

  /// The most bytes and entries a table can address (32-bit offsets and slots).
  static let capacityLimit = Int(Int32.max)

  /// The number of keys.
  var count: Int { entries.count }

  /// Whether the buffer is a compiled table's file, kept as it was read (see
  /// ``adopting(_:entries:)``), rather than one a builder wrote.
  let isAdopted: Bool

  /// The table of a dictionary, or `nil` when it is too large to address (over 2 GiB of keys and
  /// texts, or 2³¹ keys).
  static func of(_ texts: [String: String]) -> CompactTextTable? {
    var builder = CompactTextTableBuilder(
      minimumCount: texts.count,
      bytes: texts.reduce(0) {
        $0 + $1.key.utf8.count + TextBytes.size(of: $1.value.utf8.count)
      })
    for (key, text) in texts {
      builder.insert(text, forKey: key)
    }
    guard !builder.overflowed else { return nil }
    return builder.build()
  }

  /// A table from the parts a ``CompactTextTableBuilder`` made, or (`isAdopted`) over a buffer
  /// read from a compiled table (``adopting(_:entries:)``).
  init(
    bytes: [UInt8], entries: [Entry], index: [Int32], nonASCIIKeys: [String: Int],
    isAdopted: Bool = false, forceLock: Bool = false
  ) {
    self.seed = Self.processSeed
    self.isAdopted = isAdopted
    self.hasASCIIEquivalentKeys = nonASCIIKeys.keys.contains { Self.asciiEquivalent(of: $0) != nil }
    self.bytes = bytes
    self.entries = entries
    self.index = index
    self.nonASCIIKeys = nonASCIIKeys
    self.texts = MaterializedTexts(bytes: bytes, entries: entries, forceLock: forceLock)
    self.storedView = nil
    self.storedView = View(
      keys: bytes.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) },
      entries: entries.withUnsafeBufferPointer { $0.baseAddress },
      index: index.withUnsafeBufferPointer { $0.baseAddress }, mask: index.count - 1,
      slots: texts.slots, table: Unmanaged.passUnretained(self), seed: seed,
      hasASCIIEquivalentKeys: hasASCIIEquivalentKeys)
  }

  /// The text of `key`, or `nil`.
  func text(forKey key: String) -> String? {
    guard let position = position(of: key) else { return nil }
    return texts.text(at: position)
  }

  /// Whether the text of the entry at `position` was made a `String` (for tests).
  func isTextMade(at position: Int) -> Bool {
    texts.isMade(position)
  }

  /// Whether the table has `key`.
  func contains(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// The position of `key` in `entries`: by its bytes, else (non-ASCII keys only) by canonical
  /// equivalence.
  func position(of key: String) -> Int? {
    let found = Self.withBytes(of: key) { raw in find(raw, hash: Self.hash(raw, seed: seed)) }
    if let found { return found }
    return Self.equivalentPosition(
      of: key, nonASCIIKeys: nonASCIIKeys, seed: seed,
      find: { bytes, hash in find(bytes, hash: hash) })
  }

  /// The position of a key whose bytes missed, by canonical equivalence: a non-ASCII key kept
  /// under another spelling (`é` as one code point or two), or an ASCII key spelled with one of
  /// the three characters whose canonical form is ASCII (KELVIN SIGN is `K`).
  static func equivalentPosition(
    of key: String, nonASCIIKeys: [String: Int], seed: UInt64,
    find: (UnsafeRawBufferPointer, UInt64) -> Int?
  ) -> Int? {
    if !nonASCIIKeys.isEmpty, let position = nonASCIIKeys[key] { return position }
    guard var ascii = asciiEquivalent(of: key) else { return nil }
    return ascii.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      return find(raw, hash(raw, seed: seed))
    }
  }

  /// The ASCII spelling of a key that is canonically equivalent to one, or `nil`.
  ///
  /// Only three characters outside ASCII decompose to ASCII (U+037E GREEK QUESTION MARK to `;`,
  /// U+1FEF GREEK VARIA to `` ` ``, U+212A KELVIN SIGN to `K`); a key made of those and ASCII is
  /// equal, as a `String`, to the key with them replaced.
  static func asciiEquivalent(of key: String) -> String? {
    func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
      switch scalar.value {
      case 0..<0x80: return scalar
      case 0x037E: return ";"
      case 0x1FEF: return "`"
      case 0x212A: return "K"
      default: return nil
      }
    }
    guard key.utf8.contains(where: { $0 >= 0x80 }),
      key.unicodeScalars.allSatisfy({ ascii($0) != nil })
    else { return nil }
    return String(String.UnicodeScalarView(key.unicodeScalars.compactMap(ascii)))
  }

  /// Whether every key of `other` is also a key of this table (ASCII keys are compared without
  /// making strings).
  func containsEveryKey(of other: CompactTextTable) -> Bool {
    other.allEntries { key, hash, _ in contains(bytes: key, hash: hash) }
  }

  /// Whether the table has the key with these UTF-8 bytes and ``hash(_:)`` (canonically
  /// equivalent spellings included).
  func contains(bytes key: UnsafeRawBufferPointer, hash: UInt64) -> Bool {
    if find(key, hash: hash) != nil { return true }
    guard hasASCIIEquivalentKeys || !ASCII.isASCII(key) else { return false }
    return Self.equivalentPosition(
      of: String(decoding: key, as: UTF8.self), nonASCIIKeys: nonASCIIKeys, seed: seed,
      find: { bytes, hash in find(bytes, hash: hash) }) != nil
  }

  /// Whether `body` holds for every entry, given its key's UTF-8 bytes, their ``hash(_:seed:)``
  /// and its text's UTF-8 bytes (stops at the first `false`; no string is made).
  func allEntries(
    _ body: (
      _ key: UnsafeRawBufferPointer, _ hash: UInt64, _ text: UnsafeRawBufferPointer
    ) -> Bool
  ) -> Bool {
    bytes.withUnsafeBytes { bytes in
      entries.allSatisfy { entry in
        let start = Int(entry.keyStart)
        let key = UnsafeRawBufferPointer(rebasing: bytes[start..<start + Int(entry.keyLength)])
        return body(
          key, Self.hash(key, seed: seed),
          TextBytes.text(at: bytes.count - Int(entry.textFromEnd), in: bytes))
      }
    }
  }

  /// Calls `body` with every key and text, in no particular order.
  func enumerateEntries(_ body: (String, String) -> Void) {
    _ = allEntries { key, _, text in
      body(String(decoding: key, as: UTF8.self), String(decoding: text, as: UTF8.self))
      return true
    }
  }

  /// The position in `entries` of the key with these bytes and hash.
  @inline(__always)
  private func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
    view.find(key, hash: hash)
  }

  /// The table as trivial values: where its buffers are, its seed, and itself unretained.
  ///
  /// What a lookup holds instead of the table (``ResolvedTable``, ``LayeredTextTable``): reading
  /// a view touches no reference count, where a call on the table itself — a reference kept in
  /// an enum or an array — retains and releases it on each lookup, and two threads doing so
  /// contend for the count. Valid only while the table lives: its holder keeps the table too.
  struct View: @unchecked Sendable {
    // `@unchecked`: the addresses are of immutable buffers of a table its holder keeps alive.
    fileprivate let keys: UnsafeRawPointer?
    fileprivate let entries: UnsafePointer<Entry>?
    fileprivate let index: UnsafePointer<Int32>?
    fileprivate let mask: Int
    fileprivate let slots: MaterializedTexts.Slots
    fileprivate let table: Unmanaged<CompactTextTable>
    /// The seed the table's keys were hashed with (``processSeed``).
    let seed: UInt64
    /// Whether an ASCII key that misses by its bytes may still be in the table under another
    /// spelling (``CompactTextTable/hasASCIIEquivalentKeys``); a non-ASCII key that misses is
    /// always looked for by canonical equivalence.
    fileprivate let hasASCIIEquivalentKeys: Bool

    /// The text of `key`, or `nil`: by its bytes, else (non-ASCII keys only) by canonical
    /// equivalence.
    @inline(__always)
    func text(forKey key: String) -> String? {
      let found = CompactTextTable.withBytes(of: key) { raw -> (position: Int?, isASCII: Bool) in
        if let position = find(raw, hash: CompactTextTable.hash(raw, seed: seed)) {
          return (position, true)
        }
        return (nil, ASCII.isASCII(raw))
      }
      if let position = found.position { return slots.text(at: position) }
      guard hasASCIIEquivalentKeys || !found.isASCII else { return nil }
      return table._withUnsafeGuaranteedRef { $0.equivalentText(forKey: key) }
    }

    /// The text of the entry at `position` (made a `String` at its first read).
    @inline(__always)
    func text(at position: Int) -> String { slots.text(at: position) }

    /// Where the text of the key with these UTF-8 bytes and hash is, by canonical equivalence
    /// too: for a caller that probes several tables with one hash.
    @inline(__always)
    func position(
      forKey key: String, bytes: UnsafeRawBufferPointer, hash: UInt64, isASCII: Bool
    ) -> Int? {
      if let position = find(bytes, hash: hash) { return position }
      guard hasASCIIEquivalentKeys || !isASCII else { return nil }
      return table._withUnsafeGuaranteedRef { $0.equivalentPosition(of: key) }
    }

    /// The position in the table's entries of the key with these bytes and hash.
    @inline(__always)
    func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
      CompactTextTable.find(
        key, hash: hash, keys: keys, entries: entries, index: index, mask: mask)
    }
  }

  /// The text of a key that missed by its bytes, by canonical equivalence (a view's slow path).
  @inline(never)
  fileprivate func equivalentText(forKey key: String) -> String? {
    guard let position = equivalentPosition(of: key) else { return nil }
    return texts.text(at: position)
  }

  /// The position of a key that missed by its bytes, by canonical equivalence alone: the view
  /// already probed its bytes, so they are not probed again.
  @inline(never)
  fileprivate func equivalentPosition(of key: String) -> Int? {
    Self.equivalentPosition(
      of: key, nonASCIIKeys: nonASCIIKeys, seed: seed,
      find: { bytes, hash in find(bytes, hash: hash) })
  }

  /// The position in `entries` of the key with these bytes and hash, probing `index` (a power of
  /// two of slots, `-1` for empty).
  @inline(__always)
  static func find(
    _ key: UnsafeRawBufferPointer, hash: UInt64, keys: [UInt8], entries: [Entry],
    index: [Int32]
  ) -> Int? {
    keys.withUnsafeBytes { keys in
      index.withUnsafeBufferPointer { index in
        entries.withUnsafeBufferPointer { entries in
          find(
            key, hash: hash, keys: keys.baseAddress, entries: entries.baseAddress,
            index: index.baseAddress, mask: index.count - 1)
        }
      }
    }
  }

  /// The probe itself, over the addresses of the buffers (`index` holds `mask + 1` slots).
  @inline(__always)
  private static func find(
    _ key: UnsafeRawBufferPointer, hash: UInt64, keys: UnsafeRawPointer?,
    entries: UnsafePointer<Entry>?, index: UnsafePointer<Int32>?, mask: Int
  ) -> Int? {
    guard let index, let entries else { return nil }
    let stored32 = Entry.storedHash(hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let position = Int(index[slot])
      if position < 0 { return nil }
      let entry = entries[position]
      if entry.hash == stored32, Int(entry.keyLength) == key.count,
        key.count == 0
          || memoryEqual(keys.map { $0 + Int(entry.keyStart) }, key.baseAddress, key.count)
      {
        return position
      }
      slot = (slot + 1) & mask
    }
  }

  /// Runs `body` on the UTF-8 bytes of `key`.
  ///
  /// Native and small strings lend their bytes without a copy or a retain; only a bridged string
  /// that is not UTF-8 in memory is copied first.
  @inline(__always)
  static func withBytes<Result>(
    of key: String, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    if let lent = key.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
      return lent
    }
    var copy = key
    return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
  }

  /// A seeded 64-bit hash of bytes: words of 8 bytes mixed by multiplication and shifts.
  @inline(__always)
  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    var hash = seed ^ (UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15)
    var offset = 0
    let count = bytes.count
    while offset + 8 <= count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      offset += 8
    }
    if offset < count {
      // The last 1–7 bytes in at most three loads (4, 2 and 1 bytes), not one per byte.
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      if count - offset >= 4 {
        tail = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        shift = 32
        offset += 4
      }
      if count - offset >= 2 {
        tail |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
        shift += 16
        offset += 2
      }
      if offset < count {
        tail |= UInt64(bytes.load(fromByteOffset: offset, as: UInt8.self)) << shift
      }
      hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    }
    hash ^= hash >> 31
    hash = hash &* 0xD6E8_FEB8_6659_FD93
    hash ^= hash >> 32
    return hash
  }

  /// A random seed chosen once per process: every table of the process hashes with it, so one
  /// hash of a key probes any of them.
  static let processSeed = UInt64.random(in: .min ... .max)
}

/// Whether two byte ranges of the same length are equal.
@inline(__always)
private func memoryEqual(
  _ lhs: UnsafeRawPointer?, _ rhs: UnsafeRawPointer?, _ count: Int
) -> Bool {
  guard let lhs, let rhs else { return false }
  var offset = 0
  while offset + 8 <= count {
    if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    {
      return false
    }
    offset += 8
  }
  while offset < count {
    if lhs.load(fromByteOffset: offset, as: UInt8.self)
      != rhs.load(fromByteOffset: offset, as: UInt8.self)
    {
      return false
    }
    offset += 1
  }
  return true
}
