import Foundation
import Lexicon
import LexiconRawFiles

/// What a child process does (`--child-load`): load one language of a bundle through a new
/// ``Localization`` and print its figures as `name value` lines.
///
/// Without `--child-warm-up` the load is the first thing Lexicon does in the process (a cold start
/// with nothing initialised). With it, a small bundle is loaded first so that one-time
/// initialisation (Foundation's and Lexicon's static data, the allocator's first arenas) is not
/// counted as memory of the tables.
enum ChildTask {
  /// Runs the child's work and prints its figures.
  static func run(bundlePath: String, keys: [String], warmUpPath: String?) throws {
    guard keys.count == 3 else { throw OptionsError(description: "--child-keys needs 3 keys") }
    if let warmUpPath {
      let warmUp = try bundle(at: warmUpPath)
      _ = resolve(warmUp, keys: ["sanity.title", "sanity.title", "sanity.title"])
    }
    let bundle = try bundle(at: bundlePath)
    // One starting point for every figure: the warm-up's freed pages are given back first, so
    // nothing freed before the load can hide memory the load keeps. After the load: the resident
    // size as the allocator leaves it, then after it gave freed pages back.
    ProcessMemory.releaseFreedMemory()
    let residentBefore = ProcessMemory.residentBytes() ?? 0
    let privateBefore = ProcessMemory.privateResidentBytes()
    ProcessMemory.reportHeap("before")
    let start = MonotonicClock.now()
    let (localization, results, firstTable) = resolve(bundle, keys: keys)
    let elapsed = MonotonicClock.elapsed(since: start)
    let untrimmedAfter = ProcessMemory.residentBytes() ?? 0
    let untrimmedPrivateAfter = ProcessMemory.privateResidentBytes()
    ProcessMemory.releaseFreedMemory()
    let residentAfter = ProcessMemory.residentBytes() ?? 0
    ProcessMemory.reportHeap("after")

    var loadedKeys = 0
    var utf8Bytes = 0
    let provider = BundleProvider(bundle: bundle, onDiagnostic: .ignore)
    for table in DataSet.tableSizes {
      let request = TableRequest(
        language: Fixture.language, table: table.name, bundle: bundle, tableFiles: .raw)
      guard let loaded = provider.table(for: request) else { continue }
      loadedKeys += loaded.count
      for (key, text) in loaded.texts { utf8Bytes += key.utf8.count + text.utf8.count }
      for (key, plural) in loaded.plurals {
        utf8Bytes += key.utf8.count + plural.format.utf8.count
        for variable in plural.variables.values {
          utf8Bytes += variable.variants.values.reduce(0) { $0 + $1.utf8.count }
        }
      }
    }
    let reading = readEveryText(through: localization, provider: provider, bundle: bundle)
    // For scale: the same plain-text entries copied into one `[String: String]` per table, each
    // string with storage of its own: what a table of native Swift strings costs at least.
    var copies: [[String: String]] = []
    var copiedKeys = 0
    ProcessMemory.reportHeap("before_copies")
    for table in DataSet.tableSizes {
      let request = TableRequest(
        language: Fixture.language, table: table.name, bundle: bundle, tableFiles: .raw)
      guard let loaded = provider.table(for: request) else { continue }
      var copy: [String: String] = [:]
      for (key, text) in loaded.texts { copy[Fixture.copy(key)] = Fixture.copy(text) }
      copiedKeys += copy.count
      copies.append(copy)
    }
    ProcessMemory.reportHeap("after_copies")
    let resolved = zip(keys, results).filter { $0.0 != $0.1 }.count
    print("cold_ns \(elapsed)")
    print("first_table_ns \(firstTable)")
    print("resident_before \(residentBefore)")
    print("resident_after \(residentAfter)")
    print("untrimmed_resident_after \(untrimmedAfter)")
    if let privateBefore, let untrimmedPrivateAfter {
      print("private_before \(privateBefore)")
      print("untrimmed_private_after \(untrimmedPrivateAfter)")
    }
    print("loaded_keys \(loadedKeys)")
    print("utf8_bytes \(utf8Bytes)")
    print("resolved \(resolved)")
    print("copied_keys \(copiedKeys)")
    print("resident_before_reading \(reading.before)")
    print("resident_after_reading \(reading.after)")
    print("read_keys \(reading.keys)")
    withExtendedLifetime((localization, copies)) {}
  }

  /// Reads the text of every plain-text key of the three tables once through `localization`, as
  /// a server rendering every key does, and returns the resident size before and after (both
  /// after the allocator gave freed pages back) and the number of keys read: what the texts a
  /// table makes on their first read add (the keys to read are allocated before the first
  /// reading).
  private static func readEveryText(
    through localization: Localization, provider: BundleProvider, bundle: Bundle
  ) -> (before: Int, after: Int, keys: Int) {
    func keys(of table: String) -> [String] {
      let request = TableRequest(
        language: Fixture.language, table: table, bundle: bundle, tableFiles: .raw)
      return provider.table(for: request).map { Array($0.texts.keys) } ?? []
    }
    let names = DataSet.tableSizes.map(\.name)
    let localizable = keys(of: names[0]).map { LocalizableKey(rawValue: $0) }
    let settings = keys(of: names[1]).map { SettingsKey(rawValue: $0) }
    let onboarding = keys(of: names[2]).map { OnboardingKey(rawValue: $0) }
    ProcessMemory.releaseFreedMemory()
    let before = ProcessMemory.residentBytes() ?? 0
    var checksum = 0
    for key in localizable { checksum &+= localization.text(for: key).utf8.count }
    for key in settings { checksum &+= localization.text(for: key).utf8.count }
    for key in onboarding { checksum &+= localization.text(for: key).utf8.count }
    ProcessMemory.releaseFreedMemory()
    let after = ProcessMemory.residentBytes() ?? 0
    withExtendedLifetime((localizable, settings, onboarding, checksum)) {}
    return (before, after, localizable.count + settings.count + onboarding.count)
  }

  private static func bundle(at path: String) throws -> Bundle {
    guard let bundle = Bundle(path: path) else {
      throw OptionsError(description: "no bundle at \(path)")
    }
    return bundle
  }

  /// A new runtime over `bundle` and the text of one key per table; the time to the first one.
  private static func resolve(_ bundle: Bundle, keys: [String]) -> (
    Localization, [String], firstTable: UInt64
  ) {
    let start = MonotonicClock.now()
    let localization = Localization(
      configuration: Fixture.configuration(bundle: bundle, language: Fixture.language))
    let first = localization.text(for: LocalizableKey(rawValue: keys[0]))
    let firstTable = MonotonicClock.elapsed(since: start)
    let second = localization.text(for: SettingsKey(rawValue: keys[1]))
    let third = localization.text(for: OnboardingKey(rawValue: keys[2]))
    return (localization, [first, second, third], firstTable)
  }
}
