import Foundation
import Lexicon
import LexiconRemote

/// `remote_memory_bytes_per_key`: the memory a `RemoteProvider` keeps per key of an applied
/// update (10,000 keys of `ru`, all three tables), measured in fresh child processes as
/// `memory_bytes_per_key` is (see ``MemoryBenchmark``): resident growth from a trimmed start to
/// the launched provider, divided by its keys. The reference is the UTF-8 size of keys and
/// values.
enum RemoteMemoryBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.remoteMemoryBytesPerKey]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .remoteMemoryBytesPerKey, outcome: .invalid("not run"))
    guard ChildProcess.isSupported else {
      result.outcome = .skipped("needs child processes")
      return [result]
    }
    let language = RemoteUpdateBenchmarks.language
    let snapshot = RemoteData.snapshot(fixture.dataSet, language: language, version: 1)
    let directory = fixture.workspace.url("remote-memory")
    let source = RemoteBenchmarkSource()
    source.serve(snapshot)
    let configuration = RemoteData.configuration(
      source: source, languages: [language], directory: directory, bundle: nil)
    let applied = AsyncWait.result {
      (try? await RemoteProvider(configuration: configuration).refresh()) == .applied([language: 1])
    }
    guard applied else {
      result.outcome = .invalid("the update was not applied")
      return [result]
    }
    var growth = MemoryGrowth()
    for _ in 0..<max(3, fixture.runner.settings.childProcesses) {
      let figures: [String: Double]
      do {
        figures = try ChildProcess.run(["--child-remote", directory.path])
      } catch {
        result.outcome = .invalid("child process: \(error)")
        return [result]
      }
      guard let keys = figures["loaded_keys"], keys == Double(snapshot.keyCount) else {
        result.outcome = .invalid("the child loaded \(figures["loaded_keys"] ?? 0) keys")
        return [result]
      }
      guard growth.add(figures, keys: keys) else {
        result.outcome = .skipped("the resident set size is not available on this platform")
        return [result]
      }
    }
    let samples = Samples(growth.resident)
    result.outcome = .measured(samples.median)
    result.reference = Double(RemoteData.utf8Bytes(snapshot)) / Double(snapshot.keyCount)
    result.raw = [
      ("resident_bytes_per_key", samples.median),
      ("trimmed_resident_bytes_per_key", Samples(growth.trimmed).median),
      ("heap_bytes_per_key", growth.heap.isEmpty ? 0 : Samples(growth.heap).median),
      ("utf8_bytes_per_key", result.reference ?? 0),
      ("keys", Double(snapshot.keyCount)),
    ]
    result.notes.append("\(growth.resident.count) child processes")
    return [result]
  }
}
