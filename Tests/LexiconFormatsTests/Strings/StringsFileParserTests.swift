import Foundation
import Lexicon
import Testing

@testable import LexiconFormats

@Suite struct StringsFileParserTests {
  /// Parses UTF-8 source text.
  private func parse(_ source: String, path: String? = "Test.strings") -> ParsedTable {
    StringsFileParser.parse(Data(source.utf8), path: path)
  }

  private func texts(_ parsed: ParsedTable) -> [String: String] {
    parsed.table.entries.mapValues(\.rawText)
  }

  private func messages(_ parsed: ParsedTable) -> [String] {
    parsed.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
  }

  // MARK: - Syntax

  @Test(arguments: [
    (#""a" = "b";"#, ["a": "b"]),
    (#"'a' = 'b';"#, ["a": "b"]),
    ("a.b-c = d_e$f/g:h;", ["a.b-c": "d_e$f/g:h"]),
    ("key = 12;", ["key": "12"]),
    (#""k";"#, ["k": "k"]),
    ("k;", ["k": "k"]),
    (#"  "a"   =   "b"  ;  "c"="d";"#, ["a": "b", "c": "d"]),
    ("\"a\"\n=\n\"b\"\n;", ["a": "b"]),
    ("\"a\"\u{2028}=\u{2029}\"b\";", ["a": "b"]),
    (#"{ "a" = "b"; }"#, ["a": "b"]),
    (#""" = "";"#, ["": ""]),
    ("k//x = v;", ["k//x": "v"]),
    (#""a" = "with 'single' inside";"#, ["a": "with 'single' inside"]),
    (#""a" = "Ünïcødé 😀 日本";"#, ["a": "Ünïcødé 😀 日本"]),
  ])
  func readsEntries(source: String, expected: [String: String]) {
    let parsed = parse(source)
    #expect(texts(parsed) == expected)
    #expect(parsed.diagnostics.isEmpty)
  }

  @Test(arguments: [
    ("/* block */ \"a\" = \"b\"; /* after */", ["a": "b"]),
    ("// line\n\"a\" = \"b\"; // trailing\n", ["a": "b"]),
    ("/* multi\nline\n*/\"a\" /* inside */ = /* here */ \"b\" /* too */;", ["a": "b"]),
    ("\"a\" = \"b\"; /**/ /***/ /* * / */", ["a": "b"]),
    ("\"a\" = \"/* not a comment */ // nor this\";", ["a": "/* not a comment */ // nor this"]),
    ("\r\n// windows\r\n\"a\" = \"b\";\r\n", ["a": "b"]),
    ("", [:]),
    ("   \n\t", [:]),
    ("/* only a comment */", [:]),
  ])
  func skipsCommentsAndSpace(source: String, expected: [String: String]) {
    let parsed = parse(source)
    #expect(texts(parsed) == expected)
    #expect(parsed.diagnostics.isEmpty)
  }

  // MARK: - Escapes

  @Test(arguments: [
    (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\'"#, "'"),
    (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"),
    (#"\U00e9"#, "é"), (#"\U00E9"#, "é"), (#"\U203A"#, "›"), (#"\UD83D\UDE00"#, "😀"),
    (#"\101"#, "A"), (#"\7"#, "\u{07}"), (#"\0x"#, "\0x"), (#"\1011"#, "A1"),
    (#"\351"#, "Ø"), (#"\200"#, "\u{A0}"), (#"\377"#, "\0"), (#"\777"#, "\0"),
    (#"%1$@ \"quoted\""#, "%1$@ \"quoted\""), (#"\%"#, "%"), (#"\é"#, "é"), ("\\\n", "\n"),
    (#"a\nb\tc"#, "a\nb\tc"),
  ])
  func decodesEscapes(escaped: String, expected: String) {
    let parsed = parse("\"k\" = \"\(escaped)\";")
    #expect(parsed.table["k"] == .text(expected))
    #expect(parsed.diagnostics.isEmpty)
  }

  @Test(arguments: [
    (
      #"\u203A"#, "u203A",
      "1:8: warning: unknown escape '\\u' is read as 'u', as Foundation does; for a Unicode escape "
        + "write '\\U' followed by four hex digits"
    ),
    (#"\q"#, "q", "1:8: warning: unknown escape '\\q' is read as 'q', as Foundation does"),
    (#"\U12"#, "\u{12}", "1:8: warning: '\\U' takes four hex digits; this one has 2, read as U+12"),
    (
      #"\UD83Dx"#, "\u{FFFD}x",
      "1:8: warning: unpaired UTF-16 surrogate '\\UD83D' is read as U+FFFD"
    ),
    (#"\UDE00"#, "\u{FFFD}", "1:8: warning: unpaired UTF-16 surrogate '\\UDE00' is read as U+FFFD"),
  ])
  func warnsAboutSurprisingEscapes(escaped: String, expected: String, message: String) {
    let parsed = parse("\"k\" = \"\(escaped)\";")
    #expect(parsed.table["k"] == .text(expected))
    #expect(messages(parsed) == [message])
    #expect(!parsed.hasErrors)
  }

  // MARK: - Encodings

  private static let sample = "/* c */\n\"key\" = \"Grüße 😀\";\n\"b\" = \"\\\"x\\\"\";\n"

  private static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> Data {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
  }

  @Test(arguments: [
    ("utf-8", Data(sample.utf8)),
    ("utf-8 with BOM", Data([0xEF, 0xBB, 0xBF] + Array(sample.utf8))),
    ("utf-16le with BOM", utf16(sample, bigEndian: false, bom: true)),
    ("utf-16be with BOM", utf16(sample, bigEndian: true, bom: true)),
    ("utf-16le without BOM", utf16(sample, bigEndian: false, bom: false)),
    ("utf-16be without BOM", utf16(sample, bigEndian: true, bom: false)),
  ])
  func readsEveryEncoding(name: String, data: Data) {
    let parsed = StringsFileParser.parse(data, path: name)
    #expect(parsed.table == ["key": .text("Grüße 😀"), "b": .text("\"x\"")], "\(name)")
    #expect(parsed.diagnostics.isEmpty, "\(name)")
  }

  /// Without a byte-order mark, UTF-16 is told from the ASCII syntax around the text, not from
  /// the text: a file of Cyrillic or Chinese has few ASCII units. (The Chinese includes 一, 开 and
  /// 最, U+4E00, U+5F00 and U+6700, whose bytes look like ASCII units of the other byte order.)
  @Test(arguments: [
    (
      "\"ключ\"=\"значение\";\n\"привет\"=\"здравствуйте, мир\";",
      [
        "ключ": "значение", "привет": "здравствуйте, мир",
      ]
    ),
    (
      "\"键\"=\"一个值开始最后\";\"打开\"=\"开一最一开一最一开一最一\";",
      [
        "键": "一个值开始最后", "打开": "开一最一开一最一开一最一",
      ]
    ),
  ])
  func detectsUTF16WithoutBOMInNonLatinText(text: String, expected: [String: String]) {
    for bigEndian in [false, true] {
      let parsed = StringsFileParser.parse(Self.utf16(text, bigEndian: bigEndian, bom: false))
      #expect(parsed.table.entries.mapValues(\.rawText) == expected, "big endian: \(bigEndian)")
      #expect(parsed.diagnostics.isEmpty, "big endian: \(bigEndian)")
    }
  }

  /// NUL bytes in a UTF-8 file do not make it UTF-16.
  @Test func nulBytesInUTF8AreNotUTF16() {
    let parsed = StringsFileParser.parse(
      Data(Array("\"a\"=\"".utf8) + [0] + Array("bc\";\"d\"=\"".utf8) + [0] + Array("ef\";".utf8)))
    #expect(parsed.table == ["a": .text("\u{0}bc"), "d": .text("\u{0}ef")])
  }

  @Test func reportsInvalidUTF8AndReadsOn() {
    let data = Data(Array("\"a\" = \"x".utf8) + [0xFF] + Array("y\";\n\"b\" = \"c\";".utf8))
    let parsed = StringsFileParser.parse(data, path: "Bad.strings")
    #expect(parsed.table == ["a": .text("x\u{FFFD}y"), "b": .text("c")])
    #expect(
      parsed.diagnostics.map(\.description) == [
        "Bad.strings:1:9: error: the file is not valid UTF-8; invalid bytes are read as U+FFFD"
      ])
  }

  @Test func reportsUnpairedSurrogateInUTF16() {
    let data = Data(
      [0xFF, 0xFE] + Array("\"a\"=\"".utf16.flatMap { [UInt8($0), 0] }) + [0x00, 0xD8]
        + Array("\";".utf16.flatMap { [UInt8($0), 0] }))
    let parsed = StringsFileParser.parse(data, path: nil)
    #expect(parsed.table == ["a": .text("\u{FFFD}")])
    #expect(messages(parsed) == ["1:6: warning: unpaired UTF-16 surrogate, read as U+FFFD"])
  }

  // MARK: - Errors and recovery

  @Test(arguments: [
    (
      "\"a\" = \"b\"\n\"c\" = \"d\";", ["a": "b", "c": "d"],
      ["1:10: error: missing ';' after the value of the key \"a\""]
    ),
    (
      "\"a\" = \"b\" junk;\n\"c\" = \"d\";", ["a": "b", "c": "d"],
      ["1:10: error: missing ';' after the value of the key \"a\""]
    ),
    (
      "\"a\" \"b\";\n\"c\" = \"d\";", ["c": "d"],
      ["1:5: error: expected '=' or ';' after the key \"a\", found '\"'"]
    ),
    (
      "\"a\" = ;\n\"c\" = \"d\";", ["c": "d"],
      ["1:7: error: expected a value (a quoted string) for the key \"a\", found ';'"]
    ),
    (
      "@ = \"x\";\n\"c\" = \"d\";", ["c": "d"],
      ["1:1: error: expected a key (a quoted string), found '@'"]
    ),
    ("\"a\" = \"b\"", ["a": "b"], ["1:10: error: missing ';' after the value of the key \"a\""]),
    (
      "\"a\" =", [:],
      ["1:6: error: expected a value after '=' for the key \"a\", found end of file"]
    ),
    ("\"a\"", [:], ["1:4: error: missing ';' after the key \"a\""]),
    (
      "\"a\" = \"b\";\n\"c\" = \"unterminated", ["a": "b"],
      ["2:7: error: unterminated string: missing the closing '\"' of the string that starts here"]
    ),
    (
      "\"a\" = \"oops;\n\"b\" = \"c\";\n\"d\" = \"e\";", ["b": "c", "d": "e"],
      [
        "2:2: error: missing ';' after the value of the key \"a\"; the value began on line 1 — "
          + "is its closing quote missing?"
      ]
    ),
    (
      "\"a\"\n=\n\"b\"\n\"c\" = \"d\";", ["a": "b", "c": "d"],
      ["3:4: error: missing ';' after the value of the key \"a\" (the entry began on line 1)"]
    ),
    ("{ \"a\" = \"b\";", ["a": "b"], ["1:13: error: missing '}' at the end of the dictionary"]),
    (
      "{ \"a\" = \"b\"; } x", ["a": "b"],
      ["1:16: error: unexpected 'x' after the closing '}' of the dictionary"]
    ),
    (
      "\"a\" = \"b\"; \u{7}", ["a": "b"],
      ["1:12: error: expected a key (a quoted string), found U+0007"]
    ),
    ("\"é\" = x y;", ["é": "x"], ["1:8: error: missing ';' after the value of the key \"é\""]),
  ])
  func reportsErrorsWithPositions(source: String, expected: [String: String], errors: [String]) {
    let parsed = parse(source)
    #expect(texts(parsed) == expected)
    #expect(messages(parsed) == errors)
    #expect(parsed.hasErrors)
  }

  @Test func reportsEveryErrorInOnePass() {
    let source = """
      "ok1" = "1";
      "bad1" = "2"
      "ok2" = "3";
      "bad2" "4";
      "ok3" = "5";
      = "6";
      "ok4" = "7";
      """
    let parsed = parse(source, path: "Login.strings")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "Login.strings:2:13: error: missing ';' after the value of the key \"bad1\"",
        "Login.strings:4:8: error: expected '=' or ';' after the key \"bad2\", found '\"'",
        "Login.strings:6:1: error: expected a key (a quoted string), found '='",
      ])
    #expect(texts(parsed) == ["ok1": "1", "bad1": "2", "ok2": "3", "ok3": "5", "ok4": "7"])
  }

  @Test func keepsLastDuplicateAndWarns() {
    let parsed = parse("\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n\"a\" = \"3\";")
    #expect(texts(parsed) == ["a": "3", "b": "x"])
    #expect(
      messages(parsed) == [
        "3:1: warning: duplicate key \"a\" (first defined on line 1); the last value wins",
        "4:1: warning: duplicate key \"a\" (first defined on line 1); the last value wins",
      ])
    #expect(!parsed.hasErrors)
  }

  @Test func skipsNonStringValuesWithAWarning() {
    let parsed = parse(
      "\"a\" = (\"1\", \"2\");\n\"b\" = { c = d; };\n\"e\" = <0fab>;\n\"f\" = \"g\";")
    #expect(texts(parsed) == ["f": "g"])
    #expect(
      messages(parsed) == [
        "1:7: warning: the value of the key \"a\" is an array, not a string; the entry is ignored",
        "2:7: warning: the value of the key \"b\" is a dictionary, not a string; the entry is ignored",
        "3:7: warning: the value of the key \"e\" is data, not a string; the entry is ignored",
      ])
  }

  @Test func warnsAboutUnterminatedComment() {
    let parsed = parse("\"a\" = \"b\";\n/* open")
    #expect(texts(parsed) == ["a": "b"])
    #expect(messages(parsed) == ["2:1: warning: unterminated comment: missing '*/'"])
  }

  @Test func strictParsingThrowsWithAllDiagnosticsAndPartialTable() {
    let data = Data("\"a\" = \"b\"\n\"c\" = ;\n\"d\" = \"e\";".utf8)
    do {
      _ = try StringsFileParser.parseStrictly(data, path: "X.strings")
      Issue.record("expected an error")
    } catch {
      #expect(error.errors.count == 2)
      guard case .table(let partial) = error.partialResult else {
        Issue.record("expected a table")
        return
      }
      #expect(partial.table == ["a": .text("b"), "d": .text("e")])
      #expect(
        error.description == """
          X.strings:1:10: error: missing ';' after the value of the key "a"
          X.strings:2:7: error: expected a value (a quoted string) for the key "c", found ';'
          """)
    }
    #expect(throws: Never.self) { try StringsFileParser.parseStrictly(Data("a = b;".utf8)) }
  }

  // MARK: - Property-list forms

  @Test func readsXMLPropertyList() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>a</key><string>&lt;b&gt; &amp; \\U0041</string>
        <key>empty</key><string/>
        <key>n</key><integer>3</integer>
      </dict>
      </plist>
      """
    let parsed = parse(xml)
    #expect(texts(parsed) == ["a": "<b> & \\U0041", "empty": ""])
    #expect(
      messages(parsed) == [
        "7:15: warning: the value of the key \"n\" is an integer, not a string; the entry is ignored"
      ])
  }

  @Test func readsBinaryPropertyList() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["a": "b", "c": "d\ne"], format: .binary, options: 0)
    let parsed = StringsFileParser.parse(data, path: "Compiled.strings")
    #expect(texts(parsed) == ["a": "b", "c": "d\ne"])
    #expect(parsed.diagnostics.isEmpty)
  }

  @Test func reportsDamagedBinaryPropertyListWithoutPosition() {
    let parsed = StringsFileParser.parse(Data("bplist00garbage".utf8), path: "B.strings")
    #expect(parsed.table.isEmpty)
    #expect(parsed.diagnostics.count == 1)
    #expect(parsed.diagnostics.first?.line == 0)
    #expect(parsed.diagnostics.first?.column == 0)
    #expect(parsed.hasErrors)
  }
}
