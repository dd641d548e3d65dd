extension CompactTextTable {
  /// A table over a buffer that already holds its keys and texts where `entries` say, as a
  /// compiled table's file does (``CompiledTableFormat``): the buffer becomes the table's, with no
  /// byte copied; only the index is built. `nil` when two entries have the same key bytes, or when
  /// a key is not ASCII: such a table is made by a ``CompactTextTableBuilder``, which finds
  /// canonically equivalent keys and lets a later text replace an earlier one.
  ///
  /// The caller has checked every entry against `bytes`: each key's range lies inside it, and
  /// each text, its length first (``TextBytes``), ends inside it.
  static func adopting(
    _ bytes: [UInt8], entries: [Entry], forceLock: Bool = false
  ) -> CompactTextTable? {
    var index = [Int32](
      repeating: -1, count: CompactTextTableBuilder.slots(for: entries.count))
    let mask = index.count - 1
    let placed = bytes.withUnsafeBytes { keys in
      index.withUnsafeMutableBufferPointer { index in
        entries.withUnsafeBufferPointer { entries in
          for position in entries.indices {
            let entry = entries[position]
            let key = UnsafeRawBufferPointer(
              rebasing: keys[Int(entry.keyStart)..<Int(entry.keyStart) + Int(entry.keyLength)])
            guard ASCII.isASCII(key) else { return false }
            var slot = Int(entry.hash) & mask
            while index[slot] >= 0 {
              let other = entries[Int(index[slot])]
              if other.hash == entry.hash, other.keyLength == entry.keyLength,
                UnsafeRawBufferPointer(
                  rebasing: keys[Int(other.keyStart)..<Int(other.keyStart) + Int(other.keyLength)]
                ).elementsEqual(key)
              {
                return false
              }
              slot = (slot + 1) & mask
            }
            index[slot] = Int32(truncatingIfNeeded: position)
          }
          return true
        }
      }
    }
    guard placed else { return nil }
    return CompactTextTable(
      bytes: bytes, entries: entries, index: index, nonASCIIKeys: [:], forceLock: forceLock)
  }
}
