/// A SHA-256 digest: 32 bytes, written as 64 lowercase hexadecimal digits, the form manifests and
/// `sha256sum` use.
///
/// ```swift
/// let digest = SHA256.hash(Array("abc".utf8))
/// digest.description  // "ba7816bf…15ad"
/// SHA256Digest(hex: "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD") == digest  // true
/// SHA256Digest(hex: "ba78")  // nil: not 64 digits
/// ```
package struct SHA256Digest: Sendable, Hashable, CustomStringConvertible {
  /// The 32 bytes of the digest.
  package let bytes: [UInt8]

  /// Wraps 32 bytes computed by `SHA256`.
  init(unchecked bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses 64 hexadecimal digits, in either case.
  ///
  /// - Parameter hex: The digest as written in a manifest.
  /// - Returns: `nil` when the text is not exactly 64 hexadecimal digits.
  package init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.count == 64 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    var index = 0
    while index < 64 {
      guard let high = Self.value(of: digits[index]), let low = Self.value(of: digits[index + 1])
      else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.bytes = bytes
  }

  /// The 64 lowercase hexadecimal digits.
  package var description: String {
    let alphabet = Array("0123456789abcdef".utf8)
    var digits: [UInt8] = []
    digits.reserveCapacity(64)
    for byte in bytes {
      digits.append(alphabet[Int(byte >> 4)])
      digits.append(alphabet[Int(byte & 0x0F)])
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// The value of one hexadecimal digit, or `nil`.
  private static func value(of digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
