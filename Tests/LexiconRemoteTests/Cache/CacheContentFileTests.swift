import Lexicon
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// A language's cache file: whole content and deltas read back exactly, and whole content read
/// with folded deltas gives the content after them.
@Suite struct CacheContentFileTests {
  static let whole = LanguageChange(
    language: "ru", version: 3,
    set: [
      "Screen": [
        "title": .text("Войти"), "files": RemoteFixture.filesPlural, "": .text("empty key"),
      ],
      "Other": ["extra": .text("Ещё")],
    ])
  static let delta = LanguageChange(
    language: "ru", version: 4, baseVersion: 3,
    set: ["Screen": ["title": .text("Вход"), "new": .text("Новое")]],
    removed: ["Screen": ["files"], "Other": ["extra"]])

  @Test(arguments: [whole, delta])
  func changesReadBackExactly(change: LanguageChange) throws {
    let (bytes, checksum) = CacheContentFile.encode(change)
    #expect(try CacheContentFile.decodeChange(bytes) == change)
    #expect(checksum == XXHash64.hash(Array(bytes.dropLast(8))))
  }

  @Test func wholeContentReadsIntoReadOptimizedTables() throws {
    let (bytes, _) = CacheContentFile.encode(Self.whole)
    let (header, tables, _) = try CacheContentFile.decodeTables(bytes, overriding: nil)
    #expect(header == CacheContentFile.Header(language: "ru", version: 3, baseVersion: nil))
    #expect(tables.mapValues(\.entries) == Self.whole.set)
    #expect(tables.values.allSatisfy { $0.isReadOptimized })
  }

  @Test func wholeContentWithFoldedDeltasIsTheContentAfterThem() throws {
    let (bytes, _) = CacheContentFile.encode(Self.whole)
    let (_, tables, _) = try CacheContentFile.decodeTables(bytes, overriding: Self.delta)
    #expect(
      tables.mapValues(\.entries) == [
        "Screen": ["title": .text("Вход"), "new": .text("Новое"), "": .text("empty key")]
      ])
    let snapshot = RemoteSnapshot(language: "ru", version: 3, tables: Self.whole.set)
    let applied = try snapshot.applying(
      RemoteDelta(
        language: "ru", baseVersion: 3, version: 4, set: Self.delta.set,
        removed: Self.delta.removed.mapValues { Array($0) }))
    #expect(tables.mapValues(\.entries) == applied.tables)
  }

  @Test func aDeltaIsNotReadAsWholeContent() {
    let (bytes, _) = CacheContentFile.encode(Self.delta)
    #expect(throws: CacheFormatError.self) {
      try CacheContentFile.decodeTables(bytes, overriding: nil)
    }
  }
}
