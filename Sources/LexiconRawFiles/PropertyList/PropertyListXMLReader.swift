import Lexicon
import LexiconReading

/// Reads XML property lists (`.stringsdict`, XML `.strings`) into ``PropertyListValue`` trees
/// whose values remember their byte offsets, so diagnostics can name a line and column.
///
/// Understands the XML declaration, `<!DOCTYPE>` (with an internal subset), comments,
/// processing instructions, `<plist>`, `<dict>`, `<key>`, `<string>`, `<array>`, `<integer>`,
/// `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`, empty elements such as `<string/>`, the
/// five predefined entities, numeric character references and CDATA sections. Text is kept as
/// written (no line-ending or whitespace normalisation), as Foundation does.
///
/// The lexing — names, entities and character references, comments, declarations — is
/// ``XMLLexer``'s, shared with the tools' XLIFF reader; no entity a document type declares is
/// ever expanded. The reader is iterative (an explicit stack of open containers), so deep input cannot
/// overflow the call stack; nesting deeper than ``maximumDepth`` is an error. The first syntax
/// error stops reading: the error is logged and the containers read so far are closed and
/// returned, so a caller can keep the entries that were complete.
struct PropertyListXMLReader {
  /// The deepest nesting of `<dict>`/`<array>` accepted.
  static let maximumDepth = 256

  private struct Frame {
    enum Container { case plist, dictionary, array }
    var container: Container
    var name: String
    var offset: Int
    var values: [PropertyListValue] = []
    var entries: [PropertyListValue.Entry] = []
    var pendingKey: (key: String, offset: Int)?
  }

  /// The lexing shared with the tools' XML reader.
  private var lexer: XMLLexer
  private var text: UnsafeBufferPointer<UInt8> { lexer.text }
  private var index: Int {
    get { lexer.index }
    set { lexer.index = newValue }
  }
  private var frames: [Frame] = []
  private var root: PropertyListValue?
  private var failed = false
  /// Whether a syntax error is followed by reading on from the next `<` (to report every
  /// error, not to read values).
  private let recovers: Bool
  /// Whether the last error leaves nothing to read on from (end of text, an unclosed comment).
  private var stopped = false
  /// Where the markup being read starts.
  private var markupStart = 0

  private init(text: UnsafeBufferPointer<UInt8>, recovers: Bool = false) {
    self.lexer = XMLLexer(text: text)
    self.recovers = recovers
  }

  /// Reads `bytes` (UTF-8), logging problems; returns the top-level value, possibly partial.
  static func read(_ bytes: [UInt8], log: inout DiagnosticLog) -> PropertyListValue? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = PropertyListXMLReader(text: buffer)
      reader.run(log: &log)
      return reader.root
    }
  }

  /// The syntax errors of `bytes` after the first one, found by reading on from the next `<`
  /// after each error (the first one is what ``read(_:log:)`` reports). An error on the same line
  /// as the one before it is left out, as a probable consequence of it.
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - path: The path printed in diagnostics.
  /// - Returns: The errors after the first, in order.
  static func furtherSyntaxErrors(in bytes: [UInt8], path: String?) -> [Diagnostic] {
    var log = DiagnosticLog(file: path, bytes: bytes)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = PropertyListXMLReader(text: buffer, recovers: true)
      reader.run(log: &log)
    }
    return DiagnosticLog.furtherErrors(log.diagnostics.filter { $0.severity == .error })
  }

  // MARK: - Driver

  private mutating func run(log: inout DiagnosticLog) {
    while !failed || resume() {
      while index < text.count, text[index] != 0x3C {
        if !Self.isSpace(text[index]) {
          fail("unexpected text \(describe(index)) outside an element", at: index, log: &log)
          break
        }
        index += 1
      }
      if failed {
        markupStart = index
        continue
      }
      guard index < text.count else {
        stopped = true
        if let frame = frames.last {
          fail(
            "missing </\(frame.name)> for the <\(frame.name)> on line \(log.line(of: frame.offset))",
            at: index, log: &log)
        } else if root == nil {
          fail("expected a property-list value, found end of file", at: index, log: &log)
        }
        break
      }
      markupStart = index
      readMarkup(log: &log)
    }
    // Close what is still open so the caller keeps the complete entries.
    log.isMuted = true
    while let frame = frames.popLast() {
      attach(close(frame), isKey: false, log: &log)
    }
    log.isMuted = false
  }

  /// After a syntax error, when recovering: moves to the next `<` from which reading can go
  /// on, and returns whether there is one.
  private mutating func resume() -> Bool {
    guard recovers, !stopped else { return false }
    failed = false
    if index <= markupStart || index >= text.count || text[index] != 0x3C {
      index = max(index, markupStart + 1)
      while index < text.count, text[index] != 0x3C { index += 1 }
    }
    return index < text.count
  }

  private mutating func readMarkup(log: inout DiagnosticLog) {
    let start = index
    if hasPrefix("<?") {
      skip(past: "?>", what: "processing instruction", from: start, log: &log)
    } else if hasPrefix("<!--") {
      skip(past: "-->", what: "comment", from: start, log: &log)
    } else if hasPrefix("<![CDATA[") {
      fail("CDATA is only allowed inside <string> or <key>", at: start, log: &log)
    } else if hasPrefix("<!") {
      skipDeclaration(log: &log)
    } else if hasPrefix("</") {
      index += 2
      let name = readName()
      skipSpaces()
      guard index < text.count, text[index] == 0x3E else {
        fail("expected '>' to end </\(name)>, found \(describe(index))", at: index, log: &log)
        return
      }
      index += 1
      guard let frame = frames.last, frame.name == name else {
        let expected = frames.last.map { "</\($0.name)>" } ?? "no end tag"
        fail("unexpected </\(name)>; expected \(expected)", at: start, log: &log)
        // Reading on: the end tag closes the innermost open element of its name.
        if recovers, let open = frames.lastIndex(where: { $0.name == name }) {
          frames.removeSubrange(open...)
        }
        return
      }
      frames.removeLast()
      if frame.container == .dictionary, let pending = frame.pendingKey {
        fail("the key \"\(pending.key)\" has no value", at: pending.offset, log: &log)
        return
      }
      attach(close(frame), isKey: false, log: &log)
    } else {
      readElement(log: &log)
    }
  }

  private mutating func readElement(log: inout DiagnosticLog) {
    let start = index
    index += 1
    let name = readName()
    guard !name.isEmpty else {
      fail("expected an element name after '<', found \(describe(index))", at: index, log: &log)
      return
    }
    guard let selfClosing = skipAttributes(of: name, log: &log) else { return }
    switch name {
    case "plist":
      guard frames.isEmpty, root == nil else {
        fail("<plist> must be the outermost element", at: start, log: &log)
        return
      }
      if !selfClosing { push(Frame(container: .plist, name: name, offset: start), log: &log) }
    case "dict", "array":
      if selfClosing {
        let kind: PropertyListValue.Kind = name == "dict" ? .dictionary([]) : .array([])
        attach(PropertyListValue(kind: kind, offset: start), isKey: false, log: &log)
      } else {
        let container: Frame.Container = name == "dict" ? .dictionary : .array
        push(Frame(container: container, name: name, offset: start), log: &log)
      }
    case "key", "string", "integer", "real", "date", "data":
      var content = ""
      if !selfClosing {
        guard let text = readText(of: name, log: &log) else { return }
        content = text
      }
      let kind: PropertyListValue.Kind
      switch name {
      case "key", "string": kind = .string(content)
      case "integer": kind = .integer(content)
      case "real": kind = .real(content)
      case "date": kind = .date(content)
      default: kind = .data(content)
      }
      attach(PropertyListValue(kind: kind, offset: start), isKey: name == "key", log: &log)
    case "true", "false":
      if !selfClosing {
        skipSpaces()
        guard hasPrefix("</\(name)>") else {
          fail("expected </\(name)> right after <\(name)>", at: index, log: &log)
          return
        }
        index += name.utf8.count + 3
      }
      attach(
        PropertyListValue(kind: .boolean(name == "true"), offset: start), isKey: false, log: &log)
    default:
      fail("unknown property-list element <\(name)>", at: start, log: &log)
    }
  }

  // MARK: - Tree building

  private mutating func push(_ frame: Frame, log: inout DiagnosticLog) {
    guard frames.count < Self.maximumDepth else {
      fail("nesting deeper than \(Self.maximumDepth) levels", at: frame.offset, log: &log)
      return
    }
    frames.append(frame)
  }

  private func close(_ frame: Frame) -> PropertyListValue {
    switch frame.container {
    case .dictionary:
      return PropertyListValue(kind: .dictionary(frame.entries), offset: frame.offset)
    case .array: return PropertyListValue(kind: .array(frame.values), offset: frame.offset)
    case .plist:
      return frame.values.first ?? PropertyListValue(kind: .dictionary([]), offset: frame.offset)
    }
  }

  private mutating func attach(_ value: PropertyListValue, isKey: Bool, log: inout DiagnosticLog) {
    guard !frames.isEmpty else {
      if isKey {
        fail("<key> outside a <dict>", at: value.offset ?? index, log: &log)
      } else if root == nil {
        root = value
      } else {
        fail("more than one top-level value", at: value.offset ?? index, log: &log)
      }
      return
    }
    let last = frames.count - 1
    switch frames[last].container {
    case .plist:
      guard !isKey else {
        fail("<key> outside a <dict>", at: value.offset ?? index, log: &log)
        return
      }
      guard frames[last].values.isEmpty else {
        fail("<plist> can hold only one value", at: value.offset ?? index, log: &log)
        return
      }
      frames[last].values.append(value)
    case .array:
      guard !isKey else {
        fail("<key> inside an <array>", at: value.offset ?? index, log: &log)
        return
      }
      frames[last].values.append(value)
    case .dictionary:
      if isKey {
        if let pending = frames[last].pendingKey {
          fail("the key \"\(pending.key)\" has no value", at: pending.offset, log: &log)
          return
        }
        frames[last].pendingKey = (value.string ?? "", value.offset ?? index)
      } else {
        guard let pending = frames[last].pendingKey else {
          fail(
            "expected a <key> before this value in the <dict>", at: value.offset ?? index, log: &log
          )
          return
        }
        frames[last].entries.append(
          PropertyListValue.Entry(key: pending.key, keyOffset: pending.offset, value: value))
        frames[last].pendingKey = nil
      }
    }
  }

  private mutating func fail(_ message: String, at offset: Int, log: inout DiagnosticLog) {
    guard !failed else { return }
    failed = true
    log.error(message, at: offset)
  }

  // MARK: - Lexing

  /// Reads the text of a leaf element up to and including its end tag, decoding entities and
  /// CDATA sections and skipping comments.
  private mutating func readText(of name: String, log: inout DiagnosticLog) -> String? {
    var bytes: [UInt8] = []
    var spanStart = index
    let count = text.count
    while true {
      while index < count, text[index] != 0x3C, text[index] != 0x26 { index += 1 }
      guard index < count else {
        stopped = true
        fail("missing </\(name)>", at: index, log: &log)
        return nil
      }
      if text[index] == 0x26 {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
        guard decodeEntity(into: &bytes, log: &log) else { return nil }
        spanStart = index
        continue
      }
      if hasPrefix("</") {
        let tagStart = index
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
        index += 2
        let endName = readName()
        skipSpaces()
        guard endName == name, index < count, text[index] == 0x3E else {
          fail("expected </\(name)>", at: tagStart, log: &log)
          return nil
        }
        index += 1
        return String(decoding: bytes, as: UTF8.self)
      }
      if hasPrefix("<![CDATA[") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
        let open = index
        index += 9
        let contentStart = index
        guard let end = find("]]>") else {
          stopped = true
          fail("unterminated CDATA section", at: open, log: &log)
          return nil
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[contentStart..<end]))
        index = end + 3
        spanStart = index
        continue
      }
      if hasPrefix("<!--") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
        guard skip(past: "-->", what: "comment", from: index, log: &log) else { return nil }
        spanStart = index
        continue
      }
      fail("unexpected element inside <\(name)>", at: index, log: &log)
      return nil
    }
  }

  /// Decodes the entity at `index` into `bytes` (``XMLLexer/decodeEntity(into:)``), logging
  /// what is wrong with it.
  private mutating func decodeEntity(into bytes: inout [UInt8], log: inout DiagnosticLog) -> Bool {
    let start = index
    guard let problem = lexer.decodeEntity(into: &bytes) else { return true }
    fail(problem, at: start, log: &log)
    return false
  }

  /// Skips the attributes of a start tag; returns whether it ends with `/>`, or `nil` on error.
  private mutating func skipAttributes(of name: String, log: inout DiagnosticLog) -> Bool? {
    while index < text.count {
      let byte = text[index]
      if byte == 0x3E {
        index += 1
        return false
      }
      if byte == 0x2F, index + 1 < text.count, text[index + 1] == 0x3E {
        index += 2
        return true
      }
      if byte == 0x22 || byte == 0x27 {
        index += 1
        while index < text.count, text[index] != byte { index += 1 }
      }
      if byte == 0x3C { break }
      index += 1
    }
    fail("unterminated start tag <\(name)>", at: index, log: &log)
    return nil
  }

  /// Skips `<!DOCTYPE ...>` or another declaration, including a bracketed internal subset.
  private mutating func skipDeclaration(log: inout DiagnosticLog) {
    let start = index
    guard !lexer.skipDeclaration() else { return }
    stopped = true
    fail("unterminated declaration", at: start, log: &log)
  }

  @discardableResult
  private mutating func skip(
    past terminator: StaticString, what: String, from start: Int, log: inout DiagnosticLog
  ) -> Bool {
    guard lexer.skip(past: terminator) else {
      stopped = true
      fail("unterminated \(what)", at: start, log: &log)
      return false
    }
    return true
  }

  private func find(_ needle: StaticString) -> Int? { lexer.find(needle) }
  private func hasPrefix(_ prefix: String) -> Bool { lexer.hasPrefix(prefix) }
  private mutating func readName() -> String { lexer.readName() }
  private mutating func skipSpaces() { lexer.skipSpaces() }
  private static func isSpace(_ byte: UInt8) -> Bool { XMLLexer.isSpace(byte) }
  private func describe(_ offset: Int) -> String { lexer.describe(offset) }
}
