import Foundation

/// The bytes of a text file as UTF-8, whatever encoding the file used.
///
/// UTF-8 (with or without a byte-order mark) is kept as is; UTF-16 (little or big endian, with
/// a byte-order mark, or detected without one from the pattern of NUL bytes) is transcoded to
/// UTF-8 once, so every reader scans UTF-8 bytes only. Unpaired UTF-16 surrogates become U+FFFD.
struct DecodedText: Sendable {
  /// The encoding the file was written in.
  enum Encoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
  }

  /// The text as UTF-8, without a byte-order mark.
  var bytes: [UInt8]
  /// The encoding of the original file.
  var encoding: Encoding
  /// The offset in ``bytes`` of the first byte that is not valid UTF-8 (or of the U+FFFD that
  /// replaced an unpaired UTF-16 surrogate), or `nil` when the text is valid.
  var firstInvalidOffset: Int?

  /// Decodes `data`.
  init(_ data: Data) {
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
    } else if let bigEndian = DecodedText.detectUTF16WithoutMark(raw) {
      self.init(utf16: raw, from: 0, bigEndian: bigEndian)
    } else {
      self.init(
        bytes: raw, encoding: .utf8, firstInvalidOffset: UTF8Validation.firstInvalidOffset(in: raw))
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

  /// Recognises UTF-16 without a byte-order mark: an even number of bytes whose first code
  /// units are mostly ASCII, so every other byte is NUL. Returns whether it is big endian.
  private static func detectUTF16WithoutMark(_ raw: [UInt8]) -> Bool? {
    guard raw.count >= 2, raw.count % 2 == 0 else { return nil }
    let pairs = min(raw.count / 2, 64)
    var zeroFirst = 0
    var zeroSecond = 0
    for pair in 0..<pairs {
      let first = raw[pair * 2]
      let second = raw[pair * 2 + 1]
      if first == 0, second != 0 { zeroFirst += 1 }
      if second == 0, first != 0 { zeroSecond += 1 }
    }
    // Require that the very first unit shows the pattern and that most units do.
    if raw[0] == 0, raw[1] != 0, zeroFirst * 4 >= pairs * 3 { return true }
    if raw[1] == 0, raw[0] != 0, zeroSecond * 4 >= pairs * 3 { return false }
    return nil
  }
}
