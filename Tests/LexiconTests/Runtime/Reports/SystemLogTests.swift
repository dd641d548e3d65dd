import Foundation
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

@testable import Lexicon

/// The default handlers write each report at its level to the system's log (Apple's unified
/// logging; standard error elsewhere, where `debug` reports are dropped). Tests collect what would
/// be written through the internal `SystemLog.testSink` seam, on every platform.
@Suite struct SystemLogTests {
  enum InboxStrings: String, Localizable {
    static var table: String { "Inbox" }
    case title, archiveAll, nowhere, welcome

    var defaultValue: String? { self == .archiveAll ? "Archive all" : nil }
  }

  struct Entry: Hashable, CustomStringConvertible {
    var category: String
    var level: SystemLog.Level
    var message: String
    var description: String { "\(category) \(level): \(message)" }
  }

  /// Runs `body` with the system log collected; returns what was written.
  func collecting(_ body: () throws -> Void) rethrows -> [Entry] {
    let entries = Locked<[Entry]>([])
    let sink: @Sendable (String, SystemLog.Level, String) -> Void = { category, level, message in
      entries.append(Entry(category: category, level: level, message: message))
    }
    try SystemLog.$testSink.withValue(sink, operation: body)
    return entries.value
  }

  @Test func aKeyShownWithItsInCodeDefaultIsNotLoggedAsMissing() {
    let provider = InMemoryProvider(values: [
      "en": ["Inbox": ["title": .text("Inbox"), "welcome": .text("Welcome, %d!")]],
      "ru": ["Inbox": ["welcome": .text("Привет, %d!")]],
    ])
    // The default handlers: no `onMissingKey` or `onFormatProblem` given.
    let configuration = LocalizationConfiguration(
      providers: [provider], tableFiles: .raw, developmentLanguage: "en", supportedLanguages: [],
      language: "ru",
      persistence: .none)
    let entries = collecting {
      Localization.withLocalization(Localization(configuration: configuration)) {
        #expect(InboxStrings.archiveAll.description == "Archive all")
        #expect(InboxStrings.title.description == "Inbox")
        #expect(InboxStrings.nowhere.description == "nowhere")
        #expect(InboxStrings.welcome("Ann") == "Привет, %d!")
      }
    }
    #expect(
      entries == [
        Entry(
          category: "MissingKey", level: .debug,
          message: #""archiveAll" in Inbox (ru): no translation, showing its in-code default value"#
        ),
        Entry(
          category: "MissingKey", level: .notice,
          message: #"missing "title" in Inbox (ru): fell back to en"#),
        Entry(
          category: "MissingKey", level: .error,
          message: #"missing "nowhere" in Inbox (ru): not found in any language"#),
        Entry(
          category: "FormatProblem", level: .error,
          message: #"format problem in "welcome" (Inbox, ru): "#
            + "%d expects a signed integer for argument 1 but got String"),
      ])
    // What standard error shows on Linux: everything but the in-code default.
    #expect(!entries.filter { $0.level != .debug }.contains { $0.message.contains("archiveAll") })
  }

  @Test func fileProblemsAreLoggedAtTheirSeverity() throws {
    let files = ["en.lproj/Shop.strings": "\"title\" = \"Shop\";\n\"oops\" = ;\n"]
    let entries = try collecting {
      try TemporaryBundle.with(files) { bundle, _ in
        defer { BundleProvider.invalidateCache(for: bundle) }
        let provider = BundleProvider(bundle: bundle)  // the default handler
        let table = provider.table(
          for: TableRequest(language: "en", table: "Shop", bundle: bundle, tableFiles: .raw))
        #expect(table?.text(forKey: "title") == "Shop")
      }
    }
    #expect(entries.map(\.category) == ["Diagnostic"])
    #expect(entries.map(\.level) == [.error])
    #expect(entries.first?.message.contains("Shop.strings:2:10: error: expected a value") == true)
  }

  /// What `.standardError` (and, off Apple platforms, the system log) writes: each report as
  /// its text and a line break, in UTF-8, one write each. Checked on a file handle rather than on
  /// file descriptor 2, which tests running in parallel share.
  @Test func eachReportIsWrittenAsOneLine() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-report-lines-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    SystemLog.writeLine("first report: «Входящие»", to: handle)
    SystemLog.writeLine("", to: handle)
    SystemLog.writeLine("second report", to: handle)
    try handle.close()
    #expect(try Data(contentsOf: file) == Data("first report: «Входящие»\n\nsecond report\n".utf8))
  }

  @Test(arguments: [
    (MissingKey.Resolution.defaultValue, MissingKey.Level.info),
    (.fellBack(to: "en"), .warning),
    (.unresolved, .error),
  ])
  func missingKeyLevels(resolution: MissingKey.Resolution, level: MissingKey.Level) {
    let report = MissingKey(key: "k", table: "T", language: "ru", resolution: resolution)
    #expect(report.level == level)
    #expect(MissingKey.Level.info < .warning && MissingKey.Level.warning < .error)
  }
}
