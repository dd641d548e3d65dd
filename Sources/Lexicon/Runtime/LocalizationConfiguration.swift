import Foundation

/// How a ``Localization`` resolves keys: the provider chain, the languages and what to do on a miss.
///
/// ```swift
/// Localization.bootstrap(LocalizationConfiguration(
///   providers: [BundleProvider(bundle: .module)],
///   developmentLanguage: "en",
///   supportedLanguages: ["en", "ru", "ar"]))
/// ```
///
/// Providers are asked in order; the fallback rules always apply after them: for each language of
/// the fallback chain of the requested language, then of the development language, every provider
/// is asked; then the key's ``Localizable/defaultValue``; then the ``missingKeyPolicy``.
public struct LocalizationConfiguration: Sendable {
  /// The providers, highest priority first.
  public var providers: [any StringProvider]
  /// The language the app is written in, used when a translation is missing (`en` by default).
  public var developmentLanguage: String
  /// The languages the app offers. Empty means any language is accepted as it is.
  ///
  /// By default, the languages of the main bundle's `.lproj` folders: an app switched to a
  /// language it has no folder for reports `.notSupported`, and a device language the app does
  /// not offer is matched to the closest one it does.
  public var supportedLanguages: [String]
  /// The language to start in when the user has not chosen one (a stored choice wins), or `nil`
  /// to pick one from the device's preferred languages.
  public var language: String?
  /// What to show for a key that is missing everywhere.
  public var missingKeyPolicy: MissingKeyPolicy
  /// Who hears about missing keys.
  public var onMissingKey: MissingKeyHandler
  /// Who hears about translations whose placeholders do not fit their arguments.
  public var onFormatProblem: FormatProblemHandler
  /// Who hears about strings ``Localization/withLanguage(_:operation:)-6gm16`` could not pin
  /// (not a language tag, or matching no supported language).
  public var onUnsupportedLanguage: UnsupportedLanguageHandler
  /// Where the user's language choice is kept between launches.
  public var persistence: LanguagePersistence
  /// Which data the app reads — development, staging or production, and the app's version — for
  /// providers that fetch remote content.
  public var environment: LocalizationEnvironment
  /// The device's preferred languages, most preferred first, read when the runtime starts without
  /// a stored choice and on ``Localization/resetLanguage()``: ``DeviceLanguages/current`` by
  /// default. Tests and previews pass fixed languages:
  ///
  /// ```swift
  /// LocalizationConfiguration(supportedLanguages: ["en", "pt-PT"], deviceLanguages: { ["pt-BR"] })
  /// ```
  public var deviceLanguages: @Sendable () -> [String]

  /// Creates a configuration.
  /// - Parameters:
  ///   - providers: The providers, highest priority first. The default reads each key's own bundle.
  ///   - developmentLanguage: The app's source language. The default is the main bundle's
  ///     `CFBundleDevelopmentRegion`, or `en` when there is none.
  ///   - supportedLanguages: The languages the app offers; the main bundle's `.lproj` languages by
  ///     default. Empty accepts any language.
  ///   - language: The language to start in when the user has not chosen one with
  ///     ``Localization/setLanguage(_:)``, or `nil` to match the device's preferences.
  ///   - missingKeyPolicy: What to show for a key missing everywhere; the key itself by default.
  ///   - onMissingKey: Who hears about misses; standard error by default.
  ///   - onFormatProblem: Who hears about translations that do not fit their arguments; standard
  ///     error by default.
  ///   - onUnsupportedLanguage: Who hears about languages `withLanguage` could not pin; standard
  ///     error by default.
  ///   - persistence: Where ``Localization/setLanguage(_:)`` keeps the choice; the standard
  ///     `UserDefaults` by default.
  ///   - environment: The data environment; ``LocalizationEnvironment/default`` (development in
  ///     debug builds, production otherwise, with the main bundle's version) by default.
  ///   - deviceLanguages: The device's preferred languages; ``DeviceLanguages/current`` by
  ///     default.
  public init(
    providers: [any StringProvider] = [BundleProvider()],
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = BundleInfo.localizations(of: .main),
    language: String? = nil,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: MissingKeyHandler = .standardError,
    onFormatProblem: FormatProblemHandler = .standardError,
    onUnsupportedLanguage: UnsupportedLanguageHandler = .standardError,
    persistence: LanguagePersistence = .userDefaults(),
    environment: LocalizationEnvironment = .default,
    deviceLanguages: @escaping @Sendable () -> [String] = { DeviceLanguages.current }
  ) {
    self.providers = providers
    self.developmentLanguage = LanguageNames.canonical(developmentLanguage)
    self.supportedLanguages = supportedLanguages.map(LanguageNames.canonical)
    self.language = language.map(LanguageNames.canonical)
    self.missingKeyPolicy = missingKeyPolicy
    self.onMissingKey = onMissingKey
    self.onFormatProblem = onFormatProblem
    self.onUnsupportedLanguage = onUnsupportedLanguage
    self.persistence = persistence
    self.environment = environment
    self.deviceLanguages = deviceLanguages
  }

  /// The configuration used before (or without) ``Localization/bootstrap(_:)``: each key's own
  /// bundle, the main bundle's development language, any language.
  public static var `default`: LocalizationConfiguration {
    LocalizationConfiguration()
  }
}
