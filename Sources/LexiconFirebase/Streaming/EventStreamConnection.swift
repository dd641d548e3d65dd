import Dispatch
import Foundation
import Lexicon
import LexiconRemote

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `text/event-stream` connection over `URLSession`: a `GET` with
/// `Accept: text/event-stream`, its body read as it arrives into events (``EventStreamParser``)
/// and handed to the caller one by one, on the session's delegate queue.
///
/// - **Redirects** (a Firebase database answers `307` with the server that holds the data) are
///   followed when the target passes ``TransportSecurity``, keeping the request's header fields.
/// - **A silent connection is dead.** When no byte arrives for `keepAliveTimeout` seconds —
///   before the answer, or between events (a server's keep-alives count) — the connection is
///   closed and reported as `RemoteError.timedOut`: a network that went away without
///   closing it (a half-open connection) is noticed.
/// - **An answer other than `200`** is read up to 64 KiB and returned as ``End/rejected(status:body:)``
///   for the caller to turn into its own error.
/// - **Bounded**: only the current line and event are held (the parser's caps); a handler that
///   returns `false` closes the connection at once.
/// - **Cancellation** of the calling task closes the connection: `RemoteError.cancelled`.
///
/// ```swift
/// let end = await EventStreamConnection.run(
///   url: url, keepAliveTimeout: 75, allowsInsecureHTTP: false,
///   onOpen: { print("open") },
///   onEvent: { event in print(event.type); return true })
/// ```
final class EventStreamConnection: NSObject, URLSessionDataDelegate, Sendable {
  /// How a connection ended.
  enum End: Sendable, Hashable {
    /// The server closed the stream.
    case closed
    /// The event handler asked to stop.
    case stopped
    /// The server answered another status than `200`, with the start of its body.
    case rejected(status: Int, body: Data)
  }

  /// Why the connection was stopped before `URLSession` finished it.
  private enum Stop: Sendable {
    case cancelled
    case silent
    case handler
    case failed(RemoteError)
  }

  /// What the connection reads as it runs.
  private struct Received: Sendable {
    var status: Int?
    var errorBody = Data()
    var parser: EventStreamParser
    var lastActivity: TimeInterval
  }

  /// The most bytes of an error answer kept.
  static let maximumErrorBytes = 64 << 10

  private let url: URL
  private let headers: [String: String]
  private let keepAliveTimeout: TimeInterval
  private let allowsInsecureHTTP: Bool
  private let onOpen: @Sendable () -> Void
  private let onEvent: @Sendable (ServerSentEvent) -> Bool
  private let state: LockedValue<DataTaskState<Result<End, RemoteError>, Stop, Received>>
  private let timerQueue = DispatchQueue(label: "org.lexicon.event-stream.keep-alive")

  private init(
    url: URL, headers: [String: String], keepAliveTimeout: TimeInterval,
    allowsInsecureHTTP: Bool, parser: EventStreamParser,
    onOpen: @escaping @Sendable () -> Void,
    onEvent: @escaping @Sendable (ServerSentEvent) -> Bool
  ) {
    self.url = url
    self.headers = headers
    self.keepAliveTimeout = keepAliveTimeout
    self.allowsInsecureHTTP = allowsInsecureHTTP
    self.onOpen = onOpen
    self.onEvent = onEvent
    state = LockedValue(
      DataTaskState(
        payload: Received(parser: parser, lastActivity: ProcessInfo.processInfo.systemUptime)))
  }

  /// Opens a connection and reads it until it ends.
  ///
  /// - Parameters:
  ///   - url: The stream's URL; it has passed ``TransportSecurity``.
  ///   - headers: More header fields (`Accept: text/event-stream` is always sent).
  ///   - keepAliveTimeout: The longest silence, in seconds.
  ///   - allowsInsecureHTTP: Whether redirects to plain HTTP on any host are followed.
  ///   - parser: The parser, with its caps.
  ///   - onOpen: Called once the server answered `200`.
  ///   - onEvent: Called for each event, in order; return `false` to close the connection.
  /// - Returns: How the connection ended, or the error that ended it.
  static func run(
    url: URL, headers: [String: String] = [:], keepAliveTimeout: TimeInterval,
    allowsInsecureHTTP: Bool, parser: EventStreamParser = EventStreamParser(),
    onOpen: @escaping @Sendable () -> Void,
    onEvent: @escaping @Sendable (ServerSentEvent) -> Bool
  ) async -> Result<End, RemoteError> {
    let connection = EventStreamConnection(
      url: url, headers: headers, keepAliveTimeout: keepAliveTimeout,
      allowsInsecureHTTP: allowsInsecureHTTP, parser: parser, onOpen: onOpen, onEvent: onEvent)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        connection.start(continuation)
      }
    } onCancel: {
      connection.stop(.cancelled)
    }
  }

  // MARK: - Life cycle

  private func start(_ continuation: CheckedContinuation<Result<End, RemoteError>, Never>) {
    // The silence check is this type's own (below); URLSession's timers are a backstop past it,
    // and a stream has no end to wait for.
    let configuration = URLSessionConfiguration.transfer(
      requestTimeout: keepAliveTimeout.rounded(.up) + 5, resourceTimeout: 7 * 24 * 3600)
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.timeoutInterval = keepAliveTimeout.rounded(.up) + 5
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
    let task = session.dataTask(with: request)
    let stoppedEarly = state.withLock { state -> Bool in
      state.payload.lastActivity = ProcessInfo.processInfo.systemUptime
      return state.begin(continuation, task: task, session: session)
    }
    if stoppedEarly {
      session.invalidateAndCancel()
      finish(.failure(.cancelled))
      return
    }
    scheduleSilenceCheck()
    task.resume()
  }

  /// Checks a few times per timeout whether the connection stayed silent too long; a Dispatch
  /// timer, so a busy cooperative pool cannot delay it. Holds the connection weakly.
  private func scheduleSilenceCheck() {
    let interval = max(keepAliveTimeout / 4, 0.01)
    timerQueue.asyncAfter(deadline: .now() + interval) { [weak self] in
      guard let self else { return }
      let (finished, silence) = state.withLock { state in
        (state.finished, ProcessInfo.processInfo.systemUptime - state.payload.lastActivity)
      }
      guard !finished else { return }
      if silence >= keepAliveTimeout {
        stop(.silent)
      } else {
        scheduleSilenceCheck()
      }
    }
  }

  /// Stops the connection for `reason`, unless it already stopped or finished.
  private func stop(_ reason: Stop) {
    state.withLock { $0.stop(reason) }?.cancel()
  }

  /// Delivers the outcome once and releases the session (and with it this delegate).
  private func finish(_ outcome: Result<End, RemoteError>) {
    guard let (continuation, session) = state.withLock({ $0.finish() }) else { return }
    session?.invalidateAndCancel()
    continuation?.resume(returning: outcome)
  }

  // MARK: - Delegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    let status = http?.statusCode ?? 0
    // A `200` that is not an event stream (a wrong URL answered by a web server) is no stream:
    // read as one it would show as streaming and reconnect forever.
    let contentType = http?.value(forHTTPHeaderField: "Content-Type")
    let notAStream = status == 200 && contentType.map { !Self.isEventStream($0) } == true
    state.withLock { state in
      state.payload.status = status
      state.payload.lastActivity = ProcessInfo.processInfo.systemUptime
      if notAStream, state.stopped == nil {
        state.stopped = .failed(
          .invalidPayload(
            source: Self.withoutQuery(url), field: "Content-Type", line: nil, column: nil,
            reason: "expected text/event-stream, found \(contentType ?? "")"))
      }
    }
    if status == 200, !notAStream { onOpen() }
    completionHandler(notAStream ? .cancel : .allow)
  }

  /// Whether a `Content-Type` names an event stream (`text/event-stream`, any parameters and
  /// case).
  static func isEventStream(_ contentType: String) -> Bool {
    let type = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return type.trimmingCharacters(in: .whitespaces).lowercased() == "text/event-stream"
  }

  /// The URL without its query, which may hold a credential.
  private static func withoutQuery(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return url.path
    }
    components.query = nil
    return components.string ?? url.path
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    var events: [ServerSentEvent] = []
    let outcome = state.withLock { state -> Stop? in
      guard state.stopped == nil else { return nil }
      state.payload.lastActivity = ProcessInfo.processInfo.systemUptime
      guard state.payload.status == 200 else {
        let room = max(0, Self.maximumErrorBytes - state.payload.errorBody.count)
        state.payload.errorBody.append(data.prefix(room))
        return nil
      }
      do throws(EventStreamError) {
        try state.payload.parser.feed(data) { events.append($0) }
      } catch {
        let limit =
          switch error {
          case .lineTooLong(let limit), .eventTooLarge(let limit): limit
          }
        state.stopped = .failed(.tooLarge(url, limitBytes: limit))
        return state.stopped
      }
      return nil
    }
    // Events go to the handler outside the lock, in order; the delegate queue is serial.
    for event in events where !onEvent(event) {
      stop(.handler)
      return
    }
    if outcome != nil { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let target = request.url ?? url
    guard TransportSecurity.permits(target, allowsInsecureHTTP: allowsInsecureHTTP) else {
      state.withLock { state in
        if state.stopped == nil { state.stopped = .failed(.insecureURL(target)) }
      }
      completionHandler(nil)
      task.cancel()
      return
    }
    // A redirect keeps the method; the stream's header fields go with it on every platform.
    var redirected = request
    for (name, value) in headers { redirected.setValue(value, forHTTPHeaderField: name) }
    redirected.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    redirected.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
    completionHandler(redirected)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (stop, status, body) = state.withLock {
      ($0.stopped, $0.payload.status, $0.payload.errorBody)
    }
    finish(outcome(stop: stop, error: error, status: status, body: body))
  }

  /// The outcome of a finished task.
  private func outcome(stop: Stop?, error: (any Error)?, status: Int?, body: Data)
    -> Result<End, RemoteError>
  {
    switch stop {
    case .cancelled?: return .failure(.cancelled)
    case .silent?: return .failure(.timedOut(url))
    case .handler?: return .success(.stopped)
    case .failed(let failure)?: return .failure(failure)
    case nil: break
    }
    if let status, status != 200 {
      return .success(.rejected(status: status, body: body))
    }
    if let error {
      let code = (error as NSError).code
      if code == NSURLErrorCancelled { return .failure(.cancelled) }
      if code == NSURLErrorTimedOut { return .failure(.timedOut(url)) }
      return .failure(.connectionFailed(url, code: code))
    }
    guard status != nil else {
      return .failure(.connectionFailed(url, code: NSURLErrorBadServerResponse))
    }
    return .success(.closed)
  }
}
