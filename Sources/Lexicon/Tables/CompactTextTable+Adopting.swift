extension CompactTextTable {
  /// A table over a buffer that already holds its keys and texts where `entries` say, as a
  /// compiled table's file does (``CompiledTableFormat``): the buffer becomes the table's, with no
  /// byte copied; only the index (and the side dictionary of non-ASCII keys) is built.
  ///
  /// `nil` when two keys are equal as `String`s are (the same bytes, or canonically equivalent
  /// spellings), or when a key is spelled with one of the three characters whose canonical form
  /// is ASCII (see ``asciiEquivalent(of:)``): such a table is made by a
  /// ``CompactTextTableBuilder``, which lets a later text replace an earlier one and keeps the
  /// equivalent spellings apart.
  ///
  /// The caller has checked every entry against `bytes`: each key's range lies inside it, and
  /// each text, its length first (``TextBytes``), ends inside it.
  static func adopting(_ bytes: [UInt8], entries: [Entry]) -> CompactTextTable? {
    var index = [Int32](repeating: -1, count: CompactTextTableBuilder.slots(for: entries.count))
    var nonASCIIKeys: [String: Int] = .init()
    let mask = index.count - 1
    let placed = bytes.withUnsafeBytes { keys in
      index.withUnsafeMutableBufferPointer { index in
        entries.withUnsafeBufferPointer { entries in
          func key(_ entry: Entry) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(
              rebasing: keys[Int(entry.keyStart)..<Int(entry.keyStart) + Int(entry.keyLength)])
          }
          for position in entries.indices {
            let entry = entries[position]
            let bytes = key(entry)
            var slot = Int(entry.hash) & mask
            while index[slot] >= 0 {
              let other = entries[Int(index[slot])]
              if other.hash == entry.hash, other.keyLength == entry.keyLength,
                key(other).elementsEqual(bytes)
              {
                return false
              }
              slot = (slot + 1) & mask
            }
            index[slot] = Int32(truncatingIfNeeded: position)
            if !ASCII.isASCII(bytes) {
              let string = String(decoding: bytes, as: UTF8.self)
              guard asciiEquivalent(of: string) == nil,
                nonASCIIKeys.updateValue(position, forKey: string) == nil
              else { return false }
            }
          }
          return true
        }
      }
    }
    guard placed else { return nil }
    return CompactTextTable(
      bytes: bytes, entries: entries, index: index, nonASCIIKeys: nonASCIIKeys,
      isAdopted: true)
  }
}
