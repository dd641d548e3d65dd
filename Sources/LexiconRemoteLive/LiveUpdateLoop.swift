import Foundation
import Lexicon
import LexiconRemote

/// The task behind ``RemoteProvider/startLiveUpdates()``: keeps a ``LiveRemoteSource``'s
/// connection open, reconnecting with backoff and jitter, and refreshes on each of its signals;
/// or, for a source that cannot push, refreshes every ``RemoteLiveSettings/checkInterval``.
///
/// 1. **Connect** — ``LiveRemoteSource/watch(_:events:)``; the status says
///    ``RemoteLiveState/connecting``, then ``RemoteLiveState/streaming`` once it is open.
/// 2. **Signals** — the connection opening and each change become a refresh through
///    ``LiveSignal`` (never skipped by the minimum interval, at most one in flight and one
///    after it), applied as the provider's policy says; a change waits a random share of
///    ``RemoteLiveSettings/changeSpread`` first unless the policy is `.immediately`.
/// 3. **Reconnect** — a closed or failed connection is opened again after
///    ``RemoteLiveSettings/reconnectDelay(attempt:random:)``, the attempts counted since the last
///    connection that stayed open a minute; a revoked credential at once with a fresh one (once;
///    a second revocation in a row waits like a failure); a refusal by the service after the
///    longest delay, half of it random. The status says ``RemoteLiveState/waitingToReconnect(until:error:)``.
///
/// Cancelling the task closes the connection and ends the loop (``RemoteLiveState/off``).
struct LiveUpdateLoop: Sendable {
  let engine: RemoteEngine
  let settings: RemoteConfiguration
  /// Draws in `0...1` for the jitter; replaced by tests.
  var random: @Sendable () -> Double = { Double.random(in: 0...1) }

  /// A connection that stayed open this long resets the backoff.
  static let stableConnection: TimeInterval = 60

  /// Runs until the task is cancelled.
  func run() async {
    let publisher = engine.publisher
    defer { publisher.updateStatus { $0.live = .off } }
    guard let source = settings.source as? any LiveRemoteSource else {
      await checkPeriodically()
      return
    }
    let signal = LiveSignal(updater: engine.updater)
    defer { signal.stop() }
    let (live, policy, random) = (settings.live, settings.policy, random)
    let events = RemoteLiveEvents(
      connected: {
        publisher.updateStatus { $0.live = .streaming }
        signal.fire()
      },
      changed: { signal.fire(after: live.changeDelay(policy: policy, random: random())) })
    var attempt = 0
    var refreshesCredential = false
    while !Task.isCancelled {
      publisher.updateStatus { $0.live = .connecting }
      let languages = (try? await engine.updater.watchedLanguages()) ?? []
      let request = RemoteWatchRequest(
        environment: settings.environment, languages: languages,
        refreshesCredential: refreshesCredential, keepAliveTimeout: settings.live.keepAliveTimeout)
      let opened = ProcessInfo.processInfo.systemUptime
      var delay: TimeInterval
      var failure: RemoteError?
      do {
        let end = try await source.watch(request, events: events)
        if ProcessInfo.processInfo.systemUptime - opened >= Self.stableConnection { attempt = 0 }
        switch end {
        case .closed:
          attempt += 1
          refreshesCredential = false
          delay = settings.live.reconnectDelay(attempt: attempt, random: random())
        case .credentialRevoked:
          // At once with a fresh credential; a second revocation in a row waits.
          if refreshesCredential {
            attempt += 1
            delay = settings.live.reconnectDelay(attempt: attempt, random: random())
          } else {
            delay = 0
          }
          refreshesCredential = true
        case .refused(let error):
          attempt += 1
          refreshesCredential = false
          delay = settings.live.refusalDelay(random: random())
          failure = error
        }
      } catch .cancelled {
        return
      } catch {
        if ProcessInfo.processInfo.systemUptime - opened >= Self.stableConnection { attempt = 0 }
        attempt += 1
        refreshesCredential = false
        failure = error
        delay = settings.live.reconnectDelay(attempt: attempt, random: random())
      }
      guard !Task.isCancelled else { return }
      guard delay > 0 else { continue }
      let until = Date(timeIntervalSinceNow: delay)
      publisher.updateStatus { $0.live = .waitingToReconnect(until: until, error: failure) }
      do {
        try await Task.sleep(nanoseconds: RemoteLiveSettings.nanoseconds(delay))
      } catch {
        return
      }
    }
  }

  /// For a source that cannot push: a refresh every ``RemoteLiveSettings/checkInterval``
  /// seconds, ignoring the minimum interval.
  private func checkPeriodically() async {
    engine.publisher.updateStatus { $0.live = .checkingPeriodically }
    let interval = max(settings.live.checkInterval, 0.01)
    while !Task.isCancelled {
      _ = try? await engine.refresh(forced: true)
      do {
        try await Task.sleep(nanoseconds: RemoteLiveSettings.nanoseconds(interval))
      } catch {
        return
      }
    }
  }
}
