import Foundation

/// Closures at the handler parameters: `onMissingKey: { report in … }` and
/// `onFormatProblem: { problem in … }`, alone or beside a named handler such as `.ignore`.
///
/// ```swift
/// LocalizationConfiguration(
///   providers: [BundleProvider()],
///   onMissingKey: { report in log.warning("\(report)") },
///   onFormatProblem: .ignore)
/// ```
extension LocalizationConfiguration {
  /// Creates a configuration whose missing-key reports go to a closure.
  ///
  /// The parameters are those of the main initializer; `onMissingKey` is a closure here.
  ///
  /// ```swift
  /// LocalizationConfiguration(onMissingKey: { report in print(report) })
  /// ```
  ///
  /// - Parameters:
  ///   - providers: The providers, highest priority first.
  ///   - tableFiles: Which of a bundle's table files are read: compiled tables only by default;
  ///     `.raw` (`LexiconRawFiles`) reads the raw files too.
  ///   - developmentLanguage: The app's source language.
  ///   - supportedLanguages: The languages the app offers; empty accepts any language.
  ///   - language: The language to start in when the user has not chosen one, or `nil`.
  ///   - numberFormatting: How numbers in formatted keys are written.
  ///   - missingKeyPolicy: What to show for a key missing everywhere.
  ///   - onMissingKey: Called once for each distinct miss.
  ///   - onFormatProblem: Who hears about translations that do not fit their arguments.
  ///   - onUnsupportedLanguage: Who hears about languages `withLanguage` could not pin.
  ///   - persistence: Where the user's language choice is kept.
  ///   - deviceLanguages: The device's preferred languages.
  public init(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = BundleInfo.localizations(of: .main),
    language: String? = nil,
    numberFormatting: NumberFormatting = .localized,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: @escaping @Sendable (MissingKey) -> Void,
    onFormatProblem: FormatProblemHandler = .systemLog,
    onUnsupportedLanguage: UnsupportedLanguageHandler = .systemLog,
    persistence: LanguagePersistence = .userDefaults(),
    deviceLanguages: @escaping @Sendable () -> [String] = { DeviceLanguages.current }
  ) {
    self.init(
      providers: providers, tableFiles: tableFiles, developmentLanguage: developmentLanguage,
      supportedLanguages: supportedLanguages, language: language,
      numberFormatting: numberFormatting, missingKeyPolicy: missingKeyPolicy,
      onMissingKey: MissingKeyHandler(onMissingKey), onFormatProblem: onFormatProblem,
      onUnsupportedLanguage: onUnsupportedLanguage, persistence: persistence,
      deviceLanguages: deviceLanguages)
  }

  /// Creates a configuration whose format problems go to a closure.
  ///
  /// The parameters are those of the main initializer; `onFormatProblem` is a closure here.
  ///
  /// ```swift
  /// LocalizationConfiguration(onMissingKey: .ignore, onFormatProblem: { problem in print(problem) })
  /// ```
  ///
  /// - Parameters:
  ///   - providers: The providers, highest priority first.
  ///   - tableFiles: Which of a bundle's table files are read: compiled tables only by default;
  ///     `.raw` (`LexiconRawFiles`) reads the raw files too.
  ///   - developmentLanguage: The app's source language.
  ///   - supportedLanguages: The languages the app offers; empty accepts any language.
  ///   - language: The language to start in when the user has not chosen one, or `nil`.
  ///   - numberFormatting: How numbers in formatted keys are written.
  ///   - missingKeyPolicy: What to show for a key missing everywhere.
  ///   - onMissingKey: Who hears about misses.
  ///   - onFormatProblem: Called once for each distinct format problem.
  ///   - onUnsupportedLanguage: Who hears about languages `withLanguage` could not pin.
  ///   - persistence: Where the user's language choice is kept.
  ///   - deviceLanguages: The device's preferred languages.
  public init(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = BundleInfo.localizations(of: .main),
    language: String? = nil,
    numberFormatting: NumberFormatting = .localized,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: MissingKeyHandler = .systemLog,
    onFormatProblem: @escaping @Sendable (FormatProblem) -> Void,
    onUnsupportedLanguage: UnsupportedLanguageHandler = .systemLog,
    persistence: LanguagePersistence = .userDefaults(),
    deviceLanguages: @escaping @Sendable () -> [String] = { DeviceLanguages.current }
  ) {
    self.init(
      providers: providers, tableFiles: tableFiles, developmentLanguage: developmentLanguage,
      supportedLanguages: supportedLanguages, language: language,
      numberFormatting: numberFormatting, missingKeyPolicy: missingKeyPolicy,
      onMissingKey: onMissingKey, onFormatProblem: FormatProblemHandler(onFormatProblem),
      onUnsupportedLanguage: onUnsupportedLanguage, persistence: persistence,
      deviceLanguages: deviceLanguages)
  }

  /// Creates a configuration whose missing-key reports and format problems go to closures.
  ///
  /// The parameters are those of the main initializer; both handlers are closures here.
  ///
  /// ```swift
  /// LocalizationConfiguration(
  ///   onMissingKey: { report in print(report) }, onFormatProblem: { problem in print(problem) })
  /// ```
  ///
  /// - Parameters:
  ///   - providers: The providers, highest priority first.
  ///   - tableFiles: Which of a bundle's table files are read: compiled tables only by default;
  ///     `.raw` (`LexiconRawFiles`) reads the raw files too.
  ///   - developmentLanguage: The app's source language.
  ///   - supportedLanguages: The languages the app offers; empty accepts any language.
  ///   - language: The language to start in when the user has not chosen one, or `nil`.
  ///   - numberFormatting: How numbers in formatted keys are written.
  ///   - missingKeyPolicy: What to show for a key missing everywhere.
  ///   - onMissingKey: Called once for each distinct miss.
  ///   - onFormatProblem: Called once for each distinct format problem.
  ///   - onUnsupportedLanguage: Who hears about languages `withLanguage` could not pin.
  ///   - persistence: Where the user's language choice is kept.
  ///   - deviceLanguages: The device's preferred languages.
  public init(
    providers: [any StringProvider] = [BundleProvider()],
    tableFiles: TableFiles = .compiled,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    supportedLanguages: [String] = BundleInfo.localizations(of: .main),
    language: String? = nil,
    numberFormatting: NumberFormatting = .localized,
    missingKeyPolicy: MissingKeyPolicy = .key,
    onMissingKey: @escaping @Sendable (MissingKey) -> Void,
    onFormatProblem: @escaping @Sendable (FormatProblem) -> Void,
    onUnsupportedLanguage: UnsupportedLanguageHandler = .systemLog,
    persistence: LanguagePersistence = .userDefaults(),
    deviceLanguages: @escaping @Sendable () -> [String] = { DeviceLanguages.current }
  ) {
    self.init(
      providers: providers, tableFiles: tableFiles, developmentLanguage: developmentLanguage,
      supportedLanguages: supportedLanguages, language: language,
      numberFormatting: numberFormatting, missingKeyPolicy: missingKeyPolicy,
      onMissingKey: MissingKeyHandler(onMissingKey),
      onFormatProblem: FormatProblemHandler(onFormatProblem),
      onUnsupportedLanguage: onUnsupportedLanguage, persistence: persistence,
      deviceLanguages: deviceLanguages)
  }
}
