/// Where over-the-air strings come from: a static host with a manifest, a Firebase Realtime
/// Database, or your own service.
///
/// A refresh hands a source a ``RemoteRequest`` — the environment and app version, the languages,
/// and what the device already holds for each — and gets back, per language, "not modified",
/// the full content, a delta from the held version, or "nothing published".
///
/// ## The contract
///
/// - **Answer only for the request's environment and app version.** Content of another
///   environment or version is never returned.
/// - **Use what the device holds.** Send conditional requests with the held validators, answer
///   ``RemoteLanguageResponse/notModified`` when nothing changed, and send a delta only from the
///   held version (``RemoteContentState/version``).
/// - **Verify what you download.** Check sizes and checksums the transport or manifest gives
///   before decoding; decode into ``RemoteSnapshot`` / ``RemoteDelta`` with errors naming the
///   field. Throw a ``RemoteError``; never return partial content as if it were whole.
/// - **Be cancellable and bounded.** Honour task cancellation and your transport's timeouts; the
///   caller runs at most one refresh at a time, so a source needs no locking of its own for that.
/// - **Be a value.** Sources are `Sendable` values; keep caches (ETags per URL) in what the device
///   holds, not in the source.
///
/// The caller validates and applies what a source returns (format specifiers against the
/// development language, plural categories, size caps) and keeps the previous content on any
/// error.
///
/// ```swift
/// struct FixedSource: RemoteSource {
///   let snapshot: RemoteSnapshot
///   func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
///     var languages: [String: RemoteLanguageResponse] = [:]
///     for language in request.languages {
///       languages[language] =
///         language != snapshot.language ? .unpublished
///         : request.held[language]?.version == snapshot.version ? .notModified
///         : .full(snapshot, RemoteContentState(version: snapshot.version))
///     }
///     return RemoteResponse(languages: languages)
///   }
/// }
/// ```
public protocol RemoteSource: Sendable {
  /// Fetches what changed for the request's languages.
  ///
  /// - Parameter request: The environment, app version, languages and held content.
  /// - Returns: One response per language asked for.
  /// - Throws: A ``RemoteError`` when the source cannot answer; the device keeps what it holds.
  func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse
}
