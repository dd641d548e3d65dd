import Testing

@testable import Lexicon
@testable import LexiconRawFiles
@testable import LexiconReading

@Suite struct PropertyListXMLReaderTests {
  private func read(_ xml: String) -> (PropertyListValue?, [String]) {
    var log = DiagnosticLog(file: nil, bytes: Array(xml.utf8))
    let value = PropertyListXMLReader.read(Array(xml.utf8), log: &log)
    return (value, log.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
  }

  @Test(arguments: [
    ("<plist><string>a</string></plist>", "a"),
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist version='1.0'><string>a</string></plist>",
      "a"
    ),
    ("<!-- c --><plist><!-- d --><string>a</string><!-- e --></plist>", "a"),
    ("<string>&amp;&lt;&gt;&quot;&apos;&#65;&#x1F600;</string>", "&<>\"'A😀"),
    // Leading zeros, any number of them, as Foundation and Python's plistlib read them.
    ("<string>&#000000000065;&#x0000000000042;&#X0043;</string>", "ABC"),
    ("<string>&#\(String(repeating: "0", count: 100))65;&#x00010FFFF;</string>", "A\u{10FFFF}"),
    ("<string>x<![CDATA[<&>]]>y</string>", "x<&>y"),
    ("<string/>", ""),
    ("<string></string>", ""),
    ("<string> keep \r\n spaces </string>", " keep \r\n spaces "),
    ("<string>é😀</string>", "é😀"),
  ])
  func readsStrings(xml: String, expected: String) {
    let (value, diagnostics) = read(xml)
    #expect(value?.string == expected)
    #expect(diagnostics.isEmpty)
  }

  @Test func readsEveryKind() {
    let xml = """
      <plist><dict>
        <key>s</key><string>x</string>
        <key>i</key><integer>-3</integer>
        <key>r</key><real>1.5</real>
        <key>t</key><true/>
        <key>f</key><false></false>
        <key>d</key><date>2024-01-01T00:00:00Z</date>
        <key>b</key><data>AAE=</data>
        <key>a</key><array><string>1</string><dict/><array/></array>
        <key>e</key><dict></dict>
      </dict></plist>
      """
    let (value, diagnostics) = read(xml)
    #expect(diagnostics.isEmpty)
    let kinds = value?.entries?.map { "\($0.key)=\($0.value.kindDescription)" }
    #expect(
      kinds == [
        "s=a string", "i=an integer", "r=a real number", "t=a boolean", "f=a boolean", "d=a date",
        "b=data", "a=an array", "e=a dictionary",
      ])
    #expect(value?.entry("t")?.value.kind == .boolean(true))
    #expect(value?.entry("f")?.value.kind == .boolean(false))
    #expect(value?.entry("i")?.value.kind == .integer("-3"))
    #expect(value?.entry("s")?.value.offset == 28)
  }

  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "1:14: the key \"a\" has no value"),
    (
      "<plist><dict><string>a</string></dict></plist>",
      "1:14: expected a <key> before this value in the <dict>"
    ),
    ("<plist><dict>\n<key>a</key><string>b</strin></dict></plist>", "2:22: expected </string>"),
    ("<plist><dict>\n</array></plist>", "2:1: unexpected </array>; expected </dict>"),
    ("<plist><dict>", "1:14: missing </dict> for the <dict> on line 1"),
    ("<plist><foo/></plist>", "1:8: unknown property-list element <foo>"),
    ("<string>&bogus;</string>", "1:9: unknown entity '&bogus;'"),
    ("<string>&#xD800;</string>", "1:9: invalid character reference '&#xD800;'"),
    ("<string>&#0000000000000;</string>", "1:9: invalid character reference '&#0000000000000;'"),
    (
      "<string>&#x000000000110000;</string>",
      "1:9: invalid character reference '&#x000000000110000;'"
    ),
    ("<string>&#+65;</string>", "1:9: invalid character reference '&#+65;'"),
    ("<string>&#1234567890123;</string>", "1:9: unterminated entity: expected ';'"),
    (
      "<string>&#\(String(repeating: "0", count: 40));</string>",
      "1:9: invalid character reference '&#0000000000000000000000…;'"
    ),
    ("<string>a &amp b</string>", "1:11: unterminated entity: expected ';'"),
    ("<string>a<b/></string>", "1:10: unexpected element inside <string>"),
    ("<string>a</string><string>b</string>", "1:19: more than one top-level value"),
    (
      "<plist><string>a</string><string>b</string></plist>", "1:26: <plist> can hold only one value"
    ),
    ("<plist><string>a</string></plist>junk", "1:34: unexpected text 'j' outside an element"),
    ("", "1:1: expected a property-list value, found end of file"),
    ("<!-- open", "1:1: unterminated comment"),
    ("<string><![CDATA[x</string>", "1:9: unterminated CDATA section"),
    ("<key>a</key>", "1:1: <key> outside a <dict>"),
    ("<array><key>a</key></array>", "1:8: <key> inside an <array>"),
    ("<true>x</true>", "1:7: expected </true> right after <true>"),
    ("<dict", "1:6: unterminated start tag <dict>"),
  ])
  func reportsErrorsWithPositions(xml: String, message: String) {
    let (_, diagnostics) = read(xml)
    #expect(diagnostics == [message])
  }

  @Test func keepsCompleteEntriesBeforeAnError() {
    let xml =
      "<plist><dict><key>a</key><string>1</string><key>b</key><string>2</oops></dict></plist>"
    let (value, diagnostics) = read(xml)
    #expect(value?.entries?.map(\.key) == ["a"])
    #expect(diagnostics.count == 1)
  }

  @Test func boundsNestingDepth() {
    let xml = String(repeating: "<dict><key>k</key>", count: 100_000)
    let (value, diagnostics) = read(xml)
    #expect(value != nil)
    #expect(diagnostics == ["1:4609: nesting deeper than 256 levels"])
  }
}
