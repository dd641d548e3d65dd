import Foundation
import LexiconRawFiles
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconTool

/// A bundle with compiled tables serves exactly what the same bundle serves from its raw files:
/// real `.lproj` folders on disk, compiled by `lexicon compile` in place, read by two
/// `BundleProvider`s.
@Suite struct CompiledTableEquivalenceTests {
  /// Tables with what the raw readers make hard: non-ASCII keys in both canonical spellings,
  /// KELVIN SIGN, the empty key, empty values, a key in `.strings` and `.stringsdict`, plurals
  /// with several variables and argument numbers, a catalog-only language, a folder under a
  /// non-canonical name, `Base.lproj` and a top-level `EN.strings`.
  static let files: [String: String] = [
    "en.lproj/Localizable.strings": strings([
      ("title", "Inbox"), ("", "the empty key"), ("empty", ""), ("caf\u{E9}", "composed"),
      ("nai\u{308}ve", "decomposed"), ("\u{212A}elvin", "kelvin sign"),
      ("\u{1F600} smile", "emoji key"), ("files", "plain text the stringsdict replaces"),
      (#"multi\nline"#, #"tab\there \"quoted\""#),
    ]),
    "en.lproj/Localizable.stringsdict": StringsDictText.entry(
      "files", format: "%#@files@", variable: "files",
      forms: [("zero", ""), ("one", "%d file"), ("other", "%d files")]),
    "en.lproj/Devices.stringsdict": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>tap</key>
      <dict><key>NSStringDeviceSpecificRuleType</key>
        <dict><key>iphone</key><string>Tap</string><key>mac</key><string>Click</string></dict>
      </dict>
    </dict></plist>
    """,
    "pt_BR.lproj/Localizable.strings": strings([("title", "Caixa"), ("caf\u{E9}", "caf\u{E9}")]),
    "Base.lproj/Main.strings": strings([("button", "OK")]),
    "Main.strings": strings([("root", "top level")]),
    "EN.strings": strings([("legacy", "T21"), ("title", "loses to en.lproj")]),
    "Catalog.xcstrings": """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "greeting": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
        "ja": {"stringUnit": {"state": "translated", "value": "\u{3053}\u{3093}\u{306B}\u{3061}\u{306F}"}}}},
      "count": {"localizations": {"en": {"substitutions": {
        "a": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg apple"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg apples"}}}}},
        "b": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {
          "few": {"stringUnit": {"state": "translated", "value": "%arg few"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg many"}}}}}},
        "stringUnit": {"state": "translated", "value": "%#@a@ and %#@b@"}}}},
      "shown": {"localizations": {"en": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
      "": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": ""}}}}
    }}
    """,
  ]

  /// A `.strings` file of `entries`, each written `"key" = "value";` as given (escapes kept).
  static func strings(_ entries: [(String, String)]) -> String {
    entries.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
  }

  @Test func everyTableOfTheSyntheticBundleReadsTheSame() async throws {
    let folder = try TemporaryFolder()
    let raw = folder.url.appendingPathComponent("Raw.bundle")
    try TemporaryBundle.write(Self.files, into: raw)
    let checked = try await Self.compileAndCompare(raw, in: folder)
    // en Localizable, en Catalog, ja Catalog, pt-BR Localizable, Base Main, Base EN; not
    // en Devices, whose variants are picked for the device.
    #expect(checked.compiled == 6)
    #expect(checked.keys > 20)
  }

  @Test func theFixtureBundlesReadTheSame() async throws {
    let fixtures = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("LexiconTests/Fixtures/Bundles/Shop.bundle")
    let folder = try TemporaryFolder()
    let raw = folder.url.appendingPathComponent("Shop.bundle")
    try FileManager.default.copyItem(at: fixtures, to: raw)
    let checked = try await Self.compileAndCompare(raw, in: folder)
    #expect(checked.compiled >= 3)
  }

  /// Every resources folder of the corpus (the folders holding `.lproj` folders or String
  /// Catalogs), copied into a temporary bundle: every key and plural of every table and
  /// language.
  @Test(.enabled(if: LocalizationCorpus.isAvailable, "needs ../shared/corpus"))
  func everyCorpusBundleReadsTheSame() async throws {
    var roots: Set<URL> = []
    for folder in LocalizationCorpus.formatFolders {
      let enumerator = FileManager.default.enumerator(
        at: LocalizationCorpus.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      for case let url as URL in enumerator ?? FileManager.DirectoryEnumerator() {
        let parent = url.deletingLastPathComponent()
        if url.pathExtension == "lproj"
          || (url.pathExtension == "xcstrings"
            && parent.pathExtension != "lproj")
        {
          roots.insert(parent.standardizedFileURL)
        }
      }
    }
    #expect(roots.count > 5)
    var compiled = 0
    var keys = 0
    for (number, root) in roots.sorted(by: { $0.path < $1.path }).enumerated() {
      let folder = try TemporaryFolder()
      let raw = folder.url.appendingPathComponent("Corpus\(number).bundle")
      try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: root.path)
      where name.hasSuffix(".lproj") || name.hasSuffix(".xcstrings") {
        try FileManager.default.copyItem(
          at: root.appendingPathComponent(name), to: raw.appendingPathComponent(name))
      }
      let checked = try await Self.compileAndCompare(raw, in: folder)
      compiled += checked.compiled
      keys += checked.keys
    }
    #expect(compiled > 50)
    #expect(keys > 10_000)
  }

  /// Copies the bundle `raw`, compiles the copy in place with `lexicon compile`, and checks that
  /// every table of every language reads the same from both through `BundleProvider`, and that
  /// each compiled file alone reads as the raw table; returns how many tables were compiled and
  /// how many keys compared.
  static func compileAndCompare(
    _ raw: URL, in folder: TemporaryFolder
  ) async throws -> (compiled: Int, keys: Int) {
    let compiledBundle = folder.url.appendingPathComponent("Compiled-" + raw.lastPathComponent)
    try FileManager.default.copyItem(at: raw, to: compiledBundle)
    let console = Console.capturing()
    let status = await Tool.run(["compile", compiledBundle.path], console: console)
    #expect(status == .success || status == .findings, "\(console.standardError)")

    var ignored: [Diagnostic] = []
    let tables = RawBundleTable.all(in: raw, diagnostics: &ignored)
    let rawBundle = try #require(Bundle(url: raw))
    let compiledRead = try #require(Bundle(url: compiledBundle))
    let rawProblems = DiagnosticsRecorder()
    let compiledProblems = DiagnosticsRecorder()
    let rawProvider = BundleProvider(bundle: rawBundle) { rawProblems.append($0) }
    let compiledProvider = BundleProvider(bundle: compiledRead) { compiledProblems.append($0) }
    defer {
      BundleProvider.invalidateCache(for: rawBundle)
      BundleProvider.invalidateCache(for: compiledRead)
    }
    var compiled = 0
    var keys = 0
    for table in tables {
      let place = "\(raw.lastPathComponent) \(table.language) \(table.name)"
      let file = compiledBundle.appendingPathComponent(
        "\(table.folder)/\(table.name).lexicontable")
      let exists = FileManager.default.fileExists(atPath: file.path)
      #expect(exists == !table.variesByDevice, "\(place)")
      if exists {
        compiled += 1
        #expect(try CompiledTableReader.contents(at: file) == table.table, "\(place)")
      }
      let fromRaw = rawProvider.table(
        for: TableRequest(
          language: table.language, table: table.name, bundle: rawBundle, tableFiles: .raw))
      // The compiled table alone, as an app that reads compiled tables only reads it (a table
      // with device variants has none, and is read from its raw files).
      let fromCompiled = compiledProvider.table(
        for: TableRequest(
          language: table.language, table: table.name, bundle: compiledRead,
          tableFiles: exists ? .compiled : .raw))
      #expect(fromRaw != nil, "\(place)")
      guard let fromRaw, let fromCompiled else {
        Issue.record("\(place): no compiled table")
        continue
      }
      #expect(fromCompiled == fromRaw, "\(place)")
      #expect(fromCompiled.plurals == fromRaw.plurals, "\(place)")
      for key in fromRaw.keys {
        keys += 1
        for spelling in Set([
          key, key.precomposedStringWithCanonicalMapping, key.decomposedStringWithCanonicalMapping,
        ]) {
          #expect(
            fromCompiled[spelling] == fromRaw[spelling], "\(place) \(spelling.debugDescription)")
        }
      }
    }
    #expect(
      !compiledProblems.messages.contains { $0.contains("invalid compiled table") },
      "\(compiledProblems.messages)")
    return (compiled, keys)
  }
}

/// The diagnostics a provider reported, collected from any thread.
final class DiagnosticsRecorder: Sendable {
  private let recorded = LockedValue<[String]>([])

  /// Records one diagnostic.
  func append(_ diagnostic: Diagnostic) {
    recorded.withLock { $0.append(diagnostic.description) }
  }

  /// The diagnostics so far, as printed.
  var messages: [String] { recorded.withLock { $0 } }
}
