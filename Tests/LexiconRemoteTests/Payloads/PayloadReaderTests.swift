import Foundation
import Lexicon
import LexiconEnvironment
import Testing

@testable import LexiconRemote

/// The checks every document goes through: JSON syntax, the header fields, the target.
@Suite struct PayloadReaderTests {
  func header(_ json: String, kind: String = "snapshot") throws(RemoteError)
    -> LocalizationEnvironment
  {
    try PayloadReader(bytes: Array(json.utf8), source: "doc.json").header(kind: kind)
  }

  @Test func readsTheHeader() throws {
    let environment = try header(
      #"{"formatVersion": 1, "kind": "snapshot", "environment": "staging", "appVersion": "1.3.0-beta.2", "extra": [1]}"#
    )
    #expect(
      environment == LocalizationEnvironment(name: .staging, version: AppVersion("1.3.0-beta.2")))
    let unversioned = try header(
      #"{"formatVersion": 1, "kind": "snapshot", "environment": "development"}"#)
    #expect(unversioned == LocalizationEnvironment(name: .development, version: nil))
    let null = try header(
      #"{"formatVersion": 1, "kind": "snapshot", "environment": "development", "appVersion": null}"#
    )
    #expect(null.version == nil)
  }

  @Test(
    "Names the field, line and column of what is wrong",
    arguments: [
      ("", "", 1, 1, "the file is empty; expected a JSON object"),
      (
        "{\n  \"kind\": 'snapshot'\n}", "", 2, 11,
        "expected a value, found a single quote (JSON strings use double quotes)"
      ),
      ("{\"a\": \"\\q\"}", "", 1, 8, "invalid escape '\\q' in a string"),
      ("[1]", "", 1, 1, "expected an object, found an array"),
      ("{}", "formatVersion", 1, 1, "the field is missing"),
      (#"{"formatVersion": "1"}"#, "formatVersion", 1, 19, "expected a whole number, found \"1\""),
      (#"{"formatVersion": 1.0}"#, "formatVersion", 1, 19, "expected a whole number, found 1.0"),
      (
        #"{"formatVersion": 2, "kind": "snapshot"}"#, "formatVersion", 1, 19,
        "format version 2 is newer than this client reads (1); update the app or publish with an older tool"
      ),
      (
        #"{"formatVersion": 1, "kind": "delta"}"#, "kind", 1, 30,
        "expected a snapshot, found \"delta\""
      ),
      (#"{"formatVersion": 1, "kind": "snapshot"}"#, "environment", 1, 1, "the field is missing"),
      (
        #"{"formatVersion": 1, "kind": "snapshot", "environment": "Prod"}"#, "environment", 1, 57,
        "\"Prod\" is not an environment name (lowercase letters, digits, - and _, starting with a letter)"
      ),
      (
        #"{"formatVersion": 1, "kind": "snapshot", "environment": "production", "appVersion": "1.x"}"#,
        "appVersion", 1, 85,
        "\"1.x\" is not an app version: \"x\" is not a number of up to 9 digits"
      ),
      (
        #"{"formatVersion": 1, "formatVersion": 1}"#, "formatVersion", 1, 22,
        "\"formatVersion\" appears twice"
      ),
    ])
  func errors(json: String, field: String, line: Int, column: Int, reason: String) {
    #expect(
      throws: RemoteError.invalidPayload(
        source: "doc.json", field: field, line: line, column: column, reason: reason)
    ) { try header(json) }
  }

  @Test func anotherTargetIsNamed() {
    let expected = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
    #expect(throws: RemoteError.wrongTarget(expected: "production 1.2.0", found: "production")) {
      try PayloadReader.check(
        LocalizationEnvironment(name: .production, version: nil), expected: expected)
    }
    #expect(throws: Never.self) { try PayloadReader.check(expected, expected: expected) }
  }
}
