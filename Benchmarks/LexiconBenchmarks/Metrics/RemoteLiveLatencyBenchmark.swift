import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconRemote
import LexiconRemoteLive
import LexiconTestServer

/// `remote_live_latency_ms`: from an edit written into a Realtime Database to the new text served
/// by `key.description` in the running app, over loopback.
///
/// The database is the test suite's fake (`FirebaseFake`, real HTTP/1.1 and Server-Sent Events
/// on 127.0.0.1) holding a `Live` table of 200 keys in `ru` and its `_version` marker. The app is
/// a `RemoteProvider` with `FirebaseSource` streaming the marker, policy `.immediately`, first in
/// a runtime's chain, its live updates started. Each repetition writes a new title, then a new
/// marker (what `lexicon publish` or a translator does), and polls the key every 50 µs until it
/// shows the new title: the `put` event, the coalesced refresh (the marker and the language node
/// read over HTTP, validated, stored, swapped in) and the runtime's reload are all in the time.
/// The cache is in a memory-backed folder where there is one (`/dev/shm`), so the drive's flush
/// latency is not counted; the median is the metric.
enum RemoteLiveLatencyBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.remoteLiveLatencyMs]
  static let node = "production/1-2-0"

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .remoteLiveLatencyMs, outcome: .invalid("not run"))
    let repetitions = fixture.runner.settings.oneShotRepetitions * 4
    let memory = MemoryFolder()
    defer { memory?.remove() }
    let root = memory?.url ?? fixture.workspace.url("remote-live")
    do {
      let server = try TestHTTPServer(maximumRequests: 1_000 + repetitions * 8)
      defer { server.stop() }
      let times = try measure(server: server, directory: root, repetitions: repetitions)
      let samples = Samples(times)
      result.outcome = .measured(samples.median)
      result.raw = [
        ("median_ms", samples.median), ("min_ms", samples.minimum),
        ("max_ms", times.max() ?? 0), ("edits", Double(times.count)),
      ]
      result.notes.append(
        "\(times.count) edits over loopback, each the marker's put event, a refresh (2 HTTP reads), validation, a cache commit \(memory == nil ? "on the disk" : "in memory-backed storage") and a runtime reload; spread \(Report.percent(samples.relativeSpread))"
      )
    } catch {
      result.outcome = .invalid("\(error)")
    }
    return [result]
  }

  /// The milliseconds from each edit to its text served.
  private static func measure(server: TestHTTPServer, directory: URL, repetitions: Int)
    throws(OptionsError) -> [Double]
  {
    let database = FirebaseFake(server: server)
    var table: [String: JSONValue] = [:]
    for index in 0..<200 { table["live%2Ekey\(index)"] = .string("Строка \(index)") }
    table["live%2Etitle"] = .string("Заголовок 0")
    database.set("\(node)/ru/Live", .object(table))
    database.set("\(node)/_version", .string("m0"))
    let deferred = DeferredProvider()
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [deferred], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru"],
        language: "ru", onMissingKey: .ignore, onFormatProblem: .ignore, persistence: .none))
    var source = FirebaseSource(
      databaseURL: database.databaseURL, transport: HTTPTransport(timeout: 5, maximumAttempts: 2))
    source.streamedNode = .versionMarker
    var configuration = RemoteConfiguration(
      source: source, languages: ["ru"],
      environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")),
      developmentLanguage: "en", policy: .immediately, cacheDirectory: directory)
    configuration.build = "live-latency"
    configuration.reference = nil
    configuration.localization = runtime
    configuration.onRejectedValue = .ignore
    let remote = RemoteProvider(configuration: configuration)
    deferred.remote.withLock { $0 = remote }
    let live = remote.startLiveUpdates()
    defer { live.cancel() }
    guard waitForText("Заголовок 0", in: runtime, timeout: 10) != nil else {
      throw OptionsError(description: "the live connection never showed the first title")
    }
    var times: [Double] = []
    for repetition in 1...repetitions {
      let text = "Заголовок \(repetition)"
      let start = MonotonicClock.now()
      database.set("\(node)/ru/Live/live%2Etitle", .string(text))
      database.set("\(node)/_version", .string("m\(repetition)"))
      guard waitForText(text, in: runtime, timeout: 5, since: start) != nil else {
        throw OptionsError(description: "edit \(repetition) was not shown within 5 s")
      }
      times.append(Double(MonotonicClock.elapsed(since: start)) / 1e6)
    }
    return times
  }

  /// Polls `LiveKey.title` every 50 µs until it reads `text`; the nanoseconds since `start`, or
  /// `nil` after `timeout` seconds.
  private static func waitForText(
    _ text: String, in runtime: Localization, timeout: Double, since start: UInt64? = nil
  ) -> UInt64? {
    let began = start ?? MonotonicClock.now()
    while Double(MonotonicClock.elapsed(since: began)) / 1e9 < timeout {
      if Localization.withLocalization(runtime, operation: { LiveKey.title.description }) == text {
        return MonotonicClock.elapsed(since: began)
      }
      usleep(50)
    }
    return nil
  }
}
