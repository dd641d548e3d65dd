import Foundation
import Lexicon

/// `hostile_render_worst_ms` and `hostile_render_peak_mb`: issue 18's hostile translations
/// rendered with `FormatRenderer`, each checked to stop at its output budget (plus its argument's
/// first printing) with exactly one `outputTooLong` issue.
///
/// The time is the median of several renders of each probe in this process; the figure is the
/// slowest probe's. The memory is the peak resident size during one render minus the resident
/// size just before it, in a fresh child process per probe (`--child-render NAME`; on Linux the
/// peak is reset just before the render, on Apple platforms it is the process's whole peak); the
/// figure is the largest. Per-probe figures are printed under the metrics.
enum HostileRenderBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.hostileRenderWorstMs, Benchmark.hostileRenderPeakMB]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var time = MetricResult(benchmark: .hostileRenderWorstMs, outcome: .invalid("not run"))
    var memory = MetricResult(benchmark: .hostileRenderPeakMB, outcome: .invalid("not run"))
    let repetitions = fixture.options.smoke ? 1 : 5
    var worstMs = 0.0
    for probe in HostileProbe.all {
      let (value, arguments, argumentBytes) = probe.make()
      let budget = FormatRenderer.outputBudget(for: value)
      var times: [Double] = []
      var size = 0
      for _ in 0..<repetitions {
        let start = MonotonicClock.now()
        let result = FormatRenderer.render(value, arguments: arguments, language: "en")
        times.append(Double(MonotonicClock.elapsed(since: start)) / 1e6)
        size = result.text.utf8.count
        guard size <= budget + argumentBytes, result.issues.map(\.kind) == [.outputTooLong] else {
          time.outcome = .invalid("\(probe.name): \(size) bytes, issues \(result.issues)")
          return [time, memory]
        }
        Sink.consume(size)
      }
      let median = Samples(times).median
      worstMs = max(worstMs, median)
      time.raw.append(("\(probe.name)_ms", median))
      time.raw.append(("\(probe.name)_output_bytes", Double(size)))
      time.notes.append("\(probe.name): \(probe.shape)")
    }
    time.outcome = .measured(worstMs)

    guard ChildProcess.isSupported else {
      memory.outcome = .skipped("needs child processes")
      return [time, memory]
    }
    var worstMB = 0.0
    for probe in HostileProbe.all {
      do {
        let figures = try ChildProcess.run(["--child-render", probe.name])
        guard let before = figures["resident_before"], let peak = figures["peak_resident"],
          before > 0, peak > 0
        else {
          memory.outcome = .skipped("the resident set size is not available on this platform")
          return [time, memory]
        }
        let growth = max(peak - before, 0) / 1e6
        worstMB = max(worstMB, growth)
        memory.raw.append(("\(probe.name)_peak_mb", growth))
      } catch {
        memory.outcome = .invalid("child process: \(error)")
        return [time, memory]
      }
    }
    memory.outcome = .measured(worstMB)
    memory.notes.append("peak resident growth of one render, one fresh child process per probe")
    return [time, memory]
  }

  /// What a child process does (`--child-render NAME`): builds the probe, renders it once and
  /// prints the resident size before and the peak resident size after.
  static func runChild(probe name: String) throws {
    guard let probe = HostileProbe.all.first(where: { $0.name == name }) else {
      throw OptionsError(description: "no probe named \(name)")
    }
    let (value, arguments, _) = probe.make()
    ProcessMemory.releaseFreedMemory()
    ProcessMemory.resetPeakResident()
    let before = ProcessMemory.residentBytes() ?? 0
    let result = FormatRenderer.render(value, arguments: arguments, language: "en")
    print("bytes \(result.text.utf8.count)")
    print("resident_before \(before)")
    print("peak_resident \(ProcessMemory.peakResidentBytes() ?? 0)")
  }
}
