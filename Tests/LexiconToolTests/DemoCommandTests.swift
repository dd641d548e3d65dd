import Foundation
import Testing

@testable import LexiconTool

@Suite struct DemoCommandTests {
  @Test func printsEveryLanguageFallbackAndMiss() async {
    let console = Console.capturing()
    let status = await Tool.run(["demo"], console: console)
    let output = console.standardOutput
    #expect(status == .success)
    for expected in [
      "Sign in", "Войти", "تسجيل الدخول", "Welcome back, Ann!", "С возвращением, Ann!",
      "40% off your first month", "Скидка 40% на первый месяц",
      "missing \"forgotPassword\" in Login (ar): fell back to en",
      "missing \"emptyState\" in Inbox (en): not found in any language",
      "setLanguage(\"de\") → .notSupported",
      "observer: language is now ar (right-to-left)",
      "No unread messages", "21 непрочитанное сообщение", "5 непрочитанных сообщений",
      "رسالتان غير مقروءتين", "25 устройств", "3 файла занимают 2 GB", "جهازان",
      "format problem in \"storage\" (Settings, ar)", "3 ملفات تشغل %d",
    ] {
      #expect(output.contains(expected), "missing: \(expected)")
    }
  }

  @Test func rejectsArguments() async {
    let console = Console.capturing()
    #expect(await Tool.run(["demo", "extra"], console: console) == .usage)
    #expect(await Tool.run(["demo", "--remember", "a/b"], console: console) == .usage)
  }

  /// The language chosen in one process is restored by the next: two real runs of the built
  /// `lexicon` executable sharing a `UserDefaults` suite.
  @Test func theLanguageChoiceSurvivesARelaunch() throws {
    let executable = try #require(Self.lexiconExecutable, "build the lexicon executable first")
    let suite = "lexicon.tests.relaunch.\(UUID().uuidString)"
    defer { UserDefaults().removePersistentDomain(forName: suite) }
    let first = try Self.run(executable, ["demo", "--remember", suite])
    #expect(first.contains("No language stored yet"))
    #expect(first.contains("remembered ar in UserDefaults suite"))
    let second = try Self.run(executable, ["demo", "--remember", suite])
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

  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
