import Foundation
import Lexicon
import LexiconTestServer
import Testing

@testable import LexiconFirebase
@testable import LexiconRemote
@testable import LexiconRemoteLive

/// The stream itself, over a real loopback server: what a Realtime Database sends and what the
/// network does to it.
extension LiveUpdatesTests {
  /// The marker's stream, answered by the test with a channel it writes into; the first put
  /// (the marker as it is) is written when the client connects.
  static func channelStream(_ server: TestHTTPServer, _ rig: LiveRig) -> LockedValue<
    [TestEventChannel]
  > {
    let channels = LockedValue<[TestEventChannel]>([])
    server.route("/production/1-2-0/_version.json") { request in
      guard request.headers.value("Accept") == "text/event-stream" else {
        return rig.database.respond(to: request)
      }
      guard let channel = try? TestEventChannel() else { return .status(500) }
      channels.withLock { $0.append(channel) }
      return .eventStream(channel)
    }
    return channels
  }

  /// Events cut across packets, comments and keep-alives: each event is read whole, and only a
  /// changed marker refreshes.
  @Test func eventsSplitAcrossPacketsCommentsAndKeepAlives() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      let channels = Self.channelStream(server, rig)
      let remote = RemoteProvider(configuration: rig.configuration())
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { channels.withLock { $0.count } == 1 })
      let channel = try #require(channels.withLock { $0.first })
      #expect(await channel.awaitConnection())
      channel.send(event: "put", data: #"{"path":"/","data":"v1"}"#)
      #expect(await eventually { LiveRig.title(remote) == "Войти" })
      let fetches = rig.counter.started

      for _ in 0..<5 {
        channel.sendComment("keep-alive")
        channel.send(event: "keep-alive", data: "null")
        // The same marker again: nothing changed.
        channel.send(event: "put", data: #"{"path":"/","data":"v1"}"#)
      }
      rig.edit("Вход", marker: "v2")
      for byte in Array("event: put\r\ndata: {\"path\":\"/\",\"data\":\"v2\"}\r\n\r\n".utf8) {
        channel.send([byte])
        try await Task.sleep(nanoseconds: 2_000_000)
      }
      #expect(await eventually { LiveRig.title(remote) == "Вход" })
      try await Task.sleep(nanoseconds: 50_000_000)
      #expect(rig.counter.started == fetches + 1)
    }
  }

  /// A half-open connection — the network went away, nothing more arrives, not even a
  /// keep-alive — is closed after the keep-alive timeout and opened again; the reconnection
  /// refreshes.
  @Test func aSilentConnectionIsDetectedAndReopened() async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server async throws in
      let rig = LiveRig(server: server)
      defer { rig.directory.remove() }
      let channels = Self.channelStream(server, rig)
      let remote = RemoteProvider(configuration: rig.configuration(keepAliveTimeout: 1))
      let statuses = LockedValue<[RemoteLiveState]>([])
      let observation = remote.observeStatus { status in
        statuses.withLock { if $0.last != status.live { $0.append(status.live) } }
      }
      defer { observation.cancel() }
      let live = remote.startLiveUpdates()
      defer { live.cancel() }
      #expect(await eventually { channels.withLock { $0.count } == 1 })
      let first = try #require(channels.withLock { $0.first })
      #expect(await first.awaitConnection())
      let started = Date()
      // Silence: the client notices within the timeout (1 s) and reconnects.
      #expect(await eventually { channels.withLock { $0.count } == 2 })
      #expect(Date().timeIntervalSince(started) >= 0.9)
      #expect(await first.awaitDisconnection())
      let waited = statuses.withLock { $0 }.contains {
        if case .waitingToReconnect(_, let error?) = $0, case .timedOut = error { return true }
        return false
      }
      #expect(waited, "\(statuses.withLock { $0 })")
      #expect(await eventually { rig.counter.started >= 2 })
    }
  }

  /// The server closes the stream: the client reconnects after a backoff with jitter — the
  /// status says when, within the first attempt's window (`initialReconnectDelay` 0.05 s: 25 to
  /// 50 ms after the close) — and refreshes on the new connection.
  @Test func aClosedStreamIsReopenedAfterABackoff() async throws {
    try await LiveRig.running { rig, remote, server in
      let waits = LockedValue<[Date]>([])
      let observation = remote.observeStatus { status in
        // Told again while waiting when another part of the status changes: one wait, one date.
        if case .waitingToReconnect(let until, _) = status.live {
          waits.withLock { if $0.last != until { $0.append(until) } }
        }
      }
      defer { observation.cancel() }
      #expect(await eventually { rig.counter.started == 1 })
      let closed = Date()
      rig.database.streams[0].close()
      try #require(await rig.database.awaitStreams(2))
      let reopened = Date()
      #expect(await eventually { rig.counter.started == 2 })
      let first = try #require(waits.withLock { $0.first })
      #expect(first.timeIntervalSince(closed) >= 0.025 - 0.002)
      #expect(first <= reopened.addingTimeInterval(0.002))
      rig.database.streams[1].reset()
      #expect(await rig.database.awaitStreams(3))
      #expect(await eventually { rig.counter.started == 3 })
      #expect(await eventually { waits.withLock { $0.count } == 2 })
      #expect(remote.status.live == .streaming)
    }
  }

  /// Malformed events — data that is not JSON, or not `{path, data}`, field lines out of the
  /// format — never break the stream: a `put` or `patch` the client cannot read refreshes, to
  /// be safe, and the rest is ignored.
  @Test func malformedEventsAreSurvived() async throws {
    try await LiveRig.running { rig, remote, server in
      #expect(await eventually { rig.counter.started == 1 })
      let stream = rig.database.streams[0]
      stream.send(Array("no colon line\nretry: soon\nid: 1\n\n".utf8))
      stream.send(event: "surprise", data: "{}")
      #expect(rig.counter.started == 1)
      stream.send(event: "put", data: "{not json")
      #expect(await eventually { rig.counter.started == 2 })
      stream.send(event: "patch", data: #"{"data": 1}"#)
      #expect(await eventually { rig.counter.started == 3 })
      rig.edit("Вход", marker: "v2")
      #expect(await eventually { LiveRig.title(remote) == "Вход" })
      #expect(rig.database.streams.count == 1)
    }
  }

  /// `cancel`: the rules no longer allow the read. Reported in the status, and tried again
  /// after the longest delay with jitter (`maximumReconnectDelay` 0.2 s: 0.1 to 0.2 s), so that
  /// devices refused together do not come back together.
  @Test func aCancelIsReportedAndRetriedAfterTheLongestDelay() async throws {
    try await LiveRig.running { rig, remote, server in
      let sent = Date()
      rig.database.streams[0].send(event: "cancel", data: #""Permission denied""#)
      let url = rig.database.databaseURL.appendingPathComponent("production/1-2-0/_version.json")
      let until = LockedValue<Date?>(nil)
      #expect(
        await eventually {
          if case .waitingToReconnect(let date, .unauthorized(url, "Permission denied")?) = remote
            .status.live
          {
            until.withLock { $0 = date }
            return true
          }
          return false
        })
      let wait = try #require(until.withLock { $0 })
      #expect(wait.timeIntervalSince(sent) >= 0.1 - 0.002)
      #expect(wait.timeIntervalSinceNow <= 0.2)
      #expect(await rig.database.awaitStreams(2))
      #expect(Date() >= wait.addingTimeInterval(-0.002))
    }
  }

  /// `auth_revoked`: the credential expired. The client asks the app for a fresh one
  /// (`forceRefresh: true`) and reconnects at once.
  @Test func aRevokedCredentialIsRefreshedAndTheStreamReopened() async throws {
    try await LiveRig.running(
      prepare: { rig in
        rig.database.requireCredential(readers: ["old", "fresh"])
        rig.useCredentials { force in force ? "fresh" : "old" }
      },
      test: { rig, remote, server in
        rig.database.requireCredential(readers: ["fresh"], expired: ["old"])
        rig.database.streams[0].send(
          event: "auth_revoked", data: #""credential is no longer valid""#)
        #expect(await rig.database.awaitStreams(2))
        let streams = server.requests(to: "/production/1-2-0/_version.json").filter {
          $0.headers.value("Accept") == "text/event-stream"
        }
        #expect(streams.map { $0.queryItems["auth"] } == ["old", "fresh"])
        // The stream and the refreshes asked for the credential; the revocation forced a fresh one.
        #expect(rig.credentials.withLock { $0 }.first == false)
        #expect(rig.credentials.withLock { $0 }.contains(true))
        rig.edit("Вход", marker: "v2")
        #expect(await eventually { LiveRig.title(remote) == "Вход" })
      })
  }

  /// The service answers a stream with `307` and the server that holds the data: followed,
  /// with the stream's header fields.
  @Test func aRedirectIsFollowed() async throws {
    try await LiveRig.running(
      prepare: { rig in
        rig.database.redirectsStreams = true
      },
      test: { rig, remote, server in
        let requests = server.requests(to: "/production/1-2-0/_version.json").filter {
          $0.headers.value("Accept") == "text/event-stream"
        }
        #expect(requests.map { $0.queryItems["ns"] } == [nil, "moved"])
        rig.edit("Вход", marker: "v2")
        #expect(await eventually { LiveRig.title(remote) == "Вход" })
      })
  }

  /// A flood of 10,000 events within a second (sent in 100 writes with no pause): every one
  /// read, at most one refresh in flight, far fewer refreshes than events (signals coalesce,
  /// with at most one task on its way to the updater, as `signalsCoalesceIntoOneRefresh…`
  /// checks), and the last edit shown.
  @Test func aFloodOfTenThousandEvents() async throws {
    try await LiveRig.running(maximumRequests: 20_000) { rig, remote, server in
      #expect(await eventually { LiveRig.title(remote) == "Войти" })
      let stream = rig.database.streams[0]
      let before = stream.bytesSent
      let started = Date()
      var batch: [UInt8] = []
      for number in 1...10_000 {
        batch += Array("event: put\ndata: {\"path\":\"/\",\"data\":\"f\(number)\"}\n\n".utf8)
        if number.isMultiple(of: 100) {
          stream.send(batch)
          batch = []
        }
      }
      rig.edit("После потока", marker: "final")
      let sending = Date().timeIntervalSince(started)
      #expect(await eventually { LiveRig.title(remote) == "После потока" })
      #expect(stream.bytesSent - before > 10_000 * 40)
      #expect(rig.counter.mostAtOnce == 1)
      #expect(rig.counter.started < 1_000, "\(rig.counter.started) refreshes for 10,000 events")
      #expect(rig.database.streams.count == 1)
      print(
        "flood: 10,000 events sent in \(String(format: "%.2f", sending)) s, "
          + "\(rig.counter.started) refreshes, at most \(rig.counter.mostAtOnce) in flight")
    }
  }

  /// A `200` that is not an event stream (a wrong URL answered by a web server with JSON) ends
  /// the connection with a typed error naming the field, the credential kept out of it, instead
  /// of being read as a stream that shows `.streaming` and reconnects forever.
  @Test func anAnswerThatIsNotAnEventStreamIsAnError() async throws {
    try await TestHTTPServer.with(maximumRequests: 4) { server async throws in
      server.fallback { _ in .json(#"{"title": "not a stream"}"#) }
      var source = FirebaseSource(databaseURL: server.url("/"))
      source.credential = { _ in .idToken("secret-token") }
      let opened = LockedValue(false)
      let events = RemoteLiveEvents(connected: { opened.withLock { $0 = true } }, changed: {})
      do throws(RemoteError) {
        _ = try await source.watch(
          RemoteWatchRequest(environment: LiveRig.environment, languages: ["ru"]), events: events)
        Issue.record("a JSON answer was read as a stream")
      } catch {
        guard case .invalidPayload(let location, let field, _, _, let reason) = error else {
          Issue.record("\(error)")
          return
        }
        #expect(field == "Content-Type")
        #expect(reason == "expected text/event-stream, found application/json")
        #expect(location.hasSuffix("/production/1-2-0/_version.json"))
        #expect(!location.contains("secret-token"))
      }
      #expect(!opened.withLock { $0 })
      #expect(EventStreamConnection.isEventStream("Text/Event-Stream; charset=utf-8"))
      #expect(!EventStreamConnection.isEventStream("text/plain"))
    }
  }
}
