import Foundation

/// What a server answered to an ``HTTPRequest``: the status, the header fields and the whole
/// body, already checked against the announced length and the size cap.
///
/// ```swift
/// let response = try await transport.get(manifestURL, etag: held.etag)
/// if response.isNotModified { return .notModified }
/// let next = RemoteContentState(version: nil, etag: response.etag, lastModified: response.lastModified)
/// ```
public struct HTTPResponse: Sendable, Equatable {
  /// The URL that answered (after redirects).
  public var url: URL
  /// The status code.
  public var status: Int
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body (decompressed when the server compressed it); empty for a `304`.
  public var body: Data

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - url: The URL that answered.
  ///   - status: The status code.
  ///   - headers: The header fields.
  ///   - body: The body.
  public init(url: URL, status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// Whether the status is `2xx`.
  public var isSuccess: Bool { (200..<300).contains(status) }

  /// Whether the server answered `304 Not Modified`: the held content is current.
  public var isNotModified: Bool { status == 304 }

  /// The `ETag` field, to send as `If-None-Match` next time.
  public var etag: String? { headers["ETag"] }

  /// The `Last-Modified` field as written, to send as `If-Modified-Since` next time.
  public var lastModified: String? { headers["Last-Modified"] }
}
