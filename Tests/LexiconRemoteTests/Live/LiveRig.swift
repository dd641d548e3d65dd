import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconRemote
import LexiconRemoteLive
import LexiconTestServer
import Testing

/// A running app with live updates from a Realtime Database on loopback: the fake database, a
/// provider whose source is a ``FirebaseSource`` counted by ``CountingLiveSource``, and the
/// runtime that shows its text.
///
/// The database starts with `production/1-2-0/_version` = `v1` and
/// `production/1-2-0/ru/Screen/title` = `Войти`; ``edit(_:marker:)`` changes the title as a
/// translator does in the console, then the marker.
struct LiveRig {
  static let environment = RemoteFixture.environment
  static let node = "production/1-2-0"

  let database: FirebaseFake
  let directory = TemporaryDirectory("live")
  let counter = FetchCounter()
  let credentials = LockedValue<[Bool]>([])
  var source: FirebaseSource

  init(server: TestHTTPServer, streamedNode: FirebaseStreamedNode = .versionMarker) {
    database = FirebaseFake(server: server)
    database.set("\(Self.node)/_version", .string("v1"))
    database.set("\(Self.node)/ru/Screen", .object(["title": .string("Войти")]))
    source = FirebaseSource(
      databaseURL: database.databaseURL, transport: HTTPTransport(timeout: 5, maximumAttempts: 1))
    source.streamedNode = streamedNode
  }

  /// Asks the credential closure for tokens, recording whether each ask forced a refresh.
  mutating func useCredentials(_ token: @escaping @Sendable (Bool) -> String) {
    let credentials = credentials
    source.credential = { force in
      credentials.withLock { $0.append(force) }
      return .idToken(token(force))
    }
  }

  /// The configuration of the app: `ru`, short reconnection delays; a connection silent for
  /// `keepAliveTimeout` seconds counts as dead (the tests send no keep-alive unless they test
  /// one, so it is long but for the test of a silent connection).
  func configuration(
    policy: RemoteUpdatePolicy = .immediately, runtime: Localization? = nil,
    keepAliveTimeout: TimeInterval = 60
  ) -> RemoteConfiguration {
    var configuration = RemoteConfiguration(
      source: CountingLiveSource(inner: source, counter: counter), languages: ["ru"],
      environment: Self.environment, developmentLanguage: "en", policy: policy,
      cacheDirectory: directory.url)
    configuration.build = "live"
    configuration.minimumRefreshInterval = 3_600
    configuration.reference = nil
    configuration.onRejectedValue = .ignore
    configuration.live = RemoteLiveSettings(
      initialReconnectDelay: 0.05, maximumReconnectDelay: 0.2, keepAliveTimeout: keepAliveTimeout,
      checkInterval: 0.05, changeSpread: 0.2)
    if let runtime { configuration.localization = runtime }
    return configuration
  }

  /// A translator's edit in the console: the title, then the marker.
  func edit(_ title: String, marker: String) {
    database.set("\(Self.node)/ru/Screen/title", .string(title))
    database.set("\(Self.node)/_version", .string(marker))
  }

  /// Runs `body` with a server, the rig on it (changed first by `prepare`) and a provider whose
  /// live updates run, once the first stream is open; stops them and removes the cache after.
  static func running(
    maximumRequests: Int = 64, prepare: @escaping (inout LiveRig) -> Void = { _ in },
    test body: @escaping (LiveRig, RemoteProvider, TestHTTPServer) async throws -> Void
  ) async throws {
    try await TestHTTPServer.with(maximumRequests: maximumRequests) { server async throws in
      var rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      prepare(&rig)
      let remote = RemoteProvider(configuration: rig.configuration())
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      // A test reads `streams[0]`: without a stream it ends here instead of crashing the run.
      try #require(await rig.database.awaitStreams(1))
      try await body(rig, remote, server)
    }
  }

  /// The Russian title the provider serves.
  static func title(_ remote: RemoteProvider) -> String? {
    remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?["title"]?
      .rawText
  }
}

/// Counts the fetches of a source and how many ran at once.
final class FetchCounter: Sendable {
  private struct State {
    var started = 0
    var running = 0
    var mostAtOnce = 0
  }

  private let state = LockedValue(State())

  func begin() {
    state.withLock { state in
      state.started += 1
      state.running += 1
      state.mostAtOnce = max(state.mostAtOnce, state.running)
    }
  }

  func end() {
    state.withLock { $0.running -= 1 }
  }

  /// The fetches started so far.
  var started: Int { state.withLock { $0.started } }
  /// The most fetches that ran at once.
  var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }
}

/// A live source that counts its inner source's fetches.
struct CountingLiveSource: LiveRemoteSource {
  let inner: FirebaseSource
  let counter: FetchCounter

  func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    counter.begin()
    defer { counter.end() }
    return try await inner.fetch(request)
  }

  func watch(_ request: RemoteWatchRequest, events: RemoteLiveEvents) async throws(RemoteError)
    -> RemoteLiveEnd
  {
    try await inner.watch(request, events: events)
  }
}

/// Waits until `condition` holds, polling; `false` after `timeout` seconds. Generous: in CI's
/// full parallel run on a fresh clone, other tests held both threads of the concurrency pool for
/// about two minutes at the start, and nothing async could run meanwhile; a condition that holds
/// returns within milliseconds, so only a failing test waits this long.
func eventually(timeout: TimeInterval = 300, _ condition: () -> Bool) async -> Bool {
  let end = Date().addingTimeInterval(timeout)
  while !condition() {
    guard Date() < end else { return false }
    try? await Task.sleep(nanoseconds: 2_000_000)
  }
  return true
}
