/// Builds a read-optimized ``StringTable`` one entry at a time, without a dictionary in between.
///
/// A reader of a binary cache (the over-the-air cache of `LexiconRemote`) hands each entry to the
/// builder as it decodes it: a plain text's key bytes go straight into the table's buffer
/// (``CompactTextTableBuilder``), so loading a table allocates no dictionary and no key strings
/// that outlive the entry.
///
/// ```swift
/// var builder = StringTableBuilder(capacity: 2)
/// builder.add(.text("Sign in"), forKey: "login.title")
/// builder.add(.plural(files), forKey: "inbox.files")
/// let table = builder.build()   // read-optimized, as the runtime keeps tables
/// ```
///
/// A later entry with an equal key replaces an earlier one of the same kind (text or plural), as
/// a dictionary would; a key given both a text and a plural value keeps the plural.
///
/// `package`, not `public`: the layout of read-optimized tables is the core's own business.
package struct StringTableBuilder {
  private var texts: CompactTextTableBuilder
  private var plurals: [String: PluralString] = .init()

  /// Creates an empty builder with room for about `capacity` plain-text keys of `bytes` UTF-8
  /// bytes in all, keys and texts.
  /// - Parameters:
  ///   - capacity: The expected number of keys.
  ///   - bytes: The expected bytes of all keys and texts.
  package init(capacity: Int = 0, bytes: Int = 0) {
    texts = CompactTextTableBuilder(minimumCount: capacity, bytes: bytes)
  }

  /// The number of entries so far.
  package var count: Int { texts.count + plurals.count }

  /// Adds `value` under `key`, replacing an earlier value of the same kind under an equal key.
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key.
  package mutating func add(_ value: LocalizedValue, forKey key: String) {
    switch value {
    case .text(let text): texts.insert(text, forKey: key)
    case .plural(let plural): plurals[key] = plural
    }
  }

  /// Adds a plain text under the key with these UTF-8 bytes, without making a string of the key
  /// when it is ASCII: for readers of binary files.
  /// - Parameters:
  ///   - text: The text.
  ///   - key: The key's UTF-8 bytes.
  package mutating func add(text: String, forKeyBytes key: UnsafeRawBufferPointer) {
    CompactTextTable.withBytes(of: text) { text in
      _ = texts.insert(textBytes: text, forKeyBytes: key)
    }
  }

  /// The table of the entries added, read-optimized; `nil` when it is too large to address (over
  /// 2 GiB of bytes or 2³¹ keys), which a caller that caps its input never meets.
  package func build() -> StringTable? {
    guard !texts.overflowed else { return nil }
    let compact = texts.build()
    // A key with a text and a plural value keeps the plural, as `add` promises.
    guard plurals.keys.contains(where: { compact.contains($0) }) else {
      return StringTable(compact: compact, plurals: plurals)
    }
    var remaining = CompactTextTableBuilder(minimumCount: compact.count)
    compact.enumerateEntries { key, text in
      if plurals[key] == nil { remaining.insert(text, forKey: key) }
    }
    return StringTable(compact: remaining.build(), plurals: plurals)
  }
}
