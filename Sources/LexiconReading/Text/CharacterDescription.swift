import Lexicon

/// Names the character at a byte offset for messages such as `found '@'`.
package enum CharacterDescription {
  /// `'x'` for a printable character, `U+0007` for a control or invisible one, and
  /// `end of file` past the end.
  package static func describe(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    guard offset < buffer.count else { return "end of file" }
    let lead = buffer[offset]
    var length = 1
    if lead >= 0xF0 {
      length = 4
    } else if lead >= 0xE0 {
      length = 3
    } else if lead >= 0xC0 {
      length = 2
    }
    let end = min(buffer.count, offset + length)
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "end of file" }
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
      || scalar.value == 0xFFFD
    {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "'\(scalar)'"
  }
}
