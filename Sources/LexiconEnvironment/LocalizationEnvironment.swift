/// Which data an app reads: an environment name and the app's version.
///
/// Remote translations and settings are kept per environment and per app version, so a release
/// never reads data meant for a newer one:
///
/// ```swift
/// let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
/// // With `import LexiconRemote`:
/// try environment.path(language: "ru", table: "labels").description
/// // "production/1-2-0/ru/labels"
/// ```
///
/// ``default`` is ``EnvironmentName/default`` (development in debug builds, production otherwise)
/// with the main bundle's version. Pass another to the providers that fetch remote content
/// (`LexiconRemote`'s `RemoteConfiguration`), or map each build configuration to an environment
/// in a configuration file (`AppConfiguration`, in the `LexiconConfiguration` library).
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
}

extension LocalizationEnvironment: CustomStringConvertible {
  /// The name and version, such as `production 1.2.0`, or just the name when the version is
  /// unknown.
  public var description: String {
    version.map { "\(name) \($0)" } ?? name.rawValue
  }
}
