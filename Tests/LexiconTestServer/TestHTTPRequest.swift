import Foundation

/// A request the test HTTP server received: what the log keeps for assertions and what a route's
/// handler answers.
///
/// ```swift
/// let request = server.requests(to: "/production/1-2-0/manifest.json")[0]
/// #expect(request.headers.value("If-None-Match") == "\"m7\"")
/// #expect(request.queryItems["shallow"] == "true")
/// ```
package struct TestHTTPRequest: Sendable, Hashable {
  /// The method: `GET`, `PUT`, …
  package var method: String
  /// The request target as sent: `/ru/7.json?auth=x`.
  package var target: String
  /// The target's path, still percent-encoded: `/ru/7.json`.
  package var path: String
  /// The target's query without `?`, or `nil` when there is none.
  package var query: String?
  /// The header lines in the order sent.
  package var headers: [TestHTTPHeader]
  /// The body (after chunked decoding).
  package var body: [UInt8]
  /// The request's number among the requests to the same path, from 1.
  package var number: Int
  /// The address family it arrived on.
  package var family: TestSocket.Family

  /// The query's items, percent-decoded; the last of repeated names wins.
  package var queryItems: [String: String] {
    var components = URLComponents()
    components.percentEncodedQuery = query
    var items: [String: String] = [:]
    for item in components.queryItems ?? [] {
      items[item.name] = item.value ?? ""
    }
    return items
  }
}
