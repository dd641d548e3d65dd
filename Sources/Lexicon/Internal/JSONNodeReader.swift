/// A small JSON reader (RFC 8259) for configuration files whose values remember where they
/// start, so every problem can be reported with a line and column.
///
/// Strict JSON: no comments, no trailing commas, no single quotes, no unescaped line breaks in
/// strings; the messages say so when a file tries one of them. A UTF-8 byte order mark is
/// skipped. The first syntax error stops reading, and the objects and arrays open at that point
/// are returned, marked incomplete, with the members read before it — so a caller keeps what was
/// good. Smaller problems inside strings (a bad escape, a control character, invalid UTF-8) are
/// reported and reading goes on. Nesting deeper than ``maximumDepth`` is an error, so recursion
/// stays bounded.
struct JSONNodeReader {
  /// A problem and the byte offset it was found at.
  struct Problem: Sendable, Hashable {
    /// What is wrong.
    var message: String
    /// The byte offset of the problem.
    var offset: Int
  }

  /// The deepest nesting of objects and arrays accepted.
  static let maximumDepth = 128

  private let bytes: [UInt8]
  private var index = 0
  private var failed = false
  private var problems: [Problem] = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads a JSON document.
  /// - Parameter bytes: UTF-8 text.
  /// - Returns: The top-level value (possibly partial, `nil` when nothing could be read) and the
  ///   problems found, in the order found.
  static func read(_ bytes: [UInt8]) -> (root: JSONNode?, problems: [Problem]) {
    var reader = JSONNodeReader(bytes: bytes)
    let root = reader.readDocument()
    return (root, reader.problems)
  }

  // MARK: - Document

  private mutating func readDocument() -> JSONNode? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      fail("expected UTF-8 text, found a UTF-16 byte order mark", at: 0)
      return nil
    }
    skipSpace()
    guard index < bytes.count else {
      fail("the file is empty; expected a JSON object", at: index)
      return nil
    }
    let root = readValue(depth: 0)
    if !failed {
      skipSpace()
      if index < bytes.count {
        fail("unexpected \(describe(index)) after the end of the JSON value", at: index)
      }
    }
    return root
  }

  // MARK: - Values

  private mutating func readValue(depth: Int) -> JSONNode? {
    skipSpace()
    guard index < bytes.count else {
      fail("expected a value, found end of file", at: index)
      return nil
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return readObject(depth: depth)
    case UInt8(ascii: "["):
      return readArray(depth: depth)
    case UInt8(ascii: "\""):
      return readString().map { JSONNode(kind: .string($0), offset: start) }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return readNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return readWord()
    default:
      fail("expected a value, found \(describe(index))", at: index)
      return nil
    }
  }

  private mutating func readObject(depth: Int) -> JSONNode? {
    let start = index
    guard depth < Self.maximumDepth else {
      fail("objects and arrays are nested more than \(Self.maximumDepth) deep", at: index)
      return nil
    }
    index += 1
    var members: [JSONNode.Member] = []
    func partial() -> JSONNode { JSONNode(kind: .object(members, complete: false), offset: start) }
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return JSONNode(kind: .object(members, complete: true), offset: start)
    }
    var comma: Int?
    while true {
      skipSpace()
      guard peek == UInt8(ascii: "\"") else {
        if let comma, peek == UInt8(ascii: "}") {
          fail("trailing comma after the last field of an object", at: comma)
        } else {
          fail("expected a field name in double quotes, found \(describe(index))", at: index)
        }
        return partial()
      }
      let keyOffset = index
      guard let key = readString() else { return partial() }
      skipSpace()
      guard peek == UInt8(ascii: ":") else {
        fail(
          "expected ':' after the field name \(QuotedText.quoted(key)), found \(describe(index))",
          at: index)
        return partial()
      }
      index += 1
      if let value = readValue(depth: depth + 1) {
        members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: value))
      }
      if failed { return partial() }
      skipSpace()
      switch peek {
      case UInt8(ascii: ","):
        comma = index
        index += 1
      case UInt8(ascii: "}"):
        index += 1
        return JSONNode(kind: .object(members, complete: true), offset: start)
      default:
        fail(
          "expected ',' or '}' after the value of \(QuotedText.quoted(key)), found "
            + describe(index), at: index)
        return partial()
      }
    }
  }

  private mutating func readArray(depth: Int) -> JSONNode? {
    let start = index
    guard depth < Self.maximumDepth else {
      fail("objects and arrays are nested more than \(Self.maximumDepth) deep", at: index)
      return nil
    }
    index += 1
    var elements: [JSONNode] = []
    func partial() -> JSONNode { JSONNode(kind: .array(elements, complete: false), offset: start) }
    skipSpace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return JSONNode(kind: .array(elements, complete: true), offset: start)
    }
    var comma: Int?
    while true {
      skipSpace()
      if let comma, peek == UInt8(ascii: "]") {
        fail("trailing comma after the last element of an array", at: comma)
        return partial()
      }
      if let element = readValue(depth: depth + 1) {
        elements.append(element)
      }
      if failed { return partial() }
      skipSpace()
      switch peek {
      case UInt8(ascii: ","):
        comma = index
        index += 1
      case UInt8(ascii: "]"):
        index += 1
        return JSONNode(kind: .array(elements, complete: true), offset: start)
      default:
        fail("expected ',' or ']' after an array element, found \(describe(index))", at: index)
        return partial()
      }
    }
  }

  /// Reads a string starting at its opening quote.
  private mutating func readString() -> String? {
    let start = index
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard index < bytes.count else {
        fail("unterminated string", at: start)
        return nil
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        let string = String(decoding: utf8, as: UTF8.self)
        if !string.utf8.elementsEqual(utf8) {
          report("invalid UTF-8 in a string", at: start)
        }
        return string
      case UInt8(ascii: "\\"):
        readEscape(into: &utf8)
      case 0x0A, 0x0D:
        fail("unterminated string (a line break in a string must be written \\n)", at: start)
        return nil
      case 0x00..<0x20, 0x7F:
        report("unescaped control character \(describe(index)) in a string", at: index)
        utf8.append(byte)
        index += 1
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// Reads an escape sequence starting at its backslash.
  private mutating func readEscape(into utf8: inout [UInt8]) {
    let start = index
    index += 1
    guard index < bytes.count else { return }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    let letter = bytes[index]
    if let replacement = simple[letter] {
      utf8.append(replacement)
      index += 1
      return
    }
    guard letter == UInt8(ascii: "u") else {
      let end = min(index + 4, bytes.count)
      let character = String(decoding: bytes[index..<end], as: UTF8.self).first ?? "?"
      report("invalid escape '\\\(character)' in a string", at: start)
      return
    }
    index += 1
    guard let first = readHex() else {
      report("invalid \\u escape in a string: expected four hexadecimal digits", at: start)
      utf8.append(contentsOf: "\u{FFFD}".utf8)
      return
    }
    var scalar = Unicode.Scalar(first)
    if (0xD800..<0xDC00).contains(first) {
      let save = index
      if peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        if let second = readHex(), (0xDC00..<0xE000).contains(second) {
          scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        } else {
          index = save
        }
      }
    }
    guard let scalar else {
      report("unpaired surrogate in a \\u escape in a string", at: start)
      utf8.append(contentsOf: "\u{FFFD}".utf8)
      return
    }
    utf8.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// Reads four hexadecimal digits, or none.
  private mutating func readHex() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func readNumber() -> JSONNode? {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    if peek == UInt8(ascii: "0") {
      index += 1
      if isDigit(peek) {
        fail("numbers cannot have leading zeros", at: start)
        return nil
      }
    } else if isDigit(peek) {
      skipDigits()
    } else {
      fail("expected a digit after '-', found \(describe(index))", at: index)
      return nil
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard isDigit(peek) else {
        fail("expected a digit after the decimal point, found \(describe(index))", at: index)
        return nil
      }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard isDigit(peek) else {
        fail("expected a digit in the exponent, found \(describe(index))", at: index)
        return nil
      }
      skipDigits()
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    return JSONNode(kind: .number(literal), offset: start)
  }

  /// Reads `true`, `false` or `null`, or explains what a bare word is not.
  private mutating func readWord() -> JSONNode? {
    let start = index
    while let byte = peek, isWordByte(byte) { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    switch word {
    case "true": return JSONNode(kind: .bool(true), offset: start)
    case "false": return JSONNode(kind: .bool(false), offset: start)
    case "null": return JSONNode(kind: .null, offset: start)
    default:
      let hint =
        ["true", "false", "null"].contains(word.lowercased())
        ? "JSON writes true, false and null in lower case"
        : "strings are written in double quotes"
      fail("expected a value, found \(word) (\(hint))", at: start)
      return nil
    }
  }

  // MARK: - Bytes

  private var peek: UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func isDigit(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  private mutating func skipDigits() {
    while isDigit(peek) { index += 1 }
  }

  private mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  /// What a message says was found at `offset`: `'x'`, `end of file`, `U+0007`, `a comment`.
  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
      bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    {
      return "a comment (JSON has no comments)"
    }
    if byte == UInt8(ascii: "'") {
      return "a single quote (JSON strings use double quotes)"
    }
    return describeCharacter(offset)
  }

  /// The character at `offset` in quotes, or its code point when it is invisible.
  private func describeCharacter(_ offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let end = min(offset + 4, bytes.count)
    let scalar =
      String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace {
      return QuotedText.codePoint(scalar)
    }
    return "'\(Character(scalar))'"
  }

  /// Records a syntax error and stops reading.
  private mutating func fail(_ message: String, at offset: Int) {
    guard !failed else { return }
    failed = true
    problems.append(Problem(message: message, offset: offset))
  }

  /// Records a problem and goes on reading.
  private mutating func report(_ message: String, at offset: Int) {
    problems.append(Problem(message: message, offset: offset))
  }
}
