import Lexicon
import Testing

@testable import LexiconRemote

/// Folding deltas: later sets and removals win, and whole content stays whole.
@Suite struct LanguageChangeTests {
  @Test func laterChangesWin() {
    let first = LanguageChange(
      language: "ru", version: 2, baseVersion: 1,
      set: ["Screen": ["a": .text("a2"), "b": .text("b2")]], removed: ["Screen": ["c"]])
    let second = LanguageChange(
      language: "ru", version: 3, baseVersion: 2,
      set: ["Screen": ["c": .text("c3")]], removed: ["Screen": ["a"], "Other": ["x"]])
    #expect(
      first.followed(by: second)
        == LanguageChange(
          language: "ru", version: 3, baseVersion: 1,
          set: ["Screen": ["b": .text("b2"), "c": .text("c3")]],
          removed: ["Screen": ["a"], "Other": ["x"]]))
  }

  @Test func wholeContentStaysWhole() {
    let whole = LanguageChange(
      language: "ru", version: 1, set: ["Screen": ["a": .text("a1"), "b": .text("b1")]])
    let delta = LanguageChange(
      language: "ru", version: 2, baseVersion: 1, set: ["Other": ["x": .text("x2")]],
      removed: ["Screen": ["a", "b"]])
    #expect(
      whole.followed(by: delta)
        == LanguageChange(language: "ru", version: 2, set: ["Other": ["x": .text("x2")]]))
  }

  @Test func snapshotsAndDeltasBecomeChanges() {
    let snapshot = RemoteSnapshot(language: "ru", version: 4, tables: ["Screen": ["a": .text("a")]])
    #expect(
      LanguageChange(snapshot) == LanguageChange(language: "ru", version: 4, set: snapshot.tables))
    #expect(LanguageChange(snapshot).isFull)
    let delta = RemoteDelta(
      language: "ru", baseVersion: 4, version: 5, removed: ["Screen": ["a", "a"]])
    #expect(LanguageChange(delta).removed == ["Screen": ["a"]])
    #expect(LanguageChange(delta).removedCount == 1)
  }

  /// One change per language, in the order first recorded: a later one replaces it in place,
  /// `nil` removes it.
  @Test func languageChangesKeepOnePerLanguageInOrder() {
    var changes = LanguageChanges()
    #expect(changes["ru"] == nil)
    changes["ru"] = LanguageChange(language: "ru", version: 1)
    changes["en"] = LanguageChange(language: "en", version: 1)
    changes["de"] = LanguageChange(language: "de", version: 1)
    changes["ru"] = LanguageChange(language: "ru", version: 2)
    #expect(changes.all.map(\.language) == ["ru", "en", "de"])
    #expect(changes["ru"]?.version == 2)
    changes["en"] = nil
    changes["fr"] = nil
    #expect(changes.all.map(\.language) == ["ru", "de"])
    #expect(changes["en"] == nil)
  }
}
