import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote

/// What a child process does for `--child-remote`: launch a `RemoteProvider` on a cache folder
/// holding an applied update and print the memory it keeps, as `name value` lines (see
/// ``ChildTask`` for the method).
enum RemoteChildTask {
  /// Runs the child's work and prints its figures.
  static func run(cachePath: String) throws {
    let language = RemoteUpdateBenchmarks.language
    // Warm-up: a provider over an empty cache, so one-time initialisation is not counted.
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lexicon-remote-warm-up-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: empty) }
    let warmUp = RemoteProvider(configuration: configuration(URL(fileURLWithPath: empty.path)))
    _ = warmUp.table(for: TableRequest(language: language, table: "Localizable", tableFiles: .raw))

    ProcessMemory.releaseFreedMemory()
    let residentBefore = ProcessMemory.residentBytes() ?? 0
    ProcessMemory.reportHeap("before")
    let provider = RemoteProvider(configuration: configuration(URL(fileURLWithPath: cachePath)))
    var keys = 0
    for table in DataSet.tableSizes {
      keys +=
        provider.table(for: TableRequest(language: language, table: table.name, tableFiles: .raw))?
        .count ?? 0
    }
    let untrimmedAfter = ProcessMemory.residentBytes() ?? 0
    ProcessMemory.releaseFreedMemory()
    let residentAfter = ProcessMemory.residentBytes() ?? 0
    ProcessMemory.reportHeap("after")
    print("resident_before \(residentBefore)")
    print("resident_after \(residentAfter)")
    print("untrimmed_resident_after \(untrimmedAfter)")
    print("loaded_keys \(keys)")
    withExtendedLifetime((warmUp, provider)) {}
  }

  private static func configuration(_ directory: URL) -> RemoteConfiguration {
    RemoteData.configuration(
      source: RemoteBenchmarkSource(), languages: [RemoteUpdateBenchmarks.language],
      directory: directory, bundle: nil)
  }
}
