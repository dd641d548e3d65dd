import Foundation
import Lexicon
import LexiconConfiguration
import Testing

@Suite struct ConfigurationValueTests {
  @Test func accessors() {
    let value: ConfigurationValue = [
      "text": "a", "int": 3, "double": 2.5, "bool": false, "list": [1, "two"], "none": nil,
      "url": "https://example.com/path",
    ]
    #expect(value["text"]?.stringValue == "a")
    #expect(value["int"]?.intValue == 3)
    #expect(value["int"]?.doubleValue == 3)
    #expect(value["double"]?.intValue == nil)
    #expect(value["double"]?.doubleValue == 2.5)
    #expect(value["bool"]?.boolValue == false)
    #expect(value["list"]?[1] == "two")
    #expect(value["list"]?[2] == nil)
    #expect(value["none"]?.isNull == true)
    #expect(value["url"]?.urlValue?.host == "example.com")
    #expect(value["text"]?.urlValue == nil)
    #expect(value["missing"] == nil)
    #expect(value.objectValue?.count == 7)
    #expect(ConfigurationValue.string("a").arrayValue == nil)
  }

  @Test(
    "Prints as compact JSON",
    arguments: [
      (ConfigurationValue.string("a\"b"), #""a\"b""#),
      (3, "3"),
      (2.5, "2.5"),
      (true, "true"),
      (nil, "null"),
      (["b": [1, "x"], "a": ["c": nil]], #"{"a":{"c":null},"b":[1,"x"]}"#),
    ] as [(ConfigurationValue, String)])
  func descriptions(value: ConfigurationValue, text: String) {
    #expect(value.description == text)
  }

  @Test func roundTripsThroughCodable() throws {
    let value: ConfigurationValue = [
      "s": "x", "i": 3, "d": 2.5, "b": true, "n": nil, "a": [1, ["k": "v"]],
    ]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(ConfigurationValue.self, from: data) == value)
  }
}
