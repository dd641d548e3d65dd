import Foundation
import Lexicon
import LexiconReading

/// A text file's bytes as UTF-8, with the encoding and byte-order mark it was written in, so
/// that what a tool writes back keeps them: a UTF-16 `.strings` file stays UTF-16.
///
/// ```swift
/// var file = TextFileData(data)          // UTF-16 LE with a byte-order mark
/// file.bytes += Array("\"b\" = \"2\";\n".utf8)
/// try file.encoded().write(to: url)      // UTF-16 LE with a byte-order mark again
/// ```
struct TextFileData: Sendable {
  /// The text as UTF-8.
  var bytes: [UInt8]
  /// The encoding of the file.
  var encoding: DecodedText.Encoding
  /// Whether the file starts with a byte-order mark.
  var hasByteOrderMark: Bool

  /// Decodes a file's contents.
  init(_ data: Data) {
    let decoded = DecodedText(data)
    bytes = decoded.bytes
    encoding = decoded.encoding
    hasByteOrderMark =
      data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
      || data.starts(with: [0xEF, 0xBB, 0xBF])
  }

  /// A new file of UTF-8 text, in the encoding of `model` (UTF-8 without a mark by default).
  init(bytes: [UInt8], like model: TextFileData? = nil) {
    self.bytes = bytes
    encoding = model?.encoding ?? .utf8
    hasByteOrderMark = model?.hasByteOrderMark ?? false
  }

  /// The file's contents in its encoding.
  func encoded() -> Data {
    switch encoding {
    case .utf8:
      return Data((hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + bytes)
    case .utf16LittleEndian, .utf16BigEndian:
      let bigEndian = encoding == .utf16BigEndian
      var data = Data()
      data.reserveCapacity(bytes.count * 2 + 2)
      if hasByteOrderMark { data.append(contentsOf: bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) }
      for unit in String(decoding: bytes, as: UTF8.self).utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        data.append(contentsOf: bigEndian ? [high, low] : [low, high])
      }
      return data
    }
  }

  /// The byte offset of a one-based line and column (columns in Unicode scalars, lines ended
  /// by `\n`, `\r\n` or `\r`, as diagnostics count them), or `nil` past the text.
  func offset(line: Int, column: Int) -> Int? {
    var currentLine = 1
    var index = 0
    while currentLine < line {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        currentLine += 1
      } else if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        currentLine += 1
      }
    }
    var scalars = 1
    while scalars < column {
      guard index < bytes.count else { return nil }
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      scalars += 1
    }
    return index
  }
}
