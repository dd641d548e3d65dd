import Foundation
import Lexicon
import LexiconEnvironment

/// What a configuration file (`Lexicon.json`) says, for every build configuration, with the
/// problems found reading it.
///
/// Most apps never use this type directly: ``AppConfiguration/load(from:buildConfiguration:version:)``
/// reads the file and picks the entry of the running build configuration. Tools and tests parse a
/// file to check it:
///
/// ```swift
/// let file = ConfigurationFile(parsing: data, file: "Lexicon.json")
/// for problem in file.problems { print(problem) }
/// file.configurations?[.release]?.environment  // .production
/// ```
///
/// Parsing never throws and keeps everything that was good: a field that is wrong is reported in
/// ``problems`` and left out (`nil`, or the entry omitted), the rest of the file is still read.
/// After a JSON syntax error, what was read before it is kept. See <doc:ConfigurationFileFormat> for the
/// format.
public struct ConfigurationFile: Hashable, Sendable {
  /// What a file says about one build configuration.
  public struct Entry: Hashable, Sendable {
    /// The environment the configuration reads, or `nil` when the file gives none or a bad one.
    public var environment: EnvironmentName?
    /// The configuration's own variables; they override the file's shared ``variables``.
    public var variables: ConfigurationVariables
    /// Whether the environment's content is kept per app version (`production/1-2-0/labels`);
    /// `false` (`"versioned": false`) for an environment read at one place whatever the version
    /// (`development/labels`).
    public var isVersioned: Bool

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - environment: The environment.
    ///   - variables: The configuration's variables.
    ///   - isVersioned: Whether the environment is kept per app version; `true` by default.
    public init(
      environment: EnvironmentName?, variables: ConfigurationVariables = [:],
      isVersioned: Bool = true
    ) {
      self.environment = environment
      self.variables = variables
      self.isVersioned = isVersioned
    }
  }

  /// The app's source language (canonical), or `nil` when the file gives none or a bad one.
  public var developmentLanguage: String?
  /// The languages the app offers (canonical, without duplicates), or `nil` when the file gives
  /// none or does not give an array.
  public var supportedLanguages: [String]?
  /// The environment names the file declares besides the standard ones, such as `qa`.
  public var customEnvironments: [EnvironmentName]
  /// Variables shared by every build configuration.
  public var variables: ConfigurationVariables
  /// The entries by build configuration, or `nil` when the file has no `configurations`.
  public var configurations: [BuildConfiguration: Entry]?
  /// Every problem found, in file order.
  public var problems: [ConfigurationError]
  /// Whether `configurations` was read to its end (not cut short by a syntax error).
  var configurationsAreComplete = true
  /// The file's path or name, for problems found when resolving.
  var fileName: String?
  /// Where `configurations` starts in the file.
  var configurationsLine: Int?
  /// Where `configurations` starts in the file.
  var configurationsColumn: Int?

  /// Creates a file's contents in code, for tests and previews.
  ///
  /// - Parameters:
  ///   - developmentLanguage: The app's source language.
  ///   - supportedLanguages: The languages the app offers.
  ///   - customEnvironments: Environment names besides the standard ones.
  ///   - variables: Variables shared by every build configuration.
  ///   - configurations: The entries by build configuration.
  public init(
    developmentLanguage: String? = nil, supportedLanguages: [String]? = nil,
    customEnvironments: [EnvironmentName] = [], variables: ConfigurationVariables = [:],
    configurations: [BuildConfiguration: Entry]? = nil
  ) {
    self.developmentLanguage = developmentLanguage.map(LanguageNames.canonical)
    self.supportedLanguages = supportedLanguages?.map(LanguageNames.canonical)
    self.customEnvironments = customEnvironments
    self.variables = variables
    self.configurations = configurations
    self.problems = []
  }

  /// Parses a configuration file. Never throws: problems are collected in ``problems``.
  ///
  /// - Parameters:
  ///   - data: The file's contents, UTF-8 JSON.
  ///   - file: The file's path or name, used in the problems' locations.
  public init(parsing data: Data, file: String? = nil) {
    self = ConfigurationFileReader.read([UInt8](data), file: file)
  }

  /// The environment names a configuration may use: the standard ones, then the custom ones.
  public var environmentNames: [EnvironmentName] {
    EnvironmentName.standard + customEnvironments.filter { !$0.isStandard }
  }

  /// The settings for one build configuration, defaults filled in where the file says nothing
  /// usable.
  ///
  /// - The environment is the entry's; for a configuration without an entry or with a bad
  ///   environment, `Debug` reads development, `Release` production, and any other
  ///   `EnvironmentName.default`. Its version is `version`, or none when the entry says
  ///   `"versioned": false`.
  /// - The variables are the shared ones overridden by the entry's.
  /// - The development language is the file's, else `defaultDevelopmentLanguage`; the supported
  ///   languages the file's, else none (any language).
  /// - The problems are the file's, plus `configurations: missing configuration "QA"` when the
  ///   file has `configurations` but none for `buildConfiguration`.
  ///
  /// - Parameters:
  ///   - buildConfiguration: The running build configuration.
  ///   - version: The app's version.
  ///   - defaultDevelopmentLanguage: The development language when the file gives none.
  /// - Returns: The settings.
  public func resolved(
    for buildConfiguration: BuildConfiguration, version: AppVersion?,
    defaultDevelopmentLanguage: String = "en"
  ) -> AppConfiguration {
    var problems = problems
    let entry = configurations?[buildConfiguration]
    if let configurations, entry == nil, configurationsAreComplete {
      problems.append(
        ConfigurationError(
          path: "configurations",
          reason: .missingConfiguration(
            buildConfiguration, available: configurations.keys.sorted { $0.rawValue < $1.rawValue }),
          file: fileName, line: configurationsLine, column: configurationsColumn))
    }
    // File order: problems without a place (none come from parsing) go last.
    problems = problems.enumerated().sorted { left, right in
      let leftPlace = (left.element.line ?? .max, left.element.column ?? .max, left.offset)
      let rightPlace = (right.element.line ?? .max, right.element.column ?? .max, right.offset)
      return leftPlace < rightPlace
    }.map(\.element)
    let fallback: EnvironmentName
    switch buildConfiguration {
    case .debug: fallback = .development
    case .release: fallback = .production
    default: fallback = .default
    }
    return AppConfiguration(
      buildConfiguration: buildConfiguration,
      environment: LocalizationEnvironment(
        name: entry?.environment ?? fallback,
        version: entry?.isVersioned == false ? nil : version),
      developmentLanguage: developmentLanguage ?? defaultDevelopmentLanguage,
      supportedLanguages: supportedLanguages ?? [],
      variables: variables.merging(entry?.variables ?? [:]),
      problems: problems)
  }
}
