/// An immutable key → text table laid out for memory and lookup speed.
///
/// A `[String: String]` keeps every key as a heap string (a 32-byte header, malloc rounding and
/// bookkeeping around its bytes) in a hash table at most three quarters full. This table keeps the
/// keys' UTF-8 bytes back to back in one buffer, one 32-byte entry per key (its hash, where its
/// bytes are, and its text), and an open-addressing index of 32-bit slots. Only the texts stay
/// `String`s, so a lookup returns one without allocating.
///
/// Keys match as `String`s do — canonically equivalent spellings (`é` as one code point or as `e`
/// plus a combining accent) are the same key — so the table agrees with the dictionaries it is
/// built from. The probe compares UTF-8 bytes; keys with non-ASCII characters are also kept in a
/// small side dictionary consulted only when the bytes miss.
///
/// The hash is a seeded multiply–xorshift over 8-byte words: several times cheaper than the SipHash
/// a `Dictionary` runs, and the per-process random seed keeps adversarial key sets from degrading
/// the table.
struct CompactTextTable: Sendable {
  /// One key: its hash, where its bytes are in ``keyBytes``, and its text.
  struct Entry: Sendable {
    var hash: UInt64
    var keyStart: UInt32
    var keyLength: UInt32
    var text: String
  }

  /// The seed of ``hash(_:seed:)`` for this table's keys: always ``processSeed`` (so one hash of a
  /// key probes every table of the process), kept here so a lookup reads it without the
  /// lazy-initialization check of a static.
  let seed: UInt64
  /// Whether a key is spelled with one of the three characters whose canonical form is ASCII
  /// (see ``asciiEquivalent(of:)``): only then can an ASCII key have another spelling here.
  let hasASCIIEquivalentKeys: Bool
  private let keyBytes: [UInt8]
  private let entries: [Entry]
  private let index: [Int32]
  /// Positions of the keys with non-ASCII characters, found by canonical equivalence.
  private let nonASCIIKeys: [String: Int]

  /// The most key bytes and entries a table can address (32-bit offsets and slots).
  static let capacityLimit = Int(Int32.max)

  /// The number of keys.
  var count: Int { entries.count }

  /// Builds the table from a dictionary, or returns `nil` when it is too large to address
  /// (over 2 GiB of key bytes or 2³¹ keys).
  init?(_ texts: [String: String]) {
    var builder = CompactTextTableBuilder(
      minimumCount: texts.count, keyBytes: texts.keys.reduce(0) { $0 + $1.utf8.count })
    for (key, text) in texts {
      builder.insert(text, forKey: key)
    }
    guard !builder.overflowed else { return nil }
    self = builder.build()
  }

  /// A table from the parts a ``CompactTextTableBuilder`` made.
  init(
    keyBytes: [UInt8], entries: [Entry], index: [Int32], nonASCIIKeys: [String: Int]
  ) {
    self.seed = Self.processSeed
    self.hasASCIIEquivalentKeys = nonASCIIKeys.keys.contains { Self.asciiEquivalent(of: $0) != nil }
    self.keyBytes = keyBytes
    self.entries = entries
    self.index = index
    self.nonASCIIKeys = nonASCIIKeys
  }

  /// The text of `key`, or `nil`.
  func text(forKey key: String) -> String? {
    position(of: key).map { entries[$0].text }
  }

  /// Whether the table has `key`.
  func contains(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// The position of `key` in `entries`: by its bytes, else (non-ASCII keys only) by canonical
  /// equivalence.
  private func position(of key: String) -> Int? {
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

  /// The text of the key with these UTF-8 bytes and ``hash(_:)``: by its bytes, else by canonical
  /// equivalence. For a caller that probes several tables with one hash.
  ///
  /// - Parameters:
  ///   - key: The key as a string, used only when the bytes miss and equivalence must be checked.
  ///   - bytes: The key's UTF-8 bytes.
  ///   - hash: ``hash(_:)`` of `bytes`.
  ///   - isASCII: Whether every byte is ASCII; then only a table with ``hasASCIIEquivalentKeys``
  ///     can hold another spelling of the key.
  func text(
    forKey key: String, bytes: UnsafeRawBufferPointer, hash: UInt64, isASCII: Bool
  ) -> String? {
    if let position = find(bytes, hash: hash) { return entries[position].text }
    if isASCII, !hasASCIIEquivalentKeys { return nil }
    return Self.equivalentPosition(
      of: key, nonASCIIKeys: nonASCIIKeys, seed: seed,
      find: { bytes, hash in find(bytes, hash: hash) }
    ).map { entries[$0].text }
  }

  /// The text of the key with exactly these UTF-8 bytes and ``hash(_:)``, or `nil` (canonically
  /// equivalent spellings are not looked for).
  @inline(__always)
  func text(bytes: UnsafeRawBufferPointer, hash: UInt64) -> String? {
    find(bytes, hash: hash).map { entries[$0].text }
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

  /// Whether `body` holds for every entry, given its key's UTF-8 bytes, their ``hash(_:)`` and
  /// its text (stops at the first `false`; no key string is made).
  func allEntries(
    _ body: (_ key: UnsafeRawBufferPointer, _ hash: UInt64, _ text: String) -> Bool
  ) -> Bool {
    keyBytes.withUnsafeBytes { bytes in
      entries.allSatisfy { entry in
        let start = Int(entry.keyStart)
        return body(
          UnsafeRawBufferPointer(rebasing: bytes[start..<start + Int(entry.keyLength)]),
          entry.hash, entry.text)
      }
    }
  }

  /// Calls `body` with every key and text, in no particular order.
  func enumerateEntries(_ body: (String, String) -> Void) {
    keyBytes.withUnsafeBufferPointer { bytes in
      for entry in entries {
        let start = Int(entry.keyStart)
        let key = String(decoding: bytes[start..<start + Int(entry.keyLength)], as: UTF8.self)
        body(key, entry.text)
      }
    }
  }

  /// The position in `entries` of the key with these bytes and hash.
  @inline(__always)
  private func find(_ key: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
    Self.find(key, hash: hash, keyBytes: keyBytes, entries: entries, index: index)
  }

  /// The position in `entries` of the key with these bytes and hash, probing `index` (a power of
  /// two of slots, `-1` for empty).
  @inline(__always)
  static func find(
    _ key: UnsafeRawBufferPointer, hash: UInt64, keyBytes: [UInt8], entries: [Entry],
    index: [Int32]
  ) -> Int? {
    keyBytes.withUnsafeBytes { stored in
      index.withUnsafeBufferPointer { index in
        entries.withUnsafeBufferPointer { entries in
          let mask = index.count - 1
          var slot = Int(truncatingIfNeeded: hash) & mask
          while true {
            let position = Int(index[slot])
            if position < 0 { return nil }
            let entry = entries[position]
            if entry.hash == hash, Int(entry.keyLength) == key.count,
              key.count == 0
                || memoryEqual(
                  stored.baseAddress.map { $0 + Int(entry.keyStart) }, key.baseAddress, key.count)
            {
              return position
            }
            slot = (slot + 1) & mask
          }
        }
      }
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
