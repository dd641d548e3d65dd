/// Which data an app reads: an environment name and the app's version.
///
/// Remote translations and settings are kept per environment and per app version, so a release
/// never reads data meant for a newer one:
///
/// ```swift
/// let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
/// try environment.path(language: "ru", table: "labels").description
/// // "production/1-2-0/ru/labels"
/// ```
///
/// ``default`` is ``EnvironmentName/default`` (development in debug builds, production otherwise)
/// with the main bundle's version. Override it in ``LocalizationConfiguration/environment``, or
/// map each build configuration to an environment in a configuration file (``AppConfiguration``).
public struct LocalizationEnvironment: Hashable, Sendable {
  /// The environment's name: ``EnvironmentName/development``, ``EnvironmentName/staging``,
  /// ``EnvironmentName/production`` or your own.
  public var name: EnvironmentName
  /// The app's version, or `nil` when it is unknown (a command-line tool without an
  /// `Info.plist`).
  public var version: AppVersion?

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - name: The environment's name; ``EnvironmentName/default`` by default.
  ///   - version: The app's version; the main bundle's `CFBundleShortVersionString` by default.
  public init(name: EnvironmentName = .default, version: AppVersion? = .current()) {
    self.name = name
    self.version = version
  }

  /// ``EnvironmentName/default`` with the main bundle's version.
  public static var `default`: LocalizationEnvironment {
    LocalizationEnvironment()
  }

  /// The path of a table of one language: `production/1-2-0/ru/labels`.
  ///
  /// The language is canonicalized (`pt_BR` → `pt-BR`), the version written as its
  /// ``AppVersion/pathComponent``.
  ///
  /// - Parameters:
  ///   - language: A language tag in any form ``LanguageTag`` accepts.
  ///   - table: The table's name, such as `labels`.
  /// - Returns: `name/version/language/table`.
  /// - Throws: ``RemotePathError`` when the name breaks the naming rule, there is no version, the
  ///   language is not a language tag or the table is not a valid key.
  public func path(language: String, table: String) throws(RemotePathError) -> RemotePath {
    guard let tag = LanguageTag(language), tag.language != "und" else {
      throw .invalidLanguage(language)
    }
    return try path(components: [tag.identifier, table])
  }

  /// The path of anything else kept for this environment and version: `production/1-2-0/…`.
  ///
  /// ```swift
  /// try environment.path(components: ["manifest"]).description  // "production/1-2-0/manifest"
  /// ```
  ///
  /// - Parameter components: The components after the version; none gives `name/version`.
  /// - Returns: `name/version/components…`.
  /// - Throws: ``RemotePathError`` when the name breaks the naming rule, there is no version or a
  ///   component is not a valid key.
  public func path(components: [String]) throws(RemotePathError) -> RemotePath {
    guard EnvironmentName.isValid(name.rawValue) else { throw .invalidEnvironmentName(name) }
    guard let version else { throw .missingVersion(name) }
    return try RemotePath(components: [name.rawValue, version.pathComponent] + components)
  }
}
