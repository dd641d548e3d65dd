import Lexicon
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// Applying changes in memory: deltas stack over read-optimized tables, removals and deep
/// stacks rebuild them flat, and the counts follow.
@Suite struct HeldLanguageTests {
  static let base = HeldLanguage.empty("ru").applying(
    LanguageChange(
      language: "ru", version: 1,
      set: ["Screen": ["title": .text("Войти"), "files": RemoteFixture.filesPlural]]),
    files: [], validators: RemoteContentState(version: 1, etag: "\"1\""))

  @Test func wholeContentReplacesEverything() {
    #expect(Self.base.record.version == 1)
    #expect(Self.base.record.etag == "\"1\"")
    #expect(Self.base.record.keyCount == 2)
    #expect(Self.base.tables["Screen"]?.isReadOptimized == true)
    let next = Self.base.applying(
      LanguageChange(language: "ru", version: 2, set: ["Other": ["x": .text("икс")]]),
      files: [], validators: RemoteContentState(version: 2))
    #expect(next.tables.keys.sorted() == ["Other"])
    #expect(next.record.keyCount == 1)
    #expect(next.record.byteCount == 1 + 6)
  }

  @Test func deltasStackThenRebuildFlat() {
    var held = Self.base
    for version in 2...5 {
      held = held.applying(
        LanguageChange(
          language: "ru", version: version, baseVersion: version - 1,
          set: ["Screen": ["title": .text("Вход \(version)"), "k\(version)": .text("v\(version)")]]),
        files: [], validators: RemoteContentState(version: version))
      #expect(held.overlays["Screen"] ?? 0 <= HeldLanguage.maximumOverlays)
      #expect(held.tables["Screen"]?["title"] == .text("Вход \(version)"))
      #expect(held.tables["Screen"]?.isReadOptimized == true)
    }
    #expect(held.record.keyCount == 6)
    #expect(held.tables["Screen"]?["files"] == RemoteFixture.filesPlural)
    held = held.applying(
      LanguageChange(
        language: "ru", version: 6, baseVersion: 5, removed: ["Screen": ["k2", "absent"]]),
      files: [], validators: RemoteContentState(version: 6))
    #expect(held.overlays["Screen"] == nil)
    #expect(held.tables["Screen"]?["k2"] == nil)
    #expect(held.record.keyCount == 5)
  }

  @Test func countsFollowReplacementsAndRemovals() {
    let change = LanguageChange(
      language: "ru", version: 2, baseVersion: 1,
      set: ["Screen": ["title": .text("Вход"), "new": .text("n")]], removed: ["Screen": ["files"]])
    let (keys, bytes) = Self.base.counts(after: change)
    #expect(keys == 2)
    #expect(bytes == "title".utf8.count + "Вход".utf8.count + "new".utf8.count + 1)
  }
}
