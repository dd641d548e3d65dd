import Foundation

/// The SHA-256 hash (FIPS 180-4), computed incrementally: feed bytes in pieces of any size with
/// `update(_:)`, then read the `SHA256Digest` with `finalize()`.
///
/// The package has no dependencies and behaves the same on Linux and Apple platforms, so it
/// carries its own SHA-256 rather than CryptoKit (Apple only) or swift-crypto (a dependency).
/// Static hosting manifests give the SHA-256 of every file, and a downloaded file is checked
/// against it before it is decoded; the export tool writes the same digests.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Array("ab".utf8))
/// hash.update(Array("c".utf8))
/// hash.finalize().description
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// SHA256.hash(Data("abc".utf8)) == hash.finalize()  // true
/// ```
///
/// - Note: `package`, not `public`: it serves the static-hosting source and the export tool, and
///   an app hashing its own data should use its platform's cryptography library.
package struct SHA256: Sendable {
  /// The hash state: the eight working words after the blocks consumed so far.
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  /// Bytes of an incomplete block, waiting for more input (fewer than 64).
  private var pending: [UInt8] = []
  /// The number of bytes consumed so far.
  private var length: UInt64 = 0

  /// A hash of no bytes yet.
  package init() {
    pending.reserveCapacity(64)
  }

  /// The digest of `bytes`, in one call.
  ///
  /// - Parameter bytes: The bytes to hash.
  /// - Returns: Their SHA-256 digest.
  package static func hash(_ bytes: some Sequence<UInt8>) -> SHA256Digest {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finalize()
  }

  /// Adds bytes to the hash.
  ///
  /// - Parameter bytes: The next bytes of the message; any length, including none.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var index = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<take])
      index = take
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { Self.compress(&state, blocks: $0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (bytes.count - index) / 64 * 64
    if whole > 0 {
      Self.compress(&state, blocks: UnsafeRawBufferPointer(rebasing: bytes[index..<index + whole]))
      index += whole
    }
    if index < bytes.count {
      pending.append(contentsOf: bytes[index...])
    }
  }

  /// Adds bytes to the hash.
  ///
  /// - Parameter bytes: The next bytes of the message: an array, `Data`, a slice, any sequence.
  package mutating func update(_ bytes: some Sequence<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(UnsafeRawBufferPointer(buffer))
    }
    if done == nil {
      let copy = Array(bytes)
      copy.withUnsafeBytes { update($0) }
    }
  }

  /// Adds the bytes of `data` to the hash.
  ///
  /// - Parameter data: The next bytes of the message.
  package mutating func update(_ data: Data) {
    data.withUnsafeBytes { update($0) }
  }

  /// The digest of every byte added: pads the message as FIPS 180-4 says and returns the hash.
  /// The value itself is not changed, so more bytes can be added after reading a digest of the
  /// prefix.
  ///
  /// - Returns: The 32-byte digest.
  package func finalize() -> SHA256Digest {
    var copy = self
    let bits = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    tail.withUnsafeBytes { Self.compress(&copy.state, blocks: $0) }
    let words = [
      copy.state.0, copy.state.1, copy.state.2, copy.state.3, copy.state.4, copy.state.5,
      copy.state.6, copy.state.7,
    ]
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for word in words {
      bytes.append(UInt8(truncatingIfNeeded: word >> 24))
      bytes.append(UInt8(truncatingIfNeeded: word >> 16))
      bytes.append(UInt8(truncatingIfNeeded: word >> 8))
      bytes.append(UInt8(truncatingIfNeeded: word))
    }
    return SHA256Digest(unchecked: bytes)
  }

  /// The round constants: the first 32 bits of the fractional parts of the cube roots of the
  /// first 64 primes.
  private static let constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// Consumes whole 64-byte blocks (the count of bytes is a multiple of 64).
  private static func compress(
    _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
    blocks: UnsafeRawBufferPointer
  ) {
    constants.withUnsafeBufferPointer { constants in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        var offset = 0
        while offset + 64 <= blocks.count {
          for index in 0..<16 {
            schedule[index] = UInt32(
              bigEndian: blocks.loadUnaligned(fromByteOffset: offset + index * 4, as: UInt32.self))
          }
          for index in 16..<64 {
            let early = schedule[index - 15]
            let late = schedule[index - 2]
            let sigma0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
            let sigma1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
          }
          var (a, b, c, d, e, f, g, h) = state
          for index in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
          }
          state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
            state.6 &+ g, state.7 &+ h
          )
          offset += 64
        }
      }
    }
  }

  /// Rotates right.
  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }
}
