import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import Testing

@testable import LexiconReading
@testable import LexiconRemote

/// The JSON examples of the `OverTheAirFormats` DocC article are real: each decodes, re-encodes
/// to exactly its bytes, and the manifest's sizes and digests are those of the example files.
@Suite struct FormatsArticleTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/LexiconRemote/LexiconRemote.docc/OverTheAirFormats.md")

  /// The article's JSON code blocks, each as the file it shows (with its final line feed).
  static func examples() throws -> [Data] {
    let text = try String(contentsOf: article, encoding: .utf8)
    var blocks: [Data] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if current == nil, line == "```json" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(Data((lines.joined(separator: "\n") + "\n").utf8))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everyExampleReadsAndWritesBackByteForByte() throws {
    let examples = try Self.examples()
    #expect(examples.count == 3)
    let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
    for example in examples {
      let reader = try PayloadReader(bytes: Array(example), source: "article")
      switch reader.root.member("kind")?.value.string {
      case "manifest":
        #expect(try RemoteManifest(jsonData: example, source: "article").jsonData() == example)
      case "snapshot":
        let snapshot = try RemoteSnapshot(
          jsonData: example, source: "article", environment: environment)
        #expect(snapshot.jsonData(environment: environment) == example)
      case "delta":
        let delta = try RemoteDelta(jsonData: example, source: "article", environment: environment)
        #expect(delta.jsonData(environment: environment) == example)
      case let kind:
        Issue.record("an example of kind \(String(describing: kind))")
      }
    }
  }

  @Test func theManifestDescribesTheExampleFiles() throws {
    let examples = try Self.examples()
    try #require(examples.count == 3)
    let manifest = try RemoteManifest(jsonData: examples[0], source: "article")
    let en = RemoteSnapshot(
      language: "en", version: 3, tables: ["Localizable": ["login.title": .text("Sign in")]]
    ).jsonData(
      environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")))
    let files = ["ru/7.json": examples[1], "ru/6-7.json": examples[2], "en/3.json": en]
    var references = manifest.languages.values.map(\.snapshot)
    references += manifest.languages.values.flatMap { $0.deltas.map(\.file) }
    #expect(references.count == 3)
    for reference in references {
      let data = try #require(files[reference.url])
      #expect(reference.bytes == data.count, "\(reference.url)")
      #expect(reference.sha256 == SHA256.hash(data).description, "\(reference.url)")
    }
  }
}
