import Lexicon

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
/// ```swift
/// RemoteResponse(
///   languages: ["ru": .full(snapshot, RemoteContentState(version: 7, etag: "\"v7\""))],
///   target: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")))
/// ```
public struct RemoteResponse: Sendable, Hashable {
  /// The response for each language of the request.
  public var languages: [String: RemoteLanguageResponse]
  /// The environment and app version the content says it was published for, when the source
  /// knows it (a manifest names them), or `nil`. A provider refuses a response whose target is
  /// not the environment and app version it asked for
  /// (``RemoteError/wrongTarget(expected:found:)``), so content published for staging or another
  /// release never reaches the app.
  public var target: LocalizationEnvironment?

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - languages: The response for each language.
  ///   - target: The environment and app version the content was published for, if known.
  public init(languages: [String: RemoteLanguageResponse], target: LocalizationEnvironment? = nil) {
    self.languages = languages
    self.target = target
  }
}
