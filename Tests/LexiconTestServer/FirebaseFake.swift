import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// A Firebase Realtime Database on loopback, for tests: the REST API's reads and writes of the
/// JSON tree, answered as the service answers them, on a ``TestHTTPServer``.
///
/// ```swift
/// try await TestHTTPServer.with { server in
///   let database = FirebaseFake(server: server)
///   database.set("production/1-2-0/ru/labels", .object(["login%2Etitle": .string("Войти")]))
///   // GET http://127.0.0.1:PORT/production/1-2-0/ru/labels.json → {"login%2Etitle":"Войти"}
/// }
/// ```
///
/// What it does as the service does:
///
/// - **Paths** end in `.json` (anything else is a `404` page, not JSON); components are
///   percent-decoded, and one holding `.`, `$`, `#`, `[`, `]` or a control character is
///   `400 {"error": "Invalid path: Invalid token in path"}`.
/// - **`GET`** answers the node as compact JSON, or `null` where nothing is; `shallow=true`
///   answers an object with every member that is an object truncated to `true` (primitives keep
///   their value), and refuses `X-Firebase-ETag` with a `400`. `X-Firebase-ETag: true`
///   adds an `ETag` (a base64 digest of the body, like the service's `ViJFJowpbyRvgGNPzPJdGeN+mCY=`).
///   `If-None-Match` is ignored, as the service ignores it.
/// - **`PUT`** replaces the node (`null` deletes it; empty objects vanish), answering the data
///   written, or `204` with `print=silent`. Keys with forbidden characters are a `400`.
/// - **Rules**: with ``requireCredential(readers:writers:expired:)``, a request without an
///   accepted `auth` or `access_token` is `401 {"error": "Permission denied"}`, an expired token
///   `401 {"error": "Auth token is expired"}`. ``isDisabled`` answers every request as a
///   disabled database does: `404` with an error body.
///
/// - **Streaming**: a `GET` with `Accept: text/event-stream` is answered as the service streams
///   a location: a `put` of the whole node at once (`{"path": "/", "data": …}`), then a `put`
///   for each ``set(_:_:)`` at, above or under the location, with the path relative to it.
///   ``redirectsStreams`` answers the first request of each stream with a `307` to the same
///   location on "another server" (the same one, with `ns=` added), as the service does.
///   ``streams`` gives the test each stream's channel, to send keep-alives, `cancel`,
///   `auth_revoked`, malformed events, or to close or reset it.
///
/// Faults for one path are injected with the server's own routes, which win over the fake.
package final class FirebaseFake: Sendable {
  /// The server the fake answers on.
  package let server: TestHTTPServer
  private let state = LockedValue(State())

  private struct State {
    var root: JSONValue?
    var readers: Set<String>?
    var writers: Set<String> = []
    var expired: Set<String> = []
    var disabled = false
    var redirects = false
    var streams: [(path: [String], channel: TestEventChannel)] = []
  }

  /// The message of a disabled or misspelt database's `404`.
  package static let disabledMessage =
    "Firebase error. Please ensure that you have the URL of your Firebase Realtime Database "
    + "instance configured correctly."

  /// Answers every request of `server` that no route of its own answers.
  ///
  /// - Parameter server: A started server.
  package init(server: TestHTTPServer) {
    self.server = server
    server.fallback { [self] request in respond(to: request) }
  }

  /// The database's URL: `http://127.0.0.1:PORT`.
  package var databaseURL: URL { server.url("/").deletingLastPathComponent() }

  /// Whether every request is answered as by a disabled database.
  package var isDisabled: Bool {
    get { state.withLock { $0.disabled } }
    set { state.withLock { $0.disabled = newValue } }
  }

  /// Turns the rules on: reads need a token of `readers` or `writers`, writes one of `writers`;
  /// tokens of `expired` are refused as expired.
  package func requireCredential(
    readers: Set<String>, writers: Set<String> = [], expired: Set<String> = []
  ) {
    state.withLock { state in
      state.readers = readers
      state.writers = writers
      state.expired = expired
    }
  }

  /// Sets the node at a `/`-separated path (`""` for the root); `nil` deletes it. Streams of
  /// the path, of a node above it or under it hear a `put`.
  package func set(_ path: String, _ value: JSONValue?) {
    let components = Self.components(path)
    let notices = state.withLock { state -> [(TestEventChannel, String)] in
      state.root = Self.setting(value, at: components[...], in: state.root)
      var notices: [(TestEventChannel, String)] = []
      for stream in state.streams where !stream.channel.isDisconnected {
        if components.starts(with: stream.path) {
          let relative = "/" + components.dropFirst(stream.path.count).joined(separator: "/")
          notices.append((stream.channel, Self.putEvent(relative, value)))
        } else if stream.path.starts(with: components) {
          notices.append(
            (stream.channel, Self.putEvent("/", Self.node(at: stream.path, in: state.root))))
        }
      }
      return notices
    }
    for (channel, data) in notices {
      channel.send(event: "put", data: data)
    }
  }

  /// Whether the first request of each stream is redirected (`307`).
  package var redirectsStreams: Bool {
    get { state.withLock { $0.redirects } }
    set { state.withLock { $0.redirects = newValue } }
  }

  /// The channels of the streams opened so far, oldest first.
  package var streams: [TestEventChannel] {
    state.withLock { $0.streams.map(\.channel) }
  }

  /// Waits until `count` streams were opened; `false` after `timeout` seconds. Sleeps between
  /// looks, so the tasks that connect keep running.
  package func awaitStreams(_ count: Int, timeout: TimeInterval = 300) async -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while streams.filter(\.isConnected).count < count, Date() < end {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return streams.filter(\.isConnected).count >= count
  }

  /// The data of a `put` event.
  private static func putEvent(_ path: String, _ value: JSONValue?) -> String {
    String(
      decoding: JSONValue.object(["path": .string(path), "data": value ?? .null]).compactEncoded(),
      as: UTF8.self)
  }

  /// The node at a `/`-separated path, or `nil`.
  package func value(at path: String) -> JSONValue? {
    state.withLock { Self.node(at: Self.components(path), in: $0.root) }
  }

  /// The ETag the service sends for a body.
  package static func etag(of body: [UInt8]) -> String {
    Data(SHA256.hash(body).bytes.prefix(20)).base64EncodedString()
  }

  // MARK: - Answers

  /// The service's answer to a request: what the fallback route sends, and what a test's own
  /// route can send once its fault has been injected.
  package func respond(to request: TestHTTPRequest) -> TestHTTPResponse {
    guard request.path.hasSuffix(".json") else {
      return .status(404, "<html><body>Not Found</body></html>")
    }
    let raw = request.path.dropFirst().dropLast(".json".count)
    var path: [String] = []
    for part in raw.split(separator: "/", omittingEmptySubsequences: true) {
      guard let component = String(part).removingPercentEncoding,
        !component.unicodeScalars.contains(where: Self.isForbidden)
      else { return Self.error(400, "Invalid path: Invalid token in path") }
      path.append(component)
    }
    let (disabled, refusal) = state.withLock { state in
      (state.disabled, Self.refusal(request, state: state))
    }
    if disabled { return Self.error(404, Self.disabledMessage) }
    if let refusal { return refusal }
    switch request.method {
    case "GET" where request.headers.value("Accept") == "text/event-stream":
      return stream(path, request)
    case "GET":
      return read(path, request)
    case "PUT":
      return write(path, request)
    default:
      return Self.error(405, "Method not allowed")
    }
  }

  private func read(_ path: [String], _ request: TestHTTPRequest) -> TestHTTPResponse {
    var node = state.withLock { Self.node(at: path, in: $0.root) }
    let shallow = request.queryItems["shallow"] == "true"
    if shallow, request.headers.value("X-Firebase-ETag") == "true" {
      // The service does not combine the two (the Admin SDKs refuse `etag` with `shallow`).
      return Self.error(400, "Invalid request: shallow queries do not support ETags")
    }
    if shallow, case .object(let members)? = node {
      // Children that are objects are truncated to `true`; primitive children keep their value.
      node = .object(
        members.mapValues { child in
          if case .object = child { return .bool(true) }
          return child
        })
    }
    let body = node?.compactEncoded() ?? Array("null".utf8)
    var headers = [TestHTTPHeader("Content-Type", "application/json; charset=utf-8")]
    if request.headers.value("X-Firebase-ETag") == "true" {
      headers.append(TestHTTPHeader("ETag", Self.etag(of: body)))
    }
    return .ok(body, headers: headers)
  }

  /// A stream of the node at `path`: redirected first when asked, then the node as it is.
  private func stream(_ path: [String], _ request: TestHTTPRequest) -> TestHTTPResponse {
    if redirectsStreams, request.queryItems["ns"] == nil {
      let separator = request.target.contains("?") ? "&" : "?"
      return TestHTTPResponse(
        status: 307,
        headers: [
          TestHTTPHeader(
            "Location", server.url(request.target + separator + "ns=moved").absoluteString)
        ])
    }
    guard let channel = try? TestEventChannel() else { return .status(500) }
    let node = state.withLock { state in
      state.streams.append((path, channel))
      return Self.node(at: path, in: state.root)
    }
    channel.send(event: "put", data: Self.putEvent("/", node))
    return .eventStream(channel)
  }

  private func write(_ path: [String], _ request: TestHTTPRequest) -> TestHTTPResponse {
    let (root, problems) = JSONReader.read(request.body)
    guard problems.isEmpty, let root, let value = Self.value(of: root) else {
      return Self.error(400, "Invalid data; couldn't parse JSON object, array, or value.")
    }
    set(path.joined(separator: "/"), value.isNull ? nil : value)
    if request.queryItems["print"] == "silent" { return TestHTTPResponse(status: 204) }
    return .json(String(decoding: value.compactEncoded(), as: UTF8.self))
  }

  /// The `401` a request gets under the rules, or `nil` when it may go ahead.
  private static func refusal(_ request: TestHTTPRequest, state: State) -> TestHTTPResponse? {
    let token = request.queryItems["auth"] ?? request.queryItems["access_token"]
    if let token, state.expired.contains(token) { return error(401, "Auth token is expired") }
    guard let readers = state.readers else { return nil }
    let allowed = request.method == "GET" ? readers.union(state.writers) : state.writers
    guard let token, allowed.contains(token) else { return error(401, "Permission denied") }
    return nil
  }

  private static func error(_ status: Int, _ message: String) -> TestHTTPResponse {
    .json(
      String(
        decoding: JSONValue.object(["error": .string(message)]).compactEncoded(), as: UTF8.self),
      status: status)
  }

  // MARK: - The tree

  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    ".$#[]".unicodeScalars.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F
  }

  private static func node(at path: [String], in root: JSONValue?) -> JSONValue? {
    var node = root
    for component in path {
      guard case .object(let members)? = node else { return nil }
      node = members[component]
    }
    return node
  }

  /// `root` with `value` at `path`; objects left empty vanish, as in the service.
  private static func setting(_ value: JSONValue?, at path: ArraySlice<String>, in root: JSONValue?)
    -> JSONValue?
  {
    guard let first = path.first else { return value }
    var members: [String: JSONValue] = [:]
    if case .object(let existing)? = root { members = existing }
    members[first] = setting(value, at: path.dropFirst(), in: members[first])
    return members.isEmpty ? nil : .object(members)
  }

  /// A written document as a tree; `nil` for what the fake does not store (numbers that are
  /// not whole) or keys the service forbids. `null` members and empty objects vanish.
  private static func value(of node: JSONNode) -> JSONValue? {
    guard let value = JSONValue(node), isStorable(value) else { return nil }
    return pruned(value) ?? .null
  }

  /// Whether every key of `value` is one the service stores.
  private static func isStorable(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let members):
      return members.allSatisfy { key, member in
        !key.isEmpty && !key.unicodeScalars.contains(where: isForbidden) && !key.contains("/")
          && isStorable(member)
      }
    case .array(let elements):
      return elements.allSatisfy(isStorable)
    default:
      return true
    }
  }

  /// `value` without `null` members and empty objects; `nil` when nothing is left.
  private static func pruned(_ value: JSONValue) -> JSONValue? {
    switch value {
    case .null:
      return nil
    case .object(let members):
      let kept = members.compactMapValues(pruned)
      return kept.isEmpty ? nil : .object(kept)
    default:
      return value
    }
  }
}

extension JSONValue {
  /// Whether the value is `null`.
  fileprivate var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
