/// The ASCII bytes the format scanner and the number printers use, an ASCII test for keys, a
/// split of text at an ASCII byte and an integer reader.
package enum ASCII {
  package static let space: UInt8 = 0x20
  package static let hash: UInt8 = 0x23
  package static let dollar: UInt8 = 0x24
  package static let percent: UInt8 = 0x25
  package static let apostrophe: UInt8 = 0x27
  package static let star: UInt8 = 0x2A
  package static let plus: UInt8 = 0x2B
  package static let minus: UInt8 = 0x2D
  package static let dot: UInt8 = 0x2E
  package static let zero: UInt8 = 0x30
  package static let nine: UInt8 = 0x39
  package static let at: UInt8 = 0x40
  package static let upperL: UInt8 = 0x4C
  package static let lowerA: UInt8 = 0x61
  package static let lowerG: UInt8 = 0x67
  package static let lowerH: UInt8 = 0x68
  package static let lowerJ: UInt8 = 0x6A
  package static let lowerL: UInt8 = 0x6C
  package static let lowerQ: UInt8 = 0x71
  package static let lowerR: UInt8 = 0x72
  package static let lowerT: UInt8 = 0x74
  package static let lowerZ: UInt8 = 0x7A

  /// Whether every byte is below 0x80 (read eight bytes at a time).
  @inline(__always) static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var high: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      high |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      high |= UInt64(bytes[offset])
      offset += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- zero <= 9
  }

  @inline(__always) static func isNonZeroDigit(_ byte: UInt8) -> Bool {
    byte &- 0x31 <= 8
  }

  /// The parts of `text` between the bytes equal to `separator` or `alternative`, as the standard
  /// library's `split` gives them (at most `maxSplits` cuts, the rest of the text in the last
  /// part; empty parts left out when `omittingEmpty`).
  ///
  /// ```swift
  /// ASCII.split("en_US-x", at: UInt8(ascii: "-"), or: UInt8(ascii: "_"))  // ["en", "US", "x"]
  /// ```
  ///
  /// The separators are ASCII bytes, so every cut falls between two Unicode scalars and each part
  /// is text; unlike a split by `Character`, a separator followed by a combining mark is still a
  /// separator. One function for the number tables and the remote modules' parsers (HTTP dates,
  /// IP addresses, remote paths, app versions): the standard library's `split` is copied for each
  /// kind of collection and each separator test it is called with. The core's language-tag code
  /// keeps the standard library's: moved here, it changed the heap a launch leaves behind enough
  /// to move `memory_bytes_per_key` by 10 %.
  @inline(never)
  package static func split(
    _ text: Substring, at separator: UInt8, or alternative: UInt8? = nil,
    maxSplits: Int = .max, omittingEmpty: Bool = true
  ) -> [Substring] {
    var parts: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex, parts.count < maxSplits {
      let byte = bytes[index]
      if byte == separator || byte == alternative {
        if !omittingEmpty || start != index { parts.append(text[start..<index]) }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if !omittingEmpty || start != bytes.endIndex { parts.append(text[start..<bytes.endIndex]) }
    return parts
  }

  /// The integer `text` writes in `radix` (2…36): an optional `+` or `-`, then at least one
  /// digit, letters of either case past 9; `nil` for anything else or a value beyond `Int`. As
  /// `Int(text, radix:)` reads it.
  ///
  /// ```swift
  /// ASCII.integer("-42")  // -42
  /// ASCII.integer("1F", radix: 16)  // 31
  /// ```
  ///
  /// One function for every integer the core reads from text: the standard library's parser was
  /// copied for each kind of text and each integer type (three copies, 4.4 KB).
  @inline(never)
  package static func integer(_ text: Substring, radix: Int = 10) -> Int? {
    var digits = text.utf8[...]
    let negative = digits.first == minus
    if negative || digits.first == plus { digits = digits.dropFirst() }
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      let digit: Int
      switch byte {
      case zero...nine: digit = Int(byte &- zero)
      case lowerA...lowerZ: digit = Int(byte &- lowerA) + 10
      case 0x41...0x5A: digit = Int(byte &- 0x41) + 10
      default: return nil
      }
      guard digit < radix else { return nil }
      // Negative values are built downwards, so `Int.min` reads too.
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: radix)
      let (next, carried) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowed, !carried else { return nil }
      value = next
    }
    return value
  }
}
