import Dispatch
import Foundation
import Lexicon

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt of an ``HTTPTransport`` request: a `URLSession` data task whose delegate counts
/// the body as it arrives, so the transfer stops as soon as it passes the cap (on every platform:
/// the same delegate runs on Apple's Foundation and on swift-corelibs-foundation), a deadline for
/// the whole attempt, refusal of insecure redirects, and task cancellation.
///
/// The session belongs to the attempt and is invalidated when it ends, which also releases the
/// delegate. The state is behind one lock: callbacks arrive on the session's delegate queue, the
/// deadline on a global Dispatch queue, cancellation on the cancelling task's thread.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, Sendable {
  /// Why the transfer was stopped before `URLSession` finished it.
  private enum Stop: Sendable {
    case cancelled
    case timedOut
    case tooLarge
    case insecureRedirect(URL)
  }

  /// What the transfer collects: the answer's head and body.
  private struct Received: Sendable {
    var response: HTTPURLResponse?
    var body = Data()
  }

  private let request: HTTPRequest
  private let timeout: TimeInterval
  private let limit: Int
  private let allowsInsecureHTTP: Bool
  private let extraHeaders: HTTPHeaders
  private let state = LockedValue(
    DataTaskState<Result<HTTPResponse, RemoteError>, Stop, Received>(payload: Received()))

  private init(
    request: HTTPRequest, timeout: TimeInterval, limit: Int, allowsInsecureHTTP: Bool,
    extraHeaders: HTTPHeaders
  ) {
    self.request = request
    self.timeout = timeout
    self.limit = limit
    self.allowsInsecureHTTP = allowsInsecureHTTP
    self.extraHeaders = extraHeaders
  }

  /// Runs one attempt.
  ///
  /// - Parameters:
  ///   - request: The request; its URL has passed ``TransportSecurity``.
  ///   - timeout: The longest the attempt may take, from connecting to the last byte.
  ///   - limit: The most body bytes accepted.
  ///   - allowsInsecureHTTP: Whether redirects to plain HTTP on any host are followed.
  ///   - headers: The transport's own header fields, under the request's.
  /// - Returns: The response, or the typed error; never throws.
  static func run(
    _ request: HTTPRequest, timeout: TimeInterval, limit: Int, allowsInsecureHTTP: Bool,
    headers: HTTPHeaders
  ) async -> Result<HTTPResponse, RemoteError> {
    let transfer = HTTPTransfer(
      request: request, timeout: timeout, limit: limit, allowsInsecureHTTP: allowsInsecureHTTP,
      extraHeaders: headers)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        transfer.start(continuation)
      }
    } onCancel: {
      transfer.stop(.cancelled)
    }
  }

  // MARK: - Life cycle

  private func start(_ continuation: CheckedContinuation<Result<HTTPResponse, RemoteError>, Never>)
  {
    // The attempt's deadline is this type's own (below), the same on every platform.
    // URLSession's timers are a backstop set past it: swift-corelibs-foundation rounds a
    // fraction of a second down, firing a 0.3 s timeout at once.
    let backstop = timeout.rounded(.up) + 1
    let configuration = URLSessionConfiguration.transfer(
      requestTimeout: backstop, resourceTimeout: backstop)
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.timeoutInterval = backstop
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    urlRequest.httpBody = request.body
    for (name, value) in extraHeaders.all where request.headers[name] == nil {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    for (name, value) in request.headers.all {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let task = session.dataTask(with: urlRequest)
    let stoppedEarly = state.withLock { $0.begin(continuation, task: task, session: session) }
    if stoppedEarly {
      // Cancelled before the task existed: nothing was sent.
      session.invalidateAndCancel()
      finish(.failure(.cancelled))
      return
    }
    // A Dispatch timer, not a task: a busy cooperative pool must not delay the deadline. It
    // holds the transfer weakly and does nothing once the transfer has finished.
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
      self?.stop(.timedOut)
    }
    task.resume()
  }

  /// Stops the transfer for `reason`, unless it already stopped or finished; the task's
  /// completion then reports the reason.
  private func stop(_ reason: Stop) {
    state.withLock { $0.stop(reason) }?.cancel()
  }

  /// Delivers the outcome once, and releases the session and with it the delegate.
  private func finish(_ outcome: Result<HTTPResponse, RemoteError>) {
    guard let (continuation, session) = state.withLock({ $0.finish() }) else { return }
    session?.finishTasksAndInvalidate()
    continuation?.resume(returning: outcome)
  }

  // MARK: - Delegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limit)
    state.withLock { state in
      state.payload.response = response as? HTTPURLResponse
      if tooLarge, state.stopped == nil { state.stopped = .tooLarge }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflows = state.withLock { state -> Bool in
      guard state.stopped == nil else { return false }
      guard state.payload.body.count + data.count <= limit else {
        state.stopped = .tooLarge
        return true
      }
      state.payload.body.append(data)
      return false
    }
    if overflows { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let target = request.url ?? self.request.url
    guard TransportSecurity.permits(target, allowsInsecureHTTP: allowsInsecureHTTP) else {
      state.withLock { state in
        if state.stopped == nil { state.stopped = .insecureRedirect(target) }
      }
      completionHandler(nil)
      task.cancel()
      return
    }
    completionHandler(request)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (stop, response, body) = state.withLock {
      ($0.stopped, $0.payload.response, $0.payload.body)
    }
    finish(outcome(stop: stop, error: error, response: response, body: body))
  }

  // MARK: - Outcome

  /// The typed outcome of a finished task.
  private func outcome(stop: Stop?, error: (any Error)?, response: HTTPURLResponse?, body: Data)
    -> Result<HTTPResponse, RemoteError>
  {
    let url = request.url
    switch stop {
    case .cancelled?: return .failure(.cancelled)
    case .timedOut?: return .failure(.timedOut(url))
    case .tooLarge?: return .failure(.tooLarge(url, limitBytes: limit))
    case .insecureRedirect(let target)?: return .failure(.insecureURL(target))
    case nil: break
    }
    if let error {
      let code = (error as NSError).code
      if code == NSURLErrorCancelled { return .failure(.cancelled) }
      if code == NSURLErrorTimedOut { return .failure(.timedOut(url)) }
    }
    // The body is short of the announced length: whatever URLSession made of it (an error on
    // Apple platforms, curl's "transfer closed" on Linux, or nothing), it is truncated.
    if let response, request.method.uppercased() != "HEAD",
      let expected = Self.announcedLength(of: response), body.count < expected
    {
      return .failure(.truncatedBody(url, expectedBytes: expected, receivedBytes: body.count))
    }
    if let error {
      return .failure(.connectionFailed(url, code: (error as NSError).code))
    }
    guard let response else {
      return .failure(.connectionFailed(url, code: NSURLErrorBadServerResponse))
    }
    var headers = HTTPHeaders()
    for (name, value) in response.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return .success(
      HTTPResponse(
        url: response.url ?? url, status: response.statusCode, headers: headers, body: body))
  }

  /// The body length the server announced with `Content-Length`, when the body is sent as is
  /// (no `Content-Encoding`, whose decoded length differs) and the status has a body.
  private static func announcedLength(of response: HTTPURLResponse) -> Int? {
    guard response.expectedContentLength >= 0, response.statusCode != 304,
      response.statusCode != 204,
      (response.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased()
        == "identity"
    else { return nil }
    return Int(response.expectedContentLength)
  }
}
