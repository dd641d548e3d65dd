import Foundation
import Lexicon
import LexiconRawFiles

/// `lexicon demo`: a three-screen app resolved from the tool's embedded resources, in English,
/// Russian, Arabic and Hindi, with a section showing numbers in each language (Egyptian Arabic
/// reads Arabic's texts and writes Arabic-Indic digits), and an over-the-air fix fetched from a
/// loopback server (`DemoCommand+OverTheAir.swift`): no network and no set-up.
struct DemoCommand: Command {
  static let name = "demo"
  static let abstract = "Resolve a small three-screen app in English, Russian, Arabic and Hindi."
  static let usage = "lexicon demo [--remember SUITE]"
  static let valueOptions: Set<String> = ["remember"]

  /// A `UserDefaults` suite to keep the language choice in between runs, or `nil` for none.
  let suite: String?

  init(arguments: Arguments) throws(ToolError) {
    guard arguments.positional.isEmpty else {
      throw .usage("demo takes no arguments")
    }
    suite = arguments.value("remember")
    if let suite, suite.isEmpty || suite.contains("/") {
      throw .usage("--remember needs a suite name without '/'")
    }
  }

  /// Runs the demo in-process, through a runtime of its own.
  func run(console: Console) async throws(ToolError) -> ExitCode {
    try await run(console: console, runtime: .isolated)
  }

  /// Runs the demo as the app it models: the executable bootstraps `Localization.shared` at
  /// launch and resolves every screen through it by plain interpolation; an in-process run uses the
  /// same configuration in a runtime of its own, inside `Localization.withLocalization`.
  func run(console: Console, runtime: LocalizationRuntime) async throws(ToolError) -> ExitCode {
    let languages = ["en", "ru", "ar", "ar-EG", "hi"]
    let reports = MissingKeyLog()
    let problems = LockedValue<[FormatProblem]>([])
    let persistence = suite.map { LanguagePersistence.userDefaults(suiteName: $0) } ?? .none
    let stored = persistence.load()
    let configuration = LocalizationConfiguration(
      providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
      supportedLanguages: languages, onMissingKey: reports.handler,
      onFormatProblem: FormatProblemHandler { problem in problems.withLock { $0.append(problem) } },
      persistence: persistence)
    let localization: Localization
    switch runtime {
    case .shared:
      // What an app does once at launch: from here on, keys resolve through the shared runtime.
      Localization.bootstrap(configuration)
      localization = .shared
      show(
        localization, name: "Localization.shared, bootstrapped", languages: languages,
        stored: stored, reports: reports, problems: problems, console: console)
    case .isolated:
      localization = Localization(configuration: configuration)
      Localization.withLocalization(localization) {
        show(
          localization, name: "a private Localization (run in-process)", languages: languages,
          stored: stored, reports: reports, problems: problems, console: console)
      }
    }
    await showScreen(localization, console: console)
    await showOverTheAir(console: console)
    return .success
  }

  /// Shows a screen bound once to keys following switches, and a read tracked by the
  /// Observation framework told once about each: what SwiftUI and UIKit screens rely on.
  @MainActor
  private func showScreen(_ localization: Localization, console: Console) {
    console.print("")
    console.print(
      "Screens that follow the language: a screen object bound once (Localization.bind), "
        + "never rebuilt")
    localization.setLanguage("en")
    let screen = DemoScreen(localization: localization)
    let tracked = DemoTrackedRead {
      Localization.withLocalization(localization) { "\(LoginStrings.title)" }
    }
    console.print("  on display        → \(screen.line)")
    for language in ["ru", "ar", "ar"] {
      let result = localization.setLanguage(language)
      console.print("  setLanguage(\"\(language)\") → \(screen.line)  (.\(result))")
    }
    console.print(
      "  a read tracked by the Observation framework (as a SwiftUI body) was told "
        + "\(tracked.notifications.count)× and read "
        + tracked.notifications.map { "\"\($0)\"" }.joined(separator: ", "))
  }

  /// Prints the demo, resolving every key through the runtime in scope: `localization`, which is
  /// either `Localization.shared` or the runtime the caller put in scope.
  private func show(
    _ localization: Localization, name: String, languages: [String], stored: String?,
    reports: MissingKeyLog, problems: LockedValue<[FormatProblem]>, console: Console
  ) {
    if suite != nil {
      console.print(
        stored.map { "Restored the language chosen in an earlier run: \($0)" }
          ?? "No language stored yet; starting in \(localization.language)")
    }

    console.print("Lexicon demo: typed keys resolved from the tool's own Bundle.module")
    let settings = localization.configuration
    console.print(
      "Runtime: \(name) (development language \(settings.developmentLanguage); languages "
        + settings.supportedLanguages.joined(separator: ", ") + ")")
    console.print("")
    // Egyptian Arabic shows Arabic's texts: it has its own column in the numbers below only.
    let columns = languages.filter { $0 != "ar-EG" }
    var table = DemoTable(header: ["screen", "key"] + columns)
    for (screen, key, render) in Self.rows {
      table.rows.append(
        [screen, key]
          + columns.map { language in Localization.withLanguage(language, operation: render) })
    }
    table.lines.forEach(console.print)

    console.print("")
    console.print("Numbers, written the way the app's language writes them (not the device's):")
    var numbers = DemoTable(header: ["language"] + Self.numberRows.map(\.0))
    for language in languages {
      numbers.rows.append(
        [language]
          + Self.numberRows.map { Localization.withLanguage(language, operation: $0.1) })
    }
    for line in numbers.lines { console.print("  " + line) }

    console.print("")
    console.print(
      "Missing keys reported (once per key and language; an in-code default is info, not missing):")
    for report in reports.reports {
      console.print("  [\(report.level)] \(report)")
    }

    console.print("")
    console.print("Translations that do not fit their arguments (shown as written, never a crash):")
    for problem in problems.withLock({ $0 }) {
      console.print("  \(problem)")
    }

    console.print("")
    console.print("Switching language at run time:")
    // Observers run on the thread that switches, here inside the scope of the runtime in use.
    let observation = localization.observe { language in
      let direction =
        localization.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
      console.print(
        "  observer: language is now \(language) (\(direction)); Login.title reads "
          + "\"\(LoginStrings.title)\"")
    }
    for language in ["ru", "ru", "de", "ar"] {
      let result = localization.setLanguage(language)
      console.print("  setLanguage(\"\(language)\") → .\(result)")
    }
    observation.cancel()
    if let suite {
      console.print("  remembered \(localization.language) in UserDefaults suite \"\(suite)\"")
    }
  }

  /// The demo's rows: screen, what is shown, and how to render it in the language in scope.
  static let rows: [(String, String, @Sendable () -> String)] = [
    ("Login", "title", { "\(LoginStrings.title)" }),
    ("Login", "welcome(\"Ann\")", { LoginStrings.welcome("Ann") }),
    ("Login", "promo (no arguments)", { "\(LoginStrings.promo)" }),
    ("Login", "forgotPassword", { "\(LoginStrings.forgotPassword)" }),
    ("Inbox", "title", { "\(InboxStrings.title)" }),
    ("Inbox", "lastSync(\"iCloud\", \"9:41\")", { InboxStrings.lastSync("iCloud", "9:41") }),
    ("Inbox", "unread(0)", { InboxStrings.unread(0) }),
    ("Inbox", "unread(1)", { InboxStrings.unread(1) }),
    ("Inbox", "unread(2)", { InboxStrings.unread(2) }),
    ("Inbox", "unread(3)", { InboxStrings.unread(3) }),
    ("Inbox", "unread(5)", { InboxStrings.unread(5) }),
    ("Inbox", "unread(11)", { InboxStrings.unread(11) }),
    ("Inbox", "unread(21)", { InboxStrings.unread(21) }),
    ("Inbox", "unread(100)", { InboxStrings.unread(100) }),
    ("Inbox", "archiveAll (in-code default)", { "\(InboxStrings.archiveAll)" }),
    ("Inbox", "emptyState (missing everywhere)", { "\(InboxStrings.emptyState)" }),
    ("Settings", "title (String Catalog)", { "\(SettingsStrings.title)" }),
    ("Settings", "devices(0)", { SettingsStrings.devices(0) }),
    ("Settings", "devices(1)", { SettingsStrings.devices(1) }),
    ("Settings", "devices(2)", { SettingsStrings.devices(2) }),
    ("Settings", "devices(4)", { SettingsStrings.devices(4) }),
    ("Settings", "devices(25)", { SettingsStrings.devices(25) }),
    ("Settings", "storage(3, \"2 GB\")", { SettingsStrings.storage(3, "2 GB") }),
  ]

  /// The numbers section: what is shown, and how to render it in the language in scope.
  static let numberRows: [(String, @Sendable () -> String)] = [
    ("Inbox.unread(1234567)", { InboxStrings.unread(1_234_567) }),
    ("Settings.usage(1234.5, 2048)", { SettingsStrings.usage(1234.5, 2048) }),
  ]
}
