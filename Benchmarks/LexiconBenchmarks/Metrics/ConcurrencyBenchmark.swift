import Foundation
import Lexicon

/// `concurrent_lookup_scaling`: lookups per second on two threads ÷ on one, each thread on its own
/// half of the keys, through the shared runtime.
///
/// One repetition times one thread over half A, and two threads started together over halves A
/// and B (in alternating order). The same is done with the baseline dictionary: its scaling is the
/// machine's ceiling (another process busy on a core lowers both).
enum ConcurrencyBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.concurrentLookupScaling]

  /// The work of one thread: a checksum.
  typealias Work = @Sendable () -> Int

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .concurrentLookupScaling, outcome: .invalid("not run"))
    guard let bundle = Bundle(url: fixture.bundleURL) else { return [result] }
    Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))

    let halves = [0, 1].map { half in
      (
        fixture.localizableKeys.enumerated().filter { $0.offset % 2 == half }.map(\.element),
        fixture.settingsKeys.enumerated().filter { $0.offset % 2 == half }.map(\.element),
        fixture.onboardingKeys.enumerated().filter { $0.offset % 2 == half }.map(\.element)
      )
    }
    let dictionary = fixture.dictionary
    let lookupsPerPass = halves[0].0.count + halves[0].1.count + halves[0].2.count
    for half in halves {  // load the tables and every thread-independent cache
      Sink.consume(Passes.lexicon(half.0) &+ Passes.lexicon(half.1) &+ Passes.lexicon(half.2))
    }

    // Passes per thread: enough for ~100 ms (full) of work per timing.
    let probeStart = MonotonicClock.now()
    Sink.consume(Passes.lexicon(halves[0].0) &+ Passes.lexicon(halves[0].1))
    let probe = max(1, MonotonicClock.elapsed(since: probeStart))
    let target: UInt64 = fixture.options.smoke ? 2_000_000 : 100_000_000
    let passes = max(1, Int(target / probe))

    func lexicon(_ half: Int) -> Work {
      let keys = halves[half]
      return {
        var checksum = 0
        for _ in 0..<passes {
          checksum &+= Passes.lexicon(keys.0) &+ Passes.lexicon(keys.1) &+ Passes.lexicon(keys.2)
        }
        return checksum
      }
    }
    func baseline(_ half: Int) -> Work {
      let keys = halves[half]
      return {
        var checksum = 0
        for _ in 0..<passes {
          checksum &+=
            Passes.dictionary(keys.0, in: dictionary)
            &+ Passes.dictionary(keys.1, in: dictionary)
            &+ Passes.dictionary(keys.2, in: dictionary)
        }
        return checksum
      }
    }

    let lookups = Double(passes * lookupsPerPass)
    var scaling: [String: [Double]] = [:]
    var throughput: [String: [Double]] = [:]
    for repetition in 0..<fixture.runner.settings.repetitions {
      for (name, work) in [("lexicon", lexicon), ("dictionary", baseline)] {
        var one = 0.0
        var two = 0.0
        let order = repetition.isMultiple(of: 2) ? [1, 2] : [2, 1]
        for threads in order {
          let seconds = Double(timeThreads((0..<threads).map(work))) / 1e9
          if threads == 1 { one = lookups / seconds } else { two = 2 * lookups / seconds }
        }
        scaling[name, default: []].append(two / one)
        throughput[name + "_1", default: []].append(one)
        throughput[name + "_2", default: []].append(two)
      }
    }
    func median(_ name: String, in values: [String: [Double]]) -> Double {
      Samples(values[name] ?? []).median
    }
    let lexiconOne = median("lexicon_1", in: throughput)
    let lexiconTwo = median("lexicon_2", in: throughput)
    result.outcome = .measured(lexiconTwo / lexiconOne)
    result.raw = [
      ("lexicon_1_thread_mlookups_per_s", lexiconOne / 1e6),
      ("lexicon_2_threads_mlookups_per_s", lexiconTwo / 1e6),
      ("median_of_paired_ratios", median("lexicon", in: scaling)),
      (
        "dictionary_scaling",
        median("dictionary_2", in: throughput) / median("dictionary_1", in: throughput)
      ),
    ]
    result.notes.append(
      "\(passes) × \(lookupsPerPass) keys per thread; \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(Report.number(ProcessMemory.loadAverage() ?? 0))"
    )
    return [result]
  }

  /// Starts one thread per work item together and returns the nanoseconds until the last ends.
  private static func timeThreads(_ works: [Work]) -> UInt64 {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let ends = LockedValue<(latest: UInt64, checksum: Int)>((0, 0))
    for work in works {
      let thread = Thread {
        ready.signal()
        go.wait()
        let checksum = work()
        let end = MonotonicClock.now()
        ends.withLock { state in
          state.latest = max(state.latest, end)
          state.checksum &+= checksum
        }
        done.signal()
      }
      thread.start()
    }
    for _ in works { ready.wait() }
    let start = MonotonicClock.now()
    for _ in works { go.signal() }
    for _ in works { done.wait() }
    let state = ends.withLock { $0 }
    Sink.consume(state.checksum)
    return state.latest &- start
  }
}
