import Foundation
import Lexicon
// Apps name the environment and app version of their content (`LocalizationEnvironment`,
// `AppVersion`) wherever they configure the remote provider: `import LexiconRemote` is enough.
@_exported import LexiconEnvironment

/// How a ``RemoteProvider`` fetches, checks, stores and shows over-the-air strings.
///
/// ```swift
/// let settings = AppConfiguration.loadOrDefault()
/// var remote = RemoteConfiguration(
///   source: StaticHostingSource(baseURL: URL(string: "https://cdn.example.com/strings")!),
///   languages: ["en", "ru", "ar"],
///   environment: settings.environment)
/// remote.policy = .immediately
/// let provider = RemoteProvider(configuration: remote)
/// Localization.bootstrap(LocalizationConfiguration(providers: [provider, BundleProvider()]))
/// ```
///
/// Everything but the source has a default that suits an app shipping to many devices.
public struct RemoteConfiguration: Sendable {
  /// Where updates come from.
  public var source: any RemoteSource
  /// The languages asked for at each refresh, as BCP 47 tags (canonicalised). Empty, the default,
  /// asks for the languages the app offers, read at each refresh: the runtime's
  /// `LocalizationConfiguration.supportedLanguages` (pseudo-languages aside), else the languages
  /// of the app's bundles (the main bundle and the modules' resource bundles); a refresh with
  /// none of them throws ``RemoteError/misconfigured(setting:reason:)`` naming this setting.
  public var languages: [String]
  /// The environment and app version whose content is fetched and cached; only content for
  /// exactly these is ever applied.
  public var environment: LocalizationEnvironment
  /// The app's development language: its remote values are checked against the bundle, and the
  /// other languages' remote-only keys against it.
  public var developmentLanguage: String
  /// When validated updates are shown: ``RemoteUpdatePolicy/nextLaunch`` by default.
  public var policy: RemoteUpdatePolicy
  /// The folder the cache lives in (a subfolder per environment and app version is made in it):
  /// ``defaultCacheDirectory`` by default. An app and its extensions can share one through an
  /// app group (<doc:OverTheAirUpdates>): writers take a file lock, readers never see half an
  /// update, and an update one process stored is shown by the others without downloading it.
  public var cacheDirectory: URL
  /// The app's build: a cache written by another build is dropped at start-up, since a new
  /// build's bundle may be newer than the cached fixes. By default the main bundle's
  /// `CFBundleVersion` (the same in an app and its extensions, so they can share a cache), or,
  /// where the main bundle has none (a SwiftPM executable or server on Linux), the size and
  /// modification time of the running executable, which change whenever it is rebuilt.
  /// Processes that share a cache folder must have the same build.
  public var build: String
  /// The shortest time between two refreshes that ask the source, in seconds: 60 by default.
  /// Calls of ``RemoteProvider/refresh()`` sooner return ``RemoteRefreshOutcome/skipped(until:)``.
  public var minimumRefreshInterval: TimeInterval
  /// Where the development-language values that remote values are checked against come from:
  /// a `BundleProvider` by default (see ``referenceBundles``). `nil` checks remote values only
  /// against remote development-language content.
  public var reference: (any StringProvider)?
  /// Bundles whose development-language tables ``reference`` is asked for before those found
  /// without configuration — every key type's `Localizable.bundle` the runtime has read, the
  /// bundles `BundleProvider`s are pinned to, the modules' resource bundles beside or inside the
  /// main bundle, and the main bundle. Empty by default: add a bundle loaded from a path that
  /// none of those reaches.
  public var referenceBundles: [Bundle]
  /// Which of the bundles' table files ``reference`` reads, or `nil` (the default) to read what
  /// the app's runtime reads: the `LocalizationConfiguration.tableFiles` of ``localization``, else
  /// of `Localization.shared`, when a refresh checks values (and, for the version the build
  /// shipped, when a refresh first asks for a language). Bootstrap before the first refresh, or
  /// set it.
  public var tableFiles: TableFiles?
  /// How `RemoteProvider.startLiveUpdates()` (`LexiconRemoteLive`) reconnects, detects a dead
  /// connection, or checks a source that cannot push.
  public var live: RemoteLiveSettings
  /// Whether a language the device holds nothing for is declared at the content version the
  /// build shipped (`lexicon-content.json`, written by `lexicon export static --stamp`), so the
  /// first refresh asks only for the difference — when the bundle's tables are still exactly that
  /// content (their digest is the recorded one). `true` by default; without the file nothing
  /// changes.
  public var declaresShippedContent: Bool
  /// The stable identifier copy experiments pick variants by (``RemoteExperiment``): a user's or
  /// an installation's identifier the app keeps. `nil`, the default, picks no variant: every
  /// key shows its value.
  public var experimentIdentifier: String?
  /// Variants forced by experiment name, for a debug screen, QA or a snapshot test:
  /// `["welcome-copy": "warm"]`. A name no variant has shows the key's value.
  public var experimentOverrides: [String: String]
  /// Hears, once per key and variant, that a variant of a copy experiment was served: reported
  /// for every experiment key of a table when that table is first served to the runtime (the
  /// first lookup of any of its keys), whether or not that key itself is drawn. Give a screen
  /// under experiment a table of its own for exposures as precise as the screen. For the app's
  /// analytics; ignored by default.
  public var onExposure: EventHandler<RemoteExposure>
  /// Caps on the size of each language.
  public var limits: RemoteLimits
  /// The longest the provider waits for the cache's lock while another process sharing the
  /// cache holds it, in seconds (``CacheLock/timeout``; tests shorten it).
  var cacheLockTimeout: Double = CacheLock.timeout
  /// The checks every remote value passes before it is stored: ``RemoteValueCheck/standard`` by
  /// default.
  public var checks: [RemoteValueCheck]
  /// The runtime to re-render when an update is shown while the app runs
  /// (``RemoteUpdatePolicy/immediately``, ``RemoteProvider/applyPendingUpdates()``) if it does
  /// not follow the provider's announcements by itself; `nil`, the default, means
  /// `Localization.shared`. Every runtime whose providers include the `RemoteProvider`
  /// (`Localization.shared` after `bootstrap`, a preview's runtime) follows them
  /// (``RemoteProvider/contentChanges``), and re-renders exactly once an update whether or not
  /// it is also named here; naming it matters only when it holds the provider inside a provider
  /// of the app's that does not forward ``RemoteProvider/contentChanges``. The provider holds it
  /// weakly.
  public var localization: Localization?
  /// Hears about each remote value dropped by validation: standard error by default.
  public var onRejectedValue: EventHandler<RemoteRejection>
  /// Hears about damaged cache files found at start-up (each ignored, the bundle's text shown)
  /// and about a cache another process kept locked past the wait
  /// (``RemoteError/cacheLocked(path:)``: nothing was read): standard error by default.
  public var onCacheProblem: EventHandler<RemoteError>

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - source: Where updates come from.
  ///   - languages: The languages to fetch; empty (the default) fetches the languages the app
  ///     offers (see ``languages``).
  ///   - environment: The environment and app version; `LocalizationEnvironment.default` by
  ///     default (pass the one of your `LocalizationConfiguration`).
  ///   - developmentLanguage: The development language; the main bundle's by default.
  ///   - policy: When updates are shown.
  ///   - cacheDirectory: The cache folder.
  public init(
    source: any RemoteSource,
    languages: [String] = [],
    environment: LocalizationEnvironment = .default,
    developmentLanguage: String = BundleInfo.developmentLanguage(of: .main),
    policy: RemoteUpdatePolicy = .nextLaunch,
    cacheDirectory: URL = RemoteConfiguration.defaultCacheDirectory
  ) {
    self.source = source
    self.languages = languages
    self.environment = environment
    self.developmentLanguage = developmentLanguage
    self.policy = policy
    self.cacheDirectory = cacheDirectory
    self.build = BuildIdentity.current
    self.minimumRefreshInterval = 60
    self.reference = BundleProvider()
    self.referenceBundles = []
    self.tableFiles = nil
    self.live = RemoteLiveSettings()
    self.declaresShippedContent = true
    self.experimentIdentifier = nil
    self.experimentOverrides = .init()
    self.onExposure = .ignore
    self.limits = RemoteLimits()
    self.checks = RemoteValueCheck.standard
    self.localization = nil
    self.onRejectedValue = .standardError
    self.onCacheProblem = EventHandler { error in
      FileHandle.standardError.write(Data("lexicon: over-the-air cache: \(error)\n".utf8))
    }
  }

  /// Where the cache lives unless configured: `Application Support/<bundle identifier>/Lexicon`
  /// on Apple platforms (excluded from backups: the content can be fetched again), and
  /// `$XDG_CACHE_HOME/<app>/lexicon` (or `~/.cache/<app>/lexicon`) elsewhere.
  public static var defaultCacheDirectory: URL {
    let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    #if canImport(Darwin)
      let base =
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
      return base.appendingPathComponent(app).appendingPathComponent("Lexicon")
    #else
      let environment = ProcessInfo.processInfo.environment
      let base: URL
      if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
        base = URL(fileURLWithPath: cache)
      } else {
        base = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
      }
      return base.appendingPathComponent(app).appendingPathComponent("lexicon")
    #endif
  }
}

extension RemoteConfiguration {
  /// The table files ``reference`` reads now: ``tableFiles``, or the app's runtime's.
  var referenceTableFiles: TableFiles {
    tableFiles ?? (localization ?? Localization.shared).configuration.tableFiles
  }
}
