import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote

/// The cost of over-the-air updates for one language of 10,000 keys (`ru`, all three tables,
/// plural values included), through the real provider, cache and validation:
///
/// - `remote_apply_full_ms_10k`: `refresh()` with `.immediately` on an empty cache, answered a
///   whole snapshot by an in-process source — every value checked against the bundle's
///   development-language value (`FormatCompatibility`), the content file and the commit record
///   written atomically and flushed, the read-optimized tables built and swapped in.
/// - `remote_apply_delta_ratio`: right after, `refresh()` answered a 100-key delta from that
///   version, divided by the whole update's time (same repetition, same cache folder).
/// - `remote_cold_load_ms_10k`: `RemoteProvider(configuration:)` on a cache holding the whole
///   update: the commit record and the content file read, checked and turned into tables.
///
/// Each repetition uses a new cache folder. The applies are measured twice: in a memory-backed
/// folder (`/dev/shm` where there is one), where flushing to the disk costs nothing, so the
/// figures are the engine's own work — the metrics — and on the disk of the data folder (raw
/// `disk_*` figures), where each update also pays the drive's flush latency (four `fsync`s, the
/// same for a whole update and a delta) — on a shared virtual disk, 2–20 ms each.
enum RemoteUpdateBenchmarks: BenchmarkGroup {
  static let benchmarks = [
    Benchmark.remoteColdLoadMs10k, .remoteApplyFullMs10k, .remoteApplyDeltaRatio,
  ]
  static let language = "ru"

  /// The times of whole updates and of deltas on them, in milliseconds, one per repetition.
  struct Applies {
    var full: [Double] = []
    var delta: [Double] = []
    var ratios: [Double] = []
  }

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var full = MetricResult(benchmark: .remoteApplyFullMs10k, outcome: .invalid("not run"))
    var delta = MetricResult(benchmark: .remoteApplyDeltaRatio, outcome: .invalid("not run"))
    var cold = MetricResult(benchmark: .remoteColdLoadMs10k, outcome: .invalid("not run"))
    guard let bundle = Bundle(url: fixture.bundleURL) else {
      full.outcome = .invalid("no bundle")
      return [cold, full, delta]
    }
    let snapshot = RemoteData.snapshot(fixture.dataSet, language: language, version: 1)
    let fix = RemoteData.delta(from: snapshot, count: 100, mark: " (v2)")
    RemoteData.rejections.withLock { $0 = [] }
    let memory = MemoryFolder()
    defer { memory?.remove() }
    let memoryRoot = memory?.url ?? fixture.workspace.url("remote-apply-memory")
    let coldDirectory = fixture.workspace.url("remote-cold")
    let measured: Applies
    let disk: Applies
    do {
      measured = try applies(
        fixture, bundle: bundle, snapshot: snapshot, fix: fix, root: memoryRoot,
        keepingFirstCache: coldDirectory)
      disk = try applies(
        fixture, bundle: bundle, snapshot: snapshot, fix: fix,
        root: fixture.workspace.url("remote-apply-disk"), keepingFirstCache: nil)
    } catch {
      full.outcome = .invalid(error.description)
      return [cold, full, delta]
    }
    let rejections = RemoteData.rejections.withLock { $0 }
    guard rejections.isEmpty else {
      full.outcome = .invalid("\(rejections.count) values dropped, such as \(rejections[0])")
      return [cold, full, delta]
    }
    let fullSamples = Samples(measured.full)
    let deltaSamples = Samples(measured.delta)
    let diskFull = Samples(disk.full)
    let diskDelta = Samples(disk.delta)
    full.outcome = .measured(fullSamples.median)
    full.raw = [
      ("apply_ms", fullSamples.median), ("apply_min_ms", fullSamples.minimum),
      ("disk_apply_ms", diskFull.median), ("disk_apply_min_ms", diskFull.minimum),
      ("keys", Double(snapshot.keyCount)), ("utf8_bytes", Double(RemoteData.utf8Bytes(snapshot))),
    ]
    full.notes.append(
      "\(measured.full.count) repetitions, each on an empty cache \(memory == nil ? "on the disk (no memory-backed folder)" : "in \(memoryRoot.deletingLastPathComponent().path)"); spread \(Report.percent(fullSamples.relativeSpread))"
    )
    delta.outcome = .measured(deltaSamples.median / fullSamples.median)
    delta.raw = [
      ("delta_ms", deltaSamples.median), ("delta_min_ms", deltaSamples.minimum),
      ("full_ms", fullSamples.median), ("median_of_paired_ratios", Samples(measured.ratios).median),
      ("disk_delta_ms", diskDelta.median), ("disk_delta_min_ms", diskDelta.minimum),
      ("disk_delta_ratio", diskDelta.median / diskFull.median),
      ("changed_keys", Double(fix.set.values.reduce(0) { $0 + $1.count })),
    ]
    delta.notes.append(
      "on the disk each apply also waits for four fsyncs, the same for both: disk ratio \(Report.number(diskDelta.median / diskFull.median))"
    )

    var coldTimes: [Double] = []
    for _ in 0..<max(3, fixture.runner.settings.oneShotRepetitions) {
      let configuration = RemoteData.configuration(
        source: RemoteBenchmarkSource(), languages: [language], directory: coldDirectory,
        bundle: bundle)
      let start = MonotonicClock.now()
      let provider = RemoteProvider(configuration: configuration)
      let elapsed = MonotonicClock.elapsed(since: start)
      var keys = 0
      for table in DataSet.tableSizes {
        keys +=
          provider.table(
            for: TableRequest(language: language, table: table.name, tableFiles: .raw))?.count ?? 0
      }
      guard keys == snapshot.keyCount else {
        cold.outcome = .invalid("the cold load found \(keys) of \(snapshot.keyCount) keys")
        return [cold, full, delta]
      }
      coldTimes.append(Double(elapsed) / 1e6)
    }
    let coldSamples = Samples(coldTimes)
    cold.outcome = .measured(coldSamples.median)
    cold.raw = [
      ("load_ms", coldSamples.median), ("load_min_ms", coldSamples.minimum),
      ("keys", Double(snapshot.keyCount)),
      ("cache_bytes", Double(Self.bytes(in: coldDirectory))),
    ]
    cold.notes.append("\(coldTimes.count) launches on the same cache (files in the page cache)")
    return [cold, full, delta]
  }

  /// Applies the whole update then the delta on a new cache under `root`, once per repetition
  /// (plus one first, unmeasured, that warms the bundle's development tables up); the first
  /// cache is copied to `keepingFirstCache` before its delta lands.
  private static func applies(
    _ fixture: Fixture, bundle: Bundle, snapshot: RemoteSnapshot, fix: RemoteDelta, root: URL,
    keepingFirstCache: URL?
  ) throws(OptionsError) -> Applies {
    var result = Applies()
    for repetition in 0...fixture.runner.settings.oneShotRepetitions {
      let directory = root.appendingPathComponent("apply-\(repetition)")
      let source = RemoteBenchmarkSource()
      source.serve(snapshot)
      let configuration = RemoteData.configuration(
        source: source, languages: [language], directory: directory, bundle: bundle)
      let provider = RemoteProvider(configuration: configuration)
      guard let fullTime = timedRefresh(provider, expecting: .applied([language: 1])) else {
        throw OptionsError(description: "the whole update was not applied")
      }
      if repetition == 0, let keepingFirstCache {
        try? FileManager.default.copyItem(at: directory, to: keepingFirstCache)
      }
      source.serve(fix)
      guard let deltaTime = timedRefresh(provider, expecting: .applied([language: 2])) else {
        throw OptionsError(description: "the delta was not applied")
      }
      let table = provider.table(
        for: TableRequest(language: language, table: "Localizable", tableFiles: .raw))
      guard table?.count == snapshot.tables["Localizable"]?.count,
        let (key, value) = fix.set["Localizable"]?.first, table?[key] == value
      else {
        throw OptionsError(description: "the delta's values are not served")
      }
      try? FileManager.default.removeItem(at: directory)
      guard repetition > 0 else { continue }
      result.full.append(fullTime)
      result.delta.append(deltaTime)
      result.ratios.append(deltaTime / fullTime)
    }
    return result
  }

  /// Milliseconds `refresh()` took, or `nil` when its outcome was not `expected`.
  private static func timedRefresh(
    _ provider: RemoteProvider, expecting expected: RemoteRefreshOutcome
  ) -> Double? {
    AsyncWait.result { () -> Double? in
      let start = MonotonicClock.now()
      let outcome = try? await provider.refresh()
      let elapsed = MonotonicClock.elapsed(since: start)
      return outcome == expected ? Double(elapsed) / 1e6 : nil
    }
  }

  /// The bytes of the files under a folder.
  private static func bytes(in directory: URL) -> Int {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var total = 0
    while let path = enumerator?.nextObject() as? String {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(path).path)
      if attributes?[.type] as? FileAttributeType == .typeRegular {
        total += (attributes?[.size] as? Int) ?? 0
      }
    }
    return total
  }
}
