import Lexicon

/// The changes a refresh collects from a source's answer, language by language: what to
/// validate, the validators to keep, and the languages to ask for again in full.
///
/// ```swift
/// var incoming = IncomingChanges()
/// try incoming.take(response.languages["ru"], for: "ru", held: held["ru"])
/// incoming.refetch   // ["ru"] when the delta's base was not the version held
/// ```
struct IncomingChanges {
  /// The changes to validate, one per language at most.
  var changes: [LanguageChange] = []
  /// The validators each changed language was fetched with.
  var validators: [String: RemoteContentState] = .init()
  /// The languages whose delta did not start from the version held.
  var refetch: [String] = []
  /// New validators for content the device already holds (the source answered "not modified"
  /// with ``RemoteResponse/refreshedStates``, or sent the held version again with new ones).
  var refreshed: [String: RemoteContentState] = .init()
  /// Errors the source recovered from (``RemoteResponse/recoveredErrors``).
  var recovered: [RemoteError] = []
  /// The languages the source has nothing published for.
  var unpublished: Set<String> = []

  /// Takes a whole answer: each language of `languages`, then the new validators and the errors
  /// the source recovered from.
  mutating func take(
    _ response: RemoteResponse, for languages: [String], held: [String: HeldLanguage]
  ) throws(RemoteError) {
    for language in languages {
      try take(response.languages[language], for: language, held: held[language])
      if let state = response.refreshedStates[language], let current = held[language],
        state.version == current.record.version, state != current.record.state
      {
        refreshed[language] = state
      }
    }
    recovered += response.recoveredErrors
  }

  /// Takes one language's answer.
  ///
  /// Content not newer than what is held is ignored (a stale copy served by a cache on the way:
  /// versions only move forward); a delta from another version than the held one puts the
  /// language in ``refetch``.
  ///
  /// - Throws: ``RemoteError/wrongTarget(expected:found:)`` for content of another language;
  ///   ``RemoteError/invalidPayload(source:field:line:column:reason:)`` for a delta that does not
  ///   move the version forward.
  mutating func take(
    _ response: RemoteLanguageResponse?, for language: String, held: HeldLanguage?
  ) throws(RemoteError) {
    switch response {
    case .unpublished?:
      unpublished.insert(language)
      return
    case nil, .notModified?:
      return
    case .full(let snapshot, let state)?:
      try check(snapshot.language, is: language)
      if let held, snapshot.version <= held.record.version {
        if snapshot.version == held.record.version, state != held.record.state {
          refreshed[language] = state
        }
        return
      }
      var change = LanguageChange(snapshot)
      change.language = language
      changes.append(change)
      validators[language] = state
    case .delta(let delta, let state)?:
      try check(delta.language, is: language)
      guard delta.version > delta.baseVersion else {
        throw .invalidPayload(
          source: "delta of \(language)", field: "version", line: nil, column: nil,
          reason: "version \(delta.version) does not follow base version \(delta.baseVersion)")
      }
      guard let held, held.record.version == delta.baseVersion else {
        refetch.append(language)
        return
      }
      var change = LanguageChange(delta)
      change.language = language
      changes.append(change)
      validators[language] = state
    }
  }

  /// Throws unless `found` is `expected` once canonicalised.
  private func check(_ found: String, is expected: String) throws(RemoteError) {
    guard (LanguageTag(found)?.identifier ?? found) == expected else {
      throw .wrongTarget(expected: expected, found: found)
    }
  }
}
