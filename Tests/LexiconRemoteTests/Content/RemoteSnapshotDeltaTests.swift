import Lexicon
import LexiconPublishing
import LexiconRemote
import Testing

/// Deltas between snapshots: the delta from N to N+k applied to N gives exactly N+k, and a
/// delta from another version or language is refused.
@Suite struct RemoteSnapshotDeltaTests {
  static let v1 = RemoteSnapshot(
    language: "ru", version: 1,
    tables: [
      "Screen": ["title": .text("Войти"), "files": RemoteFixture.filesPlural, "gone": .text("x")],
      "Old": ["a": .text("a")],
    ])
  static let v3 = RemoteSnapshot(
    language: "ru", version: 3,
    tables: [
      "Screen": [
        "title": .text("Вход"), "files": RemoteFixture.filesPlural, "new": .text("Новое"),
      ],
      "New": ["b": .text("b")],
    ])

  @Test(arguments: [(v1, v3), (v3, v1), (v1, v1)])
  func applyingTheDeltaGivesExactlyTheTarget(old: RemoteSnapshot, new: RemoteSnapshot) throws {
    let delta = RemoteDelta(from: old, to: new)
    #expect(delta.baseVersion == old.version)
    #expect(delta.version == new.version)
    #expect(try old.applying(delta) == new)
  }

  @Test func theDeltaHoldsOnlyWhatChanged() {
    let delta = RemoteDelta(from: Self.v1, to: Self.v3)
    #expect(
      delta.set == [
        "Screen": ["title": .text("Вход"), "new": .text("Новое")], "New": ["b": .text("b")],
      ])
    #expect(delta.removed == ["Screen": ["gone"], "Old": ["a"]])
  }

  @Test func aDeltaFromAnotherVersionOrLanguageIsRefused() {
    #expect(throws: RemoteError.deltaBaseMismatch(language: "ru", held: 3, base: 1)) {
      try Self.v3.applying(RemoteDelta(from: Self.v1, to: Self.v3))
    }
    let english = RemoteDelta(language: "en", baseVersion: 1, version: 2)
    #expect(throws: RemoteError.wrongTarget(expected: "ru", found: "en")) {
      try Self.v1.applying(english)
    }
  }
}
