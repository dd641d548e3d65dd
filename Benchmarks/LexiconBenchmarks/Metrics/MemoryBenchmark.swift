import Foundation
import Lexicon

/// `memory_bytes_per_key`: memory per loaded key for one language, measured in a fresh child
/// process.
///
/// The child loads a small warm-up bundle first (so one-time initialisation is not counted), has
/// the allocator give the pages it freed back to the system, takes its measurements, creates a `Localization` and resolves one key of each of the three tables in
/// the development language (so exactly one language is loaded: every key of it), and measures
/// again. The figure is the growth of the resident set size as the allocator leaves it, divided
/// by the number of loaded keys — on Linux without the pages of mapped files
/// (``ProcessMemory/privateResidentBytes()``: `/proc/self/statm`'s resident less shared pages;
/// the executable's code faulted in 64 KiB at a time made the same load's growth differ by
/// 6.5 bytes per key from one process to the next), on Apple platforms all of it (`task_info`);
/// the growth with the file pages is reported beside it. It counts everything the
/// tables, caches and snapshot keep resident, pages and fragmentation included, and the memory
/// freed during loading that the allocator keeps for the app's next allocations. Reported beside
/// it: the same growth with the final reading taken after the allocator gave freed pages back to
/// the system (``ProcessMemory/releaseFreedMemory()``), and the growth of the live heap (glibc
/// `malloc_stats`, Apple `malloc_zone_statistics`: bytes handed out and not freed). The reference
/// is the UTF-8 size of each key plus its value; for scale, the child also copies the plain-text
/// entries into `[String: String]` dictionaries and measures their live heap. A table makes each
/// text a `String` on its first read, so a process that reads every text (a server rendering
/// every key) holds more: the child reads every plain text once through the runtime and reports
/// what that added per key read (`reading_every_text_adds_bytes_per_key`).
enum MemoryBenchmark: BenchmarkGroup {
  static let benchmarks = [Benchmark.memoryBytesPerKey]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    var result = MetricResult(benchmark: .memoryBytesPerKey, outcome: .invalid("not run"))
    guard ChildProcess.isSupported else {
      result.outcome = .skipped("needs child processes")
      return [result]
    }
    guard let localizable = fixture.localizableKeys.first,
      let settings = fixture.settingsKeys.first, let onboarding = fixture.onboardingKeys.first
    else { return [result] }
    var growth = MemoryGrowth()
    var dictionary: [Double] = []
    var reference = 0.0
    var loadedKeys = 0.0
    for _ in 0..<max(3, fixture.runner.settings.childProcesses) {
      let arguments = [
        "--child-load", fixture.bundleURL.path, "--child-warm-up", fixture.warmUpBundleURL.path,
        "--child-keys",
        [localizable.rawValue, settings.rawValue, onboarding.rawValue].joined(separator: ","),
      ]
      let figures: [String: Double]
      do {
        figures = try ChildProcess.run(arguments)
      } catch {
        result.outcome = .invalid("child process: \(error)")
        return [result]
      }
      guard figures["resolved"] == 3, let keys = figures["loaded_keys"], keys > 0,
        let utf8 = figures["utf8_bytes"]
      else {
        result.outcome = .invalid("the child could not load the tables")
        return [result]
      }
      guard growth.add(figures, keys: keys) else {
        result.outcome = .skipped("the resident set size is not available on this platform")
        return [result]
      }
      if let before = figures["heap_before_copies"], let after = figures["heap_after_copies"],
        let copied = figures["copied_keys"], copied > 0
      {
        dictionary.append((after - before) / copied)
      }
      reference = utf8 / keys
      loadedKeys = keys
    }
    // Without the executable's pages where the platform tells them apart (Linux): see
    // `ProcessMemory.privateResidentBytes()`.
    let measured = growth.privateResident.isEmpty ? growth.resident : growth.privateResident
    let samples = Samples(measured)
    result.outcome = .measured(samples.median)
    result.reference = reference
    result.raw = [
      ("utf8_bytes_per_key", reference), ("ratio_to_utf8", samples.median / reference),
      ("live_heap_bytes_per_key", Samples(growth.heap).median),
      ("resident_growth_with_file_pages_bytes_per_key", Samples(growth.resident).median),
      ("resident_growth_after_trim_bytes_per_key", Samples(growth.trimmed).median),
      ("dictionary_copy_heap_bytes_per_key", Samples(dictionary).median),
      ("reading_every_text_adds_bytes_per_key", Samples(growth.reading).median),
      ("loaded_keys", loadedKeys),
    ]
    result.notes.append(
      "\(growth.privateResident.isEmpty ? "resident" : "private resident") growth as the allocator leaves it, for \(Int(loadedKeys)) keys of '\(Fixture.language)' in \(growth.resident.count) child processes; spread \(Report.percent(samples.relativeSpread))"
    )
    return [result]
  }
}
