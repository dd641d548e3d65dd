import Lexicon
import LexiconReading

/// The lexing of XML shared by Lexicon's bounded XML readers: the property-list reader of the
/// runtime (`.stringsdict`, XML `.strings`) and the tools' XLIFF reader.
///
/// It reads UTF-8 bytes in place and never recurses; every step advances or reports. Only the
/// five predefined entities and numeric character references are decoded: entities a document
/// type declares are never expanded (a `<!DOCTYPE>` and its internal subset are skipped), so no
/// input can make a reader expand text beyond its own size ("billion laughs"). Callers cap the
/// nesting depth and the input size themselves.
///
/// ```swift
/// bytes.withUnsafeBufferPointer { buffer in
///   var lexer = XMLLexer(text: buffer)
///   if lexer.hasPrefix("<!--") { _ = lexer.skip(past: "-->") }
/// }
/// ```
package struct XMLLexer {
  /// The text, valid for the lexer's lifetime.
  package let text: UnsafeBufferPointer<UInt8>
  /// Where reading is.
  package var index = 0

  /// Creates a lexer at the start of `text`.
  /// - Parameter text: UTF-8 bytes.
  package init(text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// Whether the text at ``index`` starts with `prefix`.
  package func hasPrefix(_ prefix: String) -> Bool {
    var position = index
    for byte in prefix.utf8 {
      guard position < text.count, text[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// The offset of the next occurrence of `needle` at or after ``index``.
  package func find(_ needle: StaticString) -> Int? {
    let length = needle.utf8CodeUnitCount
    let first = needle.utf8Start.pointee
    var position = index
    while position + length <= text.count {
      if text[position] == first {
        var matches = true
        for offset in 1..<length where text[position + offset] != needle.utf8Start[offset] {
          matches = false
          break
        }
        if matches { return position }
      }
      position += 1
    }
    return nil
  }

  /// Moves past the next `terminator`; returns `false` (at the end of the text) when there is
  /// none.
  package mutating func skip(past terminator: StaticString) -> Bool {
    guard let end = find(terminator) else {
      index = text.count
      return false
    }
    index = end + terminator.utf8CodeUnitCount
    return true
  }

  /// Reads an element or attribute name: ASCII letters, digits, `_`, `:`, `.` and `-`.
  package mutating func readName() -> String {
    let start = index
    while index < text.count {
      switch text[index] {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x3A, 0x2E, 0x2D: index += 1
      default:
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
  }

  /// Skips XML white space.
  package mutating func skipSpaces() {
    while index < text.count, Self.isSpace(text[index]) { index += 1 }
  }

  /// Whether `byte` is XML white space: space, tab, line feed or carriage return.
  package static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Skips `<!DOCTYPE ...>` or another declaration at ``index``, including a bracketed internal
  /// subset (whose entity declarations are never used); returns `false` when it never ends.
  package mutating func skipDeclaration() -> Bool {
    var depth = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      switch byte {
      case 0x5B: depth += 1
      case 0x5D: depth -= 1
      case 0x22, 0x27:
        while index < text.count, text[index] != byte { index += 1 }
        index += 1
      case 0x3E where depth <= 0: return true
      default: break
      }
    }
    return false
  }

  /// Decodes the entity at ``index`` (`&amp;`, `&#65;`, `&#x41;`, ...) into `bytes`; returns
  /// what is wrong with it instead, ``index`` then anywhere after the `&`.
  ///
  /// A character reference may have any number of leading zeros (`&#000000000065;` is `A`, as
  /// Foundation reads it); its value must be a Unicode scalar other than NUL. Only `amp`, `lt`,
  /// `gt`, `quot` and `apos` are named entities.
  package mutating func decodeEntity(into bytes: inout [UInt8]) -> String? {
    let start = index
    let count = text.count
    var nameStart = start + 1
    var radix = 0
    if nameStart < count, text[nameStart] == 0x23 {
      radix = 10
      nameStart += 1
      if nameStart < count, text[nameStart] | 0x20 == 0x78 {
        radix = 16
        nameStart += 1
      }
      // Leading zeros do not count against the length of the reference (keep the last one).
      while nameStart + 1 < count, text[nameStart] == 0x30, text[nameStart + 1] != 0x3B {
        nameStart += 1
      }
    }
    var end = nameStart
    while end < count, end - nameStart < 12, text[end] != 0x3B { end += 1 }
    guard end < count, text[end] == 0x3B else { return "unterminated entity: expected ';'" }
    index = end + 1
    guard radix != 0 else {
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: text[nameStart..<end]), as: UTF8.self)
      switch name {
      case "amp": bytes.append(0x26)
      case "lt": bytes.append(0x3C)
      case "gt": bytes.append(0x3E)
      case "quot": bytes.append(0x22)
      case "apos": bytes.append(0x27)
      default: return "unknown entity '&\(name);'"
      }
      return nil
    }
    let name = String(
      decoding: UnsafeBufferPointer(rebasing: text[nameStart..<end]), as: UTF8.self)
    guard name.first?.isHexDigit == true,
      let value = ASCII.integer(Substring(name), radix: radix).flatMap(UInt32.init(exactly:)),
      let scalar = Unicode.Scalar(value), value != 0
    else {
      let written = String(
        decoding: UnsafeBufferPointer(rebasing: text[start..<min(end, start + 24)]), as: UTF8.self)
      return "invalid character reference '\(written)\(end > start + 24 ? "…" : "");'"
    }
    UTF8Validation.append(scalar: scalar.value, to: &bytes)
    return nil
  }

  /// The character at `offset` for a message: `'x'`, `U+0007`, or `end of file`.
  package func describe(_ offset: Int) -> String {
    CharacterDescription.describe(text, at: offset)
  }
}
