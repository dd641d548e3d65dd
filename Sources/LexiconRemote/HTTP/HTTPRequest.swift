import Foundation

/// A request an ``HTTPTransport`` sends: a method, a URL, header fields and an optional body.
///
/// Sources build `GET` requests with ``get(_:etag:lastModified:maximumResponseBytes:)``, which adds the conditional
/// headers; a publishing tool can send `PUT` requests with a body.
///
/// ```swift
/// let request = HTTPRequest.get(manifestURL, etag: held.etag, lastModified: held.lastModified)
/// let response = try await transport.send(request)
/// ```
public struct HTTPRequest: Sendable, Equatable {
  /// The method, such as `GET` or `PUT`.
  public var method: String
  /// The URL; HTTPS unless it is loopback or the transport allows insecure HTTP.
  public var url: URL
  /// The header fields to send, besides the transport's own.
  public var headers: HTTPHeaders
  /// The body to send, if any.
  public var body: Data?
  /// A cap on the response body for this request, below the transport's
  /// ``HTTPTransport/maximumBodyBytes``; `nil` uses the transport's cap.
  public var maximumResponseBytes: Int?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The method; `GET` by default.
  ///   - url: The URL.
  ///   - headers: Header fields to send.
  ///   - body: The body, if any.
  ///   - maximumResponseBytes: A cap on the response body, or `nil` for the transport's cap.
  public init(
    method: String = "GET", url: URL, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil,
    maximumResponseBytes: Int? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.maximumResponseBytes = maximumResponseBytes
  }

  /// A conditional `GET`: `If-None-Match` with the entity tag and `If-Modified-Since` with the
  /// date the held content was fetched with, so an unchanged resource costs a `304` and no body.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - etag: The `ETag` the held content came with, or `nil`.
  ///   - lastModified: The `Last-Modified` value it came with, or `nil`.
  ///   - maximumResponseBytes: A cap on the response body, or `nil` for the transport's cap.
  /// - Returns: The request.
  public static func get(
    _ url: URL, etag: String? = nil, lastModified: String? = nil,
    maximumResponseBytes: Int? = nil
  ) -> HTTPRequest {
    var headers = HTTPHeaders()
    headers["If-None-Match"] = etag
    headers["If-Modified-Since"] = lastModified
    return HTTPRequest(url: url, headers: headers, maximumResponseBytes: maximumResponseBytes)
  }

  /// Whether the request may be sent again after a failure without changing its effect
  /// (RFC 9110: `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS`, `TRACE`).
  var isIdempotent: Bool {
    ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(method.uppercased())
  }
}
