/// An immutable map from a key type to its resolved table, cheaper than a `Dictionary` on the
/// lookup path: an open-addressing table probed with the type's address bits instead of a
/// SipHash of them, returning unretained references (the snapshot that owns the map keeps the
/// tables alive).
@usableFromInline
struct TypeTableMap: Sendable {
  @usableFromInline let keys: [UInt]
  @usableFromInline let values: [Unmanaged<ResolvedTable>?]
  @usableFromInline let mask: Int

  /// Builds a map of the given tables; capacity is at least twice the count, a power of two.
  init(_ tables: [ObjectIdentifier: ResolvedTable]) {
    var capacity = 8
    while capacity < tables.count * 2 { capacity *= 2 }
    var keys = [UInt](repeating: 0, count: capacity)
    var values = [Unmanaged<ResolvedTable>?](repeating: nil, count: capacity)
    let mask = capacity - 1
    for (type, table) in tables {
      let bits = UInt(bitPattern: type.hashBits)
      var index = Self.slot(for: bits, mask: mask)
      while keys[index] != 0 { index = (index + 1) & mask }
      keys[index] = bits
      values[index] = Unmanaged.passUnretained(table)
    }
    self.keys = keys
    self.values = values
    self.mask = mask
  }

  /// The table of a key type, unretained, or `nil`.
  @inlinable
  subscript(type: ObjectIdentifier) -> Unmanaged<ResolvedTable>? {
    let bits = UInt(bitPattern: type.hashBits)
    var index = Self.slot(for: bits, mask: mask)
    while true {
      let key = keys[index]
      if key == bits { return values[index] }
      if key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  @inlinable
  static func slot(for bits: UInt, mask: Int) -> Int {
    // Type metadata is at least 16-byte aligned: drop the always-zero bits, fold in higher ones.
    Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 13)) & mask
  }
}

extension ObjectIdentifier {
  /// The identifier's address as an integer (never zero).
  @inlinable
  var hashBits: Int {
    Int(bitPattern: self)
  }
}
