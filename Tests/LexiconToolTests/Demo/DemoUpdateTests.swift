import Foundation
import Lexicon
import LexiconRemote
import Testing

@testable import LexiconTool

@Suite struct DemoUpdateTests {
  /// The embedded export is a valid static-hosting publication: the manifest lists each
  /// snapshot with its exact size and digest, and each reads back as the demo's content.
  @Test func isAValidStaticExport() throws {
    let files = DemoUpdate.files
    let manifest = try RemoteManifest(
      jsonData: try #require(files["production/1-0-0/manifest.json"]), source: "manifest.json")
    #expect(manifest.environment == DemoUpdate.environment)
    #expect(files.count == DemoUpdate.snapshots.count + 1)
    for snapshot in DemoUpdate.snapshots {
      let entry = try #require(manifest.languages[snapshot.language])
      let data = try #require(files["production/1-0-0/" + entry.snapshot.url])
      #expect(entry.snapshot.bytes == data.count)
      #expect(entry.snapshot.sha256 == SHA256.hash(data).description)
      #expect(
        try RemoteSnapshot(
          jsonData: data, source: entry.snapshot.url, environment: DemoUpdate.environment)
          == snapshot)
    }
  }

  /// The same bytes on every run, pinned here: the demo's output names their sizes, so a
  /// manifest written in another order or form would change what users read.
  @Test func isByteStable() {
    #expect(DemoUpdate.files["production/1-0-0/manifest.json"]?.count == 790)
    #expect(DemoUpdate.files["production/1-0-0/ru/1.json"]?.count == 302)
    #expect(DemoUpdate.files["production/1-0-0/ar/1.json"]?.count == 319)
    #expect(DemoUpdate.files["production/1-0-0/en/1.json"]?.count == 217)
  }
}
