import Foundation
import Lexicon
import LexiconFirebase
import LexiconTestServer
import Testing

@testable import LexiconRemote

/// Live updates end to end over a real loopback server: a Realtime Database fake streaming its
/// `_version` marker as the service does (Server-Sent Events over `URLSession`), and a static
/// host checked periodically.
@Suite struct LiveUpdatesTests {
  /// An edit in the console reaches a running app: the stream signals the new marker, the
  /// provider refreshes, validates and — with `.immediately`, a preview build for translators —
  /// shows it; the runtime announces it, so a screen re-rendering in its observer has the new
  /// text.
  @Test func anEditInTheConsoleReachesTheRunningApp() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      let (runtime, remote) = RemoteFixture.runtime { runtime in
        RemoteProvider(configuration: rig.configuration(runtime: runtime))
      }
      let seen = LockedValue<[String]>([])
      let observation = runtime.observe { _ in
        seen.withLock { $0.append(RemoteFixture.text(.title, in: runtime)) }
      }
      defer { observation.cancel() }
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      // Connecting refreshes: what was published while the app was away.
      #expect(await eventually { RemoteFixture.text(.title, in: runtime) == "Войти" })
      #expect(remote.status.live == .streaming)

      rig.edit("Вход", marker: "v2")
      #expect(await eventually { RemoteFixture.text(.title, in: runtime) == "Вход" })
      #expect(await eventually { seen.withLock { $0.last } == "Вход" })
      #expect(remote.status.appliedVersions == ["ru": 2])
      // One stream, one refresh on connecting and one per change; no marker, no refresh.
      #expect(rig.database.streams.count == 1)
      let fetches = rig.counter.started
      rig.database.set("\(LiveRig.node)/ru/Screen/title", .string("Без маркера"))
      try await Task.sleep(nanoseconds: 100_000_000)
      #expect(rig.counter.started == fetches)
      #expect(LiveRig.title(remote) == "Вход")
    }
  }

  /// Production keeps `.nextLaunch`: a live edit is validated and stored at once, and shown from
  /// the next launch.
  @Test func withNextLaunchALiveEditWaitsForTheNextLaunch() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      let remote = RemoteProvider(configuration: rig.configuration(policy: .nextLaunch))
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { remote.status.pendingVersions == ["ru": 1] })
      rig.edit("Вход", marker: "v2")
      #expect(await eventually { remote.status.pendingVersions == ["ru": 2] })
      #expect(LiveRig.title(remote) == nil)
      let relaunched = RemoteProvider(configuration: rig.configuration(policy: .nextLaunch))
      #expect(LiveRig.title(relaunched) == "Вход")
    }
  }

  /// Streaming the whole publication node sees an edit whose marker was not changed.
  @Test func streamingThePublicationSeesEveryEdit() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server, streamedNode: .publication)
      defer { rig.directory.remove() }
      var configuration = rig.configuration()
      // Without a marker every refresh reads the tables.
      var source = rig.source
      source.readsVersionNode = false
      configuration.source = CountingLiveSource(inner: source, counter: rig.counter)
      let remote = RemoteProvider(configuration: configuration)
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { LiveRig.title(remote) == "Войти" })
      rig.database.set("\(LiveRig.node)/ru/Screen/title", .string("Вход"))
      #expect(await eventually { LiveRig.title(remote) == "Вход" })
      #expect(server.requests.first?.path == "/production/1-2-0.json")
    }
  }

  /// A push ("a signal from the server") refreshes within the minimum interval; a plain refresh
  /// there is skipped. With a refresh in flight, a forced one waits for one more after it.
  @Test func aPushIgnoresTheMinimumInterval() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    var configuration = fixture.configuration(policy: .immediately)
    configuration.minimumRefreshInterval = 3_600
    let remote = RemoteProvider(configuration: configuration)
    fixture.server.publish("ru", RemoteProviderTests.russian)
    #expect(try await remote.refresh() == .applied(["ru": 1]))
    fixture.server.publish("ru", ["title": "Вход"])
    guard case .skipped = try await remote.refresh() else {
      Issue.record("a refresh within the minimum interval was not skipped")
      return
    }
    #expect(try await remote.refresh(ignoringMinimumInterval: true) == .applied(["ru": 2]))

    fixture.server.state.withLock { $0.holding = true }
    async let first = remote.refresh(ignoringMinimumInterval: true)
    while fixture.server.requests.count < 3 { try await Task.sleep(nanoseconds: 1_000_000) }
    async let second = remote.refresh(ignoringMinimumInterval: true)
    try await Task.sleep(nanoseconds: 20_000_000)
    fixture.server.publish("ru", ["title": "Войти снова"])
    fixture.server.state.withLock { $0.holding = false }
    #expect(try await first == .applied(["ru": 3]))
    #expect(try await second == .notModified)
    #expect(fixture.server.requests.count == 4)
  }

  /// A static host cannot push: live updates check its manifest periodically, a conditional
  /// request answered `304` while nothing changed, and apply a new publication on the next
  /// check.
  @Test func aStaticHostIsCheckedPeriodicallyWithItsETag() async throws {
    try await TestHTTPServer.with(maximumRequests: 200) { server async throws in
      let site = StaticHostingSourceTests.site()
      site.serve(on: server)
      let directory = TemporaryDirectory("periodic")
      defer { directory.remove() }
      var configuration = RemoteConfiguration(
        source: site.source(on: server), languages: ["ru"],
        environment: StaticSite.environment, developmentLanguage: "en",
        policy: .immediately, cacheDirectory: directory.url)
      configuration.build = "periodic"
      configuration.reference = nil
      configuration.minimumRefreshInterval = 3_600
      configuration.live.checkInterval = 0.05
      let remote = RemoteProvider(configuration: configuration)
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { remote.status.appliedVersions["ru"] != nil })
      #expect(remote.status.live == .checkingPeriodically)
      #expect(
        await eventually { server.requests(to: site.manifestPath).count >= 4 })
      let checks = server.requests(to: site.manifestPath).dropFirst()
      #expect(checks.allSatisfy { $0.headers.value("If-None-Match") != nil })
      #expect(
        server.deliveries(to: site.manifestPath).dropFirst().allSatisfy { $0.bodyBytesSent == 0 })
      live.cancel()
      #expect(await eventually { remote.status.live == .off })
    }
  }

  /// However many signals arrive while a refresh runs, one more refresh follows it: the
  /// memory and the work of a flood are bounded.
  @Test func signalsCoalesceIntoOneRefreshAfterTheOneInFlight() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let remote = fixture.provider(policy: .immediately)
    fixture.server.publish("ru", RemoteProviderTests.russian)
    fixture.server.state.withLock { $0.holding = true }
    let signal = LiveSignal(updater: remote.engine.updater)
    signal.fire()
    #expect(await eventually { fixture.server.requests.count == 1 })
    for _ in 0..<10_000 { signal.fire() }
    try await Task.sleep(nanoseconds: 50_000_000)
    fixture.server.state.withLock { $0.holding = false }
    #expect(await eventually { fixture.server.requests.count == 2 })
    #expect(await eventually { !remote.status.isRefreshing })
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(fixture.server.requests.count == 2)
    #expect(remote.status.appliedVersions == ["ru": 1])
  }

  @Test(
    "Reconnection waits double up to the ceiling, with equal jitter",
    arguments: [(1, 0.0, 0.5), (1, 1.0, 1.0), (2, 0.5, 1.5), (4, 1.0, 8.0), (12, 0.0, 150.0)])
  func reconnectionDelays(attempt: Int, random: Double, delay: TimeInterval) {
    #expect(RemoteLiveSettings().reconnectDelay(attempt: attempt, random: random) == delay)
  }
}
