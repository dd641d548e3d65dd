import Foundation

/// What the test HTTP server answers: a status, headers and a body, and optionally a fault that
/// breaks the answer in a chosen way.
///
/// ```swift
/// server.route("/manifest.json", replies: [
///   .status(503, headers: [TestHTTPHeader("Retry-After", "1")]),
///   .ok(manifest, headers: [TestHTTPHeader("ETag", "\"m1\"")]),
/// ])
/// server.route("/ru/7.json") { _ in .ok(payload, fault: .reset(afterBodyBytes: 100)) }
/// ```
///
/// `Content-Length` is added unless the headers give one or ask for `Transfer-Encoding: chunked`
/// (then the body is sent as chunks of ``chunkSize`` bytes); `Connection` is added to say whether
/// the connection stays open.
package struct TestHTTPResponse: Sendable {
  /// How an answer is broken.
  package enum Fault: Sendable, Hashable {
    /// Nothing is sent for this many seconds, then the answer as usual.
    case stall(TimeInterval)
    /// The head at once, then the body `bytes` at a time with `interval` seconds between.
    case drip(bytes: Int, interval: TimeInterval)
    /// The head (with the full `Content-Length`) and this many bytes of the body, then an
    /// orderly close: a truncated body.
    case truncate(afterBodyBytes: Int)
    /// The head and this many bytes of the body, then a TCP reset (`SO_LINGER` 0).
    case reset(afterBodyBytes: Int)
    /// The connection is closed without an answer.
    case hangUp
  }

  /// The status code.
  package var status: Int
  /// The header lines, in order.
  package var headers: [TestHTTPHeader]
  /// The body; never sent for `304` or a `HEAD` request.
  package var body: [UInt8]
  /// How the answer is broken, or `nil` for a well-formed one.
  package var fault: Fault?
  /// The size of each chunk when the headers ask for `Transfer-Encoding: chunked`.
  package var chunkSize = 64
  /// For an event stream (``eventStream(_:status:headers:)``): the channel whose writes go out
  /// as the body, until it ends.
  package var stream: TestEventChannel?

  package init(
    status: Int, headers: [TestHTTPHeader] = [], body: [UInt8] = [], fault: Fault? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.fault = fault
  }

  /// `200 OK` with a body.
  package static func ok(
    _ body: some Collection<UInt8>, headers: [TestHTTPHeader] = [], fault: Fault? = nil
  ) -> TestHTTPResponse {
    TestHTTPResponse(status: 200, headers: headers, body: Array(body), fault: fault)
  }

  /// A `text/event-stream` answer whose body is what the test writes into `channel`, as it
  /// writes it, until it closes or resets the channel or the client goes away.
  package static func eventStream(
    _ channel: TestEventChannel, status: Int = 200, headers: [TestHTTPHeader] = []
  ) -> TestHTTPResponse {
    var response = TestHTTPResponse(
      status: status,
      headers: [
        TestHTTPHeader("Content-Type", "text/event-stream"),
        TestHTTPHeader("Cache-Control", "no-cache"),
      ] + headers)
    response.stream = channel
    return response
  }

  /// `200 OK` with a text body (UTF-8).
  package static func ok(
    _ text: String, headers: [TestHTTPHeader] = [], fault: Fault? = nil
  ) -> TestHTTPResponse {
    ok(Array(text.utf8), headers: headers, fault: fault)
  }

  /// Any status, with an optional text body.
  package static func status(
    _ status: Int, _ text: String = "", headers: [TestHTTPHeader] = [], fault: Fault? = nil
  ) -> TestHTTPResponse {
    TestHTTPResponse(status: status, headers: headers, body: Array(text.utf8), fault: fault)
  }

  /// A JSON body (`Content-Type: application/json`) with any status: `{"error": "…"}` answers
  /// of a REST API, for instance.
  package static func json(_ text: String, status: Int = 200, headers: [TestHTTPHeader] = [])
    -> TestHTTPResponse
  {
    TestHTTPResponse(
      status: status, headers: [TestHTTPHeader("Content-Type", "application/json")] + headers,
      body: Array(text.utf8))
  }

  /// A resource with validators, answered conditionally as a static host does: `304 Not
  /// Modified` when `If-None-Match` names its entity tag (weak comparison, `*` included) or,
  /// without `If-None-Match`, when `If-Modified-Since` is not earlier than its `Last-Modified`;
  /// otherwise `200` with the body and both validators.
  package static func resource(
    _ body: some Collection<UInt8>, for request: TestHTTPRequest, etag: String?,
    lastModified: String? = nil, headers: [TestHTTPHeader] = []
  ) -> TestHTTPResponse {
    var validators = headers
    if let etag { validators.append(TestHTTPHeader("ETag", etag)) }
    if let lastModified { validators.append(TestHTTPHeader("Last-Modified", lastModified)) }
    if let condition = request.headers.value("If-None-Match") {
      let tags = condition.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "")
      }
      let current = etag?.replacingOccurrences(of: "W/", with: "")
      if etag != nil, tags.contains("*") || tags.contains(where: { $0 == current }) {
        return TestHTTPResponse(status: 304, headers: validators)
      }
    } else if let since = request.headers.value("If-Modified-Since").flatMap(httpDate),
      let modified = lastModified.flatMap(httpDate), modified <= since
    {
      return TestHTTPResponse(status: 304, headers: validators)
    }
    return ok(body, headers: validators)
  }

  /// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`).
  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.date(from: text)
  }

  /// The reason phrase of the status line.
  package var reason: String {
    switch status {
    case 200: return "OK"
    case 307: return "Temporary Redirect"
    case 301: return "Moved Permanently"
    case 302: return "Found"
    case 304: return "Not Modified"
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 404: return "Not Found"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}
