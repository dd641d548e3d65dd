import Lexicon
import LexiconRawFiles

/// An element of an XML document read by ``XMLTreeReader``, with where each of its parts is
/// written, so tools can point at it (`path:line:column:`) and rewrite a part of the file
/// without touching the bytes around it.
///
/// ```swift
/// let tree = try XMLTreeReader.read(bytes)
/// let target = tree.root.child("file")?.child("body")?.children.first?.child("target")
/// target?.text(in: bytes)                     // the decoded text, markup inside flattened
/// bytes[target!.contentStart..<target!.contentEnd]   // the bytes written between the tags
/// ```
struct XMLElementNode: Sendable {
  /// An attribute as written: its name, decoded value, and where its name starts.
  struct Attribute: Sendable, Equatable {
    /// The name, with its prefix (`xml:space`).
    var name: String
    /// The value, entities decoded.
    var value: String
    /// The offset of the name.
    var offset: Int
  }

  /// The name, with its prefix if it has one.
  var name: String
  /// The attributes, in the order written.
  var attributes: [Attribute] = []
  /// The child elements, in order.
  var children: [XMLElementNode] = []
  /// The offset of the `<` that starts the element.
  var start: Int
  /// The offset just after the start tag's `>`: where the content begins.
  var contentStart: Int
  /// The offset of the end tag's `<` (``contentStart`` for an empty-element tag `<a/>`).
  var contentEnd: Int
  /// The offset just after the element.
  var end: Int

  /// Whether the element is written as an empty-element tag, `<a/>`.
  var isSelfClosing: Bool { contentStart == end }

  /// The value of an attribute, by its name as written.
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The first child element of a name.
  func child(_ name: String) -> XMLElementNode? {
    children.first { $0.name == name }
  }

  /// The character data of the element and its descendants, entities and CDATA sections
  /// decoded and markup left out, as text: what `<source>`, `<target>` and `<string>` hold.
  /// Text is kept as written (no white-space or line-ending normalization), as Foundation's
  /// property-list reader and Xcode keep it.
  /// - Parameter bytes: The document the element was read from.
  func text(in bytes: [UInt8]) -> String {
    String(decoding: textBytes(in: bytes), as: UTF8.self)
  }

  /// The UTF-8 bytes of ``text(in:)``.
  func textBytes(in bytes: [UInt8]) -> [UInt8] {
    guard contentStart < contentEnd else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      var lexer = XMLLexer(text: UnsafeBufferPointer(rebasing: buffer[..<contentEnd]))
      lexer.index = contentStart
      var result: [UInt8] = []
      result.reserveCapacity(contentEnd - contentStart)
      while lexer.index < contentEnd {
        let byte = lexer.text[lexer.index]
        if byte == 0x26 {
          // The reader checked every entity already.
          if lexer.decodeEntity(into: &result) != nil { lexer.index += 1 }
        } else if byte != 0x3C {
          result.append(byte)
          lexer.index += 1
        } else if lexer.hasPrefix("<![CDATA[") {
          let open = lexer.index + 9
          lexer.index = open
          let close = lexer.find("]]>") ?? contentEnd
          result.append(contentsOf: lexer.text[open..<close])
          lexer.index = close + 3
        } else if lexer.hasPrefix("<!--") {
          _ = lexer.skip(past: "-->")
        } else if lexer.hasPrefix("<?") {
          _ = lexer.skip(past: "?>")
        } else {
          // A tag of an element inside: its text is read, its markup left out.
          lexer.index += 1
          while lexer.index < contentEnd {
            let inner = lexer.text[lexer.index]
            lexer.index += 1
            if inner == 0x22 || inner == 0x27 {
              while lexer.index < contentEnd, lexer.text[lexer.index] != inner { lexer.index += 1 }
              lexer.index += 1
            } else if inner == 0x3E {
              break
            }
          }
        }
      }
      return result
    }
  }
}
