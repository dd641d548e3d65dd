/// A small, fast JSON reader whose values remember their byte offsets, so String Catalog
/// diagnostics can name a line and column.
///
/// It follows RFC 8259 (no comments, no trailing commas, no unescaped control characters in
/// strings); `\uXXXX` escapes pair surrogates, and an unpaired one becomes U+FFFD. Nesting deeper
/// than ``maximumDepth`` is an error, so recursion stays bounded. The first syntax error stops
/// reading; the objects and arrays open at that point are returned with the members that were
/// complete, so a caller can keep what was read.
struct JSONReader {
  /// The deepest nesting of objects and arrays accepted.
  static let maximumDepth = 256

  private let text: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var failed = false
  private var scratch: [UInt8] = []

  private init(text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// Reads `bytes` (UTF-8), logging problems; returns the top-level value, possibly partial.
  static func read(_ bytes: [UInt8], log: inout DiagnosticLog) -> JSONValue? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(text: buffer)
      let value = reader.readValue(depth: 0, log: &log)
      if !reader.failed {
        reader.skipSpace()
        if reader.index < buffer.count {
          reader.fail("unexpected \(reader.describe(reader.index)) after the JSON value", log: &log)
        }
      }
      return value
    }
  }

  // MARK: - Values

  private mutating func readValue(depth: Int, log: inout DiagnosticLog) -> JSONValue? {
    skipSpace()
    guard index < text.count else {
      fail("expected a value, found end of file", log: &log)
      return nil
    }
    let start = index
    switch text[index] {
    case 0x7B:
      return readObject(depth: depth, log: &log)
    case 0x5B:
      return readArray(depth: depth, log: &log)
    case 0x22:
      return readString(log: &log).map { JSONValue(kind: .string($0), offset: start) }
    case 0x74:
      return readLiteral("true", .boolean(true), log: &log)
    case 0x66:
      return readLiteral("false", .boolean(false), log: &log)
    case 0x6E:
      return readLiteral("null", .null, log: &log)
    case 0x2D, 0x30...0x39:
      return readNumber(log: &log)
    default:
      fail("expected a value, found \(describe(index))", log: &log)
      return nil
    }
  }

  private mutating func readObject(depth: Int, log: inout DiagnosticLog) -> JSONValue? {
    let start = index
    guard depth < Self.maximumDepth else {
      fail("nesting deeper than \(Self.maximumDepth) levels", log: &log)
      return nil
    }
    index += 1
    var members: [JSONValue.Member] = []
    skipSpace()
    if index < text.count, text[index] == 0x7D {
      index += 1
      return JSONValue(kind: .object(members), offset: start)
    }
    while true {
      skipSpace()
      guard index < text.count, text[index] == 0x22 else {
        fail("expected a member name (a string) in the object, found \(describe(index))", log: &log)
        break
      }
      let keyOffset = index
      guard let key = readString(log: &log) else { break }
      skipSpace()
      guard index < text.count, text[index] == 0x3A else {
        fail("expected ':' after the member name \"\(key)\", found \(describe(index))", log: &log)
        break
      }
      index += 1
      guard let value = readValue(depth: depth + 1, log: &log) else { break }
      members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: value))
      if failed { break }
      skipSpace()
      guard index < text.count else {
        fail("expected ',' or '}' after the member \"\(key)\", found end of file", log: &log)
        break
      }
      let byte = text[index]
      index += 1
      if byte == 0x7D { return JSONValue(kind: .object(members), offset: start) }
      guard byte == 0x2C else {
        index -= 1
        fail("expected ',' or '}' after the member \"\(key)\", found \(describe(index))", log: &log)
        break
      }
    }
    return JSONValue(kind: .object(members), offset: start)
  }

  private mutating func readArray(depth: Int, log: inout DiagnosticLog) -> JSONValue? {
    let start = index
    guard depth < Self.maximumDepth else {
      fail("nesting deeper than \(Self.maximumDepth) levels", log: &log)
      return nil
    }
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if index < text.count, text[index] == 0x5D {
      index += 1
      return JSONValue(kind: .array(elements), offset: start)
    }
    while true {
      guard let value = readValue(depth: depth + 1, log: &log) else { break }
      elements.append(value)
      if failed { break }
      skipSpace()
      guard index < text.count else {
        fail("expected ',' or ']' in the array, found end of file", log: &log)
        break
      }
      let byte = text[index]
      index += 1
      if byte == 0x5D { return JSONValue(kind: .array(elements), offset: start) }
      guard byte == 0x2C else {
        index -= 1
        fail("expected ',' or ']' in the array, found \(describe(index))", log: &log)
        break
      }
    }
    return JSONValue(kind: .array(elements), offset: start)
  }

  /// Reads a string whose opening quote is at `index`.
  private mutating func readString(log: inout DiagnosticLog) -> String? {
    let open = index
    index += 1
    var spanStart = index
    var usedScratch = false
    let count = text.count
    while true {
      while index < count {
        let byte = text[index]
        if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
        index += 1
      }
      guard index < count else {
        index = open
        fail("unterminated string: missing the closing '\"'", log: &log)
        return nil
      }
      let byte = text[index]
      if byte == 0x22 {
        let result: String
        if usedScratch {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
          result = String(decoding: scratch, as: UTF8.self)
        } else {
          result = String(
            decoding: UnsafeBufferPointer(rebasing: text[spanStart..<index]), as: UTF8.self)
        }
        index += 1
        return result
      }
      if byte < 0x20 {
        fail("control character \(describe(index)) in a string must be escaped", log: &log)
        return nil
      }
      if !usedScratch {
        usedScratch = true
        scratch.removeAll(keepingCapacity: true)
      }
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
      guard decodeEscape(log: &log) else { return nil }
      spanStart = index
    }
  }

  /// Decodes the escape whose backslash is at `index` into `scratch`.
  private mutating func decodeEscape(log: inout DiagnosticLog) -> Bool {
    guard index + 1 < text.count else {
      fail("unterminated string: missing the closing '\"'", log: &log)
      return false
    }
    let byte = text[index + 1]
    switch byte {
    case 0x22, 0x5C, 0x2F: scratch.append(byte)
    case 0x62: scratch.append(0x08)
    case 0x66: scratch.append(0x0C)
    case 0x6E: scratch.append(0x0A)
    case 0x72: scratch.append(0x0D)
    case 0x74: scratch.append(0x09)
    case 0x75:
      guard var unit = hexUnit(at: index + 2) else {
        fail("'\\u' must be followed by four hex digits", log: &log)
        return false
      }
      index += 6
      if unit >= 0xD800, unit <= 0xDBFF, index + 1 < text.count, text[index] == 0x5C,
        text[index + 1] == 0x75, let low = hexUnit(at: index + 2), low >= 0xDC00, low <= 0xDFFF
      {
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        index += 6
      }
      UTF8Validation.append(scalar: unit, to: &scratch)
      return true
    default:
      index += 1
      fail("invalid escape '\\\(describe(index).trimmingQuotes)' in a string", log: &log)
      return false
    }
    index += 2
    return true
  }

  private func hexUnit(at start: Int) -> UInt32? {
    guard start + 4 <= text.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = text[start + offset]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: return nil
      }
      value = value << 4 | digit
    }
    return value
  }

  private mutating func readNumber(log: inout DiagnosticLog) -> JSONValue? {
    let start = index
    if text[index] == 0x2D { index += 1 }
    let digitsStart = index
    while index < text.count, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
    guard index > digitsStart else {
      fail("expected digits in a number, found \(describe(index))", log: &log)
      return nil
    }
    if index < text.count, text[index] == 0x2E {
      index += 1
      let fraction = index
      while index < text.count, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
      guard index > fraction else {
        fail("expected digits after '.' in a number, found \(describe(index))", log: &log)
        return nil
      }
    }
    if index < text.count, text[index] == 0x65 || text[index] == 0x45 {
      index += 1
      if index < text.count, text[index] == 0x2B || text[index] == 0x2D { index += 1 }
      let exponent = index
      while index < text.count, text[index] >= 0x30, text[index] <= 0x39 { index += 1 }
      guard index > exponent else {
        fail("expected digits in the exponent of a number, found \(describe(index))", log: &log)
        return nil
      }
    }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
    return JSONValue(kind: .number(Double(literal) ?? 0), offset: start)
  }

  private mutating func readLiteral(
    _ word: StaticString, _ kind: JSONValue.Kind, log: inout DiagnosticLog
  )
    -> JSONValue?
  {
    let start = index
    let length = word.utf8CodeUnitCount
    guard start + length <= text.count else {
      fail("expected a value, found \(describe(index))", log: &log)
      return nil
    }
    for offset in 0..<length where text[start + offset] != word.utf8Start[offset] {
      fail("expected a value, found \(describe(index))", log: &log)
      return nil
    }
    index += length
    return JSONValue(kind: kind, offset: start)
  }

  // MARK: - Helpers

  private mutating func skipSpace() {
    while index < text.count {
      switch text[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func fail(_ message: String, log: inout DiagnosticLog) {
    guard !failed else { return }
    failed = true
    log.error(message, at: index)
  }

  fileprivate func describe(_ offset: Int) -> String {
    CharacterDescription.describe(text, at: offset)
  }
}

extension String {
  /// `x` for a description `'x'`.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
