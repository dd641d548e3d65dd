/// How a ``CompactTextTable`` lays out its texts: each one's length as an unsigned LEB128 number
/// (7 bits a byte, low bits first; one byte below 128), then its UTF-8 bytes.
///
/// Lengths live beside the texts, not in the table's entries, because only making a text's
/// `String` (once, at its first read) needs them; a lookup reads the entry, the key and the text
/// already made. The entries stay 16 bytes.
enum TextBytes {
  /// The bytes a text of `count` bytes takes behind its length.
  static func size(of count: Int) -> Int {
    var prefix = 1
    var rest = count >> 7
    while rest > 0 {
      prefix += 1
      rest >>= 7
    }
    return prefix + count
  }

  /// Writes `text`, behind its length, at `start` (``size(of:)`` bytes).
  static func write(_ text: UnsafeRawBufferPointer, at start: UnsafeMutableRawPointer) {
    var length = UInt32(truncatingIfNeeded: text.count)
    var offset = 0
    while length >= 0x80 {
      start.storeBytes(
        of: UInt8(truncatingIfNeeded: length) | 0x80, toByteOffset: offset, as: UInt8.self)
      offset += 1
      length >>= 7
    }
    start.storeBytes(of: UInt8(truncatingIfNeeded: length), toByteOffset: offset, as: UInt8.self)
    if let base = text.baseAddress, !text.isEmpty {
      (start + offset + 1).copyMemory(from: base, byteCount: text.count)
    }
  }

  /// The bytes of the text that starts (with its length) at `start` of `buffer`.
  static func text(at start: Int, in buffer: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    var offset = start
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
