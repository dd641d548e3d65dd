/// How a ``CompactTextTable`` lays out its texts: each one's length as an unsigned LEB128 number
/// (7 bits a byte, low bits first; one byte below 128), then its UTF-8 bytes, back to back.
///
/// Lengths live beside the texts, not in the table's entries, because only making a text's
/// `String` (once, at its first read) needs them; a lookup reads the entry, the key and the text
/// already made. The entries stay 16 bytes.
enum TextBytes {
  /// The most bytes a length takes (a 32-bit length in 7-bit groups).
  static let maximumPrefix = 5

  /// Appends `text`, behind its length, to `buffer`.
  static func append(_ text: UnsafeRawBufferPointer, to buffer: inout [UInt8]) {
    var length = UInt32(truncatingIfNeeded: text.count)
    while length >= 0x80 {
      buffer.append(UInt8(truncatingIfNeeded: length) | 0x80)
      length >>= 7
    }
    buffer.append(UInt8(truncatingIfNeeded: length))
    buffer.append(contentsOf: text)
  }

  /// The bytes of the text that starts (with its length) at `start` of `buffer`.
  static func text(at start: UInt32, in buffer: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    var offset = Int(start)
    var length = 0
    var shift = 0
    while true {
      let byte = buffer[offset]
      offset += 1
      length |= Int(byte & 0x7F) << shift
      guard byte >= 0x80 else { break }
      shift += 7
    }
    return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
  }
}
