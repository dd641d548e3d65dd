import Lexicon
import LexiconReading

/// The byte-level scanner behind ``StringsFileReader``: old-style property-list dictionary content
/// (`"key" = "value";`) read from UTF-8 bytes with a `UInt8` state machine.
///
/// Strings are built straight from UTF-8 slices of the input; only strings with escapes go
/// through a reused scratch buffer. The scanner never recurses and every loop advances, so it
/// runs in linear time on any input. After an error it skips to the next `;` or line end (or,
/// for an unclosed quote, to the line after the quote) and goes on, so one run reports every
/// error of a file. Re-scanning after an unclosed quote is bounded by a budget of twice the
/// input size.
struct StringsScanner {
  private let text: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var scratch: [UInt8] = []
  private var rescanBudget: Int
  private let recordedKeys: Set<String>?

  private var storedLog: DiagnosticLog
  /// The diagnostics so far. A log awaiting its text gets a copy of it the first time the
  /// scanner reports (every report goes through this accessor), never on a clean file.
  var log: DiagnosticLog {
    get { storedLog }
    _modify {
      if storedLog.awaitsText { storedLog.supplyText(text) }
      yield &storedLog
    }
  }
  /// The texts read so far, straight into the read-optimized table the runtime keeps; a later
  /// duplicate replaces an earlier value.
  private(set) var texts: CompactTextTableBuilder
  /// Each key seen a second (or later) time, with the offset of that occurrence.
  private(set) var duplicates: [(key: String, offset: Int)] = []
  /// The offset of the first occurrence of each key in `recordingOffsetsOf`.
  private(set) var firstOffsets: [String: Int] = .init()
  /// Where each entry is written (the last occurrence of a key), when recording locations.
  private(set) var locations: [String: EntryLocation]?
  /// The comments read since the last entry (byte ranges, and whether each is a `//` line),
  /// when recording locations: the last block comment, or the last run of line comments, is
  /// the next entry's note for translators.
  private var comments: [(range: Range<Int>, isLine: Bool)] = []

  /// Creates a scanner over UTF-8 `text`.
  /// - Parameters:
  ///   - text: The bytes, valid for the scanner's lifetime.
  ///   - log: Where diagnostics go.
  ///   - keys: Keys whose first offsets should be recorded (for duplicate warnings).
  ///   - recordsLocations: Whether to record where each entry is written (``locations``).
  init(
    text: UnsafeBufferPointer<UInt8>, log: DiagnosticLog,
    recordingOffsetsOf keys: Set<String>? = nil, recordsLocations: Bool = false
  ) {
    self.text = text
    self.storedLog = log
    self.rescanBudget = text.count * 2
    self.recordedKeys = keys
    self.locations = recordsLocations ? .init() : nil
    self.texts = CompactTextTableBuilder(minimumCount: text.count / 80, bytes: text.count)
  }

  // MARK: - Characters

  private static let quote: UInt8 = 0x22
  private static let apostrophe: UInt8 = 0x27
  private static let backslash: UInt8 = 0x5C
  private static let semicolon: UInt8 = 0x3B
  private static let equals: UInt8 = 0x3D
  private static let slash: UInt8 = 0x2F
  private static let star: UInt8 = 0x2A
  private static let newline: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D

  /// The characters of an unquoted old-style property-list string: `A-Z a-z 0-9 _ $ / : . -`.
  @inline(__always)
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
    default: return false
    }
  }

  @inline(__always)
  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == newline || byte == carriageReturn
  }

  // MARK: - Driver

  /// Reads the whole text.
  mutating func run() {
    guard skipSpace() else { return }
    var braced = false
    if text[index] == 0x7B {  // `{`: the file is a braced old-style dictionary.
      braced = true
      index += 1
    }
    while true {
      guard skipSpace() else {
        if braced { log.error("missing '}' at the end of the dictionary", at: index) }
        return
      }
      if braced, text[index] == 0x7D {
        index += 1
        if skipSpace() {
          log.error(
            "unexpected \(describe(index)) after the closing '}' of the dictionary", at: index)
        }
        return
      }
      readEntry()
    }
  }

  // MARK: - Entries

  private mutating func readEntry() {
    let entryStart = index
    let key: String
    switch readString() {
    case .failed:
      return
    case .absent:
      log.error("expected a key (a quoted string), found \(describe(index))", at: index)
      skipToEntryEnd()
      return
    case .string(let value):
      key = value
    }
    guard skipSpace() else {
      log.error("missing ';' after the key \(quoted(key))", at: index)
      return
    }
    if text[index] == Self.semicolon {
      index += 1
      insert(key, key, at: entryStart, valueAt: entryStart)
      return
    }
    guard text[index] == Self.equals else {
      log.error(
        "expected '=' or ';' after the key \(quoted(key)), found \(describe(index))"
          + began(entryStart, index), at: index)
      skipToEntryEnd()
      return
    }
    index += 1
    guard skipSpace() else {
      log.error(
        "expected a value after '=' for the key \(quoted(key)), found end of file"
          + began(entryStart, index), at: index)
      return
    }
    let valueStart = index
    var value: String?
    switch readString() {
    case .failed:
      return
    case .string(let string):
      value = string
    case .absent:
      let opener = text[index]
      guard opener == 0x28 || opener == 0x7B || opener == 0x3C else {
        log.error(
          "expected a value (a quoted string) for the key \(quoted(key)), found \(describe(index))"
            + began(entryStart, index), at: index)
        skipToEntryEnd()
        return
      }
      guard skipNestedValue(key: key) else { return }
      let kind = opener == 0x28 ? "an array" : opener == 0x7B ? "a dictionary" : "data"
      log.warning(
        "the value of the key \(quoted(key)) is \(kind), not a string; the entry is ignored",
        at: valueStart)
    }
    let valueEnd = index
    if skipSpace(), text[index] == Self.semicolon {
      index += 1
      if let value { insert(key, value, at: entryStart, valueAt: valueStart) }
      return
    }
    reportMissingSemicolon(
      key: key, value: value, entryStart: entryStart, valueStart: valueStart, valueEnd: valueEnd)
  }

  /// Reports a missing `;` after a value and picks where to go on.
  ///
  /// A value spanning lines followed by something other than `;` most likely lost its closing
  /// quote on its first line: the entry is dropped and reading resumes on the next line. A
  /// one-line value is kept; reading resumes at the next token when it is on a later line (the
  /// `;` was simply forgotten), else after the next `;` or line end.
  private mutating func reportMissingSemicolon(
    key: String, value: String?, entryStart: Int, valueStart: Int, valueEnd: Int
  ) {
    let atEnd = index >= text.count
    if !atEnd, value != nil, containsLineBreak(valueStart, valueEnd) {
      let resume = lineEnd(after: valueStart)
      log.error(
        "missing ';' after the value of the key \(quoted(key)); the value began on line "
          + "\(log.line(of: valueStart)) — is its closing quote missing?", at: index)
      rewind(to: resume)
      return
    }
    log.error(
      "missing ';' after the value of the key \(quoted(key))" + began(entryStart, valueEnd),
      at: valueEnd)
    if let value { insert(key, value, at: entryStart, valueAt: valueStart) }
    guard !atEnd else { return }
    if containsLineBreak(valueEnd, index) { return }
    skipToEntryEnd()
  }

  private mutating func insert(
    _ key: String, _ value: String, at offset: Int, valueAt valueOffset: Int
  ) {
    if texts.insert(value, forKey: key) {
      duplicates.append((key, offset))
    } else if let recordedKeys, recordedKeys.contains(key) {
      firstOffsets[key] = offset
    }
    if locations != nil { record(key, value, at: offset, valueAt: valueOffset) }
  }

  /// Records where an entry is written, with the comment before it.
  private mutating func record(
    _ key: String, _ value: String, at offset: Int, valueAt valueOffset: Int
  ) {
    var location = EntryLocation(
      key: log.position(of: offset), value: log.position(of: valueOffset))
    location.comment = pendingComment()
    if value.isEmpty { location.emptyTexts = [location.value] }
    locations?[key] = location
    comments.removeAll()
  }

  /// The note for translators of the entry about to be recorded: the last block comment read
  /// since the previous entry, or the `//` lines after it, without their markers.
  private func pendingComment() -> String? {
    guard let last = comments.last else { return nil }
    var parts: [Range<Int>] = [last.range]
    if last.isLine {
      parts = comments.reversed().prefix { $0.isLine }.map(\.range).reversed()
    }
    var lines: [String] = []
    for range in parts {
      // Without `//`, or `/*` and `*/`, and the spaces around the text.
      var start = range.lowerBound + 2
      var end = range.upperBound
      if !last.isLine, end - start >= 2, text[end - 1] == Self.slash, text[end - 2] == Self.star {
        end -= 2
      }
      while start < end, Self.isSpace(text[start]) { start += 1 }
      while end > start, Self.isSpace(text[end - 1]) { end -= 1 }
      if start < end { lines.append(makeString(start, end)) }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// Whether `byte` is ASCII whitespace.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  // MARK: - Strings

  private enum StringResult {
    /// A string was read.
    case string(String)
    /// The current character cannot start a string; nothing was consumed.
    case absent
    /// An unclosed quote was reported; the scanner moved to where reading resumes.
    case failed
  }

  private mutating func readString() -> StringResult {
    let first = text[index]
    if first == Self.quote || first == Self.apostrophe {
      return readQuoted(first)
    }
    guard Self.isUnquoted(first) else { return .absent }
    let start = index
    index += 1
    while index < text.count, Self.isUnquoted(text[index]) { index += 1 }
    return .string(makeString(start, index))
  }

  private mutating func readQuoted(_ quote: UInt8) -> StringResult {
    let open = index
    var position = index + 1
    var spanStart = position
    var usedScratch = false
    let count = text.count
    while true {
      // Fast path: scan an escape-free span.
      while position < count {
        let byte = text[position]
        if byte == quote || byte == Self.backslash { break }
        position += 1
      }
      guard position < count else {
        log.error(
          "unterminated string: missing the closing \(quote == Self.quote ? "'\"'" : "\"'\"") "
            + "of the string that starts here", at: open)
        rewind(to: lineEnd(after: open))
        return .failed
      }
      if text[position] == quote {
        let result: String
        if usedScratch {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<position]))
          result = String(decoding: scratch, as: UTF8.self)
        } else {
          result = makeString(spanStart, position)
        }
        index = position + 1
        return .string(result)
      }
      if !usedScratch {
        usedScratch = true
        scratch.removeAll(keepingCapacity: true)
      }
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<position]))
      position = decodeEscape(backslashAt: position)
      spanStart = position
    }
  }

  /// Decodes the escape whose backslash is at `offset` into `scratch`; returns the offset after it.
  /// A backslash at the very end of the text is left for the caller to report as unterminated.
  private mutating func decodeEscape(backslashAt offset: Int) -> Int {
    var position = offset + 1
    guard position < text.count else { return offset + 1 }
    let byte = text[position]
    position += 1
    switch byte {
    case 0x30...0x37:  // `\O`, `\OO`, `\OOO`: octal, a byte in the NeXTSTEP encoding.
      var value = byte &- 0x30
      var digits = 1
      while digits < 3, position < text.count, text[position] >= 0x30, text[position] <= 0x37 {
        value = value &<< 3 &+ (text[position] &- 0x30)
        position += 1
        digits += 1
      }
      UTF8Validation.append(scalar: NeXTSTEPLatin.scalar(for: value), to: &scratch)
    case 0x55:  // `\U`: up to four hex digits, one UTF-16 unit.
      var (unit, next, digits) = hexUnit(from: position)
      position = next
      if digits < 4 {
        log.warning(
          "'\\U' takes four hex digits; this one has \(digits), read as U+"
            + String(unit, radix: 16, uppercase: true), at: offset)
      }
      if unit >= 0xD800, unit <= 0xDBFF {
        if position + 1 < text.count, text[position] == Self.backslash, text[position + 1] == 0x55 {
          let (low, afterLow, _) = hexUnit(from: position + 2)
          if low >= 0xDC00, low <= 0xDFFF {
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            position = afterLow
          }
        }
      }
      if unit >= 0xD800, unit <= 0xDFFF {
        log.warning(
          "unpaired UTF-16 surrogate '\\U" + String(unit, radix: 16, uppercase: true)
            + "' is read as U+FFFD", at: offset)
        unit = 0xFFFD
      }
      UTF8Validation.append(scalar: unit, to: &scratch)
    case 0x61: scratch.append(0x07)  // \a
    case 0x62: scratch.append(0x08)  // \b
    case 0x66: scratch.append(0x0C)  // \f
    case 0x6E: scratch.append(0x0A)  // \n
    case 0x72: scratch.append(0x0D)  // \r
    case 0x74: scratch.append(0x09)  // \t
    case 0x76: scratch.append(0x0B)  // \v
    default:
      // Any other escaped character stands for itself (`\"`, `\'`, `\\`, a line break, ...).
      if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
        var message =
          "unknown escape '\\\(Character(Unicode.Scalar(byte)))' is read as "
          + "'\(Character(Unicode.Scalar(byte)))', as Foundation does"
        if byte == 0x75 {
          message += "; for a Unicode escape write '\\U' followed by four hex digits"
        }
        log.warning(message, at: offset)
      }
      var end = position
      if byte >= 0xC0 {
        while end < text.count, text[end] & 0xC0 == 0x80, end - position < 3 { end += 1 }
      }
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[(position - 1)..<end]))
      position = end
    }
    return position
  }

  /// Reads up to four hex digits from `start`: the value, the offset after them, and how many.
  private func hexUnit(from start: Int) -> (UInt32, Int, Int) {
    var value: UInt32 = 0
    var position = start
    var digits = 0
    while digits < 4, position < text.count {
      let byte = text[position]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: return (value, position, digits)
      }
      value = value << 4 | digit
      position += 1
      digits += 1
    }
    return (value, position, digits)
  }

  @inline(__always)
  private func makeString(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
  }

  // MARK: - Skipping

  /// Skips whitespace (`\t`–`\r`, space, U+2028, U+2029) and comments; returns whether a
  /// character is left. An unclosed `/*` runs to the end of the text with a warning.
  private mutating func skipSpace() -> Bool {
    let count = text.count
    while index < count {
      let byte = text[index]
      switch byte {
      case 0x20, 0x09...0x0D:
        index += 1
      case 0xE2:
        guard index + 2 < count, text[index + 1] == 0x80,
          text[index + 2] == 0xA8 || text[index + 2] == 0xA9
        else { return true }
        index += 3
      case Self.slash:
        guard index + 1 < count else { return true }
        let next = text[index + 1]
        if next == Self.slash {
          let open = index
          index += 2
          while index < count, !Self.isLineBreak(text[index]) { index += 1 }
          if locations != nil { comments.append((open..<index, true)) }
        } else if next == Self.star {
          let open = index
          index += 2
          while true {
            guard index + 1 < count else {
              index = count
              log.warning("unterminated comment: missing '*/'", at: open)
              return false
            }
            if text[index] == Self.star, text[index + 1] == Self.slash {
              index += 2
              break
            }
            index += 1
          }
          if locations != nil { comments.append((open..<index, false)) }
        } else {
          return true
        }
      default:
        return true
      }
    }
    return false
  }

  /// After an error: skips past the next `;` or line break, stepping over quoted strings that
  /// close on the same line.
  private mutating func skipToEntryEnd() {
    let count = text.count
    while index < count {
      let byte = text[index]
      index += 1
      if byte == Self.semicolon || Self.isLineBreak(byte) { return }
      if byte == Self.quote || byte == Self.apostrophe {
        var position = index
        while position < count {
          let inner = text[position]
          if inner == byte || Self.isLineBreak(inner) { break }
          position += inner == Self.backslash ? 2 : 1
        }
        if position < count, text[position] == byte { index = position + 1 }
      }
    }
  }

  /// Skips an old-style array, dictionary or data value by bracket depth; returns `false` (with
  /// an error) when it never closes.
  private mutating func skipNestedValue(key: String) -> Bool {
    let open = index
    var depth = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      index += 1
      switch byte {
      case 0x28, 0x7B, 0x3C: depth += 1
      case 0x29, 0x7D, 0x3E:
        depth -= 1
        if depth == 0 { return true }
      case Self.quote, Self.apostrophe:
        while index < count, text[index] != byte {
          index += text[index] == Self.backslash ? 2 : 1
        }
        index = min(count, index + 1)
      default: break
      }
    }
    log.error("unterminated value of the key \(quoted(key)): missing its closing bracket", at: open)
    return false
  }

  /// Moves to `target` (at or before the end) when the re-scan budget allows, else to the end.
  private mutating func rewind(to target: Int) {
    let cost = max(0, index - target)
    if cost <= rescanBudget {
      rescanBudget -= cost
      index = target
    } else {
      index = text.count
    }
  }

  /// The offset just after the line break that ends the line containing `offset`.
  private func lineEnd(after offset: Int) -> Int {
    var position = offset
    while position < text.count, !Self.isLineBreak(text[position]) { position += 1 }
    if position < text.count, text[position] == Self.carriageReturn { position += 1 }
    if position < text.count, text[position] == Self.newline { position += 1 }
    return position
  }

  private func containsLineBreak(_ start: Int, _ end: Int) -> Bool {
    var position = start
    while position < end {
      if Self.isLineBreak(text[position]) { return true }
      position += 1
    }
    return false
  }

  // MARK: - Messages

  private func describe(_ offset: Int) -> String {
    CharacterDescription.describe(text, at: offset)
  }

  private func quoted(_ key: String) -> String {
    let shown = key.count > 60 ? String(key.prefix(60)) + "…" : key
    return "\"" + shown + "\""
  }

  private mutating func began(_ entryStart: Int, _ offset: Int) -> String {
    let startLine = log.line(of: entryStart)
    return startLine == log.line(of: offset) ? "" : " (the entry began on line \(startLine))"
  }
}
