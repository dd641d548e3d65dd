import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import Testing

@testable import LexiconRemote

@Suite struct RemoteDeltaJSONTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))

  @Test func roundTripsSetAndRemove() throws {
    let delta = RemoteDelta(
      language: "ru", baseVersion: 6, version: 7,
      set: ["Localizable": RemoteValueFixtures.values()["ru"] ?? [:]],
      removed: ["Localizable": ["b", "a", "é", "Z"], "Old": []])
    let data = delta.jsonData(environment: Self.environment)
    let read = try RemoteDelta(jsonData: data, source: "d", environment: Self.environment)
    #expect(read.language == "ru")
    #expect(read.baseVersion == 6)
    #expect(read.version == 7)
    #expect(read.set == delta.set)
    #expect(
      read.removed == ["Localizable": ["Z", "a", "b", "é"], "Old": []], "written in UTF-8 order")
    #expect(read.jsonData(environment: Self.environment) == data)
  }

  @Test func setAndRemoveAreOptional() throws {
    let json = PayloadDocument.json(
      kind: "delta", #""language": "en", "baseVersion": 0, "version": 1"#)
    let delta = try RemoteDelta(
      jsonData: Data(json.utf8), source: "d", environment: Self.environment)
    #expect(delta == RemoteDelta(language: "en", baseVersion: 0, version: 1))
  }

  @Test func contentOfAnotherTargetIsRefused() {
    let data = RemoteDelta(language: "ru", baseVersion: 1, version: 2)
      .jsonData(environment: LocalizationEnvironment(name: .production, version: AppVersion("2.0")))
    #expect(throws: RemoteError.wrongTarget(expected: "production 1.2.0", found: "production 2.0"))
    {
      try RemoteDelta(jsonData: data, source: "d", environment: Self.environment)
    }
  }

  @Test(
    "Names the field of what is wrong",
    arguments: [
      (#""language": "en", "version": 2"#, "baseVersion", "the field is missing"),
      (
        #""language": "en", "baseVersion": 2, "version": 2"#, "baseVersion",
        "a delta to version 2 must start from an earlier version, not 2"
      ),
      (
        #""language": "en", "baseVersion": 1, "version": 2, "remove": {"A": "k"}"#, "remove.A",
        "expected an array of keys, found \"k\""
      ),
      (
        #""language": "en", "baseVersion": 1, "version": 2, "remove": {"A": ["k", 3]}"#,
        "remove.A[1]", "expected a string, found 3"
      ),
      (
        #""language": "en", "baseVersion": 1, "version": 2, "set": {"A": {"k": 3}}"#, "set.A.k",
        "expected a string or a plural object, found 3"
      ),
    ])
  func errors(fields: String, field: String, reason: String) {
    let json = PayloadDocument.json(kind: "delta", fields)
    let error = InvalidPayload.thrown { () throws(RemoteError) in
      try RemoteDelta(jsonData: Data(json.utf8), source: "d", environment: Self.environment)
    }
    #expect(error?.field == field)
    #expect(error?.reason == reason)
    #expect(error?.line == 1)
  }
}
