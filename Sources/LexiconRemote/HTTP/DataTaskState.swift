import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The life of one `URLSession` data task driven by a delegate — an ``HTTPTransfer`` attempt or
/// an `EventStreamConnection` — kept behind the owner's lock: the continuation that waits for the
/// outcome, the task and its session, why it was stopped early, whether it finished; and what
/// the owner reads as the task runs (`payload`).
///
/// The outcome is delivered once; the session is released with it, and with the session the
/// delegate.
///
/// ```swift
/// let state = LockedValue(DataTaskState<Result<HTTPResponse, RemoteError>, Stop, Body>(payload: Body()))
/// let task = state.withLock { $0.stop(.timedOut) }   // then task?.cancel()
/// ```
package struct DataTaskState<Outcome: Sendable, Stop: Sendable, Payload: Sendable>: Sendable {
  /// Waits for the outcome.
  package var continuation: CheckedContinuation<Outcome, Never>?
  package var task: URLSessionDataTask?
  package var session: URLSession?
  /// Why the task was stopped before `URLSession` finished it.
  package var stopped: Stop?
  package var finished = false
  /// What the owner collects as the task runs.
  package var payload: Payload

  package init(payload: Payload) {
    self.payload = payload
  }

  /// Takes the waiting continuation, the task and its session; `true` when the task was
  /// stopped before it began (the caller then finishes at once, nothing sent).
  package mutating func begin(
    _ continuation: CheckedContinuation<Outcome, Never>, task: URLSessionDataTask,
    session: URLSession
  ) -> Bool {
    self.continuation = continuation
    guard stopped == nil else { return true }
    self.task = task
    self.session = session
    return false
  }

  /// Notes why the task stops, unless it already stopped or finished; returns the task to
  /// cancel (outside the lock), whose completion then reports the reason.
  package mutating func stop(_ reason: Stop) -> URLSessionDataTask? {
    guard stopped == nil, !finished else { return nil }
    stopped = reason
    return task
  }

  /// Marks the task finished and hands over the continuation to resume and the session to
  /// release (outside the lock); `nil` when it already finished.
  package mutating func finish() -> (CheckedContinuation<Outcome, Never>?, URLSession?)? {
    guard !finished else { return nil }
    finished = true
    defer {
      continuation = nil
      session = nil
      task = nil
    }
    return (continuation, session)
  }
}

extension URLSessionConfiguration {
  /// An ephemeral configuration for one transfer: no cache, no cookies, and URLSession's own
  /// timers set as a backstop past the owner's deadline.
  package static func transfer(requestTimeout: TimeInterval, resourceTimeout: TimeInterval)
    -> URLSessionConfiguration
  {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.timeoutIntervalForRequest = requestTimeout
    configuration.timeoutIntervalForResource = resourceTimeout
    return configuration
  }
}
