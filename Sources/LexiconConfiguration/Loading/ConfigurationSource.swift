import Foundation
import Lexicon

/// Where a configuration file is read from: a bundle resource, a file, or data in memory.
///
/// ```swift
/// AppConfiguration.loadOrDefault(from: .main)                           // Lexicon.json in the app
/// AppConfiguration.loadOrDefault(from: .bundle(.module, resource: "Settings"))
/// AppConfiguration.loadOrDefault(from: .file(url))
/// AppConfiguration.loadOrDefault(from: .data(json, name: "Lexicon.json"))
/// ```
public struct ConfigurationSource: Sendable {
  /// How the source is kept.
  enum Storage: Sendable {
    case bundle(Bundle, resource: String)
    case file(URL)
    case data(Data, name: String?)
  }

  let storage: Storage

  /// A JSON resource of a bundle.
  ///
  /// With the default name, a bundle without `Lexicon.json` but with T21Environment's
  /// `environments.json` reads that file, as it is (see <doc:ConfigurationFileFormat>).
  ///
  /// - Parameters:
  ///   - bundle: The bundle; `.main` by default.
  ///   - resource: The file's name, with or without `.json`; `Lexicon` by default.
  /// - Returns: The source.
  public static func bundle(_ bundle: Bundle = .main, resource: String = "Lexicon")
    -> ConfigurationSource
  {
    let name = resource.hasSuffix(".json") ? String(resource.dropLast(5)) : resource
    return ConfigurationSource(storage: .bundle(bundle, resource: name))
  }

  /// `Lexicon.json` in the main bundle, else `environments.json` (T21Environment's file).
  public static var main: ConfigurationSource { .bundle() }

  /// The file read when a bundle has no `Lexicon.json`: T21Environment's.
  static let t21Resource = "environments"

  /// A file.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The source.
  public static func file(_ url: URL) -> ConfigurationSource {
    ConfigurationSource(storage: .file(url))
  }

  /// JSON data in memory.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - name: A name for problems' locations, such as `Lexicon.json`.
  /// - Returns: The source.
  public static func data(_ data: Data, name: String? = nil) -> ConfigurationSource {
    ConfigurationSource(storage: .data(data, name: name))
  }

  /// The development language to use when the file gives none: the bundle's, or the main
  /// bundle's for other sources.
  var defaultDevelopmentLanguage: String {
    if case .bundle(let bundle, _) = storage { return BundleInfo.developmentLanguage(of: bundle) }
    return BundleInfo.developmentLanguage(of: .main)
  }

  /// Reads the source's bytes and the name problems should carry, or the problem that kept it
  /// from being read.
  func read() -> Result<(data: Data, file: String?), ConfigurationError> {
    switch storage {
    case .data(let data, let name):
      return .success((data, name))
    case .file(let url):
      return Self.read(url)
    case .bundle(let bundle, let resource):
      let fallback =
        resource == "Lexicon"
        ? bundle.url(forResource: Self.t21Resource, withExtension: "json") : nil
      guard let url = bundle.url(forResource: resource, withExtension: "json") ?? fallback else {
        return .failure(
          ConfigurationError(
            path: "",
            reason: .unreadable("no \(resource).json in the bundle at \(bundle.bundlePath)"),
            file: "\(resource).json"))
      }
      return Self.read(url)
    }
  }

  private static func read(_ url: URL) -> Result<(data: Data, file: String?), ConfigurationError> {
    do {
      return .success((try Data(contentsOf: url), url.path))
    } catch {
      return .failure(
        ConfigurationError(
          path: "", reason: .unreadable("cannot read \(url.path)"), file: url.path))
    }
  }
}
