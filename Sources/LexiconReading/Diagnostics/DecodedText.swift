import Foundation
import Lexicon

/// The bytes of a text file as UTF-8, whatever encoding the file used.
///
/// UTF-8 (with or without a byte-order mark) is kept as is; UTF-16 (little or big endian, with
/// a byte-order mark, or detected without one from where the NUL bytes of its ASCII units fall)
/// is transcoded to UTF-8 once, so every reader scans UTF-8 bytes only. Unpaired UTF-16
/// surrogates become U+FFFD.
package struct DecodedText: Sendable {
  /// The encoding the file was written in.
  package enum Encoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
  }

  /// The text as UTF-8, without a byte-order mark.
  package var bytes: [UInt8]
  /// The encoding of the original file.
  package var encoding: Encoding
  /// The offset in ``bytes`` of the first byte that is not valid UTF-8 (or of the U+FFFD that
  /// replaced an unpaired UTF-16 surrogate), or `nil` when the text is valid.
  package var firstInvalidOffset: Int?

  /// Decodes `data`.
  package init(_ data: Data) {
    let raw = [UInt8](data)
    if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE {
      self.init(utf16: raw, from: 2, bigEndian: false)
    } else if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF {
      self.init(utf16: raw, from: 2, bigEndian: true)
    } else if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF {
      let rest = Array(raw[3...])
      self.init(
        bytes: rest, encoding: .utf8,
        firstInvalidOffset: UTF8Validation.firstInvalidOffset(in: rest))
    } else if let bigEndian = raw.withUnsafeBufferPointer(DecodedText.detectUTF16WithoutMark) {
      self.init(utf16: raw, from: 0, bigEndian: bigEndian)
    } else {
      self.init(
        bytes: raw, encoding: .utf8, firstInvalidOffset: UTF8Validation.firstInvalidOffset(in: raw))
    }
  }

  /// Runs `body` on the bytes of `data` where they lie, without copying them, when they are
  /// valid UTF-8 without a byte-order mark (what ``init(_:)`` would keep as is); returns `nil`
  /// without calling it otherwise. For readers that want no copy of a file they scan once.
  package static func withValidUTF8<Result>(
    _ data: Data, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    data.withUnsafeBytes { raw -> Result? in
      let bytes = raw.bindMemory(to: UInt8.self)
      if bytes.count >= 2,
        (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
      {
        return nil
      }
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return nil }
      guard detectUTF16WithoutMark(bytes) == nil,
        UTF8Validation.firstInvalidOffset(in: bytes) == nil
      else { return nil }
      return body(bytes)
    }
  }

  private init(bytes: [UInt8], encoding: Encoding, firstInvalidOffset: Int?) {
    self.bytes = bytes
    self.encoding = encoding
    self.firstInvalidOffset = firstInvalidOffset
  }

  private init(utf16 raw: [UInt8], from start: Int, bigEndian: Bool) {
    var output: [UInt8] = []
    output.reserveCapacity(raw.count)
    var invalid: Int?
    let unitCount = (raw.count - start) / 2
    raw.withUnsafeBufferPointer { input in
      @inline(__always) func unit(_ index: Int) -> UInt32 {
        let offset = start + index * 2
        let first = UInt32(input[offset])
        let second = UInt32(input[offset + 1])
        return bigEndian ? first << 8 | second : second << 8 | first
      }
      var index = 0
      while index < unitCount {
        var scalar = unit(index)
        index += 1
        if scalar >= 0xD800, scalar <= 0xDFFF {
          if scalar <= 0xDBFF, index < unitCount {
            let low = unit(index)
            if low >= 0xDC00, low <= 0xDFFF {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
              index += 1
            } else {
              scalar = 0xFFFD
            }
          } else {
            scalar = 0xFFFD
          }
          if scalar == 0xFFFD, invalid == nil { invalid = output.count }
        }
        UTF8Validation.append(scalar: scalar, to: &output)
      }
    }
    if (raw.count - start) % 2 == 1, invalid == nil {
      invalid = output.count
      UTF8Validation.append(scalar: 0xFFFD, to: &output)
    }
    self.init(
      bytes: output, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian,
      firstInvalidOffset: invalid)
  }

  /// How many bytes UTF-16 detection looks at.
  private static let detectionSampleSize = 4_096

  /// Recognises UTF-16 without a byte-order mark, and returns whether it is big endian.
  ///
  /// Localization files are held together by ASCII syntax — quotes, `=`, `;`, `/`, `<`, `{`,
  /// spaces and line breaks — even when every word in them is Cyrillic or Chinese, and they
  /// start with it. In UTF-16 such a unit is an ASCII byte next to a NUL: `"` is `22 00` in
  /// little endian and `00 22` in big endian. So the first unit decides when it reads as ASCII
  /// in one byte order and at least one more unit of the first 4 KB does too: a UTF-8 file
  /// never starts with an ASCII byte and a NUL. Otherwise, when the first 4 KB are not valid
  /// UTF-8, the units that read as ASCII in each byte order are counted, and the byte order
  /// with at least two and more than twice as many as the other wins. Units of the text itself
  /// rarely hold a NUL byte (Cyrillic never; Chinese in 1 of 256 code points, such as 一
  /// U+4E00, whose little-endian bytes `00 4E` read as a big-endian `N`).
  private static func detectUTF16WithoutMark(_ raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard raw.count >= 2, raw.count % 2 == 0 else { return nil }
    let end = min(raw.count, detectionSampleSize)
    var littleEndian = 0
    var bigEndian = 0
    var index = 0
    while index + 1 < end {
      let first = raw[index]
      let second = raw[index + 1]
      if second == 0, isASCIIText(first) { littleEndian += 1 }
      if first == 0, isASCIIText(second) { bigEndian += 1 }
      index += 2
    }
    if raw[1] == 0, isASCIIText(raw[0]), littleEndian >= 2 { return false }
    if raw[0] == 0, isASCIIText(raw[1]), bigEndian >= 2 { return true }
    // Without the first unit's word, only bytes that are not UTF-8 count as UTF-16: a UTF-8
    // file may hold NUL bytes. (A sequence cut at the end of the sample is not invalid.)
    let invalid = UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: raw[..<end]))
    guard let invalid, invalid < end - 4 else { return nil }
    if littleEndian >= 2, littleEndian > 2 * bigEndian { return false }
    if bigEndian >= 2, bigEndian > 2 * littleEndian { return true }
    return nil
  }

  /// Whether `byte` is printable ASCII, a tab or a line break.
  private static func isASCIIText(_ byte: UInt8) -> Bool {
    (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
