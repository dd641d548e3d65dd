import Lexicon
import LexiconEnvironment

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
public enum RemoteLanguageResponse: Sendable, Equatable {
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
/// Three optional parts help the caller beyond the per-language answers:
///
/// - ``target``: the environment and app version the content says it was published for; a
///   provider refuses content for another one.
/// - ``refreshedStates``: for a language answered ``RemoteLanguageResponse/notModified``, the
///   validators to send next time when they changed (a static host's manifest changed for
///   another language, so its `ETag` is new although this language's content is not). Keeping
///   them lets the next refresh be a cheap conditional request again.
/// - ``recoveredErrors``: problems the source met and worked around — a delta that was refused
///   and the full content fetched instead. The response is complete and correct; report them so
///   a broken publication is noticed.
///
/// ```swift
/// RemoteResponse(
///   languages: ["ru": .full(snapshot, RemoteContentState(version: 7, etag: "\"v7\""))],
///   target: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")))
/// ```
public struct RemoteResponse: Sendable, Equatable {
  /// The response for each language of the request.
  public var languages: [String: RemoteLanguageResponse]
  /// The environment and app version the content says it was published for, when the source
  /// knows it (a manifest names them), or `nil`. A provider refuses a response whose target is
  /// not the environment and app version it asked for
  /// (``RemoteError/wrongTarget(expected:found:)``), so content published for staging or another
  /// release never reaches the app.
  public var target: LocalizationEnvironment?
  /// New validators for languages answered ``RemoteLanguageResponse/notModified``: the held
  /// content stays, the validators to send next time are these.
  public var refreshedStates: [String: RemoteContentState]
  /// Errors the source recovered from; the response is complete despite them.
  public var recoveredErrors: [RemoteError]

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - languages: The response for each language.
  ///   - target: The environment and app version the content was published for, if known.
  ///   - refreshedStates: New validators for languages answered "not modified"; none by default.
  ///   - recoveredErrors: Errors the source recovered from; none by default.
  public init(
    languages: [String: RemoteLanguageResponse], target: LocalizationEnvironment? = nil,
    refreshedStates: [String: RemoteContentState] = .init(), recoveredErrors: [RemoteError] = []
  ) {
    self.languages = languages
    self.target = target
    self.refreshedStates = refreshedStates
    self.recoveredErrors = recoveredErrors
  }
}
