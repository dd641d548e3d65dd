import Foundation
import Lexicon
import LexiconEnvironment

/// Over-the-air strings from static files on any HTTP server — S3, CloudFront, GitHub Pages, a
/// CDN, nginx: a `manifest.json` per environment and app version, and per language a full
/// snapshot and deltas from earlier versions (formats in <doc:OverTheAirFormats>).
///
/// ```swift
/// let source = StaticHostingSource(baseURL: URL(string: "https://strings.example.com/app")!)
/// // Reads https://strings.example.com/app/production/1-2-0/manifest.json
/// ```
///
/// The manifest of an environment and version lives at
/// `<baseURL>/<environment>/<app version as a path component>/manifest.json`
/// (`production/1-2-0/manifest.json`, the `LocalizationEnvironment.path` convention), or
/// `<baseURL>/<environment>/manifest.json` for an environment without an app version. Its file
/// URLs are relative to it.
///
/// ## A refresh
///
/// 1. **The manifest**, conditionally: when every language asked for holds content fetched with
///    the same `ETag` (or `Last-Modified`), it is sent as `If-None-Match` (`If-Modified-Since`);
///    a `304` answers every language ``RemoteLanguageResponse/notModified`` without another
///    request. A manifest for another environment or app version is refused
///    (``RemoteError/wrongTarget(expected:found:)``).
/// 2. **Per language**: ``RemoteLanguageResponse/unpublished`` when the manifest does not list
///    it; ``RemoteLanguageResponse/notModified`` when the held version is current (with the
///    manifest's new validators in ``RemoteResponse/refreshedStates``); the delta from the held
///    version when the manifest lists one; otherwise the full snapshot — also when the manifest's
///    version is older than the held one (a rollback published by the team).
/// 3. **Verification before decoding**: a file is read only up to the size the manifest gives
///    (``RemoteError/tooLarge(_:limitBytes:)`` past it, ``RemoteError/truncatedBody(_:expectedBytes:receivedBytes:)``
///    short of it), its SHA-256 must match (``RemoteError/checksumMismatch(_:expected:actual:)``),
///    then it is decoded (``RemoteError/invalidPayload(source:field:line:column:reason:)``) and
///    must be for the request's environment, app version and language
///    (``RemoteError/wrongTarget(expected:found:)``) and the listed content version.
/// 4. **A delta that cannot be used** — its base is not the held version
///    (``RemoteError/deltaBaseMismatch(language:held:base:)``), it is missing, corrupt or
///    malformed — is refused and the full snapshot fetched instead; the refusal is reported in
///    ``RemoteResponse/recoveredErrors``. Network failures (timeouts, broken connections, `5xx`)
///    are not worked around: they end the refresh, and the device keeps what it holds.
///
/// Every request goes through ``transport`` (HTTPS only except loopback, retries, timeouts,
/// cancellation; see ``HTTPTransport``).
public struct StaticHostingSource: RemoteSource {
  /// The URL the environment folders are under, such as `https://strings.example.com/app`.
  public var baseURL: URL
  /// How files are fetched.
  public var transport: HTTPTransport
  /// The largest manifest accepted, in bytes. 1 MiB by default.
  public var maximumManifestBytes: Int

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The URL the environment folders are under.
  ///   - transport: How files are fetched; HTTPS only, 30 s per attempt, 3 attempts by default.
  ///   - maximumManifestBytes: The largest manifest accepted.
  public init(
    baseURL: URL, transport: HTTPTransport = HTTPTransport(), maximumManifestBytes: Int = 1 << 20
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.maximumManifestBytes = maximumManifestBytes
  }

  /// The manifest's URL for an environment and app version.
  ///
  /// ```swift
  /// source.manifestURL(for: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")))
  /// // https://strings.example.com/app/production/1-2-0/manifest.json
  /// ```
  ///
  /// - Parameter environment: The environment and app version.
  /// - Returns: `<baseURL>/<environment>/<version>/manifest.json`, without the version component
  ///   when the environment has none.
  public func manifestURL(for environment: LocalizationEnvironment) -> URL {
    var components = [environment.name.rawValue]
    if let path = try? environment.path(components: []) {
      components = path.components
    } else if let version = environment.version {
      components.append(version.pathComponent)
    }
    var url = baseURL
    for component in components + ["manifest.json"] {
      url = url.appendingPathComponent(component)
    }
    return url
  }

  /// Fetches what changed for the request's languages; see the type's discussion.
  ///
  /// - Parameter request: The environment, app version, languages and held content.
  /// - Returns: One response per language asked for.
  /// - Throws: A ``RemoteError`` naming the URL (or the field of a malformed file) when the
  ///   manifest or a full snapshot cannot be fetched, verified or decoded.
  public func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    guard !request.languages.isEmpty else { return RemoteResponse(languages: .init()) }
    let manifestURL = manifestURL(for: request.environment)
    let held = request.languages.map { request.held[$0] }
    let holdsEvery = held.allSatisfy { $0?.version != nil }
    let etag = holdsEvery ? Self.common(held.map { $0?.etag }) : nil
    let lastModified = holdsEvery ? Self.common(held.map { $0?.lastModified }) : nil
    let answer = try await transport.get(
      manifestURL, etag: etag, lastModified: lastModified, maximumBytes: maximumManifestBytes)
    if answer.isNotModified {
      guard etag != nil || lastModified != nil else {
        // A 304 to an unconditional request: a misbehaving server or proxy.
        throw .httpStatus(manifestURL, status: answer.status)
      }
      var languages: [String: RemoteLanguageResponse] = .init()
      for language in request.languages { languages[language] = .notModified }
      return RemoteResponse(languages: languages)
    }
    let manifest = try RemoteManifest(jsonData: answer.body, source: manifestURL.absoluteString)
    try PayloadReader.check(manifest.environment, expected: request.environment)
    var response = RemoteResponse(languages: .init())
    for language in request.languages {
      let tag = LanguageTag(language)?.identifier ?? language
      guard let entry = manifest.languages[tag] else {
        response.languages[language] = .unpublished
        continue
      }
      let state = RemoteContentState(
        version: entry.version, etag: answer.etag, lastModified: answer.lastModified)
      let heldVersion = request.held[language]?.version
      if heldVersion == entry.version {
        response.languages[language] = .notModified
        if request.held[language] != state { response.refreshedStates[language] = state }
        continue
      }
      if let heldVersion, let delta = entry.delta(from: heldVersion) {
        do {
          let change = try await fetchDelta(
            delta, of: entry, language: tag, held: heldVersion, manifestURL: manifestURL,
            environment: request.environment)
          response.languages[language] = .delta(change, state)
          continue
        } catch {
          guard Self.isContentProblem(error) else { throw error }
          response.recoveredErrors.append(error)
        }
      }
      let snapshot = try await fetchSnapshot(
        entry, language: tag, manifestURL: manifestURL, environment: request.environment)
      response.languages[language] = .full(snapshot, state)
    }
    return response
  }

  // MARK: - Files

  /// Downloads a file the manifest lists and checks its size and SHA-256.
  private func download(_ file: RemoteManifest.File, manifestURL: URL) async throws(RemoteError)
    -> (URL, Data)
  {
    guard let url = URL(string: file.url, relativeTo: manifestURL)?.absoluteURL else {
      throw .invalidPayload(
        source: manifestURL.absoluteString, field: "url", line: nil, column: nil,
        reason: "\(QuotedText.quoted(file.url)) is not a URL")
    }
    guard file.bytes <= transport.maximumBodyBytes else {
      throw .tooLarge(url, limitBytes: transport.maximumBodyBytes)
    }
    let answer = try await transport.get(url, maximumBytes: file.bytes)
    guard answer.isSuccess else { throw .httpStatus(url, status: answer.status) }
    guard answer.body.count == file.bytes else {
      throw .truncatedBody(url, expectedBytes: file.bytes, receivedBytes: answer.body.count)
    }
    let digest = SHA256.hash(answer.body).description
    guard digest == file.sha256 else {
      throw .checksumMismatch(url, expected: file.sha256, actual: digest)
    }
    return (url, answer.body)
  }

  private func fetchSnapshot(
    _ entry: RemoteManifest.Language, language: String, manifestURL: URL,
    environment: LocalizationEnvironment
  ) async throws(RemoteError) -> RemoteSnapshot {
    let (url, body) = try await download(entry.snapshot, manifestURL: manifestURL)
    let snapshot = try RemoteSnapshot(
      jsonData: body, source: url.absoluteString, environment: environment)
    try Self.expect(language: snapshot.language, language, version: snapshot.version, entry, url)
    return snapshot
  }

  private func fetchDelta(
    _ delta: RemoteManifest.Delta, of entry: RemoteManifest.Language, language: String,
    held: Int, manifestURL: URL, environment: LocalizationEnvironment
  ) async throws(RemoteError) -> RemoteDelta {
    let (url, body) = try await download(delta.file, manifestURL: manifestURL)
    let change = try RemoteDelta(
      jsonData: body, source: url.absoluteString, environment: environment)
    try Self.expect(language: change.language, language, version: change.version, entry, url)
    guard change.baseVersion == held else {
      throw .deltaBaseMismatch(language: language, held: held, base: change.baseVersion)
    }
    return change
  }

  /// Checks that a downloaded file holds the language and version the manifest lists.
  ///
  /// - Throws: ``RemoteError/wrongTarget(expected:found:)`` for another language;
  ///   ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming `version` for
  ///   another content version.
  private static func expect(
    language found: String, _ language: String, version: Int, _ entry: RemoteManifest.Language,
    _ url: URL
  ) throws(RemoteError) {
    guard found == language else { throw .wrongTarget(expected: language, found: found) }
    guard version == entry.version else {
      throw .invalidPayload(
        source: url.absoluteString, field: "version", line: nil, column: nil,
        reason: "the manifest lists version \(entry.version), the file holds version \(version)")
    }
  }

  /// The value every element has, or `nil` when they differ or one is `nil`.
  private static func common(_ values: [String?]) -> String? {
    guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else {
      return nil
    }
    return value
  }

  /// Whether a delta failed for what it holds (missing, corrupt, malformed, from another base)
  /// rather than for the network: then the full snapshot is worth fetching instead.
  static func isContentProblem(_ error: RemoteError) -> Bool {
    switch error {
    case .httpStatus(_, let status):
      return status < 500
    case .tooLarge, .truncatedBody, .checksumMismatch, .invalidPayload, .deltaBaseMismatch,
      .wrongTarget:
      return true
    default:
      // The network or the caller: insecure URLs, connection failures, timeouts, cancellation.
      return false
    }
  }
}
