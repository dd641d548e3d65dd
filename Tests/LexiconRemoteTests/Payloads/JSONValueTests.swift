import Lexicon
import Testing

@testable import LexiconReading
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

  @Test func writesTheCompactFormOnOneLine() {
    let value: JSONValue = .object([
      "b": .array([.int(1), .bool(true), .null, .object([:])]), "a": .string("x \"y\"\n"),
    ])
    #expect(
      String(decoding: value.compactEncoded(), as: UTF8.self)
        == #"{"a":"x \"y\"\n","b":[1,true,null,{}]}"#)
  }

  @Test(
    "Reads what the JSON reader read, to write it again",
    arguments: [
      (#"{"b": [1, true, null], "a": {"c": "é"}}"#, #"{"a":{"c":"é"},"b":[1,true,null]}"#),
      (#"{"n": 1, "n": 2}"#, #"{"n":2}"#),
      ("\"text\"", "\"text\""),
      ("-7", "-7"),
    ])
  func readsNodes(json: String, compact: String) throws {
    let node = try #require(JSONReader.read(Array(json.utf8)).root)
    let value = try #require(JSONValue(node))
    #expect(String(decoding: value.compactEncoded(), as: UTF8.self) == compact)
  }

  @Test(arguments: ["1.5", "[1e3]", #"{"a": 2.0}"#, #"{"a": [1, "#])
  func refusesNumbersThatAreNotWholeAndCutDocuments(json: String) throws {
    let node = try #require(JSONReader.read(Array(json.utf8)).root)
    #expect(JSONValue(node) == nil)
  }
}
