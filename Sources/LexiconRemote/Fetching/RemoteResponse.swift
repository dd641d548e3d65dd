/// A ``RemoteSource``'s answer for one language of a ``RemoteRequest``.
///
/// ```swift
/// switch response.languages["ru"] {
/// case .notModified?: break                       // keep what the device holds
/// case .full(let snapshot, _)?: apply(snapshot)   // replace the language's content
/// case .delta(let delta, _)?: apply(delta)        // change the held version into a later one
/// case .unpublished?, nil: break                  // nothing published: keep the cache
/// }
/// ```
public enum RemoteLanguageResponse: Sendable, Hashable {
  /// The held content is current.
  case notModified
  /// The full content, and the validators to send next time.
  case full(RemoteSnapshot, RemoteContentState)
  /// The changes from the held version, and the validators to send next time.
  case delta(RemoteDelta, RemoteContentState)
  /// Nothing is published for the language at this environment and version. Not an error, and
  /// never a reason to drop what the device holds.
  case unpublished
}

/// A ``RemoteSource``'s answer to a ``RemoteRequest``: one response per language asked for.
///
/// Two optional parts help the caller beyond the per-language answers:
///
/// - ``refreshedStates``: for a language answered ``RemoteLanguageResponse/notModified``, the
///   validators to send next time when they changed (a static host's manifest changed for
///   another language, so its `ETag` is new although this language's content is not). Keeping
///   them lets the next refresh be a cheap conditional request again.
/// - ``recoveredErrors``: problems the source met and worked around — a delta that was refused
///   and the full content fetched instead. The response is complete and correct; report them so
///   a broken publication is noticed.
public struct RemoteResponse: Sendable, Hashable {
  /// The response for each language of the request.
  public var languages: [String: RemoteLanguageResponse]
  /// New validators for languages answered ``RemoteLanguageResponse/notModified``: the held
  /// content stays, the validators to send next time are these.
  public var refreshedStates: [String: RemoteContentState]
  /// Errors the source recovered from; the response is complete despite them.
  public var recoveredErrors: [RemoteError]

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - languages: The response for each language.
  ///   - refreshedStates: New validators for languages answered "not modified"; none by default.
  ///   - recoveredErrors: Errors the source recovered from; none by default.
  public init(
    languages: [String: RemoteLanguageResponse],
    refreshedStates: [String: RemoteContentState] = [:], recoveredErrors: [RemoteError] = []
  ) {
    self.languages = languages
    self.refreshedStates = refreshedStates
    self.recoveredErrors = recoveredErrors
  }
}
