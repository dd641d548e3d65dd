import Testing

@testable import LexiconRemote

/// The cache checksum is XXH64: its values match the reference implementation (libxxhash) on
/// inputs that reach every part of the algorithm (empty, single bytes, 4- and 8-byte tails,
/// 32-byte stripes, a seed).
@Suite struct XXHash64Tests {
  @Test(arguments: [
    (Array("".utf8), UInt64(0), UInt64(0xEF46_DB37_51D8_E999)),
    (Array("a".utf8), 0, 0xD24E_C4F1_A98C_6E5B),
    (Array("abc".utf8), 0, 0x44BC_2CF5_AD77_0999),
    (Array("abc".utf8), 1, 0xBEA9_CA81_9932_8908),
    (Array("0123456789abcdef".utf8), 0, 0x5C5B_90C3_4E37_6D0B),
    (Array("Nobody inspects the spammish repetition".utf8), 0, 0xFBCE_A83C_8A37_8BF1),
    ((0..<100).map { UInt8($0) }, 0, 0x6AC1_E580_3216_6597),
  ])
  func matchesTheReference(bytes: [UInt8], seed: UInt64, expected: UInt64) {
    #expect(XXHash64.hash(bytes, seed: seed) == expected)
  }

  @Test func oneFlippedBitChangesTheHash() {
    var bytes = (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let original = XXHash64.hash(bytes)
    for position in stride(from: 0, to: bytes.count, by: 397) {
      bytes[position] ^= 0x10
      #expect(XXHash64.hash(bytes) != original)
      bytes[position] ^= 0x10
    }
    #expect(XXHash64.hash(bytes) == original)
  }
}
