import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import Testing

@testable import LexiconRemote

@Suite struct RemoteManifestTests {
  static let digest = String(repeating: "ab", count: 32)

  func read(_ languages: String) throws(RemoteError) -> RemoteManifest {
    try RemoteManifest(
      jsonData: Data(PayloadDocument.json(kind: "manifest", #""languages": "# + languages).utf8),
      source: "manifest.json")
  }

  @Test func readsAndWritesEveryField() throws {
    let manifest = try read(
      """
      {"pt_BR": {"version": 4, "snapshot": {"url": "pt-BR/4.json", "bytes": 10, "sha256": "\(Self.digest.uppercased())"},
        "deltas": [{"baseVersion": 3, "url": "https://cdn.example.com/pt-BR/3-4.json", "bytes": 2, "sha256": "\(Self.digest)"}],
        "future": true}}
      """)
    let expected = RemoteManifest(
      environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")),
      languages: [
        "pt-BR": RemoteManifest.Language(
          version: 4,
          snapshot: RemoteManifest.File(url: "pt-BR/4.json", bytes: 10, sha256: Self.digest),
          deltas: [
            RemoteManifest.Delta(
              baseVersion: 3,
              file: RemoteManifest.File(
                url: "https://cdn.example.com/pt-BR/3-4.json", bytes: 2, sha256: Self.digest))
          ])
      ])
    #expect(manifest == expected)
    #expect(manifest.languages["pt-BR"]?.delta(from: 3)?.file.bytes == 2)
    #expect(manifest.languages["pt-BR"]?.delta(from: 2) == nil)
    let data = manifest.jsonData()
    #expect(try RemoteManifest(jsonData: data, source: "again") == manifest)
    #expect(try RemoteManifest(jsonData: data, source: "again").jsonData() == data)
  }

  @Test func deltasAreWrittenByBaseVersion() throws {
    let file = RemoteManifest.File(url: "x", bytes: 1, sha256: Self.digest)
    let manifest = RemoteManifest(
      environment: LocalizationEnvironment(name: .production, version: nil),
      languages: [
        "en": RemoteManifest.Language(
          version: 9, snapshot: file,
          deltas: [8, 2, 5].map { RemoteManifest.Delta(baseVersion: $0, file: file) })
      ])
    let read = try RemoteManifest(jsonData: manifest.jsonData(), source: "m")
    #expect(read.languages["en"]?.deltas.map(\.baseVersion) == [2, 5, 8])
    #expect(!String(decoding: manifest.jsonData(), as: UTF8.self).contains("appVersion"))
  }

  @Test(
    "Names the field of what is wrong",
    arguments: [
      (#"[]"#, "languages", "expected an object, found an array"),
      (#"{"xx-!": {}}"#, "languages[\"xx-!\"]", "\"xx-!\" is not a language tag"),
      (
        #"{"pt-BR": {"version": 1, "snapshot": {"url": "a", "bytes": 1, "sha256": "DIGEST"}}, "pt_BR": {}}"#,
        "languages.pt_BR", "\"pt_BR\" is listed twice as pt-BR"
      ),
      (#"{"en": {"snapshot": {}}}"#, "languages.en.version", "the field is missing"),
      (
        #"{"en": {"version": -1}}"#, "languages.en.version",
        "expected a number of at least 0, found -1"
      ),
      (#"{"en": {"version": 1}}"#, "languages.en.snapshot", "the field is missing"),
      (
        #"{"en": {"version": 1, "snapshot": {"url": "", "bytes": 1, "sha256": "DIGEST"}}}"#,
        "languages.en.snapshot.url", "\"\" is not a URL"
      ),
      (
        #"{"en": {"version": 1, "snapshot": {"url": "a", "bytes": 1, "sha256": "abc"}}}"#,
        "languages.en.snapshot.sha256", "\"abc\" is not a SHA-256 digest (64 hexadecimal digits)"
      ),
      (
        #"{"en": {"version": 1, "snapshot": {"url": "a", "bytes": 1.5, "sha256": "DIGEST"}}}"#,
        "languages.en.snapshot.bytes", "expected a whole number, found 1.5"
      ),
      (
        #"{"en": {"version": 1, "snapshot": {"url": "a", "bytes": 1, "sha256": "DIGEST"}, "deltas": {}}}"#,
        "languages.en.deltas", "expected an array, found an object"
      ),
      (
        #"{"en": {"version": 3, "snapshot": {"url": "a", "bytes": 1, "sha256": "DIGEST"}, "deltas": [{"baseVersion": 3, "url": "b", "bytes": 1, "sha256": "DIGEST"}]}}"#,
        "languages.en.deltas[0].baseVersion",
        "a delta to version 3 must start from an earlier version, not 3"
      ),
      (
        #"{"en": {"version": 3, "snapshot": {"url": "a", "bytes": 1, "sha256": "DIGEST"}, "deltas": [{"baseVersion": 1, "url": "b", "bytes": 1, "sha256": "DIGEST"}, {"baseVersion": 1, "url": "c", "bytes": 1, "sha256": "DIGEST"}]}}"#,
        "languages.en.deltas[1].baseVersion", "two deltas start from version 1"
      ),
    ])
  func errors(languages: String, field: String, reason: String) {
    let json = languages.replacingOccurrences(of: "DIGEST", with: Self.digest)
    let error = InvalidPayload.thrown { () throws(RemoteError) in try read(json) }
    #expect(error?.field == field)
    #expect(error?.reason == reason)
    #expect(error?.line == 1)
    #expect((error?.column ?? 0) > 1)
  }

  @Test func aSnapshotIsNotAManifest() {
    let snapshot = RemoteSnapshot(language: "en", version: 1, tables: [:])
    let data = snapshot.jsonData(
      environment: LocalizationEnvironment(name: .production, version: nil))
    #expect(
      throws: RemoteError.invalidPayload(
        source: "m", field: "kind", line: 4, column: 11,
        reason: "expected a manifest, found \"snapshot\"")
    ) { try RemoteManifest(jsonData: data, source: "m") }
  }
}
