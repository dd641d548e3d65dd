import Foundation
import Lexicon
import Testing

@testable import LexiconTool

@Suite struct DemoCommandTests {
  /// What the demo must show: every language, fallbacks, misses, plurals, a format problem and
  /// the language switches.
  static let expectedTexts = [
    "Sign in", "Войти", "تسجيل الدخول", "Welcome back, Ann!", "С возвращением, Ann!",
    "40% off your first month", "Скидка 40% на первый месяц",
    "missing \"forgotPassword\" in Login (ar): fell back to en",
    "missing \"emptyState\" in Inbox (en): not found in any language",
    "setLanguage(\"de\") → .notSupported",
    "observer: language is now ar (right-to-left); Login.title reads \"تسجيل الدخول\"",
    "No unread messages", "21 непрочитанное сообщение", "5 непрочитанных сообщений",
    "رسالتان غير مقروءتين", "25 устройств", "3 файла занимают 2 GB", "جهازان",
    "format problem in \"storage\" (Settings, ar)", "3 ملفات تشغل %d",
    "साइन इन करें", "3 फ़ाइलें: 2 GB",
    "[warning] missing \"forgotPassword\" in Login (ar): fell back to en",
    "[info] \"archiveAll\" in Inbox (ru): no translation, showing its in-code default value",
    // Numbers in each language: grouping, separators and digits, plurals by value.
    "en        1,234,567 unread messages",
    "ru        1\u{A0}234\u{A0}567 непрочитанных сообщений  Занято 1\u{A0}234,5 ГБ из 2\u{A0}048 ГБ",
    "ar-EG     ١٬٢٣٤٬٥٦٧ رسالة غير مقروءة",
    "تم استخدام ١٬٢٣٤٫٥ غيغابايت من ٢٬٠٤٨ غيغابايت",
    "hi        12,34,567 अपठित संदेश", "2,048 GB में से 1,234.5 GB इस्तेमाल हुए",
    // The over-the-air fix, from the loopback server.
    "refresh() with .nextLaunch → .pending(ar 1, en 1, ru 1): shown from the next launch",
    "rejected on the device: remote ru v1 Login welcome dropped: translation uses %d for "
      + "argument 1 where the source has %@",
  ]

  /// The over-the-air section: the embedded export served on loopback, the refresh with
  /// `.nextLaunch` changing nothing on screen, the relaunch showing the fixed translation and
  /// the new key, and the bad Russian translation refused while the rest applies.
  @Test func showsAnOverTheAirFixFromTheNextLaunch() async throws {
    let console = Console.capturing()
    #expect(await Tool.run(["demo"], console: console) == .success)
    let lines = console.standardOutput.split(separator: "\n").map(String.init)
    let start = try #require(
      lines.firstIndex(
        of: "Over the air: a fix published after the release, fetched from a loopback server"))
    #expect(
      Array(lines[(start + 1)...]) == [
        "  GET /production/1-0-0/manifest.json → 200 (790 bytes)",
        "  GET /production/1-0-0/en/1.json → 200 (217 bytes)",
        "  GET /production/1-0-0/ru/1.json → 200 (302 bytes)",
        "  GET /production/1-0-0/ar/1.json → 200 (319 bytes)",
        "  refresh() with .nextLaunch → .pending(ar 1, en 1, ru 1): shown from the next launch",
        "  rejected on the device: remote ru v1 Login welcome dropped: translation uses %d for "
          + "argument 1 where the source has %@",
        "      key                                       before                 after refresh (.nextLaunch)  after relaunch",
        "  ──  ────────────────────────────────────────  ─────────────────────  ───────────────────────────  ────────────────────",
        "  ar  Login.forgotPassword (translation fixed)  Forgot your password?  Forgot your password?        هل نسيت كلمة المرور؟",
        "  en  Inbox.emptyState (new key)                emptyState             emptyState                   No messages yet",
        "  ru  Inbox.emptyState (new key)                emptyState             emptyState                   Писем пока нет",
        "  ru  Login.welcome(\"Ann\") (bad update)         С возвращением, Ann!   С возвращением, Ann!         С возвращением, Ann!",
        "  The same fix shown at once (.immediately) to a screen on display, bound once and never rebuilt",
        "  (labels: ar Login.forgotPassword | en Login.welcome(\"Ann\") | ru Inbox.emptyState)",
        "    before  → \"Forgot your password?\" | \"Welcome back, Ann!\" | \"emptyState\"",
        "    refresh() with .immediately → .applied(ar 1, en 1, ru 1)",
        "    after   → \"هل نسيت كلمة المرور؟\" | \"Welcome back, Ann!\" | \"Писем пока нет\"",
      ])
  }

  /// A screen object bound once follows every switch without being rebuilt, and a read tracked
  /// by the Observation framework is told once about each switch that changed the language.
  @Test func showsAScreenThatFollowsTheLanguage() async throws {
    let console = Console.capturing()
    #expect(await Tool.run(["demo"], console: console) == .success)
    let lines = console.standardOutput.split(separator: "\n").map(String.init)
    let start = try #require(
      lines.firstIndex(
        of: "Screens that follow the language: a screen object bound once (Localization.bind), "
          + "never rebuilt"))
    #expect(
      Array(lines[(start + 1)...(start + 5)]) == [
        "  on display        → \"Sign in\" | \"Welcome back, Ann!\" | \"3 unread messages\"",
        "  setLanguage(\"ru\") → \"Войти\" | \"С возвращением, Ann!\" | \"3 непрочитанных сообщения\"  (.updated)",
        "  setLanguage(\"ar\") → \"تسجيل الدخول\" | \"مرحبًا بعودتك، Ann!\" | \"3 رسائل غير مقروءة\"  (.updated)",
        "  setLanguage(\"ar\") → \"تسجيل الدخول\" | \"مرحبًا بعودتك، Ann!\" | \"3 رسائل غير مقروءة\"  (.unchanged)",
        "  a read tracked by the Observation framework (as a SwiftUI body) was told 2× and read "
          + "\"Войти\", \"تسجيل الدخول\"",
      ])
  }

  @Test func printsEveryLanguageFallbackAndMiss() async {
    let console = Console.capturing()
    let status = await Tool.run(["demo"], console: console)
    let output = console.standardOutput
    #expect(status == .success)
    for expected in Self.expectedTexts {
      #expect(output.contains(expected), "missing: \(expected)")
    }
    #expect(
      output.contains(
        "Runtime: a private Localization (run in-process) (development language en; languages "
          + "en, ru, ar, ar-EG, hi)"))
  }

  /// Run in-process (as every test does), the demo uses a runtime of its own: the process's
  /// shared runtime keeps its configuration and its language.
  @Test func runInProcessItLeavesTheSharedRuntimeAlone() async {
    let shared = Localization.shared
    let before = (shared.language, shared.configuration.supportedLanguages)
    #expect(before.1 != ["en", "ru", "ar", "ar-EG", "hi"])
    let status = await Tool.run(["demo"], console: Console.capturing())
    #expect(status == .success)
    #expect(shared.language == before.0)
    #expect(shared.configuration.supportedLanguages == before.1)
  }

  /// The real `lexicon demo` process does what an app does: it bootstraps `Localization.shared`
  /// (the runtime line reads the configuration back from it) and resolves every screen through it,
  /// showing line for line what the in-process run shows through its private runtime.
  @Test func theExecutableBootstrapsTheSharedRuntime() async throws {
    let executable = try #require(Self.lexiconExecutable, "build the lexicon executable first")
    let run = try await Self.run(executable, ["demo"])
    #expect(run.status == 0)
    let runtimeLine = "Runtime: Localization.shared, bootstrapped (development language en; "
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("\(runtimeLine)languages en, ru, ar, ar-EG, hi)"))
    for expected in Self.expectedTexts {
      #expect(run.output.contains(expected), "missing: \(expected)")
    }

    let console = Console.capturing()
    _ = await Tool.run(["demo"], console: console)
    let inProcess = console.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.filter { !$0.hasPrefix("Runtime: ") } == inProcess.filter { !$0.hasPrefix("Runtime: ") }
    )
  }

  @Test func rejectsArguments() async {
    let console = Console.capturing()
    #expect(await Tool.run(["demo", "extra"], console: console) == .usage)
    #expect(await Tool.run(["demo", "--remember", "a/b"], console: console) == .usage)
  }

  /// The language chosen in one process is restored by the next: two real runs of the built
  /// `lexicon` executable sharing a `UserDefaults` suite.
  @Test func theLanguageChoiceSurvivesARelaunch() async throws {
    let executable = try #require(Self.lexiconExecutable, "build the lexicon executable first")
    let suite = "lexicon.tests.relaunch.\(UUID().uuidString)"
    defer { UserDefaults().removePersistentDomain(forName: suite) }
    let first = try await Self.run(executable, ["demo", "--remember", suite]).output
    #expect(first.contains("No language stored yet"))
    #expect(first.contains("remembered ar in UserDefaults suite"))
    let second = try await Self.run(executable, ["demo", "--remember", suite]).output
    #expect(second.contains("Restored the language chosen in an earlier run: ar"))
  }

  /// `.build/<config>/lexicon`, next to the test bundle.
  static var lexiconExecutable: URL? {
    var directory = Bundle.module.bundleURL.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("lexicon")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Runs `executable` as a child process on a thread of its own (the demo runs for seconds: it
  /// must not hold one of the concurrency pool's threads); returns what it wrote to standard
  /// output and its exit status.
  static func run(_ executable: URL, _ arguments: [String]) async throws -> (
    output: String, status: Int32
  ) {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try runBlocking(executable, arguments) })
      }
    }
  }

  /// ``run(_:_:)``'s work, blocking the calling thread until the process exits.
  private static func runBlocking(_ executable: URL, _ arguments: [String]) throws -> (
    output: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }
}
