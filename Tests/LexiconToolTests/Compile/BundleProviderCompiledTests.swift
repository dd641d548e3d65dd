import Foundation
import LexiconRawFiles
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconTool

/// `BundleProvider` reads a compiled table in place of the raw files, whichever table files the
/// app reads, and, when the compiled one is damaged or the build's marker, the raw files when the
/// app reads them (`.raw`), reporting why, or nothing when it reads compiled tables only.
@Suite struct BundleProviderCompiledTests {
  /// The request of the `en` table `Inbox` of `bundle`, reading `files`.
  static func request(_ bundle: Bundle, _ files: TableFiles = .raw) -> TableRequest {
    TableRequest(language: "en", table: "Inbox", bundle: bundle, tableFiles: files)
  }

  /// The raw file most tests put beside the compiled table.
  static let rawFile = ["en.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]

  /// Runs `body` in a temporary bundle of `files`, with `compiled` (when given) written as
  /// `en.lproj/Inbox.lexicontable`, and a provider over it that records what it reports; the
  /// provider's cache of the bundle is emptied afterwards.
  static func withProvider(
    _ files: [String: String] = rawFile, compiled: Data? = nil,
    _ body: (Bundle, BundleProvider, DiagnosticsRecorder) throws -> Void
  ) throws {
    try TemporaryBundle.with(files) { bundle, _ in
      if let compiled {
        try compiled.write(
          to: bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable"))
      }
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
      try body(bundle, provider, problems)
    }
  }

  /// A compiled table is what is read, with or without the raw files' readers: here it says
  /// something the raw file does not.
  @Test(arguments: [TableFiles.raw, .compiled])
  func aCompiledTableIsReadInPlaceOfTheRawFiles(files: TableFiles) throws {
    var compiled = StringTable(texts: ["title": "From the compiled table"])
    compiled["count"] = .plural(
      PluralString(
        format: "%#@n@",
        variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.other: "%d items"])]))
    let data = try #require(CompiledTableWriter.data(for: compiled))
    try Self.withProvider(compiled: data) { bundle, provider, problems in
      let table = try #require(provider.table(for: Self.request(bundle, files)))
      #expect(table == compiled)
      #expect(problems.messages.isEmpty)
    }
  }

  /// With compiled tables only, the build's marker — a table it could not compile, here beside a
  /// `.stringsdict` with device variants, or a String Catalog's — reads nothing and is reported
  /// once, naming the raw file or the catalog and the one fix; an empty compiled table (a language
  /// that lacks the table) reads nothing and reports nothing, in both modes.
  @Test func withCompiledTablesOnlyAMarkedTableIsReportedOnceAndAnEmptyOneIsSilent() throws {
    let stringsDict = "en.lproj/Inbox.stringsdict"
    for (raw, reported) in [
      ([stringsDict: "<plist><dict/></plist>"], stringsDict),
      (["Inbox.xcstrings": "{}"], "Inbox.xcstrings"),
    ] {
      try Self.withProvider(
        raw.merging(["en.lproj/Other.strings": "\"a\" = \"b\";\n"]) { $1 },
        compiled: CompiledTableWriter.rawFilesMarker
      ) { bundle, provider, problems in
        #expect(provider.table(for: Self.request(bundle, .compiled)) == nil)
        #expect(provider.table(for: Self.request(bundle, .compiled)) == nil)
        #expect(problems.messages.count == 1, "\(problems.messages)")
        let message = try #require(problems.messages.first)
        #expect(message.contains(reported))
        #expect(message.contains("table Inbox in en is not compiled (it has device variants"))
        #expect(message.hasSuffix("configure `tableFiles: .raw` to read its raw files"))
      }
    }
    let empty = try #require(CompiledTableWriter.data(for: StringTable()))
    #expect(empty == CompiledTableWriter.emptyTable)
    try Self.withProvider(["en.lproj/Other.strings": "\"a\" = \"b\";\n"], compiled: empty) {
      bundle, provider, problems in
      for files in [TableFiles.compiled, .raw] {
        #expect(provider.table(for: Self.request(bundle, files)) == nil)
      }
      #expect(problems.messages.isEmpty)
    }
  }

  /// The marker `lexicon compile --expect` writes for a declared table it did not compile sends
  /// the provider to the raw files, with nothing to report; a file that differs from the marker
  /// by one byte is a damaged table.
  @Test func theRawFilesMarkerIsReadAsTheRawFilesWithoutADiagnostic() throws {
    #expect(Array(CompiledTableWriter.rawFilesMarker) == CompiledTableFormat.rawFilesMarker)
    try Self.withProvider(compiled: CompiledTableWriter.rawFilesMarker) {
      bundle, provider, problems in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      #expect(
        provider.table(for: Self.request(bundle))
          == StringTable(texts: ["title": "From the raw file"]))
      #expect(problems.messages.isEmpty)
      let contents = try CompiledTableReader.contents(at: file)
      #expect(contents == nil)
    }
    var nearMarker = CompiledTableWriter.rawFilesMarker
    nearMarker[7] = 0x0B
    try Self.withProvider(compiled: nearMarker) { bundle, provider, problems in
      #expect(provider.table(for: Self.request(bundle))?["title"] == .text("From the raw file"))
      #expect(problems.messages.count == 1)
    }
  }

  /// A build may leave a folder of markers under another name of a language the translators'
  /// folder has (`he.lproj` beside `iw.lproj`): the folder with the raw files is the one read,
  /// with its compiled table, though the other sorts first.
  @Test func aFolderOfMarkersNeverHidesTheTranslatorsFolderOfTheSameLanguage() throws {
    let compiled = try #require(
      CompiledTableWriter.data(for: StringTable(texts: ["title": "From the compiled table"])))
    try Self.withProvider(["iw.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, provider, problems in
      let root = bundle.bundleURL
      try compiled.write(to: root.appendingPathComponent("iw.lproj/Inbox.lexicontable"))
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("he.lproj"), withIntermediateDirectories: true)
      try CompiledTableWriter.rawFilesMarker.write(
        to: root.appendingPathComponent("he.lproj/Inbox.lexicontable"))
      let request = TableRequest(language: "he", table: "Inbox", bundle: bundle, tableFiles: .raw)
      #expect(provider.table(for: request)?["title"] == .text("From the compiled table"))
      #expect(problems.messages.isEmpty)
    }
  }

  /// A damaged compiled table is reported once, naming the file and the field, and the raw files
  /// are served instead (with compiled tables only: nothing, and the message says so, with no
  /// second report of the raw file).
  @Test(arguments: [
    (Data("LEXTBL\r\n".utf8), "header at byte 0"),
    (
      Data("not a table at all, but long enough to hold a header of sixty-four bytes....".utf8),
      "magic at byte 0"
    ),
  ])
  func aDamagedCompiledTableIsReportedAndTheRawFilesRead(data: Data, field: String) throws {
    try Self.withProvider(compiled: data) { bundle, provider, problems in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      let table = try #require(provider.table(for: Self.request(bundle)))
      #expect(table == StringTable(texts: ["title": "From the raw file"]))
      _ = provider.table(for: Self.request(bundle))
      #expect(problems.messages.count == 1)
      let message = try #require(problems.messages.first)
      #expect(message.contains(file.lastPathComponent))
      #expect(message.contains("invalid compiled table: \(field)"))
      #expect(message.hasSuffix("reading the raw files instead"))
    }
    try Self.withProvider(compiled: data) { bundle, provider, problems in
      #expect(provider.table(for: Self.request(bundle, .compiled)) == nil)
      #expect(problems.messages.count == 1, "\(problems.messages)")
      let message = try #require(problems.messages.first)
      #expect(message.contains("invalid compiled table: \(field)"))
      #expect(
        message.hasSuffix(
          "the table is not read (this app reads compiled tables only: rebuild to write it again)"))
    }
  }

  /// A compiled table truncated at every length is never read past its end (the reader is run
  /// through the provider's real path) and the raw table is always served.
  @Test func everyTruncatedCompiledTableFallsBackToTheRawFiles() throws {
    let data = try #require(
      CompiledTableWriter.data(for: StringTable(texts: ["title": "compiled", "other": "x"])))
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"raw\";\n"]) { bundle, _ in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      let provider = BundleProvider(bundle: bundle, onDiagnostic: .ignore)
      for length in 0..<data.count {
        try data.prefix(length).write(to: file)
        BundleProvider.invalidateCache(for: bundle)
        #expect(provider.table(for: Self.request(bundle)) == StringTable(texts: ["title": "raw"]))
      }
      BundleProvider.invalidateCache(for: bundle)
    }
  }

  /// With compiled tables only, a String Catalog whose table the build compiled in some language
  /// is taken as compiled: a language it has no compiled table for (every step of a fallback
  /// chain) reads nothing and reports nothing. Without any compiled table, the catalog is
  /// reported once, however many languages are asked for.
  @Test func aCatalogCompiledInSomeLanguageIsTakenAsCompiled() throws {
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Done"}}}}}}"#
    let compiled = try #require(CompiledTableWriter.data(for: StringTable(texts: ["Done": "Done"])))
    for hasCompiledTable in [true, false] {
      try Self.withProvider(
        ["Settings.xcstrings": catalog, "en.lproj/Other.strings": "\"a\" = \"b\";\n"]
      ) { bundle, provider, problems in
        if hasCompiledTable {
          try compiled.write(
            to: bundle.bundleURL.appendingPathComponent("en.lproj/Settings.lexicontable"))
        }
        for language in ["fr", "fr-CA", "de", "en"] {
          let request = TableRequest(
            language: language, table: "Settings", bundle: bundle, tableFiles: .compiled)
          let expected =
            hasCompiledTable && language == "en" ? StringTable(texts: ["Done": "Done"]) : nil
          #expect(provider.table(for: request) == expected, "\(language)")
        }
        #expect(problems.messages.count == (hasCompiledTable ? 0 : 1), "\(problems.messages)")
        if !hasCompiledTable {
          #expect(problems.messages.first?.contains("Settings.xcstrings") == true)
          #expect(
            problems.messages.first?.contains("table Settings has no compiled tables") == true)
        }
      }
    }
  }

  /// What was read with each choice of table files is forgotten together: after the raw file
  /// changes and the cache is invalidated, both choices read the new bytes.
  @Test func invalidatingForgetsWhatBothChoicesRead() throws {
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"old\";\n"]) { bundle, _ in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      let provider = BundleProvider(bundle: bundle, onDiagnostic: .ignore)
      defer { BundleProvider.invalidateCache(for: bundle) }
      #expect(provider.table(for: Self.request(bundle, .raw))?["title"] == .text("old"))
      #expect(provider.table(for: Self.request(bundle, .compiled)) == nil)
      try #require(CompiledTableWriter.data(for: StringTable(texts: ["title": "new"]))).write(
        to: file)
      #expect(provider.table(for: Self.request(bundle, .raw))?["title"] == .text("old"))
      BundleProvider.invalidateCache(for: bundle)
      for files in [TableFiles.raw, .compiled] {
        #expect(provider.table(for: Self.request(bundle, files))?["title"] == .text("new"))
      }
    }
  }
}
