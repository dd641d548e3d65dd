import Lexicon

/// The problems that made ``AppConfiguration/load(from:buildConfiguration:version:)`` throw, with
/// the configuration the app can use anyway.
///
/// ```swift
/// let settings: AppConfiguration
/// do {
///   settings = try AppConfiguration.load()
/// } catch {
///   for problem in error.errors { logger.error("\(problem)") }
///   settings = error.configuration  // defaults where the file was bad, the rest as written
/// }
/// ```
public struct ConfigurationLoadError: Error, Hashable, Sendable {
  /// The usable configuration: what the file said where it was good, defaults elsewhere. Its
  /// ``AppConfiguration/problems`` are ``errors``.
  public var configuration: AppConfiguration

  /// Creates an error.
  ///
  /// - Parameter configuration: The usable configuration, carrying its problems.
  public init(configuration: AppConfiguration) {
    self.configuration = configuration
  }

  /// Every problem found, in file order.
  public var errors: [ConfigurationError] {
    configuration.problems
  }
}

extension ConfigurationLoadError: CustomStringConvertible {
  /// Each problem on its own line, as ``ConfigurationError/description`` prints it.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
