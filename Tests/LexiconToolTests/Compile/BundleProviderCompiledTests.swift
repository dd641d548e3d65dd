import Foundation
import LexiconRawFiles
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconTool

/// `BundleProvider` reads a compiled table in place of the raw files, and the raw files when the
/// compiled one is damaged, reporting why.
@Suite struct BundleProviderCompiledTests {
  /// The request of the `en` table `Inbox` of `bundle`.
  static func request(_ bundle: Bundle) -> TableRequest {
    TableRequest(language: "en", table: "Inbox", bundle: bundle, tableFiles: .raw)
  }

  /// A compiled table is what is read: here it says something the raw file does not.
  @Test func aCompiledTableIsReadInPlaceOfTheRawFiles() throws {
    var compiled = StringTable(texts: ["title": "From the compiled table"])
    compiled["count"] = .plural(
      PluralString(
        format: "%#@n@",
        variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.other: "%d items"])]))
    let data = try #require(CompiledTableWriter.data(for: compiled))
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, _ in
      try data.write(to: bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable"))
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
      let table = try #require(provider.table(for: Self.request(bundle)))
      #expect(table == compiled)
      #expect(problems.messages.isEmpty)
    }
  }

  /// The marker `lexicon compile --expect` writes for a declared table it did not compile sends
  /// the provider to the raw files, with nothing to report; a file that differs from the marker
  /// by one byte is a damaged table.
  @Test func theRawFilesMarkerIsReadAsTheRawFilesWithoutADiagnostic() throws {
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, _ in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      try CompiledTableWriter.rawFilesMarker.write(to: file)
      #expect(Array(CompiledTableWriter.rawFilesMarker) == CompiledTableFormat.rawFilesMarker)
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
      #expect(
        provider.table(for: Self.request(bundle))
          == StringTable(texts: ["title": "From the raw file"]))
      #expect(problems.messages.isEmpty)
      #expect(try CompiledTableReader.contents(at: file) == nil)
    }
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, _ in
      var nearMarker = CompiledTableWriter.rawFilesMarker
      nearMarker[7] = 0x0B
      try nearMarker.write(
        to: bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable"))
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
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
    try TemporaryBundle.with(["iw.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, _ in
      let root = bundle.bundleURL
      try compiled.write(to: root.appendingPathComponent("iw.lproj/Inbox.lexicontable"))
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("he.lproj"), withIntermediateDirectories: true)
      try CompiledTableWriter.rawFilesMarker.write(
        to: root.appendingPathComponent("he.lproj/Inbox.lexicontable"))
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
      let request = TableRequest(language: "he", table: "Inbox", bundle: bundle, tableFiles: .raw)
      #expect(provider.table(for: request)?["title"] == .text("From the compiled table"))
      #expect(problems.messages.isEmpty)
    }
  }

  /// A damaged compiled table is reported once, naming the file and the field, and the raw files
  /// are served instead.
  @Test(arguments: [
    (Data("LEXTBL\r\n".utf8), "header at byte 0"),
    (
      Data("not a table at all, but long enough to hold a header of sixty-four bytes....".utf8),
      "magic at byte 0"
    ),
  ])
  func aDamagedCompiledTableIsReportedAndTheRawFilesRead(data: Data, field: String) throws {
    try TemporaryBundle.with(["en.lproj/Inbox.strings": "\"title\" = \"From the raw file\";\n"]) {
      bundle, _ in
      let file = bundle.bundleURL.appendingPathComponent("en.lproj/Inbox.lexicontable")
      try data.write(to: file)
      let problems = DiagnosticsRecorder()
      let provider = BundleProvider(bundle: bundle) { problems.append($0) }
      defer { BundleProvider.invalidateCache(for: bundle) }
      let table = try #require(provider.table(for: Self.request(bundle)))
      #expect(table == StringTable(texts: ["title": "From the raw file"]))
      _ = provider.table(for: Self.request(bundle))
      #expect(problems.messages.count == 1)
      let message = try #require(problems.messages.first)
      #expect(message.contains(file.lastPathComponent))
      #expect(message.contains("invalid compiled table: \(field)"))
      #expect(message.hasSuffix("reading the raw files instead"))
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
}
