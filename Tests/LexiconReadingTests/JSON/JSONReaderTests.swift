import Testing

@testable import Lexicon
@testable import LexiconReading

@Suite struct JSONReaderTests {
  private func read(_ json: String, checksUTF8: Bool = true) -> (JSONNode?, [String]) {
    read(Array(json.utf8), checksUTF8: checksUTF8)
  }

  private func read(_ bytes: [UInt8], checksUTF8: Bool = true) -> (JSONNode?, [String]) {
    let (root, problems) = JSONReader.read(bytes, checksUTF8: checksUTF8)
    return (root, problems.map { "\($0.offset): \($0.message)" })
  }

  @Test func everyValueAndKeyKnowsItsOffset() {
    let (root, problems) = read(#"{"a": [1, "x", true, null], "b" : {}}"#)
    #expect(problems.isEmpty)
    #expect(root?.offset == 0)
    #expect(root?.members?.map(\.key) == ["a", "b"])
    #expect(root?.members?.map(\.keyOffset) == [1, 28])
    #expect(root?.member("a")?.value.offset == 6)
    #expect(root?.member("a")?.value.elements?.map(\.offset) == [7, 10, 15, 21])
    #expect(root?.member("b")?.value.offset == 34)
    #expect(root?.member("b")?.value.members == [])
  }

  @Test(
    arguments: [
      ("3", 3, 3.0),
      ("-0", 0, -0.0),
      ("3.0", nil, 3.0),
      ("1e2", nil, 100.0),
      ("-1.5E-3", nil, -0.0015),
      ("99999999999999999999", nil, 1e20),
      ("1e999", nil, nil),
    ] as [(String, Int?, Double?)])
  func numbersKeepTheirLiteral(literal: String, int: Int?, double: Double?) {
    let (root, problems) = read("[\(literal)]")
    let number = root?.elements?.first
    #expect(problems.isEmpty)
    #expect(number?.kind == .number(literal))
    #expect(number?.number == literal)
    #expect(number?.int == int)
    #expect(number?.double == double)
  }

  @Test func accessorsAnswerOnlyForTheirKind() {
    let (root, _) = read(#"{"s": "x", "b": false, "n": null, "s": "y"}"#)
    #expect(root?.member("s")?.value.string == "y")  // the last duplicate wins
    #expect(root?.members?.count == 4)
    #expect(root?.member("b")?.value.bool == false)
    #expect(root?.member("b")?.value.string == nil)
    #expect(root?.member("n")?.value.kind == .null)
    #expect(root?.member("n")?.value.int == nil)
    #expect(root?.member("s")?.value.members == nil)
    #expect(root?.member("s")?.value.isComplete == true)
    #expect(root?.member("missing") == nil)
    #expect(
      root?.members?.map(\.value.kindDescription) == ["a string", "a boolean", "null", "a string"])
    #expect(root?.members?.map(\.value.foundDescription) == [#""x""#, "false", "null", #""y""#])
  }

  @Test func containersCutShortAreIncomplete() {
    let (root, problems) = read(#"{"a": [1, 2,], "b": 3}"#)
    #expect(problems == ["11: trailing comma after the last element of an array"])
    #expect(root?.isComplete == false)
    #expect(root?.members?.map(\.key) == ["a"])
    #expect(root?.member("a")?.value.isComplete == false)
    #expect(root?.member("a")?.value.elements?.compactMap(\.int) == [1, 2])
  }

  @Test func byteOrderMarks() {
    let (root, problems) = read([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(problems.isEmpty)
    #expect(root?.offset == 3)
    #expect(root?.member("a")?.keyOffset == 4)
    let (utf16, utf16Problems) = read([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D])
    #expect(utf16 == nil)
    #expect(utf16Problems == ["0: expected UTF-8 text, found a UTF-16 byte order mark"])
  }

  @Test func nestingIsBounded() {
    let limit = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(read(deepest).1 == [])
    let tooDeep =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    let (root, problems) = read(tooDeep)
    #expect(problems == ["\(limit): objects and arrays are nested more than \(limit) deep"])
    #expect(root?.isComplete == false)
  }

  @Test func readingGoesOnAfterProblemsInsideStrings() {
    let json = #"["a\qb", "\ud800", "\udc00x", "x\u12", "t"# + "\t\u{7F}" + #"", "\"# + "\u{07}\"]"
    let (root, problems) = read(json)
    #expect(
      root?.elements?.map(\.string)
        == ["aqb", "\u{FFFD}", "\u{FFFD}x", "x\u{FFFD}12", "t\t\u{7F}", "\u{07}"])
    #expect(
      problems == [
        #"3: invalid escape '\q' in a string"#,
        #"10: unpaired surrogate in a \u escape in a string"#,
        #"20: unpaired surrogate in a \u escape in a string"#,
        #"32: invalid \u escape in a string: expected four hexadecimal digits"#,
        "41: unescaped control character U+0009 in a string",  // U+007F is allowed
        #"47: invalid escape '\' before U+0007 in a string"#,
        "48: unescaped control character U+0007 in a string",
      ])
    #expect(root?.isComplete == true)
  }

  @Test func problemsInsideStringsAreBounded() {
    let tabs = String(repeating: "\t", count: JSONReader.maximumProblems + 5)
    let (root, problems) = read("[\"\(tabs)\", x]")
    #expect(root?.elements?.first?.string == tabs)
    #expect(problems.count == JSONReader.maximumProblems + 1)
    #expect(problems.first == "2: unescaped control character U+0009 in a string")
    #expect(
      problems.last
        == "\(tabs.utf8.count + 5): expected a value, found x (strings are written in double quotes)"
    )
  }

  @Test func decodesEscapes() {
    let (root, problems) = read(#"["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "plain é"]"#)
    #expect(problems.isEmpty)
    #expect(root?.elements?.map(\.string) == ["\"\\/\u{08}\u{0C}\n\r\té😀", "plain é"])
  }

  @Test func invalidUTF8IsReportedOnlyWhenAsked() {
    let bytes =
      Array(#"["ok", "a"#.utf8) + [0xC3] + Array(#"", "b\n"#.utf8) + [0xFF] + [0x22, 0x5D]
    let (root, problems) = read(bytes)
    #expect(root?.elements?.map(\.string) == ["ok", "a\u{FFFD}", "b\n\u{FFFD}"])
    #expect(problems == ["7: invalid UTF-8 in a string", "13: invalid UTF-8 in a string"])
    let (unchecked, none) = read(bytes, checksUTF8: false)
    #expect(unchecked == root)
    #expect(none.isEmpty)
  }

  @Test(arguments: [
    ("tru", "did you mean true?"),
    ("nil", "did you mean null?"),
    ("True", "JSON writes true, false and null in lower case"),
    ("NULL", "JSON writes true, false and null in lower case"),
    ("de", "strings are written in double quotes"),
    ("tr", "strings are written in double quotes"),
    ("fals", "did you mean false?"),
    ("yes", "strings are written in double quotes"),
  ])
  func bareWordsExplainThemselves(word: String, hint: String) {
    let (root, problems) = read("[\(word)]")
    #expect(problems == ["1: expected a value, found \(word) (\(hint))"])
    #expect(root?.elements == [])
  }

  @Test(arguments: [
    ("", "0: the file is empty; expected a JSON object"),
    (
      "{// c\n}",
      "1: expected a field name in double quotes, found a comment (JSON has no comments)"
    ),
    (
      "['a']",
      "1: expected a value, found a single quote (JSON strings use double quotes)"
    ),
    ("[01]", "1: numbers cannot have leading zeros"),
    ("[1.]", "3: expected a digit after the decimal point, found ']'"),
    ("[1e+]", "4: expected a digit in the exponent, found ']'"),
    ("{\"a\":1,}", "6: trailing comma after the last field of an object"),
    ("\"a\nb\"", "0: unterminated string (a line break in a string must be written \\n)"),
    ("\"a\\", "0: unterminated string: missing the closing '\"'"),
    ("[1] [", "4: unexpected '[' after the end of the JSON value"),
    ("[\u{A0}1]", "1: expected a value, found U+00A0"),
  ])
  func syntaxErrorsStopReading(json: String, problem: String) {
    #expect(read(json).1 == [problem])
  }
}
