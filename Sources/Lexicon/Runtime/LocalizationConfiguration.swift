import Foundation

/// How a ``Localization`` resolves keys: the provider chain, the languages and what to do on a miss.
///
/// ```swift
/// Localization.bootstrap(LocalizationConfiguration(
///   providers: [BundleProvider()],
///   developmentLanguage: "en",
///   supportedLanguages: ["en", "ru", "ar"],
///   onMissingKey: { report in print(report) }))
/// ```
///
/// Providers are asked in order, then each key's own bundle (<doc:FeatureModules>); the fallback
/// rules always apply around them: for each language of the fallback chain of the requested
/// language, then of the development language, every provider is asked; then the key's
/// ``Localizable/defaultValue``; then the ``missingKeyPolicy``. Every handler parameter takes a
/// named handler (`.systemLog`, the default; `.standardError`; `.ignore`) or a closure.
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
  /// How numbers in formatted keys are written: in the conventions of the app's current language
  /// (``NumberFormatting/localized``, the default) or as C's `printf` writes them
  /// (``NumberFormatting/posix``).
  public var numberFormatting: NumberFormatting
  /// What to show for a key that is missing everywhere.
  public var missingKeyPolicy: MissingKeyPolicy
  /// Who hears about missing keys: `.systemLog` by default (see <doc:Reports>).
  public var onMissingKey: MissingKeyHandler
  /// Who hears about translations whose placeholders do not fit their arguments:
  /// `.systemLog` by default.
  public var onFormatProblem: FormatProblemHandler
  /// Who hears about strings ``Localization/withLanguage(_:operation:)-6gm16`` could not pin
  /// (not a language tag, or matching no supported language).
  public var onUnsupportedLanguage: UnsupportedLanguageHandler
  /// Where the user's language choice is kept between launches.
  public var persistence: LanguagePersistence
  /// The device's preferred languages, most preferred first, read when the runtime starts without
  /// a stored choice and on ``Localization/resetLanguage()``: ``DeviceLanguages/current`` by
  /// default. Tests and previews pass fixed languages:
  ///
  /// ```swift
  /// LocalizationConfiguration(supportedLanguages: ["en", "pt-PT"], deviceLanguages: { ["pt-BR"] })
  /// ```
  public var deviceLanguages: @Sendable () -> [String]
  /// The pseudo-languages the runtime accepts besides ``supportedLanguages``, derived from the
  /// development language with no files shipped: none by default. Listed here (the `LexiconPseudo`
  /// library's `PseudoLocale` gives `en-XA` and `ar-XB`), one can be chosen with
  /// ``Localization/setLanguage(_:)`` or, at launch, by making it the device's first preferred
  /// language (`-AppleLanguages "(en-XA)"` in an Xcode scheme's arguments, `LANGUAGE=en-XA` on
  /// Linux). The first one listed for a tag is used, also when the tag is among the supported
  /// languages (a language picker may list it); one whose tag is the development language is
  /// ignored (its texts are what a pseudo-language is made from).
  ///
  /// ```swift
  /// import LexiconPseudo
  ///
  /// var configuration = LocalizationConfiguration(providers: [BundleProvider(bundle: .module)])
  /// configuration.pseudoLocales = PseudoLocale.allCases         // en-XA and ar-XB
  /// configuration.pseudoLocales = [PseudoLocale.accented]       // en-XA only
  /// ```
  public var pseudoLocales: [any PseudoLanguage] = []
  /// Which of a bundle's table files ``BundleProvider`` reads: the compiled tables the build
  /// wrote (``TableFiles/compiled``, the default: `LexiconGeneratorPlugin` compiles a SwiftPM
  /// target's tables), or also the raw `.strings`, `.stringsdict` and `.xcstrings` files
  /// (`.raw`, from the `LexiconRawFiles` library, which brings their parsers into the app):
  ///
  /// ```swift
  /// import LexiconRawFiles
  /// LocalizationConfiguration(tableFiles: .raw, supportedLanguages: ["en", "ru"])
  /// ```
  ///
  /// With ``TableFiles/compiled``, a table that has raw files but no compiled table is reported
  /// once, as an error naming the file, and is not read (see <doc:CompiledTables>).
  public var tableFiles: TableFiles

  /// The pseudo-language that `language` (canonical) names, when the runtime accepts it: never
  /// the development language, whose texts a pseudo-language is made from.
  ///
  /// `package`: snapshot tests and remote refreshes tell pseudo-languages apart the same way.
  package func pseudoLocale(for language: String) -> (any PseudoLanguage)? {
    guard !pseudoLocales.isEmpty, language != LanguageNames.canonical(developmentLanguage) else {
      return nil
    }
    return pseudoLocales.first { LanguageNames.canonical($0.language) == language }
  }

  /// Creates a configuration.
  /// - Parameters:
  ///   - providers: The providers, highest priority first. The default reads each key's own bundle.
  ///   - tableFiles: Which of a bundle's table files are read: compiled tables only by default;
  ///     `.raw` (`LexiconRawFiles`) reads the raw files too.
  ///   - developmentLanguage: The app's source language. The default is the main bundle's
  ///     `CFBundleDevelopmentRegion`, or `en` when there is none.
  ///   - supportedLanguages: The languages the app offers; the main bundle's `.lproj` languages by
  ///     default. Empty accepts any language.
  ///   - language: The language to start in when the user has not chosen one with
  ///     ``Localization/setLanguage(_:)``, or `nil` to match the device's preferences.
  ///   - numberFormatting: How numbers in formatted keys are written; in the conventions of the
  ///     current language by default.
  ///   - missingKeyPolicy: What to show for a key missing everywhere; the key itself by default.
  ///   - onMissingKey: Who hears about misses: a handler such as ``EventHandler/ignore``, or a
  ///     closure (see the overloads); `.systemLog` by default, which keeps keys
  ///     shown with their in-code default out of standard error.
  ///   - onFormatProblem: Who hears about translations that do not fit their arguments: a
  ///     handler or a closure; `.systemLog` by default.
  ///   - onUnsupportedLanguage: Who hears about languages `withLanguage` could not pin;
  ///     `.systemLog` by default.
  ///   - persistence: Where ``Localization/setLanguage(_:)`` keeps the choice; the standard
  ///     `UserDefaults` by default.
  ///   - deviceLanguages: The device's preferred languages; ``DeviceLanguages/current`` by
  ///     default.
  @inline(never)
  public init(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = BundleInfo.localizations(of: .main),
    language: String? = nil,
    numberFormatting: NumberFormatting = .localized,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: MissingKeyHandler = .systemLog,
    onFormatProblem: FormatProblemHandler = .systemLog,
    onUnsupportedLanguage: UnsupportedLanguageHandler = .systemLog,
    persistence: LanguagePersistence = .userDefaults(),
    deviceLanguages: @escaping @Sendable () -> [String] = { DeviceLanguages.current }
  ) {
    self.providers = providers
    self.tableFiles = tableFiles
    self.developmentLanguage = LanguageNames.canonical(developmentLanguage)
    self.supportedLanguages = supportedLanguages.map(LanguageNames.canonical)
    self.language = language.map(LanguageNames.canonical)
    self.numberFormatting = numberFormatting
    self.missingKeyPolicy = missingKeyPolicy
    self.onMissingKey = onMissingKey
    self.onFormatProblem = onFormatProblem
    self.onUnsupportedLanguage = onUnsupportedLanguage
    self.persistence = persistence
    self.deviceLanguages = deviceLanguages
  }

  /// The configuration used before (or without) ``Localization/bootstrap(_:)``: each key's own
  /// bundle, the main bundle's development language, any language.
  public static var `default`: LocalizationConfiguration {
    LocalizationConfiguration()
  }
}
