import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// The requests of one `FirebaseSource.fetch`: each `GET` with the credential, `X-Firebase-ETag`
/// and the held ETag, the answer turned into a body or a typed error.
///
/// The credential is asked of the app's closure once per fetch; after the first `401` a fresh
/// one is asked for (`forceRefresh: true`) and the request sent again, once per fetch — a
/// second refusal is `RemoteError/unauthorized(_:message:)`. Errors name the URL without the
/// credential, so a log never holds a token.
///
/// ```swift
/// var session = FirebaseSession(source: source)
/// let answer = try await session.get(path, etag: held.etags["labels"], maximumBytes: 1 << 20)
/// ```
package struct FirebaseSession {
  /// What a `GET` gave.
  enum Answer {
    /// The body, and the ETag it came with.
    case body(Data, etag: String?)
    /// `304 Not Modified`, from a proxy: the held ETag is current.
    case notModified
  }

  private let source: FirebaseSource
  /// The credential in use, once asked for.
  private var credential: FirebaseCredential?
  /// Whether the closure was asked at all.
  private var askedCredential = false
  /// Whether a fresh credential was asked for after a `401`.
  private var refreshedCredential = false

  init(source: FirebaseSource) {
    self.source = source
  }

  /// Fetches the node at `path`.
  ///
  /// - Parameters:
  ///   - path: The node.
  ///   - query: More query parameters, such as `shallow=true`.
  ///   - etag: The ETag the held copy came with, sent as `If-None-Match` (the database ignores
  ///     it; a caching proxy may answer `304`).
  ///   - asksForETag: Whether to send `X-Firebase-ETag: true`: for table nodes only (the
  ///     database does not allow it with `shallow=true`, and a marker needs none).
  ///   - refusalIsAbsence: Whether a `401` or `403` means "nothing to read here" (`null`, without
  ///     asking for a fresh credential): for the optional `_version` node, which rules may
  ///     leave unreadable while the tables are readable.
  ///   - maximumBytes: A cap on the body.
  /// - Returns: The body and its ETag, or "not modified".
  /// - Throws: A `RemoteError` naming the URL without the credential.
  mutating func get(
    _ path: RemotePath, query: [(String, String)] = [], etag: String? = nil,
    asksForETag: Bool = true, refusalIsAbsence: Bool = false, maximumBytes: Int
  ) async throws(RemoteError) -> Answer {
    let url = source.url(for: path, query: query)
    while true {
      let credential = try await currentCredential()
      var request = HTTPRequest.get(
        credential.map { source.url(for: path, query: query + [($0.parameterName, $0.token)]) }
          ?? url,
        etag: etag, maximumResponseBytes: maximumBytes)
      if asksForETag { request.headers["X-Firebase-ETag"] = "true" }
      let response: HTTPResponse
      do {
        response = try await source.transport.send(request)
      } catch {
        throw Self.naming(url, in: error)
      }
      if response.isSuccess { return .body(response.body, etag: response.etag) }
      if response.isNotModified, etag != nil { return .notModified }
      if refusalIsAbsence, response.status == 401 || response.status == 403 {
        return .body(Data("null".utf8), etag: nil)
      }
      let message = Self.errorMessage(response.body)
      if response.status == 401 {
        if source.credential != nil, !refreshedCredential {
          refreshedCredential = true
          self.credential = try await askCredential(forceRefresh: true)
          continue
        }
        throw .unauthorized(url, message: message ?? "unauthorized")
      }
      if let message { throw .serviceError(url, status: response.status, message: message) }
      throw .httpStatus(url, status: response.status)
    }
  }

  /// The credential for the next request: the closure's answer, asked once per fetch.
  private mutating func currentCredential() async throws(RemoteError) -> FirebaseCredential? {
    guard source.credential != nil else { return nil }
    if !askedCredential {
      askedCredential = true
      credential = try await askCredential(forceRefresh: false)
    }
    return credential
  }

  /// Asks the app's closure for a credential; `nil` when the source has none.
  func askCredential(forceRefresh: Bool) async throws(RemoteError) -> FirebaseCredential? {
    guard let provide = source.credential else { return nil }
    guard !Task.isCancelled else { throw .cancelled }
    do {
      return try await provide(forceRefresh)
    } catch {
      if Task.isCancelled { throw .cancelled }
      throw .credentialUnavailable(reason: String(describing: error))
    }
  }

  /// The `error` of a Realtime Database error body (`{"error": "Permission denied"}`), if the
  /// body is one.
  package static func errorMessage(_ body: Data) -> String? {
    guard body.count < 64 << 10, let root = JSONReader.read(Array(body)).root else { return nil }
    return root.member("error")?.value.string
  }

  /// `error` with every URL it names replaced by `url`: the transport names the URL it was
  /// given, which carries the credential.
  package static func naming(_ url: URL, in error: RemoteError) -> RemoteError {
    switch error {
    case .insecureURL: return .insecureURL(url)
    case .connectionFailed(_, let code): return .connectionFailed(url, code: code)
    case .timedOut: return .timedOut(url)
    case .httpStatus(_, let status): return .httpStatus(url, status: status)
    case .truncatedBody(_, let expected, let received):
      return .truncatedBody(url, expectedBytes: expected, receivedBytes: received)
    case .tooLarge(_, let limit): return .tooLarge(url, limitBytes: limit)
    default: return error
    }
  }
}
