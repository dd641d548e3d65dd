import Lexicon
import LexiconRawFiles

/// Reads an XML document into a tree of ``XMLElementNode``s that remember where each part is
/// written: the reader behind `lexicon import xliff` (XLIFF files, and `.stringsdict` files it
/// writes translations into).
///
/// It is bounded like the runtime's property-list reader, whose lexing it shares
/// (``XMLLexer``): no entity a document type declares is ever expanded (only the five
/// predefined ones and character references are decoded), nesting deeper than
/// ``maximumDepth`` levels, more than ``maximumElements`` elements or a document larger than
/// ``maximumBytes`` is an error (and so is a NUL character, which XML never allows), and the
/// reader is iterative, so no input can overflow the
/// stack, grow memory beyond a fixed multiple of its size or run for more than linear time.
///
/// Reading stops at the first error, which names the byte offset; ``XMLTreeError`` turns it
/// into a line and column. Names are compared as written (`xliff`, `xml:space`): namespaces are
/// not resolved.
///
/// ```swift
/// do {
///   let document = try XMLTreeReader.read(bytes)
///   document.root.name   // "xliff"
/// } catch {
///   print(error.location(in: bytes))   // 12:5
/// }
/// ```
struct XMLTreeReader {
  /// The deepest nesting of elements accepted, as for property lists.
  static let maximumDepth = 256
  /// The most elements a document may have.
  static let maximumElements = 1_000_000
  /// The largest document read, in bytes (64 MiB).
  static let maximumBytes = 64 << 20

  /// A document read: its root element.
  struct Document: Sendable {
    /// The outermost element.
    var root: XMLElementNode
  }

  private var lexer: XMLLexer
  private var open: [XMLElementNode] = []
  private var root: XMLElementNode?
  private var elementCount = 0

  private init(text: UnsafeBufferPointer<UInt8>) {
    lexer = XMLLexer(text: text)
  }

  /// Reads a whole document.
  /// - Parameter bytes: UTF-8 text (a byte-order mark is skipped).
  /// - Returns: The document.
  /// - Throws: ``XMLTreeError`` at the first problem.
  static func read(_ bytes: [UInt8]) throws(XMLTreeError) -> Document {
    guard bytes.count <= maximumBytes else {
      throw XMLTreeError(
        "the file is \(bytes.count) bytes; at most \(maximumBytes) are read", offset: 0)
    }
    if let nul = bytes.firstIndex(of: 0) {
      throw XMLTreeError("a NUL character, which XML does not allow", offset: nul)
    }
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Document, XMLTreeError> in
      var reader = XMLTreeReader(text: buffer)
      do throws(XMLTreeError) {
        return .success(try reader.run())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Driver

  private mutating func run() throws(XMLTreeError) -> Document {
    if lexer.hasPrefix("\u{FEFF}") { lexer.index += 3 }
    let text = lexer.text
    while true {
      while lexer.index < text.count, text[lexer.index] != 0x3C {
        let byte = text[lexer.index]
        if open.isEmpty, !XMLLexer.isSpace(byte) {
          throw XMLTreeError(
            "unexpected \(lexer.describe(lexer.index)) outside the root element",
            offset: lexer.index)
        }
        if byte == 0x26 {
          var ignored: [UInt8] = []
          let entityStart = lexer.index
          if let problem = lexer.decodeEntity(into: &ignored) {
            throw XMLTreeError(problem, offset: entityStart)
          }
          continue
        }
        lexer.index += 1
      }
      guard lexer.index < text.count else {
        if let element = open.last {
          throw XMLTreeError(
            "missing </\(element.name)> for the <\(element.name)> that starts here",
            offset: element.start)
        }
        guard let root else {
          throw XMLTreeError("expected an XML element, found end of file", offset: lexer.index)
        }
        return Document(root: root)
      }
      try readMarkup()
    }
  }

  private mutating func readMarkup() throws(XMLTreeError) {
    let start = lexer.index
    if lexer.hasPrefix("<?") {
      guard lexer.skip(past: "?>") else {
        throw XMLTreeError("unterminated processing instruction", offset: start)
      }
    } else if lexer.hasPrefix("<!--") {
      guard lexer.skip(past: "-->") else {
        throw XMLTreeError("unterminated comment", offset: start)
      }
    } else if lexer.hasPrefix("<![CDATA[") {
      guard !open.isEmpty else {
        throw XMLTreeError("CDATA outside the root element", offset: start)
      }
      guard lexer.skip(past: "]]>") else {
        throw XMLTreeError("unterminated CDATA section", offset: start)
      }
    } else if lexer.hasPrefix("<!") {
      guard open.isEmpty, root == nil else {
        throw XMLTreeError("a declaration is only allowed before the root element", offset: start)
      }
      guard lexer.skipDeclaration() else {
        throw XMLTreeError("unterminated declaration", offset: start)
      }
    } else if lexer.hasPrefix("</") {
      lexer.index += 2
      let name = lexer.readName()
      lexer.skipSpaces()
      guard lexer.index < lexer.text.count, lexer.text[lexer.index] == 0x3E else {
        throw XMLTreeError(
          "expected '>' to end </\(name)>, found \(lexer.describe(lexer.index))",
          offset: lexer.index)
      }
      lexer.index += 1
      guard var element = open.last, element.name == name else {
        let expected = open.last.map { "</\($0.name)>" } ?? "no end tag"
        throw XMLTreeError("unexpected </\(name)>; expected \(expected)", offset: start)
      }
      open.removeLast()
      element.contentEnd = start
      element.end = lexer.index
      close(element)
    } else {
      try readStartTag()
    }
  }

  private mutating func readStartTag() throws(XMLTreeError) {
    let start = lexer.index
    lexer.index += 1
    let name = lexer.readName()
    guard !name.isEmpty else {
      throw XMLTreeError(
        "expected an element name after '<', found \(lexer.describe(lexer.index))",
        offset: lexer.index)
    }
    guard open.isEmpty ? root == nil : true else {
      throw XMLTreeError("more than one root element", offset: start)
    }
    guard open.count < Self.maximumDepth else {
      throw XMLTreeError("nesting deeper than \(Self.maximumDepth) levels", offset: start)
    }
    elementCount += 1
    guard elementCount <= Self.maximumElements else {
      throw XMLTreeError("more than \(Self.maximumElements) elements", offset: start)
    }
    let (attributes, selfClosing) = try lexer.readAttributes(of: name)
    var element = XMLElementNode(
      name: name, attributes: attributes, start: start, contentStart: lexer.index,
      contentEnd: lexer.index, end: lexer.index)
    if selfClosing {
      element.contentStart = lexer.index
      close(element)
    } else {
      open.append(element)
    }
  }

  private mutating func close(_ element: XMLElementNode) {
    if open.isEmpty {
      root = element
    } else {
      open[open.count - 1].children.append(element)
    }
  }
}
