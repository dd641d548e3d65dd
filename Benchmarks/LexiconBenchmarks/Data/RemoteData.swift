import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRawFiles
import LexiconRemote

/// Over-the-air content for the remote benchmarks, made from the generated data: whole
/// languages (every key of the three tables, plain and plural) and deltas, with every text
/// changed in a way that keeps its format specifiers, so validation accepts it.
enum RemoteData {
  /// The environment the benchmark caches are written for.
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.0.0"))

  /// `language` at `version`: every `stride`-th key of every table (all with 1), each text with
  /// `mark` appended (before any trailing specifier-free end, so specifiers stay as they are).
  static func snapshot(
    _ dataSet: DataSet, language: String, version: Int, stride: Int = 1, mark: String = " ✓"
  ) -> RemoteSnapshot {
    var tables: [String: [String: LocalizedValue]] = [:]
    for table in dataSet.tables {
      var values: [String: LocalizedValue] = [:]
      for (index, key) in table.keys.enumerated() where index.isMultiple(of: stride) {
        if let text = table.texts[language]?[key] { values[key] = .text(text + mark) }
      }
      for (index, key) in table.pluralKeys.enumerated() where index.isMultiple(of: stride) {
        if let plural = table.plurals[language]?[key] { values[key] = value(plural, mark: mark) }
      }
      tables[table.name] = values
    }
    return RemoteSnapshot(language: language, version: version, tables: tables)
  }

  /// The delta from `snapshot` that changes `count` plain texts (the first keys of each table in
  /// turn) to their text with `mark` appended.
  static func delta(from snapshot: RemoteSnapshot, count: Int, mark: String) -> RemoteDelta {
    var set: [String: [String: LocalizedValue]] = [:]
    let tables = snapshot.tables.keys.sorted()
    var changed = 0
    var iterators = tables.map {
      (snapshot.tables[$0] ?? [:]).sorted { $0.key < $1.key }.makeIterator()
    }
    while changed < count {
      var progressed = false
      for (index, table) in tables.enumerated() where changed < count {
        guard let (key, value) = iterators[index].next() else { continue }
        progressed = true
        guard case .text(let text) = value else { continue }
        set[table, default: [:]][key] = .text(text + mark)
        changed += 1
      }
      if !progressed { break }
    }
    return RemoteDelta(
      language: snapshot.language, baseVersion: snapshot.version, version: snapshot.version + 1,
      set: set)
  }

  /// A generated plural as a `LocalizedValue`, each variant with `mark` appended.
  static func value(_ plural: GeneratedPlural, mark: String) -> LocalizedValue {
    var variants: [PluralCategory: String] = [:]
    for variant in plural.variants {
      if let category = PluralCategory(rawValue: variant.category) {
        variants[category] = variant.text + mark
      }
    }
    return .plural(
      PluralString(
        format: plural.format,
        variables: [
          plural.variable: PluralVariable(formatSpecifier: plural.valueType, variants: variants)
        ]))
  }

  /// The UTF-8 bytes of a snapshot's keys and values.
  static func utf8Bytes(_ snapshot: RemoteSnapshot) -> Int {
    var bytes = 0
    for values in snapshot.tables.values {
      for (key, value) in values {
        bytes += key.utf8.count
        switch value {
        case .text(let text): bytes += text.utf8.count
        case .plural(let plural):
          bytes += plural.format.utf8.count
          for variable in plural.variables.values {
            bytes += variable.variants.values.reduce(0) { $0 + $1.utf8.count }
          }
        }
      }
    }
    return bytes
  }

  /// A provider configuration over `directory`, checking against `bundle`'s development values.
  static func configuration(
    source: any RemoteSource, languages: [String], directory: URL, bundle: Bundle?,
    policy: RemoteUpdatePolicy = .immediately
  ) -> RemoteConfiguration {
    var configuration = RemoteConfiguration(
      source: source, languages: languages, environment: environment,
      developmentLanguage: DataSet.developmentLanguage, policy: policy, cacheDirectory: directory)
    configuration.build = "benchmark"
    configuration.minimumRefreshInterval = 0
    configuration.tableFiles = .raw
    if let bundle {
      configuration.reference = BundleProvider(bundle: bundle, onDiagnostic: .ignore)
      configuration.referenceBundles = [bundle]
    } else {
      configuration.reference = nil
    }
    configuration.onRejectedValue = EventHandler { rejection in
      RemoteData.rejections.withLock { $0.append("\(rejection)") }
    }
    configuration.onCacheProblem = EventHandler { problem in
      RemoteData.rejections.withLock { $0.append("cache: \(problem)") }
    }
    configuration.localization = remoteRuntime
    return configuration
  }

  /// Values dropped and cache problems met (none in a correct run).
  static let rejections = LockedValue<[String]>([])

  /// The runtime the apply benchmarks' providers re-render: a private one, so applying an update
  /// does not reload the shared runtime other benchmarks measure.
  static let remoteRuntime = Localization(
    configuration: LocalizationConfiguration(providers: [], tableFiles: .raw, persistence: .none))
}
