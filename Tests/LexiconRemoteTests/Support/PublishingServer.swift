import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconRemote

/// The publishing side of an over-the-air service, in process: versions of each language's
/// content, published one after the other, and what the devices asked.
///
/// Its ``source`` answers like a real service: "not modified" for the version held, a delta
/// from the held version when it has one (and ``sendsDeltas``), otherwise the full content.
/// Tests can queue failures, replace one answer, and hold answers back.
final class PublishingServer: Sendable {
  struct State: Sendable {
    var snapshots: [String: [Int: RemoteSnapshot]] = [:]
    var latest: [String: Int] = [:]
    var sendsDeltas = true
    var failures: [RemoteError] = []
    var overrides: [@Sendable (RemoteRequest) -> RemoteResponse?] = []
    var requests: [RemoteRequest] = []
    /// While true, requests wait (and stop when cancelled).
    var holding = false
    var target: LocalizationEnvironment?
  }

  let state = LockedValue(State())

  /// Publishes `tables` (and the experiments of their keys) as the next version of `language`;
  /// returns the version.
  @discardableResult
  func publish(
    _ language: String, _ tables: [String: [String: LocalizedValue]],
    experiments: [String: [String: RemoteExperiment]] = [:]
  ) -> Int {
    state.withLock { state in
      let version = (state.latest[language] ?? 0) + 1
      state.snapshots[language, default: [:]][version] = RemoteSnapshot(
        language: language, version: version, tables: tables, experiments: experiments)
      state.latest[language] = version
      return version
    }
  }

  /// Publishes plain texts of one table.
  @discardableResult
  func publish(_ language: String, table: String = "Screen", _ texts: [String: String]) -> Int {
    publish(language, [table: texts.mapValues(LocalizedValue.text)])
  }

  /// The latest snapshot of a language.
  func latest(_ language: String) -> RemoteSnapshot? {
    state.withLock { state in state.latest[language].flatMap { state.snapshots[language]?[$0] } }
  }

  var requests: [RemoteRequest] { state.withLock { $0.requests } }

  var source: Source { Source(server: self) }

  /// The device's side: a `RemoteSource` value asking this server.
  struct Source: RemoteSource {
    let server: PublishingServer

    func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
      server.state.withLock { $0.requests.append(request) }
      // Waits like a slow network while held, and stops when cancelled.
      while server.state.withLock({ $0.holding }) {
        if Task.isCancelled { throw .cancelled }
        try? await Task.sleep(nanoseconds: 1_000_000)
      }
      return try server.answer(request)
    }
  }

  private func answer(_ request: RemoteRequest) throws(RemoteError) -> RemoteResponse {
    let (failure, response) = state.withLock { state -> (RemoteError?, RemoteResponse?) in
      if !state.failures.isEmpty { return (state.failures.removeFirst(), nil) }
      for (index, override) in state.overrides.enumerated() {
        if let response = override(request) {
          state.overrides.remove(at: index)
          return (nil, response)
        }
      }
      var languages: [String: RemoteLanguageResponse] = [:]
      for language in request.languages {
        guard let latest = state.latest[language],
          let snapshot = state.snapshots[language]?[latest]
        else {
          languages[language] = .unpublished
          continue
        }
        let validators = RemoteContentState(version: latest, etag: "\"\(language)-v\(latest)\"")
        let held = request.held[language]?.version
        if held == latest {
          languages[language] = .notModified
        } else if state.sendsDeltas, let held, let base = state.snapshots[language]?[held] {
          languages[language] = .delta(RemoteDelta(from: base, to: snapshot), validators)
        } else {
          languages[language] = .full(snapshot, validators)
        }
      }
      return (nil, RemoteResponse(languages: languages, target: state.target))
    }
    if let failure { throw failure }
    return response ?? RemoteResponse(languages: [:])
  }
}
