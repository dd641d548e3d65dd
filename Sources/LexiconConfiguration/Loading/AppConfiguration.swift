import Foundation
import Lexicon
// Apps read the environment of a build configuration (`LocalizationEnvironment`, `AppVersion`)
// from the settings: `import LexiconConfiguration` is enough.
@_exported import LexiconEnvironment

/// The settings of this run of the app, from its configuration file: the build configuration, the
/// environment, the languages and the variables.
///
/// ```swift
/// let settings = AppConfiguration.loadOrDefault()      // Lexicon.json in the main bundle
/// Localization.bootstrap(settings.localizationConfiguration(
///   providers: [BundleProvider(bundle: .module)]))
///
/// settings.environment.name              // .staging in a QA build
/// let api = try settings.variables.url("baseURL")
/// ```
///
/// Loading picks the file's entry for the running ``BuildConfiguration`` (from `Info.plist`, see
/// ``BuildConfiguration/current(in:infoKey:)``) and never loses good parts of the file because one
/// field was bad: a wrong field is reported and replaced by its default, everything else is used
/// as written. Choose how problems surface:
///
/// - `loadOrDefault(from:buildConfiguration:version:onProblem:)` never throws; problems go to a
///   `DiagnosticHandler` (the system log by default) and stay in ``problems``.
/// - ``load(from:buildConfiguration:version:)`` throws a ``ConfigurationLoadError`` when there is
///   any problem; the error carries every problem *and* the usable configuration.
///
/// See <doc:ConfigurationFileFormat> for the file format and every message.
public struct AppConfiguration: Hashable, Sendable {
  /// The build configuration these settings are for.
  public var buildConfiguration: BuildConfiguration
  /// The environment and app version.
  public var environment: LocalizationEnvironment
  /// The app's source language (canonical BCP 47).
  public var developmentLanguage: String
  /// The languages the app offers; empty accepts any language.
  public var supportedLanguages: [String]
  /// The variables: the file's shared ones overridden by the build configuration's.
  public var variables: ConfigurationVariables
  /// Every problem found in the file, in file order; empty when it was clean.
  public var problems: [ConfigurationError]

  /// Creates settings in code, for tests and previews.
  ///
  /// - Parameters:
  ///   - buildConfiguration: The build configuration; ``BuildConfiguration/current(in:infoKey:)``
  ///     by default.
  ///   - environment: The environment; `LocalizationEnvironment.default` by default.
  ///   - developmentLanguage: The source language; the main bundle's by default.
  ///   - supportedLanguages: The languages offered; any by default.
  ///   - variables: The variables.
  ///   - problems: Problems to carry.
  public init(
    buildConfiguration: BuildConfiguration = .current(),
    environment: LocalizationEnvironment = .default,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = [],
    variables: ConfigurationVariables = [:],
    problems: [ConfigurationError] = []
  ) {
    self.buildConfiguration = buildConfiguration
    self.environment = environment
    self.developmentLanguage = LanguageNames.canonical(developmentLanguage)
    self.supportedLanguages = supportedLanguages.map(LanguageNames.canonical)
    self.variables = variables
    self.problems = problems
  }

  /// Loads the settings, throwing when the file has any problem.
  ///
  /// ```swift
  /// do {
  ///   settings = try AppConfiguration.load()
  /// } catch {
  ///   print(error)                    // every problem, one per line
  ///   settings = error.configuration  // still usable
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where the file is; `Lexicon.json` in the main bundle by default.
  ///   - buildConfiguration: Whose entry to use; the main bundle's `Info.plist` `Configuration`
  ///     by default (else `Debug` or `Release` as Lexicon was compiled).
  ///   - version: The app's version; the main bundle's `CFBundleShortVersionString` by default.
  /// - Returns: The settings, when the file is free of problems.
  /// - Throws: ``ConfigurationLoadError`` with every problem and the usable configuration.
  public static func load(
    from source: ConfigurationSource = .main,
    buildConfiguration: BuildConfiguration = .current(),
    version: AppVersion? = .current()
  ) throws(ConfigurationLoadError) -> AppConfiguration {
    let configuration = read(source, buildConfiguration: buildConfiguration, version: version)
    guard configuration.problems.isEmpty else {
      throw ConfigurationLoadError(configuration: configuration)
    }
    return configuration
  }

  /// Loads the settings without ever throwing: problems are reported and defaults fill in.
  ///
  /// A missing or unreadable file gives the defaults (and one problem); a bad field gives its
  /// default and leaves the rest of the file in force.
  ///
  /// - Parameters:
  ///   - source: Where the file is; `Lexicon.json` in the main bundle by default.
  ///   - buildConfiguration: Whose entry to use; see ``load(from:buildConfiguration:version:)``.
  ///   - version: The app's version; the main bundle's `CFBundleShortVersionString` by default.
  ///   - onProblem: Who hears about each problem, as a `Diagnostic`: a handler or a closure;
  ///     `.systemLog` by default.
  /// - Returns: The settings; ``problems`` lists what was wrong.
  public static func loadOrDefault(
    from source: ConfigurationSource = .main,
    buildConfiguration: BuildConfiguration = .current(),
    version: AppVersion? = .current(),
    onProblem: DiagnosticHandler = .systemLog
  ) -> AppConfiguration {
    let configuration = read(source, buildConfiguration: buildConfiguration, version: version)
    for problem in configuration.problems {
      onProblem(problem.diagnostic)
    }
    return configuration
  }

  /// Loads the settings without ever throwing, handing each problem to a closure.
  ///
  /// ```swift
  /// let settings = AppConfiguration.loadOrDefault(onProblem: { problem in print(problem) })
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where the file is; `Lexicon.json` in the main bundle by default.
  ///   - buildConfiguration: Whose entry to use.
  ///   - version: The app's version.
  ///   - onProblem: Called once for each problem.
  /// - Returns: The settings; ``problems`` lists what was wrong.
  public static func loadOrDefault(
    from source: ConfigurationSource = .main,
    buildConfiguration: BuildConfiguration = .current(),
    version: AppVersion? = .current(),
    onProblem: @escaping @Sendable (Diagnostic) -> Void
  ) -> AppConfiguration {
    loadOrDefault(
      from: source, buildConfiguration: buildConfiguration, version: version,
      onProblem: DiagnosticHandler(onProblem))
  }

  /// A `LocalizationConfiguration` with these settings' languages (pass ``environment`` to the
  /// providers that fetch remote content, such as `LexiconRemote`'s `RemoteConfiguration`).
  ///
  /// ```swift
  /// Localization.bootstrap(settings.localizationConfiguration(
  ///   providers: [BundleProvider(bundle: .module)], onMissingKey: .ignore))
  /// ```
  ///
  /// - Parameters:
  ///   - providers: The providers, highest priority first; each key's own bundle by default.
  ///   - tableFiles: Which of a bundle's table files are read: compiled tables only by default;
  ///     `.raw` (`LexiconRawFiles`) reads the raw files too.
  ///   - language: A language to start in, or `nil` to match the device's preferences.
  ///   - missingKeyPolicy: What to show for a key missing everywhere.
  ///   - onMissingKey: Who hears about misses: a handler or a closure;
  ///     `.systemLog` by default.
  ///   - persistence: Where the user's language choice is kept.
  /// - Returns: The configuration, with ``developmentLanguage`` and ``supportedLanguages``.
  public func localizationConfiguration(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    language: String? = nil,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: MissingKeyHandler = .systemLog,
    persistence: LanguagePersistence = .userDefaults()
  ) -> LocalizationConfiguration {
    LocalizationConfiguration(
      providers: providers, tableFiles: tableFiles, developmentLanguage: developmentLanguage,
      supportedLanguages: supportedLanguages, language: language,
      missingKeyPolicy: missingKeyPolicy, onMissingKey: onMissingKey, persistence: persistence)
  }

  /// A `LocalizationConfiguration` with these settings, whose misses go to a closure.
  ///
  /// ```swift
  /// Localization.bootstrap(settings.localizationConfiguration(onMissingKey: { report in
  ///   print(report)
  /// }))
  /// ```
  ///
  /// - Parameters:
  ///   - providers: The providers, highest priority first.
  ///   - tableFiles: Which of a bundle's table files are read; compiled tables only by default.
  ///   - language: A language to start in, or `nil` to match the device's preferences.
  ///   - missingKeyPolicy: What to show for a key missing everywhere.
  ///   - onMissingKey: Called once for each distinct miss.
  ///   - persistence: Where the user's language choice is kept.
  /// - Returns: The configuration.
  public func localizationConfiguration(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    language: String? = nil,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: @escaping @Sendable (MissingKey) -> Void,
    persistence: LanguagePersistence = .userDefaults()
  ) -> LocalizationConfiguration {
    localizationConfiguration(
      providers: providers, tableFiles: tableFiles, language: language,
      missingKeyPolicy: missingKeyPolicy, onMissingKey: MissingKeyHandler(onMissingKey),
      persistence: persistence)
  }

  /// Reads and resolves a source; a source that cannot be read gives the defaults.
  private static func read(
    _ source: ConfigurationSource, buildConfiguration: BuildConfiguration, version: AppVersion?
  ) -> AppConfiguration {
    var file = ConfigurationFile()
    switch source.read() {
    case .success(let contents):
      file = ConfigurationFile(parsing: contents.data, file: contents.file)
    case .failure(let problem):
      file.problems = [problem]
    }
    return file.resolved(
      for: buildConfiguration, version: version,
      defaultDevelopmentLanguage: source.defaultDevelopmentLanguage)
  }
}
