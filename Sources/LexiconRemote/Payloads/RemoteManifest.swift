import Lexicon
import LexiconEnvironment

/// The `manifest.json` of a static host: for one environment and app version, the current
/// content version of each language, where its full snapshot is, and the deltas from earlier
/// versions — each file with its byte size and SHA-256, so a client verifies what it downloads
/// before it decodes it.
///
/// The format is described, with JSON examples, in <doc:OverTheAirFormats>. The static-hosting
/// source reads it; the export tool writes it.
///
/// ```swift
/// let manifest = RemoteManifest(
///   environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")),
///   languages: [
///     "ru": RemoteManifest.Language(
///       version: 7,
///       snapshot: RemoteManifest.File(url: "ru/7.json", bytes: 18_342, sha256: "9f2c…"),
///       deltas: [RemoteManifest.Delta(baseVersion: 6, file: RemoteManifest.File(
///         url: "ru/6-7.json", bytes: 412, sha256: "03ab…"))])
///   ])
/// let data = manifest.jsonData()                          // byte-stable
/// let read = try RemoteManifest(jsonData: data, source: "manifest.json")
/// ```
public struct RemoteManifest: Sendable, Equatable {
  /// A file the manifest points to.
  public struct File: Sendable, Equatable {
    /// The file's URL, relative to the manifest's (`ru/7.json`) or absolute.
    public var url: String
    /// The file's exact size in bytes.
    public var bytes: Int
    /// The SHA-256 of the file's bytes, as 64 lowercase hexadecimal digits.
    public var sha256: String

    /// Creates a file reference.
    ///
    /// - Parameters:
    ///   - url: The URL, relative to the manifest or absolute.
    ///   - bytes: The size in bytes.
    ///   - sha256: The SHA-256 in hexadecimal.
    public init(url: String, bytes: Int, sha256: String) {
      self.url = url
      self.bytes = bytes
      self.sha256 = sha256
    }
  }

  /// A delta the manifest lists: the changes from `baseVersion` to the language's current
  /// version.
  public struct Delta: Sendable, Equatable {
    /// The version the delta applies to.
    public var baseVersion: Int
    /// Where it is.
    public var file: File

    /// Creates a delta reference.
    ///
    /// - Parameters:
    ///   - baseVersion: The version the delta applies to.
    ///   - file: The delta file.
    public init(baseVersion: Int, file: File) {
      self.baseVersion = baseVersion
      self.file = file
    }
  }

  /// What the manifest says about one language.
  public struct Language: Sendable, Equatable {
    /// The current content version.
    public var version: Int
    /// The full snapshot at ``version``.
    public var snapshot: File
    /// Deltas to ``version`` from earlier versions, at most one per base version.
    public var deltas: [Delta]

    /// Creates a language entry.
    ///
    /// - Parameters:
    ///   - version: The current content version.
    ///   - snapshot: The full snapshot at that version.
    ///   - deltas: Deltas to it from earlier versions.
    public init(version: Int, snapshot: File, deltas: [Delta] = []) {
      self.version = version
      self.snapshot = snapshot
      self.deltas = deltas
    }

    /// The delta from `version`, when one is listed.
    ///
    /// - Parameter version: The version the device holds.
    /// - Returns: The delta whose base is `version`, or `nil`.
    public func delta(from version: Int) -> Delta? {
      deltas.first { $0.baseVersion == version }
    }
  }

  /// The environment and app version the manifest is for.
  public var environment: LocalizationEnvironment
  /// The languages published, by canonical BCP 47 tag.
  public var languages: [String: Language]

  /// Creates a manifest.
  ///
  /// - Parameters:
  ///   - environment: The environment and app version.
  ///   - languages: The languages published, by tag.
  public init(environment: LocalizationEnvironment, languages: [String: Language]) {
    self.environment = environment
    self.languages = languages
  }
}
