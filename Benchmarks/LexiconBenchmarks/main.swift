import Foundation
import Lexicon

// lexicon-benchmarks: measures Lexicon against a plain dictionary and Foundation (issue 5), and
// what linking it costs an app (issue 19).
// See Benchmarks/README.md for the method and the data.

/// Prints to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("error: \(error)\n\n\(Options.usage)")
  exit(64)
}
if options.help {
  print(Options.usage)
  exit(0)
}

if let childBundle = options.childBundle {
  do {
    try ChildTask.run(
      bundlePath: childBundle, keys: options.childKeys, warmUpPath: options.childWarmUp)
    exit(0)
  } catch {
    printError("error: \(error)")
    exit(1)
  }
}

if let childRemote = options.childRemote {
  do {
    try RemoteChildTask.run(cachePath: childRemote)
    exit(0)
  } catch {
    printError("error: \(error)")
    exit(1)
  }
}

if let probe = options.childRender {
  do {
    try HostileRenderBenchmark.runChild(probe: probe)
    exit(0)
  } catch {
    printError("error: \(error)")
    exit(1)
  }
}

let groups: [any BenchmarkGroup.Type] = [
  MemoryBenchmark.self, LookupBenchmarks.self, FormatBenchmarks.self, ParseBenchmarks.self,
  SwitchBenchmark.self, ColdStartBenchmark.self, ConcurrencyBenchmark.self, LintBenchmark.self,
  RemoteMemoryBenchmark.self, RemoteLookupBenchmark.self, RemoteUpdateBenchmarks.self,
  RemoteLiveLatencyBenchmark.self,
  BinaryCostBenchmark.self, ScopedLanguageBenchmark.self, HostileRenderBenchmark.self,
  ObservedLookupBenchmark.self,
]

let started = MonotonicClock.now()
let loadAtStart = ProcessMemory.loadAverage()
let fixture: Fixture
do {
  fixture = try Fixture(options: options)
} catch {
  printError("error: cannot write the benchmark data: \(error)")
  exit(1)
}

var results: [MetricResult] = []
for group in groups where group.benchmarks.contains(where: { options.selects($0.name) }) {
  if !options.json {
    printError("running \(group.benchmarks.map(\.name).joined(separator: ", "))…")
  }
  results += group.run(fixture)
}

let diagnostics = Fixture.diagnostics.withLock { $0 }
let misses = Fixture.misses.withLock { $0 }
let formatProblems = Fixture.formatProblems.withLock { $0 }
var environment: [(String, String)] = [
  ("mode", options.smoke ? "smoke" : "full"),
  ("platform", ProcessInfo.processInfo.operatingSystemVersionString),
  ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"),
  ("load_average_at_start", Report.number(loadAtStart ?? 0)),
  ("load_average_at_end", Report.number(ProcessMemory.loadAverage() ?? 0)),
  ("data", "\(fixture.dataSet.keyCount) keys × \(DataSet.languages.count) languages"),
  ("data_fingerprint", String(fixture.dataSet.fingerprint, radix: 16)),
  ("corpus", fixture.corpus?.root.path ?? "absent"),
  ("duration_s", Report.number(Double(MonotonicClock.elapsed(since: started)) / 1e9)),
  ("bundle_provider_diagnostics", "\(diagnostics.count)"),
  ("missing_keys_reported", "\(misses.count)"),
  ("format_problems_reported", "\(formatProblems.count)"),
]
if let first = diagnostics.first.first { environment.append(("first_diagnostic", first)) }
if let first = misses.first.first { environment.append(("first_missing_key", first)) }
if let first = formatProblems.first.first { environment.append(("first_format_problem", first)) }

let report = Report(results: results, environment: environment)
print(options.json ? report.json : report.table)
if options.keepData {
  printError("kept the generated data in \(fixture.workspace.root.path)")
} else {
  fixture.workspace.remove()
}
