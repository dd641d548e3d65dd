import Lexicon

/// UTF-8 helpers: validation and encoding of single scalars into a byte buffer.
package enum UTF8Validation {
  /// The offset of the first byte of `bytes` that does not start or continue a well-formed
  /// UTF-8 sequence, or `nil` when all of `bytes` is valid UTF-8.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
  }

  /// The offset of the first byte of `buffer` that does not start or continue a well-formed
  /// UTF-8 sequence, or `nil` when all of `buffer` is valid UTF-8.
  package static func firstInvalidOffset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = buffer.count
    var index = 0
    while index < count {
      // Fast path: eight ASCII bytes at a time.
      if let base = buffer.baseAddress {
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
          let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if word & 0x8080_8080_8080_8080 != 0 { break }
          index += 8
        }
      }
      guard index < count else { return nil }
      let lead = buffer[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // Fast path: the common two-byte sequences (Latin, Greek, Cyrillic, Hebrew, Arabic).
      if lead >= 0xC2, lead <= 0xDF {
        guard index + 1 < count, buffer[index + 1] & 0xC0 == 0x80 else { return index }
        index += 2
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = buffer[index + 1]
      guard second >= lower, second <= upper else { return index }
      for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }

  /// Appends the UTF-8 encoding of `scalar` (U+FFFD when it is not a valid scalar value).
  @inline(__always)
  package static func append(scalar value: UInt32, to output: inout [UInt8]) {
    var value = value
    if value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { value = 0xFFFD }
    if value < 0x80 {
      output.append(UInt8(value))
    } else if value < 0x800 {
      output.append(UInt8(0xC0 | (value >> 6)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    } else if value < 0x10000 {
      output.append(UInt8(0xE0 | (value >> 12)))
      output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    } else {
      output.append(UInt8(0xF0 | (value >> 18)))
      output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (value & 0x3F)))
    }
  }
}
