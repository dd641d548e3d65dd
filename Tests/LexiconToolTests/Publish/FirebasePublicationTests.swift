import Foundation
import Lexicon
import LexiconRemote
import Testing

@testable import LexiconTool

@Suite struct FirebasePublicationTests {
  @Test func findsEveryNodeHoldingAVersionMarker() throws {
    let text = """
      {"production": {"1-3-0-beta-2": {"_version": "b", "ru": {"L": {"k": "в"}}},
                      "1-2-0": {"_version": "a", "en": {"L": {"k": "v"}}, "ru": {"L": {"k": "в"}}}},
       "development": {"_version": "d", "en": {"L": {"k": "dev"}}}}
      """
    let publications = try FirebasePublication.read(Array(text.utf8), path: "labels.json")
    #expect(
      publications.map(\.path.description)
        == ["development", "production/1-2-0", "production/1-3-0-beta-2"])
    #expect(
      publications.map(\.title) == ["development", "production 1.2.0", "production 1.3.0-beta.2"])
    #expect(publications.map(\.marker) == ["d", "a", "b"])
    #expect(publications[1].languages == ["en", "ru"])
    guard case .object(let node) = publications[1].node else {
      Issue.record("expected an object")
      return
    }
    #expect(node["_version"] == .string("a"))
    #expect(node["en"] == .object(["L": .object(["k": .string("v")])]))
  }

  @Test func aMarkerThatIsNotAStringIsRefused() {
    #expect(
      throws: ToolError.diagnostic(
        "labels.json:1:17: error: `_version` must be a string beside the languages",
        exitCode: .findings)
    ) {
      try FirebasePublication.read(
        Array(#"{"development": {"_version": 3}}"#.utf8), path: "labels.json")
    }
  }
}
