import Foundation
import Lexicon
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// What a refresh keeps of a source's answer, language by language.
@Suite struct IncomingChangesTests {
  static let held = HeldLanguage.empty("ru").applying(
    LanguageChange(language: "ru", version: 3, set: ["Screen": ["a": .text("a")]]), files: [],
    validators: RemoteContentState(version: 3))
  static func snapshot(_ version: Int, language: String = "ru") -> RemoteSnapshot {
    RemoteSnapshot(
      language: language, version: version, tables: ["Screen": ["a": .text("\(version)")]])
  }

  @Test func newerContentIsTakenAndStaleContentIgnored() throws {
    var incoming = IncomingChanges()
    try incoming.take(
      .full(Self.snapshot(4), RemoteContentState(version: 4, etag: "e4")), for: "ru",
      held: Self.held)
    try incoming.take(
      .full(Self.snapshot(2, language: "en"), RemoteContentState(version: 2)), for: "en", held: nil)
    try incoming.take(
      .full(Self.snapshot(3), RemoteContentState(version: 3)), for: "ru", held: Self.held)
    try incoming.take(.notModified, for: "de", held: nil)
    try incoming.take(.unpublished, for: "fr", held: nil)
    try incoming.take(nil, for: "ar", held: nil)
    #expect(incoming.changes.map(\.language) == ["ru", "en"])
    #expect(incoming.validators["ru"]?.etag == "e4")
    #expect(incoming.refetch.isEmpty)
  }

  @Test func deltasFromTheHeldVersionAreTakenOthersRefetched() throws {
    var incoming = IncomingChanges()
    let good = RemoteDelta(language: "ru", baseVersion: 3, version: 4)
    let wrong = RemoteDelta(language: "en", baseVersion: 1, version: 2)
    try incoming.take(.delta(good, RemoteContentState(version: 4)), for: "ru", held: Self.held)
    try incoming.take(.delta(wrong, RemoteContentState(version: 2)), for: "en", held: nil)
    #expect(incoming.changes == [LanguageChange(good)])
    #expect(incoming.refetch == ["en"])
  }

  @Test(arguments: [
    (
      RemoteLanguageResponse.full(snapshot(4, language: "uk"), RemoteContentState()),
      RemoteError.wrongTarget(expected: "ru", found: "uk")
    ),
    (
      .delta(RemoteDelta(language: "ru", baseVersion: 3, version: 3), RemoteContentState()),
      .invalidPayload(
        source: "delta of ru", field: "version", line: nil, column: nil,
        reason: "version 3 does not follow base version 3")
    ),
  ])
  func malformedAnswersAreRefused(response: RemoteLanguageResponse, error: RemoteError) {
    var incoming = IncomingChanges()
    #expect(throws: error) { try incoming.take(response, for: "ru", held: Self.held) }
  }

  /// New validators for content held at their version are kept; stale ones and those of
  /// languages not asked for are not; the errors a source recovered from are collected.
  @Test func newValidatorsAndRecoveredErrorsAreCollected() throws {
    var incoming = IncomingChanges()
    let fresh = RemoteContentState(version: 3, etag: "\"m2\"")
    let recovered = RemoteError.deltaBaseMismatch(language: "ru", held: 3, base: 2)
    try incoming.take(
      RemoteResponse(
        languages: ["ru": .notModified, "en": .notModified],
        refreshedStates: [
          "ru": fresh, "en": RemoteContentState(version: 9), "de": RemoteContentState(version: 1),
        ],
        recoveredErrors: [recovered]),
      for: ["ru", "en"], held: ["ru": Self.held])
    #expect(incoming.refreshed == ["ru": fresh])
    #expect(incoming.recovered == [recovered])
    #expect(incoming.changes.isEmpty)
    var again = IncomingChanges()
    try again.take(.full(Self.snapshot(3), fresh), for: "ru", held: Self.held)
    #expect(again.refreshed == ["ru": fresh])
    #expect(again.changes.isEmpty)
  }

  @Test func languageTagsAreComparedCanonically() throws {
    var incoming = IncomingChanges()
    try incoming.take(
      .full(Self.snapshot(1, language: "pt_BR"), RemoteContentState()), for: "pt-BR", held: nil)
    #expect(incoming.changes.first?.language == "pt-BR")
  }
}
