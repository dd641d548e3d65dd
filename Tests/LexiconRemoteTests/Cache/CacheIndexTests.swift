import Foundation
import Testing

@testable import LexiconRemote

/// The commit record reads back exactly, and lists every file its records name.
@Suite struct CacheIndexTests {
  static let file = CacheFileRecord(name: "ru.3.00ff.lxrc", size: 120, checksum: 0xFF, version: 3)
  static let delta = CacheFileRecord(
    name: "ru.3-4.0a0b.lxrc", size: 60, checksum: 0xA0B, version: 4, baseVersion: 3)

  @Test(arguments: [
    CacheIndex(environment: "production", appVersion: "1.2.0", build: "100"),
    CacheIndex(
      environment: "staging", appVersion: "", build: "",
      lastRefresh: Date(timeIntervalSince1970: 1_700_000_000.25),
      applied: [
        "ru": CacheLanguageRecord(
          language: "ru", version: 4, etag: "\"v4\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT",
          keyCount: 2, byteCount: 40, files: [file, delta])
      ],
      pending: [
        "en": CacheLanguageRecord(
          language: "en", version: 1, keyCount: 1, byteCount: 9,
          files: [CacheFileRecord(name: "en.1.01.lxrc", size: 80, checksum: 1, version: 1)])
      ]),
  ])
  func readsBackExactly(index: CacheIndex) throws {
    #expect(try CacheIndex.decode(index.encoded()) == index)
  }

  @Test func listsEveryFile() {
    var index = CacheIndex(environment: "production", appVersion: "1.2.0", build: "100")
    index.applied["ru"] = CacheLanguageRecord(
      language: "ru", version: 4, keyCount: 2, byteCount: 40, files: [Self.file, Self.delta])
    index.pending["ru"] = CacheLanguageRecord(
      language: "ru", version: 3, keyCount: 2, byteCount: 40, files: [Self.file])
    #expect(index.fileNames == ["ru.3.00ff.lxrc", "ru.3-4.0a0b.lxrc"])
  }

  @Test func aDamagedRecordIsRefused() {
    var bytes = CacheIndex(environment: "production", appVersion: "1.2.0", build: "100").encoded()
    bytes[18] ^= 4
    #expect(throws: CacheFormatError.self) { try CacheIndex.decode(bytes) }
  }
}
