import Lexicon
import LexiconEnvironment

/// What a refresh asks a ``RemoteSource`` for: the content of some languages for one environment
/// and app version, given what the device already holds.
///
/// ```swift
/// let request = RemoteRequest(
///   environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")),
///   languages: ["en", "ru"],
///   held: ["ru": RemoteContentState(version: 6, etag: "\"v6\"")])
/// ```
public struct RemoteRequest: Sendable, Equatable {
  /// The environment and app version whose content is asked for. A source never answers with
  /// content of another environment or version.
  public var environment: LocalizationEnvironment
  /// The languages asked for, as canonical BCP 47 tags.
  public var languages: [String]
  /// What the device holds for each language; a language without an entry holds nothing.
  public var held: [String: RemoteContentState]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - environment: The environment and app version.
  ///   - languages: The languages asked for.
  ///   - held: What the device holds per language; nothing by default.
  public init(
    environment: LocalizationEnvironment, languages: [String],
    held: [String: RemoteContentState] = .init()
  ) {
    self.environment = environment
    self.languages = languages
    self.held = held
  }
}
