import Testing

@testable import Lexicon

/// The map from key types to tables finds every type it holds, returns nothing for others, and
/// stays correct when types share a slot.
@Suite struct TypeTableMapTests {
  private final class A {}
  private final class B {}
  private final class C {}
  private enum D {}
  private struct E {}

  private static let types: [Any.Type] = [
    A.self, B.self, C.self, D.self, E.self, Int.self, String.self, [Int].self, Double.self,
  ]

  private static func table(_ language: String) -> ResolvedTable {
    ResolvedTable(own: StringTable(), fallbacks: [], language: language, tableNotRead: false)
  }

  @Test(arguments: [0, 1, 3, 9])
  func everyTypeFindsItsTable(count: Int) {
    let types = Self.types.prefix(count).map { ObjectIdentifier($0) }
    var tables: [ObjectIdentifier: ResolvedTable] = [:]
    for (index, type) in types.enumerated() { tables[type] = Self.table("l\(index)") }
    let map = TypeTableMap(tables)
    for (type, table) in tables {
      #expect(map[type]?.takeUnretainedValue() === table)
    }
    for other in Self.types.dropFirst(count).map({ ObjectIdentifier($0) }) {
      #expect(map[other] == nil)
    }
  }

  @Test func theCapacityIsAPowerOfTwoAtLeastTwiceTheCount() {
    var tables: [ObjectIdentifier: ResolvedTable] = [:]
    for type in Self.types { tables[ObjectIdentifier(type)] = Self.table("x") }
    let map = TypeTableMap(tables)
    #expect(map.keys.count >= 2 * tables.count)
    #expect(map.keys.count & (map.keys.count - 1) == 0)
    #expect(map.mask == map.keys.count - 1)
    #expect(map.keys.filter { $0 != 0 }.count == tables.count)
  }

  /// An identifier at a made-up address: the map hashes the bits and never dereferences them.
  private static func identifier(_ bits: UInt) -> ObjectIdentifier {
    unsafeBitCast(bits, to: ObjectIdentifier.self)
  }

  @Test func identifiersInTheSameSlotProbeOnwardAndWrapAround() {
    // With eight slots, addresses 16·k (k < 512) land in slot k mod 8: 16, 144 and 272 share
    // slot 1; 112 and 240 share slot 7, the last, so the second one wraps around to slot 0.
    let bits: [UInt] = [16, 144, 272, 112]
    var tables: [ObjectIdentifier: ResolvedTable] = [:]
    for (index, value) in bits.enumerated() {
      tables[Self.identifier(value)] = Self.table("\(index)")
    }
    let map = TypeTableMap(tables)
    #expect(map.mask == 7)
    #expect(bits.map { TypeTableMap.slot(for: $0, mask: 7) } == [1, 1, 1, 7])
    for (type, table) in tables { #expect(map[type]?.takeUnretainedValue() === table) }
    // Absent identifiers whose home slot is taken probe to an empty slot and find nothing.
    #expect(map[Self.identifier(400)] == nil)
    #expect(map[Self.identifier(240)] == nil)
  }
}
