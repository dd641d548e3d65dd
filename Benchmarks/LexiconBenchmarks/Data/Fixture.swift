import Foundation
import Lexicon
import LexiconRawFiles

/// What every benchmark shares: the settings, the generated data on disk, the keys in lookup order
/// and the baseline dictionary.
final class Fixture {
  /// The language lookups are measured in: the development language, which Foundation reads too.
  static let language = DataSet.developmentLanguage

  let options: Options
  let runner: Runner
  let workspace: Workspace
  let dataSet: DataSet
  /// The generated bundle (`.lproj` folders with 10,000 keys per language).
  let bundleURL: URL
  /// A bundle with a few keys per table, loaded first in child processes.
  let warmUpBundleURL: URL
  /// The corpus, when present.
  let corpus: Corpus?
  /// The plain-text keys of each table in a shuffled (seeded) order.
  let localizableKeys: [LocalizableKey]
  let settingsKeys: [SettingsKey]
  let onboardingKeys: [OnboardingKey]
  /// The same keys in the same order, each carrying its position among its table's sorted keys:
  /// the shape of generated keys (`IndexedLocalizable`).
  let indexedLocalizableKeys: [IndexedLocalizableKey]
  let indexedSettingsKeys: [IndexedSettingsKey]
  let indexedOnboardingKeys: [IndexedOnboardingKey]
  /// The baseline: every plain-text key of every table in ``language`` → its text.
  let dictionary: [String: String]

  /// Problems reported by `BundleProvider` (count and the first few messages).
  static let diagnostics = LockedValue<(count: Int, first: [String])>((0, []))
  /// Format problems reported by the runtime.
  static let formatProblems = LockedValue<(count: Int, first: [String])>((0, []))
  /// Misses reported by the runtime.
  static let misses = LockedValue<(count: Int, first: [String])>((0, []))

  init(options: Options) throws {
    self.options = options
    runner = Runner(settings: options.smoke ? .smoke : .full)
    workspace = try Workspace()
    var generator = DataGenerator()
    let dataSet = generator.generate()
    self.dataSet = dataSet
    bundleURL = workspace.url("Data.bundle")
    try BundleWriter.write(
      dataSet, to: bundleURL, developmentRegion: DataSet.developmentLanguage)
    var warmUpGenerator = DataGenerator(seed: 1)
    let warmUpData = warmUpGenerator.generate(sizes: [
      ("Localizable", 20), ("Settings", 20), ("Onboarding", 20),
    ])
    warmUpBundleURL = workspace.url("WarmUp.bundle")
    try BundleWriter.write(
      warmUpData, to: warmUpBundleURL, developmentRegion: DataSet.developmentLanguage)
    corpus = Corpus.locate(path: options.corpusPath)

    var random = SeededGenerator(seed: DataGenerator.defaultSeed ^ 0x5348_5546_464C_45)
    func keys(_ name: String) -> [String] {
      random.shuffle(dataSet.table(named: name)?.keys ?? [])
    }
    localizableKeys = keys("Localizable").map(LocalizableKey.init)
    settingsKeys = keys("Settings").map(SettingsKey.init)
    onboardingKeys = keys("Onboarding").map(OnboardingKey.init)
    func positions(_ name: String) -> [String: Int] {
      let table = dataSet.table(named: name)
      return IndexedKeyOrder.register((table?.keys ?? []) + (table?.pluralKeys ?? []), of: name)
    }
    let localizablePositions = positions("Localizable")
    let settingsPositions = positions("Settings")
    let onboardingPositions = positions("Onboarding")
    indexedLocalizableKeys = localizableKeys.map {
      IndexedLocalizableKey(key: $0.rawValue, keyIndex: localizablePositions[$0.rawValue] ?? -1)
    }
    indexedSettingsKeys = settingsKeys.map {
      IndexedSettingsKey(key: $0.rawValue, keyIndex: settingsPositions[$0.rawValue] ?? -1)
    }
    indexedOnboardingKeys = onboardingKeys.map {
      IndexedOnboardingKey(key: $0.rawValue, keyIndex: onboardingPositions[$0.rawValue] ?? -1)
    }
    // The baseline's keys and values are copies with storage of their own, as a table parsed from
    // a file has: equal strings that share storage compare without reading their bytes, which
    // would make the baseline unrealistically fast.
    var dictionary: [String: String] = [:]
    for table in dataSet.tables {
      for (key, value) in table.texts[Self.language] ?? [:] {
        dictionary[Self.copy(key)] = Self.copy(value)
      }
    }
    self.dictionary = dictionary
  }

  /// A string equal to `text` with storage of its own.
  static func copy(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
  }

  /// The number of plain-text keys looked up by one pass over all three tables.
  var lookupCount: Int { localizableKeys.count + settingsKeys.count + onboardingKeys.count }

  /// The expected text of a key in a language.
  func expectedText(_ key: String, table: String, language: String) -> String? {
    dataSet.table(named: table)?.texts[language]?[key]
  }

  /// The expected text of a key in a language.
  func expected<Key: Localizable & RawRepresentable>(_ key: Key, language: String) -> String?
  where Key.RawValue == String {
    expectedText(key.rawValue, table: Key.table, language: language)
  }

  /// The configuration of every benchmark: a chain of three providers, where the first (standing in
  /// for a remote cache) has the measured tables but none of the measured keys, the bundle has
  /// every key, and the last holds in-code defaults that the bundle shadows.
  static func configuration(bundle: Bundle, language: String) -> LocalizationConfiguration {
    let diagnostics = DiagnosticHandler { diagnostic in
      Fixture.diagnostics.withLock { state in
        state.count += 1
        if state.first.count < 3 { state.first.append("\(diagnostic)") }
      }
    }
    let misses = MissingKeyHandler { miss in
      Fixture.misses.withLock { state in
        state.count += 1
        if state.first.count < 3 { state.first.append("\(miss.key) (\(miss.language))") }
      }
    }
    let formatProblems = FormatProblemHandler { problem in
      Fixture.formatProblems.withLock { state in
        state.count += 1
        if state.first.count < 3 { state.first.append("\(problem)") }
      }
    }
    return LocalizationConfiguration(
      providers: [
        remoteCache, BundleProvider(bundle: bundle, onDiagnostic: diagnostics), defaults,
      ], tableFiles: .raw,
      developmentLanguage: DataSet.developmentLanguage, supportedLanguages: DataSet.languages,
      language: language, missingKeyPolicy: .key, onMissingKey: misses,
      onFormatProblem: formatProblems,
      persistence: .none)
  }

  /// The stand-in remote cache: a few over-the-air fixes in each measured table (for keys no
  /// benchmark looks up, so every measured key misses it and is found in the bundle) and a table of
  /// its own.
  private static let remoteCache = InMemoryProvider(
    Dictionary(
      uniqueKeysWithValues: DataSet.languages.map { language in
        var tables: [String: [String: String]] = [
          "Promotions": ["banner.title": "Sale (\(language))", "banner.cta": "Shop"]
        ]
        for table in DataSet.tableSizes {
          tables[table.name] = [
            "remote.hotfix.title": "Fixed over the air (\(language))",
            "remote.hotfix.body": "Updated text",
          ]
        }
        return (language, tables)
      }))

  /// In-code defaults in the development language; the bundle has the same keys and wins.
  private static let defaults = InMemoryProvider([
    DataSet.developmentLanguage: [
      "Localizable": Dictionary(
        uniqueKeysWithValues: SanityKey.allCases.map { ($0.rawValue, "Default for \($0.rawValue)") }
      )
    ]
  ])
}
