import Foundation

/// How over-the-air sources talk HTTP: `URLSession` (swift-corelibs-foundation's
/// `FoundationNetworking` on Linux) with the rules a refresh needs — HTTPS only, a deadline per
/// attempt, a cap on the body, conditional requests, bounded retries with backoff — and every
/// failure a typed ``RemoteError`` naming the URL.
///
/// A transport is a small value a source holds; configure it where you create the source:
///
/// ```swift
/// let transport = HTTPTransport(
///   timeout: 15, maximumAttempts: 4, initialRetryDelay: 1, maximumRetryDelay: 30)
/// let source = StaticHostingSource(
///   baseURL: URL(string: "https://strings.example.com/app")!, transport: transport)
/// ```
///
/// ## What a request goes through
///
/// 1. **Security.** The URL must be HTTPS, or plain HTTP to a loopback host (`localhost`,
///    `127.0.0.0/8`, `::1`); anything else throws ``RemoteError/insecureURL(_:)`` before any
///    connection is opened. Redirects are checked the same way.
///    ``allowsInsecureHTTPForDevelopment`` lifts the rule for a development server on the LAN.
/// 2. **One attempt.** A fresh ephemeral session (no cache, no cookies) sends the request. The
///    body is counted as it arrives and the transfer stops once it passes the cap
///    (``maximumBodyBytes``, or the request's smaller ``HTTPRequest/maximumResponseBytes``):
///    ``RemoteError/tooLarge(_:limitBytes:)``. A body short of its `Content-Length` is
///    ``RemoteError/truncatedBody(_:expectedBytes:receivedBytes:)``. The whole attempt, from
///    connecting to the last byte, must end within ``timeout`` — a server dripping bytes slowly
///    cannot hold it longer: ``RemoteError/timedOut(_:)``.
/// 3. **Retries.** `408`, `429`, `500`, `502`, `503` and `504` answers, timeouts, broken
///    connections and truncated bodies are retried, up to ``maximumAttempts`` attempts in all,
///    for idempotent methods only. The wait before retry *n* is
///    `min(maximumRetryDelay, initialRetryDelay × 2ⁿ⁻¹)`, of which a random half is taken off
///    ("equal jitter"), so many devices failing together do not retry together. A `Retry-After`
///    field (seconds or an HTTP date) makes the wait at least that long; when it asks for more
///    than ``maximumRetryAfter``, the transport stops retrying and reports the answer instead
///    of retrying early.
/// 4. **Cancellation.** Cancelling the task cancels the request (and any wait between attempts)
///    and throws ``RemoteError/cancelled``.
///
/// ``send(_:)`` returns whatever the server finally answered; ``get(_:etag:lastModified:maximumBytes:)``
/// also throws ``RemoteError/httpStatus(_:status:)`` for anything but `2xx` and `304`.
public struct HTTPTransport: Sendable {
  /// The longest one attempt may take, from opening the connection to the last byte of the body,
  /// in seconds. 30 by default.
  public var timeout: TimeInterval
  /// The most attempts per request, the first included (1 disables retries). 3 by default.
  public var maximumAttempts: Int
  /// The wait before the first retry, in seconds, before jitter; it doubles with each retry.
  /// 0.5 by default.
  public var initialRetryDelay: TimeInterval
  /// The longest wait between attempts from backoff alone, in seconds. 8 by default.
  public var maximumRetryDelay: TimeInterval
  /// The longest `Retry-After` honoured, in seconds; a server asking for more ends the retries.
  /// 60 by default.
  public var maximumRetryAfter: TimeInterval
  /// The largest body accepted, in bytes (after decompression). 8 MiB by default.
  public var maximumBodyBytes: Int
  /// Allows plain HTTP to any host, for a development server on your network. Never enable it in
  /// a release build: content fetched over plain HTTP can be changed on the way.
  public var allowsInsecureHTTPForDevelopment: Bool
  /// Header fields sent with every request (a request's own fields win), such as a
  /// `User-Agent` or an API key.
  public var headers: HTTPHeaders
  /// Waiting, jitter and the date, replaced by tests.
  package var clock: RetryClock = .live

  /// The statuses worth another attempt: the server or a proxy was overloaded or timed out.
  static let retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

  /// Creates a transport.
  ///
  /// - Parameters:
  ///   - timeout: The longest one attempt may take, in seconds.
  ///   - maximumAttempts: The most attempts per request.
  ///   - maximumBodyBytes: The largest body accepted.
  ///   - initialRetryDelay: The wait before the first retry, before jitter.
  ///   - maximumRetryDelay: The longest wait between attempts from backoff alone.
  ///   - maximumRetryAfter: The longest `Retry-After` waited out.
  ///   - allowsInsecureHTTPForDevelopment: Whether plain HTTP to any host is allowed.
  ///   - headers: Header fields sent with every request.
  public init(
    timeout: TimeInterval = 30, maximumAttempts: Int = 3, maximumBodyBytes: Int = 8 << 20,
    initialRetryDelay: TimeInterval = 0.5, maximumRetryDelay: TimeInterval = 8,
    maximumRetryAfter: TimeInterval = 60, allowsInsecureHTTPForDevelopment: Bool = false,
    headers: HTTPHeaders = HTTPHeaders()
  ) {
    self.timeout = timeout
    self.maximumAttempts = maximumAttempts
    self.initialRetryDelay = initialRetryDelay
    self.maximumRetryDelay = maximumRetryDelay
    self.maximumRetryAfter = maximumRetryAfter
    self.maximumBodyBytes = maximumBodyBytes
    self.allowsInsecureHTTPForDevelopment = allowsInsecureHTTPForDevelopment
    self.headers = headers
  }

  /// Fetches a resource, conditionally when validators are given.
  ///
  /// ```swift
  /// let response = try await transport.get(url, etag: "\"v6\"")
  /// if response.isNotModified { /* keep what you hold */ }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The resource.
  ///   - etag: The `ETag` the held copy came with, sent as `If-None-Match`.
  ///   - lastModified: The `Last-Modified` it came with, sent as `If-Modified-Since`.
  ///   - maximumBytes: A cap on this body below ``maximumBodyBytes``, or `nil`.
  /// - Returns: A `2xx` or `304` response.
  /// - Throws: ``RemoteError/httpStatus(_:status:)`` for any other status (after retries), or
  ///   the error of ``send(_:)``.
  public func get(
    _ url: URL, etag: String? = nil, lastModified: String? = nil, maximumBytes: Int? = nil
  ) async throws(RemoteError) -> HTTPResponse {
    let response = try await send(
      .get(url, etag: etag, lastModified: lastModified, maximumResponseBytes: maximumBytes))
    guard response.isSuccess || response.isNotModified else {
      throw .httpStatus(url, status: response.status)
    }
    return response
  }

  /// Sends a request, retrying as the type's discussion says, and returns the final answer
  /// whatever its status.
  ///
  /// - Parameter request: The request.
  /// - Returns: The server's last answer.
  /// - Throws: ``RemoteError/insecureURL(_:)`` before any connection for a URL the security
  ///   rule refuses; ``RemoteError/connectionFailed(_:code:)``, ``RemoteError/timedOut(_:)``,
  ///   ``RemoteError/truncatedBody(_:expectedBytes:receivedBytes:)`` or
  ///   ``RemoteError/tooLarge(_:limitBytes:)`` after the last attempt;
  ///   ``RemoteError/cancelled`` when the task is cancelled.
  public func send(_ request: HTTPRequest) async throws(RemoteError) -> HTTPResponse {
    guard
      TransportSecurity.permits(request.url, allowsInsecureHTTP: allowsInsecureHTTPForDevelopment)
    else { throw .insecureURL(request.url) }
    let limit = max(0, min(maximumBodyBytes, request.maximumResponseBytes ?? .max))
    var attempt = 1
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      let result = await HTTPTransfer.run(
        request, timeout: timeout, limit: limit,
        allowsInsecureHTTP: allowsInsecureHTTPForDevelopment, headers: headers)
      let canRetry = attempt < maximumAttempts && request.isIdempotent
      let delay: TimeInterval
      switch result {
      case .success(let response):
        guard canRetry, Self.retryableStatuses.contains(response.status) else { return response }
        guard let wait = retryAfter(response, retry: attempt) else { return response }
        delay = wait
      case .failure(let error):
        guard canRetry, Self.isRetryable(error) else { throw error }
        delay = backoff(beforeRetry: attempt)
      }
      do {
        try await clock.sleep(delay)
      } catch {
        throw .cancelled
      }
      guard !Task.isCancelled else { throw .cancelled }
      attempt += 1
    }
  }

  /// The wait before retrying after a retryable answer: the backoff, or longer when a
  /// `Retry-After` field asks; `nil` when it asks for more than ``maximumRetryAfter``.
  private func retryAfter(_ response: HTTPResponse, retry: Int) -> TimeInterval? {
    let backoff = backoff(beforeRetry: retry)
    guard let field = response.headers["Retry-After"],
      let asked = RetryAfter.delay(field, now: clock.now())
    else { return backoff }
    guard asked <= maximumRetryAfter else { return nil }
    return max(asked, backoff)
  }

  /// The jittered exponential backoff before retry number `retry` (from 1).
  func backoff(beforeRetry retry: Int) -> TimeInterval {
    let exponent = Double(min(max(retry - 1, 0), 30))
    let ceiling = max(0, min(maximumRetryDelay, initialRetryDelay * pow(2, exponent)))
    let random = min(max(clock.random(), 0), 1)
    return ceiling / 2 + ceiling / 2 * random
  }

  /// Whether a failed attempt is worth another: the network or the server faltered, not the
  /// request or the content.
  static func isRetryable(_ error: RemoteError) -> Bool {
    switch error {
    case .timedOut, .truncatedBody:
      return true
    case .connectionFailed(_, let code):
      return [
        NSURLErrorNetworkConnectionLost, NSURLErrorCannotConnectToHost,
        NSURLErrorBadServerResponse, NSURLErrorDNSLookupFailed, NSURLErrorCannotFindHost,
        NSURLErrorUnknown,
      ].contains(code)
    default:
      return false
    }
  }
}
