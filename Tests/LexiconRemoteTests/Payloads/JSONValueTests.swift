import Testing

@testable import LexiconRemote

@Suite struct JSONValueTests {
  @Test func writesSortedIndentedAndEscapedOnlyWhereJSONRequires() {
    let value: JSONValue = .object([
      "b": .array([.int(-3), .bool(true), .bool(false), .null, .array([]), .object([:])]),
      "a": .string("quote \" backslash \\ slash / é 日本 \n\r\t\u{08}\u{0C}\u{01}\u{7F}"),
      "Z": .int(0), "é": .string(""), "e\u{301}x": .string("decomposed"),
    ])
    let expected = """
      {
        "Z": 0,
        "a": "quote \\" backslash \\\\ slash / é 日本 \\n\\r\\t\\b\\f\\u0001\u{7F}",
        "b": [
          -3,
          true,
          false,
          null,
          [],
          {}
        ],
        "e\u{301}x": "decomposed",
        "é": ""
      }

      """
    #expect(String(decoding: value.encoded(), as: UTF8.self) == expected)
    #expect(
      Array(expected.utf8) == value.encoded(),
      "byte for byte; sorted by UTF-8, so e + U+0301 comes before é (C3 A9)")
  }

  @Test func sameValueSameBytesWhateverTheInsertionOrder() {
    var first: [String: JSONValue] = [:]
    var second: [String: JSONValue] = [:]
    let keys = (0..<500).map { "key.\($0 * 7919 % 500)" }
    for key in keys { first[key] = .string(key) }
    for key in keys.reversed() { second[key] = .string(key) }
    #expect(JSONValue.object(first).encoded() == JSONValue.object(second).encoded())
  }
}
