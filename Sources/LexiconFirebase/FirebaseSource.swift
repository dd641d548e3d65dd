import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// Over-the-air strings from a Firebase Realtime Database, read over its REST API — no Firebase
/// SDK — from the layout many teams already keep there: per environment, app version and
/// language, one node per table.
///
/// ```swift
/// let source = FirebaseSource(
///   databaseURL: URL(string: "https://my-app-default-rtdb.firebaseio.com")!)
/// // GET https://my-app-default-rtdb.firebaseio.com/production/1-2-0/ru.json: every table of ru
/// ```
///
/// ## The layout
///
/// ```
/// production/1-2-0/_version          a change marker (optional): "3f9a1c07d2e4b5a6"
/// production/1-2-0/ru/Localizable    {"login%2Etitle": "Войти", "inbox": {"title": "Входящие"}}
/// production/1-2-0/ru/Settings       one node per table, named as the app's table
/// production/1-2-0/en/Localizable
/// development/ru/Localizable         an environment without an app version
/// ```
///
/// Paths are built with `LocalizationEnvironment.path(language:table:)`: the environment's name,
/// the app version written with `-` (`1.2.0` → `1-2-0`, since `.` is not allowed in a key), the
/// canonical language tag (or the node name ``languageNodes`` gives it, such as `RUS`), and the
/// table's name encoded with ``FirebaseKey``. By default (``tables`` empty) a language's node is
/// read whole, in one request, and each child is a table — exactly what `lexicon export
/// firebase` writes, whatever the tables are called; list ``tables`` to read only some. Each table node
/// holds keys encoded with ``FirebaseKey`` (`login%2Etitle`) or nested objects joined with `.`
/// (the seed layout `{"login": {"title": …}}`), plain texts, and plural values as objects of
/// CLDR categories (see `FirebaseTable` and <doc:FirebaseRealtimeDatabase>).
/// `lexicon export firebase` writes this layout from the app's files.
///
/// ## A refresh
///
/// 1. **The change marker.** With ``readsVersionNode`` (the default), `_version` of the
///    environment and app version is fetched first — a few bytes. When it is the one the device
///    held content with, every language held is `RemoteLanguageResponse/notModified` and no
///    table is downloaded. `lexicon export firebase` writes it; change it whenever you edit the
///    labels by hand, after the labels (any new value will do). A marker the rules do not let
///    the app read, or one larger than a marker is, counts as none.
/// 2. **The tables**, one `GET` per language (or per language and listed table), with
///    `X-Firebase-ETag: true`. The
///    database answers every `GET` in full (its ETags serve conditional *writes*), so the ETag
///    is kept with the content: when every table comes back with the ETag held, nothing is
///    decoded, validated or applied. The held ETag is sent as `If-None-Match` too, and a `304`
///    from a caching proxy is honoured. A table answered without an ETag is compared by the
///    SHA-256 of its body.
/// 3. **Content.** The tables of a language become one `RemoteSnapshot`. Firebase has no
///    content versions: the snapshot's version is the one the device holds plus one, so it is
///    always applied as newer. A body of `null` means nothing is published at that path: a
///    language whose every table is `null` is `RemoteLanguageResponse/unpublished`, never a
///    reason to drop what the device holds.
///
/// ## Errors
///
/// A `{"error": "…"}` body is a typed error with the service's message:
/// `RemoteError/unauthorized(_:message:)` for `401` (after one fresh credential, see
/// ``credential``), `RemoteError/serviceError(_:status:message:)` otherwise (`404` for a
/// disabled database, `400` for a bad path). Network failures, timeouts, `5xx` retries and the
/// HTTPS rule are ``transport``'s (`HTTPTransport`). Every error names the URL without the
/// credential.
///
/// ## Earlier app versions
///
/// With ``fallsBackToEarlierVersions``, when nothing is published at the app's own version the
/// source lists the environment's versions (`GET production.json?shallow=true`) and reads the
/// newest one not newer than the app's (pre-releases only for a pre-release app), so a patch
/// release needs no copy of its own. Off by default.
public struct FirebaseSource: RemoteSource {
  /// Supplies the credential requests are sent with. Called once per refresh with
  /// `forceRefresh: false`, and once more with `true` after the database refuses the first
  /// (`401`), so an expired ID token is replaced; a second refusal is reported.
  public typealias CredentialProvider =
    @Sendable (_ forceRefresh: Bool) async throws -> FirebaseCredential

  /// The database's URL, such as `https://my-app-default-rtdb.firebaseio.com`. A path or query
  /// it has (`http://127.0.0.1:9000/?ns=my-app` for the emulator) is kept.
  public var databaseURL: URL
  /// The tables read for each language, by name. Empty, the default, reads the language's node
  /// whole (`production/1-2-0/ru.json`) in one request and takes every child as a table: the
  /// tables `lexicon export firebase` wrote, named as the app's tables. A remote table serves the
  /// keys of the key types whose `table` has that name (the name of its `.strings` file).
  public var tables: [String]
  /// The node name of each language whose node is not named by its canonical tag, such as
  /// `["en": "ENG", "ru": "RUS"]` for a database laid out that way; other languages use their
  /// tag. Keys are canonicalised.
  public var languageNodes: [String: String] {
    get { nodeNames }
    set {
      nodeNames = Dictionary(
        newValue.map { (LanguageTag($0.key)?.identifier ?? $0.key, $0.value) },
        uniquingKeysWith: { first, _ in first })
    }
  }
  private var nodeNames: [String: String] = [:]
  /// The credential, or `nil` (the default) when the database's rules allow reading the labels
  /// without one.
  public var credential: CredentialProvider?
  /// Whether the `_version` node is fetched first, so unchanged tables are not downloaded.
  /// `true` by default; when the node is absent the tables are fetched as usual. With
  /// ``streamedNode`` set to ``FirebaseStreamedNode/publication`` an unchanged marker does not
  /// end a refresh: each table is still checked by its ETag, so an edit made without changing
  /// `_version` is seen.
  public var readsVersionNode: Bool
  /// Whether an app whose own version has nothing published reads the newest earlier version.
  /// `false` by default.
  public var fallsBackToEarlierVersions: Bool
  /// What live updates keep a connection open on (`RemoteProvider.startLiveUpdates()` of
  /// `LexiconRemoteLive`): the `_version` marker by default.
  public var streamedNode: FirebaseStreamedNode
  /// How requests are sent: HTTPS only (except loopback), retries, timeouts, the body cap.
  public var transport: HTTPTransport

  /// The largest `_version` node read, in bytes.
  static let maximumMarkerBytes = 4_096
  /// The largest shallow listing read, in bytes.
  static let maximumListingBytes = 1 << 20

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - databaseURL: The database's URL.
  ///   - tables: The tables read for each language; empty (the default) reads every table of
  ///     each language's node.
  ///   - transport: How requests are sent.
  ///   - credential: Supplies the credential, or `nil` to read without one.
  public init(
    databaseURL: URL, tables: [String] = [], transport: HTTPTransport = HTTPTransport(),
    credential: CredentialProvider? = nil
  ) {
    self.databaseURL = databaseURL
    self.tables = tables
    self.transport = transport
    self.credential = credential
    self.readsVersionNode = true
    self.fallsBackToEarlierVersions = false
    self.streamedNode = .versionMarker
  }

  /// The REST URL of a node: the database URL, the path's components percent-encoded, `.json`.
  ///
  /// ```swift
  /// source.url(for: try environment.path(language: "ru", table: "labels"))
  /// // https://my-app-default-rtdb.firebaseio.com/production/1-2-0/ru/labels.json
  /// ```
  ///
  /// - Parameter path: The node.
  /// - Returns: The URL, without credentials.
  public func url(for path: RemotePath) -> URL {
    url(for: path, query: [])
  }

  /// The REST URL of a node with query parameters after those of ``databaseURL``.
  package func url(for path: RemotePath, query: [(String, String)]) -> URL {
    guard var components = URLComponents(url: databaseURL, resolvingAgainstBaseURL: true) else {
      return databaseURL
    }
    var base = components.percentEncodedPath
    while base.hasSuffix("/") { base.removeLast() }
    let encoded = path.components.map { Self.percentEncoded($0) }
    components.percentEncodedPath = base + "/" + encoded.joined(separator: "/") + ".json"
    var items = components.percentEncodedQueryItems ?? []
    for (name, value) in query {
      items.append(URLQueryItem(name: Self.percentEncoded(name), value: Self.percentEncoded(value)))
    }
    components.percentEncodedQueryItems = items.isEmpty ? nil : items
    return components.url ?? databaseURL
  }

  /// The characters written as they are in a path component or query value: RFC 3986's
  /// unreserved characters. Everything else, `%` of an encoded key included, is percent-encoded.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func percentEncoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// Fetches what changed for the request's languages; see the type's discussion.
  ///
  /// - Parameter request: The environment, app version, languages and held content.
  /// - Returns: One response per language asked for.
  /// - Throws: A `RemoteError` when a node cannot be read or decoded; the device keeps what it
  ///   holds.
  public func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    var response = RemoteResponse(languages: [:])
    guard !request.languages.isEmpty else { return response }
    var session = FirebaseSession(source: self)
    guard let publication = try await publication(for: request.environment, session: &session)
    else {
      for language in request.languages { response.languages[language] = .unpublished }
      return response
    }
    for language in request.languages {
      let version = request.held[language]?.version
      let held = version == nil ? nil : FirebaseHeldState(validator: request.held[language]?.etag)
      // Streaming the whole publication promises every edit, the marker changed or not: each
      // table's ETag is checked instead.
      if streamedNode == .versionMarker, let marker = publication.marker, let held,
        held.path == publication.path.description, held.marker == marker,
        Set(held.etags.keys) == Set(reads)
      {
        response.languages[language] = .notModified
        continue
      }
      let (answer, refreshed) = try await fetchLanguage(
        language, at: publication, held: held, version: version, session: &session)
      response.languages[language] = answer
      if let refreshed { response.refreshedStates[language] = refreshed }
    }
    return response
  }

  /// Fetches one language's tables: "not modified" (with new validators when the marker or the
  /// node changed) when every ETag is the one held, else the full content.
  private func fetchLanguage(
    _ language: String, at publication: (path: RemotePath, marker: String?),
    held: FirebaseHeldState?, version: Int?, session: inout FirebaseSession
  ) async throws(RemoteError) -> (RemoteLanguageResponse, RemoteContentState?) {
    let tag = LanguageTag(language)?.identifier ?? language
    let sameNode = held?.path == publication.path.description
    var bodies: [String: Data] = [:]
    var etags: [String: String] = [:]
    var unchanged: [String] = []
    var answeredByProxy = false
    let node = nodeName(of: tag)
    for table in reads {
      let path = try Self.path(publication.path, node, table)
      let heldETag = sameNode ? held?.etags[table] : nil
      let sentETag = heldETag.flatMap { Self.isDigestValidator($0) ? nil : $0 }
      switch try await session.get(
        path, etag: sentETag, maximumBytes: transport.maximumBodyBytes)
      {
      case .notModified:
        unchanged.append(table)
        etags[table] = heldETag
        answeredByProxy = true
      case .body(let body, let etag):
        // Without an ETag (a proxy that strips it), a digest of the body tells whether it is
        // the one held, so an unchanged table never makes a new version.
        let validator = etag ?? Self.digestValidator(of: body)
        etags[table] = validator
        bodies[table] = body
        if validator == heldETag { unchanged.append(table) }
      }
    }
    var state = FirebaseHeldState(
      path: publication.path.description, marker: publication.marker, etags: etags)
    if unchanged.count == reads.count, let held, let version {
      // Every table is the one held: nothing to decode. Keep the new marker and ETags — unless a
      // proxy answered 304 for a table: it may hold a stale copy, so the old marker stays and
      // the next refresh asks again.
      if answeredByProxy { state.marker = held.marker }
      let refreshed = RemoteContentState(version: version, etag: state.validator)
      return (.notModified, state == held ? nil : refreshed)
    }
    // Some table changed: the content is read whole. The bodies of unchanged tables came with
    // their answers; only a table a proxy answered 304 for is fetched again, without a condition.
    for table in unchanged where bodies[table] == nil {
      let path = try Self.path(publication.path, node, table)
      if case .body(let body, _) = try await session.get(
        path, maximumBytes: transport.maximumBodyBytes)
      {
        bodies[table] = body
      }
    }
    var content: [String: [String: LocalizedValue]] = [:]
    var experiments: [String: [String: RemoteExperiment]] = [:]
    for table in reads {
      let path = try Self.path(publication.path, node, table)
      let source = url(for: path).absoluteString
      let reader = try PayloadReader(
        bytes: Array(bodies[table] ?? Data("null".utf8)), source: source)
      guard !reader.root.isNull else { continue }
      if table == Self.wholeLanguage {
        // The language's node: each child is a table.
        for member in try reader.members(reader.root, "") where !member.value.isNull {
          let name = FirebaseKey.decode(member.key)
          let (values, keys) = try FirebaseTable.content(
            member.value, path: FieldPath.member("", member.key), reader: reader)
          if !values.isEmpty { content[name] = values }
          if !keys.isEmpty { experiments[name] = keys }
        }
      } else {
        let (values, keys) = try FirebaseTable.content(
          reader.root, path: FieldPath.member("", table), reader: reader)
        content[table] = values
        if !keys.isEmpty { experiments[table] = keys }
      }
    }
    guard !content.isEmpty else { return (.unpublished, nil) }
    let snapshot = RemoteSnapshot(
      language: tag, version: (version ?? 0) + 1, tables: content, experiments: experiments)
    return (
      .full(snapshot, RemoteContentState(version: snapshot.version, etag: state.validator)), nil
    )
  }

  /// The validator of a table answered without an ETag: `sha256:` and the body's digest.
  static func digestValidator(of body: Data) -> String {
    "sha256:\(SHA256.hash(body))"
  }

  /// Whether a held validator is a digest (``digestValidator(of:)``) rather than the database's
  /// ETag: it is never sent as `If-None-Match`.
  static func isDigestValidator(_ validator: String) -> Bool {
    validator.hasPrefix("sha256:")
  }

  /// What a language's read stands for when ``tables`` is empty: its whole node.
  static let wholeLanguage = ""

  /// What is read for each language: the listed tables, or the whole language node.
  var reads: [String] {
    tables.isEmpty ? [Self.wholeLanguage] : tables
  }

  /// The node name of a language (canonical tag): the one ``languageNodes`` gives, or the tag.
  func nodeName(of language: String) -> String {
    nodeNames[language] ?? language
  }

  /// The path of a table of a language node under a publication node; the language node itself
  /// for ``wholeLanguage``.
  static func path(_ publication: RemotePath, _ languageNode: String, _ table: String)
    throws(RemoteError) -> RemotePath
  {
    do {
      let tail = table == wholeLanguage ? [] : [FirebaseKey.encode(table)]
      return try RemotePath(components: publication.components + [languageNode] + tail)
    } catch {
      throw .invalidPath(error)
    }
  }
}
