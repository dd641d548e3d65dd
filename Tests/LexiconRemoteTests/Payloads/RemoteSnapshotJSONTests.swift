import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import Testing

@testable import LexiconRemote

@Suite struct RemoteSnapshotJSONTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))

  @Test func roundTripsEveryKindOfValue() throws {
    let values = RemoteValueFixtures.values()
    let snapshot = RemoteSnapshot(
      language: "ru", version: 12,
      tables: [
        "Localizable": values["ru"] ?? [:], "Dict": values["en-dict"] ?? [:], "Empty": [:],
        "Odd \"name\"/é": ["": .text(""), "tab\tkey": .text("line\nbreak \u{1}")],
      ])
    let data = snapshot.jsonData(environment: Self.environment)
    let read = try RemoteSnapshot(jsonData: data, source: "s", environment: Self.environment)
    #expect(read == snapshot)
    #expect(read.keyCount == snapshot.keyCount)
    #expect(read.jsonData(environment: Self.environment) == data)
  }

  @Test func theLanguageIsCanonicalized() throws {
    let json = PayloadDocument.json(
      kind: "snapshot", #""language": "zh_hant_tw", "version": 0, "tables": {}"#)
    let snapshot = try RemoteSnapshot(
      jsonData: Data(json.utf8), source: "s", environment: Self.environment)
    #expect(snapshot.language == "zh-Hant-TW")
  }

  @Test func contentOfAnotherTargetIsRefusedAfterItIsRead() throws {
    let data = RemoteSnapshot(language: "ru", version: 1, tables: [:])
      .jsonData(environment: LocalizationEnvironment(name: .staging, version: AppVersion("1.2.0")))
    #expect(throws: RemoteError.wrongTarget(expected: "production 1.2.0", found: "staging 1.2.0")) {
      try RemoteSnapshot(jsonData: data, source: "s", environment: Self.environment)
    }
  }

  @Test(
    "Names the field of what is wrong",
    arguments: [
      (#""tables": {}"#, "language", "the field is missing"),
      (#""language": "ru", "version": 1"#, "tables", "the field is missing"),
      (#""language": 7, "version": 1, "tables": {}"#, "language", "expected a string, found 7"),
      (
        #""language": "ru", "version": 1, "tables": {"A": []}"#, "tables.A",
        "expected an object, found an array"
      ),
      (
        #""language": "ru", "version": 1, "tables": {"A": {"k": "x", "k": "y"}}"#, "tables.A.k",
        "\"k\" appears twice"
      ),
      (
        #""language": "ru", "version": 1, "tables": {"A": {"login.title": true}}"#,
        "tables.A[\"login.title\"]", "expected a string or a plural object, found true"
      ),
    ])
  func errors(fields: String, field: String, reason: String) {
    let json = PayloadDocument.json(kind: "snapshot", fields)
    let error = InvalidPayload.thrown { () throws(RemoteError) in
      try RemoteSnapshot(jsonData: Data(json.utf8), source: "s", environment: Self.environment)
    }
    #expect(error?.field == field)
    #expect(error?.reason == reason)
    #expect(error?.line == 1)
  }
}
