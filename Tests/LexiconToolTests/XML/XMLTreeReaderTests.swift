import Foundation
import Testing

@testable import LexiconTool

/// The tools' bounded XML reader: the tree and where each part is written, entities, and the
/// limits that keep hostile input bounded.
@Suite struct XMLTreeReaderTests {
  static func read(_ text: String) throws -> (XMLTreeReader.Document, [UInt8]) {
    let bytes = Array(text.utf8)
    return (try XMLTreeReader.read(bytes), bytes)
  }

  @Test func readsElementsAttributesAndWhereTheyAre() throws {
    let text = """
      <?xml version="1.0"?>
      <!-- a comment -->
      <root a="1" b='two &amp; &#x33;'>
        <leaf>x &lt; y<![CDATA[<raw>]]><!-- gone --></leaf>
        <empty/>
      </root>
      """
    let (document, bytes) = try Self.read(text)
    let root = document.root
    #expect(root.name == "root")
    #expect(root.attributes.map(\.name) == ["a", "b"])
    #expect(root.attribute("b") == "two & 3")
    #expect(root.children.map(\.name) == ["leaf", "empty"])
    let leaf = try #require(root.child("leaf"))
    #expect(leaf.text(in: bytes) == "x < y<raw>")
    #expect(String(decoding: bytes[leaf.start..<leaf.end], as: UTF8.self).hasPrefix("<leaf>"))
    #expect(
      String(decoding: bytes[leaf.contentStart..<leaf.contentEnd], as: UTF8.self)
        == "x &lt; y<![CDATA[<raw>]]><!-- gone -->")
    let empty = try #require(root.child("empty"))
    #expect(empty.isSelfClosing)
    #expect(empty.text(in: bytes) == "")
    // Inline markup is read as its text.
    let (inline, inlineBytes) = try Self.read(#"<t>a <g id="1">b</g> <x/>c</t>"#)
    #expect(inline.root.text(in: inlineBytes) == "a b c")
  }

  @Test func textIsKeptAsWritten() throws {
    let (document, bytes) = try Self.read("<t>  a\r\n\tb  </t>")
    #expect(document.root.text(in: bytes) == "  a\r\n\tb  ")
  }

  @Test(arguments: [
    ("<a><b></a>", "unexpected </a>; expected </b>", 1, 7),
    ("<a>", "missing </a> for the <a> that starts here", 1, 1),
    ("<a x=1/>", "expected the value of x in quotes, found '1'", 1, 6),
    (#"<a x="1" x="2"/>"#, "the attribute x is given twice in <a>", 1, 10),
    ("<a>&bogus;</a>", "unknown entity '&bogus;'", 1, 4),
    ("<a>&#0;</a>", "invalid character reference '&#0;'", 1, 4),
    ("<a/><b/>", "more than one root element", 1, 5),
    ("text", "unexpected 't' outside the root element", 1, 1),
    ("", "expected an XML element, found end of file", 1, 1),
    ("<a>\n<!-- open", "unterminated comment", 2, 1),
    ("<a>\u{0}</a>", "a NUL character, which XML does not allow", 1, 4),
    (#"<a b="<"/>"#, "'<' in the value of the attribute b (write &lt;)", 1, 7),
  ])
  func problemsNameTheirPlace(text: String, message: String, line: Int, column: Int) {
    let bytes = Array(text.utf8)
    #expect {
      try XMLTreeReader.read(bytes)
    } throws: { error in
      guard let error = error as? XMLTreeError else { return false }
      let location = error.location(in: bytes)
      return error.message == message && location.line == line && location.column == column
    }
  }

  /// Entities a document type declares are never expanded: "billion laughs" is an error, read
  /// in no time and no memory.
  @Test func declaredEntitiesAreNeverExpanded() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
        <!ENTITY lol "lol">
        <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      ]>
      <lolz>&lol3;</lolz>
      """
    #expect(throws: XMLTreeError("unknown entity '&lol3;'", offset: text.utf8.count - 13)) {
      try XMLTreeReader.read(Array(text.utf8))
    }
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let depth = XMLTreeReader.maximumDepth
    let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    _ = try XMLTreeReader.read(Array(fits.utf8))
    let deep =
      String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
    #expect(throws: XMLTreeError("nesting deeper than 256 levels", offset: depth * 3)) {
      try XMLTreeReader.read(Array(deep.utf8))
    }
  }

  @Test func moreElementsThanTheLimitIsAnError() throws {
    let count = XMLTreeReader.maximumElements
    let text = "<r>" + String(repeating: "<a/>", count: count) + "</r>"
    #expect(throws: XMLTreeError("more than 1000000 elements", offset: 3 + (count - 1) * 4)) {
      try XMLTreeReader.read(Array(text.utf8))
    }
  }

  @Test func aFileLargerThanTheLimitIsNotRead() {
    let bytes = [UInt8](repeating: 0x20, count: XMLTreeReader.maximumBytes + 1)
    #expect(
      throws: XMLTreeError("the file is 67108865 bytes; at most 67108864 are read", offset: 0)
    ) {
      try XMLTreeReader.read(bytes)
    }
  }
}
