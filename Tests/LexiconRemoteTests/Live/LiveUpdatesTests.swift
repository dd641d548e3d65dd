import Foundation
import Lexicon
import LexiconFirebase
import LexiconTestServer
import Testing

@testable import LexiconRemote
@testable import LexiconRemoteLive

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

  /// Streaming the whole publication node sees an edit whose marker was not changed, with the
  /// source's defaults (the marker is read), over a node larger than a 64 KiB line: the service
  /// sends a node as one `data:` line, and the stream stays open — one stream, no reconnection.
  @Test func streamingThePublicationSeesEveryEdit() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server, streamedNode: .publication)
      defer { rig.directory.remove() }
      #expect(rig.source.readsVersionNode)
      var screen: [String: JSONValue] = ["title": .string("Войти")]
      for number in 0..<800 {
        screen["hint\(number)"] = .string(String(repeating: "Подсказка ", count: 8) + "\(number)")
      }
      rig.database.set("\(LiveRig.node)/ru/Screen", .object(screen))
      let remote = RemoteProvider(configuration: rig.configuration())
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { LiveRig.title(remote) == "Войти" })
      #expect(await eventually { remote.status.live == .streaming })
      rig.database.set("\(LiveRig.node)/ru/Screen/title", .string("Вход"))
      #expect(await eventually { LiveRig.title(remote) == "Вход" })
      #expect(server.requests.first?.path == "/production/1-2-0.json")
      #expect(rig.database.streams.count == 1)
      #expect(remote.status.live == .streaming)
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

  /// However many signals arrive while a refresh runs, one more refresh follows it, and at most
  /// one task is on its way to the updater: the memory and the work of a flood are bounded.
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
    #expect(signal.mostTasksAtOnce <= 2)
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

  /// A refusal waits the longest delay with equal jitter; a change is fetched at once under
  /// `.immediately` and after a random share of `changeSpread` otherwise.
  @Test func refusalAndChangeWaits() {
    let settings = RemoteLiveSettings()
    #expect(settings.refusalDelay(random: 0) == 150)
    #expect(settings.refusalDelay(random: 1) == 300)
    #expect(settings.changeDelay(policy: .immediately, random: 1) == 0)
    #expect(settings.changeDelay(policy: .nextLaunch, random: 0.5) == 15)
    #expect(settings.changeDelay(policy: .manual, random: 1) == 30)
    #expect(RemoteLiveSettings(changeSpread: 0).changeDelay(policy: .nextLaunch, random: 1) == 0)
  }

  /// Waits of any setting become a sleep without stopping the app: an infinite, huge, negative
  /// or NaN interval (a plausible way to "turn checks off") is clamped.
  @Test(arguments: [
    (TimeInterval.infinity, UInt64(3_153_600_000) * 1_000_000_000),
    (1e300, UInt64(3_153_600_000) * 1_000_000_000), (-1, 0), (.nan, 0), (0.25, 250_000_000),
  ])
  func waitsAreClamped(seconds: TimeInterval, nanoseconds: UInt64) {
    #expect(RemoteLiveSettings.nanoseconds(seconds) == nanoseconds)
  }

  /// Under `.nextLaunch` every change heard during the spread joins one refresh: a burst of
  /// three publications in a row costs one refresh, not three.
  @Test func aBurstOfChangesDuringTheSpreadJoinsOneRefresh() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      var configuration = rig.configuration(policy: .nextLaunch)
      configuration.live.changeSpread = 0.5
      let remote = RemoteProvider(configuration: configuration)
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { remote.status.pendingVersions == ["ru": 1] })
      #expect(await eventually { !remote.status.isRefreshing })
      let before = rig.counter.started
      let started = Date()
      for number in 2...4 { rig.edit("Вход \(number)", marker: "v\(number)") }
      #expect(await eventually { remote.status.pendingVersions == ["ru": 2] })
      // The three markers arrive within a few milliseconds and the wait is at most 0.5 s. The
      // bound only tells the configured spread from the default one (30 s): a full parallel test
      // run on two cores can hold this task for seconds, so it is no timing measurement.
      #expect(Date().timeIntervalSince(started) < 25)
      try await Task.sleep(nanoseconds: 700_000_000)
      #expect(rig.counter.started - before <= 2)
      let relaunched = RemoteProvider(configuration: rig.configuration(policy: .nextLaunch))
      #expect(LiveRig.title(relaunched) == "Вход 4")
    }
  }
}
