import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote

extension DemoCommand {
  /// The languages the demo app fetches over the air.
  static let overTheAirLanguages = ["en", "ru", "ar"]

  /// The over-the-air section's rows: language, what is shown, and how to render it.
  static let overTheAirRows: [(String, String, @Sendable () -> String)] = [
    ("ar", "Login.forgotPassword (translation fixed)", { "\(LoginStrings.forgotPassword)" }),
    ("en", "Inbox.emptyState (new key)", { "\(InboxStrings.emptyState)" }),
    ("ru", "Inbox.emptyState (new key)", { "\(InboxStrings.emptyState)" }),
    ("ru", "Login.welcome(\"Ann\") (bad update)", { LoginStrings.welcome("Ann") }),
  ]

  /// Shows an over-the-air fix: a loopback server over the embedded static export
  /// (``DemoUpdate``), a `RemoteProvider` with `.nextLaunch` that refreshes from it, and the
  /// texts before, after the refresh (unchanged: shown from the next launch) and after a
  /// simulated relaunch (fixed), with the bad Russian translation refused on its own.
  func showOverTheAir(console: Console) async {
    console.print("")
    console.print("Over the air: a fix published after the release, fetched from a loopback server")
    let server: DemoServer
    do {
      server = try DemoServer(files: DemoUpdate.files)
    } catch {
      console.print("  skipped: \(error.message)")
      return
    }
    defer { server.stop() }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lexicon-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let rejections = LockedValue<[RemoteRejection]>([])
    var configuration = RemoteConfiguration(
      source: StaticHostingSource(
        baseURL: server.baseURL, transport: HTTPTransport(timeout: 10, maximumAttempts: 2)),
      languages: Self.overTheAirLanguages, environment: DemoUpdate.environment,
      developmentLanguage: "en", policy: .nextLaunch, cacheDirectory: cache)
    configuration.build = "demo"
    configuration.minimumRefreshInterval = 0
    configuration.referenceBundles = [.module]
    configuration.tableFiles = .raw
    configuration.onRejectedValue = EventHandler { rejection in
      rejections.withLock { $0.append(rejection) }
    }
    configuration.onCacheProblem = .ignore

    let launch = RemoteProvider(configuration: configuration)
    let before = Self.renderOverTheAir(launch)
    let outcome: String
    do {
      outcome = Self.describe(try await launch.refresh())
    } catch {
      outcome = "failed: \(error)"
    }
    let afterRefresh = Self.renderOverTheAir(launch)
    // The next launch: a new provider reads the update stored as pending, and shows it.
    let afterRelaunch = Self.renderOverTheAir(RemoteProvider(configuration: configuration))

    for line in server.log { console.print("  " + line) }
    console.print("  refresh() with .nextLaunch → \(outcome)")
    for rejection in rejections.withLock({ $0 }) {
      console.print("  rejected on the device: \(rejection)")
    }
    var table = DemoTable(
      header: ["", "key", "before", "after refresh (.nextLaunch)", "after relaunch"])
    for (index, row) in Self.overTheAirRows.enumerated() {
      table.rows.append(
        [row.0, row.1, before[index], afterRefresh[index], afterRelaunch[index]])
    }
    console.print("")
    for line in table.lines { console.print("  " + line) }
    await showFixOnScreen(configuration: configuration, console: console)
  }

  /// The same fix shown at once (`.immediately`) on a fresh device, to a screen on display that
  /// is bound once and never rebuilt.
  @MainActor
  private func showFixOnScreen(configuration base: RemoteConfiguration, console: Console) async {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lexicon-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    var configuration = base
    configuration.policy = .immediately
    configuration.cacheDirectory = cache
    configuration.onRejectedValue = .ignore
    let remote = RemoteProvider(configuration: configuration)
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [remote, BundleProvider(bundle: .module)], tableFiles: .raw,
        developmentLanguage: "en",
        supportedLanguages: Self.overTheAirLanguages, language: "en", onMissingKey: .ignore,
        onFormatProblem: .ignore, persistence: .none))
    let screen = DemoScreen(localization: runtime, pin: (title: "ar", badge: "ru"))
    console.print("")
    console.print(
      "  The same fix shown at once (.immediately) to a screen on display, bound once and "
        + "never rebuilt")
    console.print(
      "  (labels: ar Login.forgotPassword | en Login.welcome(\"Ann\") | ru Inbox.emptyState)")
    console.print("    before  → \(screen.line)")
    let outcome: String
    do {
      outcome = Self.describe(try await remote.refresh())
    } catch {
      outcome = "failed: \(error)"
    }
    // The update was shown off the main actor: its bindings run on the main actor, soon.
    for _ in 0..<200 where screen.updates < 2 {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    console.print("    refresh() with .immediately → \(outcome)")
    console.print("    after   → \(screen.line)")
  }

  /// The over-the-air rows rendered through a runtime whose chain is `remote`, then the bundle.
  private static func renderOverTheAir(_ remote: RemoteProvider) -> [String] {
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [remote, BundleProvider(bundle: .module)], tableFiles: .raw,
        developmentLanguage: "en",
        supportedLanguages: overTheAirLanguages, onMissingKey: .ignore, onFormatProblem: .ignore,
        persistence: .none))
    return Localization.withLocalization(runtime) {
      overTheAirRows.map { language, _, render in
        Localization.withLanguage(language, operation: render)
      }
    }
  }

  /// An outcome in words, its versions sorted: `.pending(ar 1, en 1, ru 1)`.
  private static func describe(_ outcome: RemoteRefreshOutcome) -> String {
    func versions(_ versions: [String: Int]) -> String {
      versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    switch outcome {
    case .notModified: return ".notModified"
    case .applied(let applied): return ".applied(\(versions(applied)))"
    case .pending(let pending): return ".pending(\(versions(pending))): shown from the next launch"
    case .skipped: return ".skipped"
    }
  }
}
