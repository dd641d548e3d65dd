import Foundation
import Lexicon
import LexiconFirebase
import LexiconTestServer
import Testing

@testable import LexiconRemote

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

  /// The server closes the stream: the client reconnects after a backoff with jitter, and
  /// refreshes on the new connection.
  @Test func aClosedStreamIsReopenedAfterABackoff() async throws {
    try await LiveRig.running { rig, remote, server in
      #expect(await eventually { rig.counter.started == 1 })
      rig.database.streams[0].close()
      #expect(await rig.database.awaitStreams(2))
      #expect(await eventually { rig.counter.started == 2 })
      rig.database.streams[1].reset()
      #expect(await rig.database.awaitStreams(3))
      #expect(await eventually { rig.counter.started == 3 })
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
  /// after the longest delay.
  @Test func aCancelIsReportedAndRetriedAfterTheLongestDelay() async throws {
    try await LiveRig.running { rig, remote, server in
      rig.database.streams[0].send(event: "cancel", data: #""Permission denied""#)
      let url = rig.database.databaseURL.appendingPathComponent("production/1-2-0/_version.json")
      #expect(
        await eventually {
          if case .waitingToReconnect(_, .unauthorized(url, "Permission denied")?) = remote.status
            .live
          {
            return true
          }
          return false
        })
      #expect(await rig.database.awaitStreams(2))
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

  /// A flood of 10,000 events within a second: every one read, at most one refresh in flight,
  /// far fewer refreshes than events (signals coalesce), and the last edit shown.
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
          try await Task.sleep(nanoseconds: 5_000_000)
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
}
