import Lexicon

/// Lexicon's one JSON reader (RFC 8259), for String Catalogs and configuration files: fast, and
/// every value it returns remembers where it starts, so every problem can name a line and column.
///
/// Strict JSON: no comments, no trailing commas, no single quotes, no unescaped line breaks in
/// strings; the messages say so when a text tries one of them. A UTF-8 byte order mark is
/// skipped; a UTF-16 one is an error (transcode first, as ``DecodedText`` does).
///
/// The first syntax error stops reading, and the objects and arrays open at that point are
/// returned, marked incomplete, with the members read before it, so a caller keeps what was
/// good. Smaller problems inside strings (a bad escape, an unpaired surrogate, an unescaped
/// control character, invalid UTF-8) are reported and reading goes on: a bad escape keeps its
/// letter, a bad `\u` escape or an unpaired surrogate becomes U+FFFD.
///
/// Nesting deeper than ``maximumDepth`` is an error, so recursion stays bounded.
///
/// The text is read through an `UnsafeBufferPointer`; strings without escapes are made straight
/// from the buffer, and numbers keep their literal text (see ``JSONNode``).
///
/// ```swift
/// let (root, problems) = JSONReader.read(Array(#"{"a": [1, 2,]}"#.utf8))
/// root?.member("a")?.value.isComplete  // false
/// problems  // [trailing comma after the last element of an array, at offset 11]
/// ```
package struct JSONReader {
  /// A problem and the byte offset it was found at.
  package struct Problem: Sendable, Equatable {
    /// What is wrong, as a sentence fragment without a capital or full stop.
    package var message: String
    /// The byte offset of the problem in the text that was read.
    package var offset: Int
    /// Whether it is a syntax error, which stops reading (unless the reader recovers).
    package var stopsReading = false
  }

  /// The deepest nesting of objects and arrays accepted.
  ///
  /// Real files nest far less: the deepest String Catalog in the test corpus nests 11 levels
  /// (the format allows about 14), configuration files about 5. Each level costs about 1.5 KB
  /// of stack in a debug build (about 0.4 KB optimised), so 128 levels take about 200 KB at
  /// worst: well inside the 512 KB stack of a secondary thread on Apple platforms, which 256
  /// levels would mostly use up.
  package static let maximumDepth = 128

  /// The most problems inside strings kept (as many as a ``DiagnosticLog`` keeps), so a text of
  /// a million control characters cannot make the reader allocate without bound; the syntax
  /// error that stops reading is kept even past it.
  package static let maximumProblems = DiagnosticLog.limit

  private let text: UnsafeBufferPointer<UInt8>
  /// Strings that end after this offset are checked for invalid UTF-8 (`Int.max`: never).
  private let firstInvalidUTF8: Int
  private var index = 0
  private var failed = false
  /// Whether a syntax error is followed by skipping to the next `,` or bracket and reading on
  /// (to report every error, not to read values).
  private var recovers = false
  private var problems: [Problem] = []
  /// Decoded bytes of the string being read, once it has an escape.
  private var scratch: [UInt8] = []

  private init(text: UnsafeBufferPointer<UInt8>, checksUTF8: Bool) {
    self.text = text
    self.firstInvalidUTF8 =
      checksUTF8 ? UTF8Validation.firstInvalidOffset(in: text) ?? Int.max : Int.max
  }

  /// Reads a JSON document.
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - checksUTF8: Whether to report each string that is not valid UTF-8 (it is read with
  ///     U+FFFD in place of the bad bytes either way). Pass `false` when the caller has checked
  ///     the whole text already.
  /// - Returns: The top-level value (possibly partial, `nil` when nothing could be read) and the
  ///   problems found, in the order found.
  package static func read(_ bytes: [UInt8], checksUTF8: Bool = true)
    -> (root: JSONNode?, problems: [Problem])
  {
    bytes.withUnsafeBufferPointer { read($0, checksUTF8: checksUTF8) }
  }

  /// Reads a JSON document from a buffer, which must stay valid during the call only.
  /// - Parameters:
  ///   - text: UTF-8 text.
  ///   - checksUTF8: Whether to report each string that is not valid UTF-8.
  /// - Returns: The top-level value (possibly partial) and the problems found, in order.
  package static func read(_ text: UnsafeBufferPointer<UInt8>, checksUTF8: Bool = true)
    -> (root: JSONNode?, problems: [Problem])
  {
    var reader = JSONReader(text: text, checksUTF8: checksUTF8)
    let root = reader.readDocument()
    return (root, reader.problems)
  }

  /// The syntax errors of `bytes` after the first one, found by skipping, after each error, to
  /// the next `,` or closing bracket of the object or array it is in and reading on (the first
  /// error is what ``read(_:checksUTF8:)`` reports). A missing comma between two members is read
  /// as if it were there. An error on the same line as the one before it is left out, as a
  /// probable consequence of it.
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - path: The path printed in diagnostics.
  /// - Returns: The errors after the first, in order.
  package static func furtherSyntaxErrors(in bytes: [UInt8], path: String?) -> [Diagnostic] {
    var log = DiagnosticLog(file: path, bytes: bytes)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(text: buffer, checksUTF8: false)
      reader.recovers = true
      _ = reader.readDocument()
      for problem in reader.problems where problem.stopsReading {
        log.error(problem.message, at: problem.offset)
      }
    }
    return DiagnosticLog.furtherErrors(log.diagnostics.filter { $0.severity == .error })
  }

  // MARK: - Document

  private mutating func readDocument() -> JSONNode? {
    if hasPrefix(0xEF, 0xBB, 0xBF) {
      index = 3
    } else if hasPrefix(0xFE, 0xFF) || hasPrefix(0xFF, 0xFE) {
      fail("expected UTF-8 text, found a UTF-16 byte order mark", at: 0)
      return nil
    }
    skipSpace()
    guard index < text.count else {
      fail("the file is empty; expected a JSON object", at: index)
      return nil
    }
    let root = readValue(depth: 0)
    if !failed {
      skipSpace()
      if index < text.count {
        fail("unexpected \(describe(index)) after the end of the JSON value", at: index)
      }
    }
    return root
  }

  // MARK: - Values

  private mutating func readValue(depth: Int) -> JSONNode? {
    skipSpace()
    guard index < text.count else {
      fail("expected a value, found end of file", at: index)
      return nil
    }
    let start = index
    switch text[index] {
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
    guard let empty = enter(depth: depth, closing: UInt8(ascii: "}")) else { return nil }
    if empty { return JSONNode(kind: .object([], complete: true), offset: start) }
    var members: [JSONNode.Member] = []
    var comma: Int?
    while true {
      skipSpace()
      if failed {
        // Recovering from an error in the last member: on from the next `,` or bracket.
        guard let closed = resynchronize() else { break }
        if closed { return JSONNode(kind: .object(members, complete: false), offset: start) }
        continue
      }
      guard next(is: UInt8(ascii: "\"")) else {
        if let comma, next(is: UInt8(ascii: "}")) {
          fail("trailing comma after the last field of an object", at: comma)
        } else {
          fail("expected a field name in double quotes, found \(describe(index))", at: index)
        }
        continue
      }
      let keyOffset = index
      guard let key = readString() else { continue }
      skipSpace()
      guard next(is: UInt8(ascii: ":")) else {
        fail(
          "expected ':' after the field name \(QuotedText.quoted(key)), found \(describe(index))",
          at: index)
        continue
      }
      index += 1
      if let value = readValue(depth: depth + 1) {
        members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: value))
      }
      if failed { continue }
      let after = readSeparator(
        closing: UInt8(ascii: "}"), comma: &comma,
        after: "the value of \(QuotedText.quoted(key))")
      guard let closed = after else { continue }
      if closed { return JSONNode(kind: .object(members, complete: true), offset: start) }
    }
    return JSONNode(kind: .object(members, complete: false), offset: start)
  }

  private mutating func readArray(depth: Int) -> JSONNode? {
    let start = index
    guard let empty = enter(depth: depth, closing: UInt8(ascii: "]")) else { return nil }
    if empty { return JSONNode(kind: .array([], complete: true), offset: start) }
    var elements: [JSONNode] = []
    var comma: Int?
    while true {
      skipSpace()
      if failed {
        guard let closed = resynchronize() else { break }
        if closed { return JSONNode(kind: .array(elements, complete: false), offset: start) }
        continue
      }
      if let comma, next(is: UInt8(ascii: "]")) {
        fail("trailing comma after the last element of an array", at: comma)
        continue
      }
      if let element = readValue(depth: depth + 1) {
        elements.append(element)
      }
      if failed { continue }
      let after = readSeparator(
        closing: UInt8(ascii: "]"), comma: &comma, after: "an array element")
      guard let closed = after else { continue }
      if closed { return JSONNode(kind: .array(elements, complete: true), offset: start) }
    }
    return JSONNode(kind: .array(elements, complete: false), offset: start)
  }

  /// Steps into the object or array whose bracket is at `index`, and over the space after it.
  /// - Returns: `true` when the `closing` bracket follows at once (stepped over: the container
  ///   is empty), `false` when it has contents, `nil` (reported) when it would nest deeper than
  ///   ``maximumDepth``.
  private mutating func enter(depth: Int, closing: UInt8) -> Bool? {
    guard depth < Self.maximumDepth else {
      fail("objects and arrays are nested more than \(Self.maximumDepth) deep", at: index)
      return nil
    }
    index += 1
    skipSpace()
    guard next(is: closing) else { return false }
    index += 1
    return true
  }

  /// Reads what follows a member or an element: a comma (whose offset goes to `comma`, for the
  /// trailing-comma message) or the `closing` bracket.
  /// - Returns: `true` after the closing bracket, `false` after a comma, `nil` (reported, naming
  ///   what it came `after`) for anything else.
  private mutating func readSeparator(
    closing: UInt8, comma: inout Int?, after what: @autoclosure () -> String
  ) -> Bool? {
    skipSpace()
    if next(is: UInt8(ascii: ",")) {
      comma = index
      index += 1
      return false
    }
    if next(is: closing) {
      index += 1
      return true
    }
    let expected = "',' or '\(Character(Unicode.Scalar(closing)))'"
    fail("expected \(expected) after \(what()), found \(describe(index))", at: index)
    // Recovering: a member or an element right after a value lacks only its comma.
    if recovers, index < text.count,
      text[index] == UInt8(ascii: "\"")
        || (closing == UInt8(ascii: "]") && startsValue(text[index]))
    {
      failed = false
      return false
    }
    return nil
  }

  /// Whether `byte` can start a JSON value.
  private func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"):
      return true
    default:
      return false
    }
  }

  /// After a syntax error, when recovering: skips to the next `,` or closing bracket outside
  /// nested brackets and strings (a string ends at its quote or its line).
  /// - Returns: `false` after a comma (read the next member or element), `true` after a closing
  ///   bracket (the container ends), `nil` when not recovering or at the end of the text.
  private mutating func resynchronize() -> Bool? {
    guard recovers, failed, index < text.count else { return nil }
    failed = false
    var depth = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != 0x0A {
          index += text[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, text.count)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return true }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 0 { return false }
      default:
        break
      }
    }
    failed = true
    return nil
  }

  // MARK: - Strings

  /// Reads a string whose opening quote is at `index`; `nil` after a syntax error.
  private mutating func readString() -> String? {
    let open = index
    index += 1
    var spanStart = index
    var escaped = false
    let count = text.count
    while true {
      // The fast path: plain bytes up to the closing quote.
      while index < count {
        let byte = text[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      guard index < count else {
        fail("unterminated string: missing the closing '\"'", at: open)
        return nil
      }
      switch text[index] {
      case UInt8(ascii: "\""):
        let string: String
        if escaped {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
          string = String(decoding: scratch, as: UTF8.self)
          if index > firstInvalidUTF8 { checkUTF8(string, scratch, open: open) }
        } else {
          let span = UnsafeBufferPointer(rebasing: text[spanStart..<index])
          string = String(decoding: span, as: UTF8.self)
          if index > firstInvalidUTF8 { checkUTF8(string, span, open: open) }
        }
        index += 1
        return string
      case UInt8(ascii: "\\"):
        if !escaped {
          escaped = true
          scratch.removeAll(keepingCapacity: true)
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
        readEscape()
        spanStart = index
      case 0x0A, 0x0D:
        fail("unterminated string (a line break in a string must be written \\n)", at: open)
        return nil
      default:
        // Another control character: kept, and reported.
        report("unescaped control character \(describe(index)) in a string", at: index)
        index += 1
      }
    }
  }

  /// Reports a string whose bytes are not valid UTF-8 (`String(decoding:)` repaired them).
  private mutating func checkUTF8<Bytes: Sequence<UInt8>>(
    _ string: String, _ bytes: Bytes, open: Int
  ) {
    if !string.utf8.elementsEqual(bytes) {
      report("invalid UTF-8 in a string", at: open)
    }
  }

  /// Decodes the escape whose backslash is at `index` into `scratch`.
  private mutating func readEscape() {
    let start = index
    index += 1
    guard index < text.count else { return }  // the string is unterminated
    let letter = text[index]
    let simple: UInt8
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      index += 1
      readUnicodeEscape(start: start)
      return
    default:
      // The letter is read again as plain text.
      report("invalid escape \(describeEscape(at: index)) in a string", at: start)
      return
    }
    scratch.append(simple)
    index += 1
  }

  /// Decodes the digits of a `\u` escape (and of a low surrogate's escape after a high one).
  private mutating func readUnicodeEscape(start: Int) {
    guard let first = readHex() else {
      report("invalid \\u escape in a string: expected four hexadecimal digits", at: start)
      UTF8Validation.append(scalar: 0xFFFD, to: &scratch)
      return
    }
    var scalar = first
    if (0xD800..<0xDC00).contains(first), index + 1 < text.count,
      text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
    {
      let save = index
      index += 2
      if let second = readHex(), (0xDC00..<0xE000).contains(second) {
        scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      } else {
        index = save
      }
    }
    if (0xD800..<0xE000).contains(scalar) {
      report("unpaired surrogate in a \\u escape in a string", at: start)
    }
    UTF8Validation.append(scalar: scalar, to: &scratch)  // U+FFFD for a surrogate
  }

  /// Reads four hexadecimal digits, or none.
  private mutating func readHex() -> UInt32? {
    guard index + 4 <= text.count else { return nil }
    var value: UInt32 = 0
    for offset in index..<index + 4 {
      let byte = text[offset]
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

  // MARK: - Numbers and words

  private mutating func readNumber() -> JSONNode? {
    let start = index
    if text[index] == UInt8(ascii: "-") { index += 1 }
    if isDigit(at: index), text[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) {
        fail("numbers cannot have leading zeros", at: start)
        return nil
      }
    } else if isDigit(at: index) {
      skipDigits()
    } else {
      fail("expected a digit after '-', found \(describe(index))", at: index)
      return nil
    }
    if index < text.count, text[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else {
        fail("expected a digit after the decimal point, found \(describe(index))", at: index)
        return nil
      }
      skipDigits()
    }
    if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(at: index) else {
        fail("expected a digit in the exponent, found \(describe(index))", at: index)
        return nil
      }
      skipDigits()
    }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
    return JSONNode(kind: .number(literal), offset: start)
  }

  /// Reads `true`, `false` or `null`, or explains what a bare word is not.
  private mutating func readWord() -> JSONNode? {
    let start = index
    while index < text.count, isWordByte(text[index]) { index += 1 }
    let word = UnsafeBufferPointer(rebasing: text[start..<index])
    if word.elementsEqual("true".utf8) { return JSONNode(kind: .bool(true), offset: start) }
    if word.elementsEqual("false".utf8) { return JSONNode(kind: .bool(false), offset: start) }
    if word.elementsEqual("null".utf8) { return JSONNode(kind: .null, offset: start) }
    let found = String(decoding: word, as: UTF8.self)
    let hint: String
    if ["true", "false", "null"].contains(found.lowercased()) {
      hint = "JSON writes true, false and null in lower case"
    } else if found.count >= 3,
      let literal = Suggestion.closest(to: found, among: ["true", "false", "null"])
    {
      hint = "did you mean \(literal)?"  // tru, fals, nil
    } else {
      hint = "strings are written in double quotes"  // de, en, tr are language tags
    }
    fail("expected a value, found \(found) (\(hint))", at: start)
    return nil
  }

  // MARK: - Bytes

  /// Whether the byte at `index` is `byte` (`false` at the end).
  private func next(is byte: UInt8) -> Bool {
    index < text.count && text[index] == byte
  }

  private func hasPrefix(_ bytes: UInt8...) -> Bool {
    text.count >= bytes.count && zip(text, bytes).allSatisfy { $0 == $1 }
  }

  private func isDigit(at offset: Int) -> Bool {
    offset < text.count && text[offset] >= UInt8(ascii: "0") && text[offset] <= UInt8(ascii: "9")
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
    while isDigit(at: index) { index += 1 }
  }

  private mutating func skipSpace() {
    while index < text.count {
      switch text[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// What a message says was found at `offset`: `'x'`, `end of file`, `U+0007`, `a comment`.
  private func describe(_ offset: Int) -> String {
    if offset + 1 < text.count, text[offset] == UInt8(ascii: "/"),
      text[offset + 1] == UInt8(ascii: "/") || text[offset + 1] == UInt8(ascii: "*")
    {
      return "a comment (JSON has no comments)"
    }
    if offset < text.count, text[offset] == UInt8(ascii: "'") {
      return "a single quote (JSON strings use double quotes)"
    }
    return CharacterDescription.describe(text, at: offset)
  }

  /// An invalid escape whose letter is at `offset`: `'\q'`, or `'\' before U+0007` when the
  /// letter is invisible.
  private func describeEscape(at offset: Int) -> String {
    let letter = CharacterDescription.describe(text, at: offset)
    guard letter.hasPrefix("'") else { return "'\\' before \(letter)" }
    return "'\\" + letter.dropFirst()
  }

  /// Records a syntax error and stops reading (or, when recovering, the container it is in
  /// skips to where it can read on).
  private mutating func fail(_ message: String, at offset: Int) {
    guard !failed else { return }
    failed = true
    if recovers {
      guard problems.count < Self.maximumProblems, problems.last?.offset != offset else { return }
    }
    problems.append(Problem(message: message, offset: offset, stopsReading: true))
  }

  /// Records a problem, up to ``maximumProblems``, and goes on reading.
  private mutating func report(_ message: String, at offset: Int) {
    guard problems.count < Self.maximumProblems else { return }
    problems.append(Problem(message: message, offset: offset))
  }
}
