import Foundation
import LexiconTestSupport
import Testing

@testable import LexiconTool

/// XLIFF 1.2 read as Xcode writes it and as translation tools return it.
@Suite struct XLIFFReaderTests {
  /// Units as Xcode 15 writes them for a `.strings` and a `.stringsdict` file (the layout of
  /// Tolgee's Apple XLIFF documentation, whose example is an Xcode 15.2 export).
  static let xcode = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="en.lproj/Localizable.strings" source-language="en" target-language="cs" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
        </header>
        <body>
          <trans-unit id="Dogs %lld" xml:space="preserve">
            <source>Dogs %lld</source>
            <note>The count of dogs in the app</note>
          </trans-unit>
          <trans-unit id="line&#10;break &amp; &quot;quote&quot;" xml:space="preserve">
            <source>a &lt; b</source>
            <target state="translated">a &lt; b&#13;</target>
            <note/>
          </trans-unit>
        </body>
      </file>
      <file datatype="plaintext" target-language="cs" source-language="en" original="en.lproj/Localizable.stringsdict">
        <body>
          <group id="g">
            <trans-unit id="/Dogs %lld:dict/dog:dict/few:dict/:string">
              <source>%lld dogs here</source>
              <target>Jsou tu <g id="1">%lld</g> psi</target>
              <note from="developer">one</note>
              <note>two</note>
            </trans-unit>
          </group>
          <trans-unit id="no source"><target state="needs-review-l10n" state-qualifier="leveraged-mt">x</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

  @Test func readsFilesUnitsTargetsAndNotes() throws {
    let document = try XLIFFReader.read(Array(Self.xcode.utf8), path: "cs.xliff")
    #expect(
      document.files.map(\.original) == [
        "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
      ])
    let strings = document.files[0]
    #expect(strings.sourceLanguage == "en")
    #expect(strings.targetLanguage == "cs")
    #expect(
      strings.tool
        == XLIFFTool(
          id: "com.apple.dt.xcode", name: "Xcode", version: "15.2", buildNumber: "15C500b"))
    #expect(strings.units.map(\.id) == ["Dogs %lld", "line\nbreak & \"quote\""])
    #expect(strings.units[0].target == nil)
    #expect(strings.units[0].notes == [XLIFFNote(text: "The count of dogs in the app")])
    #expect(strings.units[1].source == "a < b")
    #expect(strings.units[1].target == "a < b\r")
    #expect(strings.units[1].state == "translated")
    let plurals = document.files[1].units
    #expect(plurals.map(\.id) == ["/Dogs %lld:dict/dog:dict/few:dict/:string", "no source"])
    #expect(plurals[0].target == "Jsou tu %lld psi")
    #expect(plurals[0].notes.map(\.text) == ["one", "two"])
    #expect(plurals[0].notes.first?.from == "developer")
    #expect(plurals[1].source == nil)
    #expect(plurals[1].state == "needs-review-l10n")
    #expect(plurals[1].stateQualifier == "leveraged-mt")
  }

  @Test(arguments: [
    (
      #"<xliff version="2.0"></xliff>"#,
      "1:1: error: expected XLIFF 1.2 (version=\"1.2\", as Xcode writes it), found version \"2.0\""
    ),
    (#"<plist version="1.0"/>"#, "1:1: error: expected an <xliff> document, found <plist>"),
    (
      "<xliff version=\"1.2\">\n  <file source-language=\"en\"/>\n</xliff>",
      "2:3: error: <file> without an original path"
    ),
    (
      "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n<trans-unit><source/></trans-unit></body></file></xliff>",
      "2:1: error: <trans-unit> without an id"
    ),
    (
      "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"/>\n<trans-unit id=\"k\"/></body></file></xliff>",
      "3:1: error: the id \"k\" is given twice in the file a (first on line 2)"
    ),
    (
      "<xliff version=\"1.2\">\n  <file>",
      "2:3: error: missing </file> for the <file> that starts here"
    ),
  ])
  func aFileThatIsNotXLIFF12NamesItsPlace(text: String, message: String) {
    #expect(throws: (any Error).self) { try XLIFFReader.read(Array(text.utf8), path: "x.xliff") }
    do {
      _ = try XLIFFReader.read(Array(text.utf8), path: "x.xliff")
    } catch {
      #expect(error.description == "x.xliff:" + message)
    }
  }

  /// Every Xcode export of the shared corpus reads, its units in Xcode's order.
  @Test(.enabled(if: LocalizationCorpus.isAvailable))
  func readsEveryCorpusExport() throws {
    let catalogs = LocalizationCorpus.catalogs
    #expect(catalogs.count == 6)
    for catalog in catalogs {
      let (url, locale) = try XcodeLocalizationCatalog.read(catalog)
      let document = try XLIFFReader.read([UInt8](try Data(contentsOf: url)), path: url.path)
      #expect(document.files.count == 3, "\(url.lastPathComponent)")
      #expect(document.files.allSatisfy { $0.targetLanguage == locale })
      #expect(document.files.allSatisfy { $0.tool?.id == "com.apple.dt.xcode" })
      let units = document.files.flatMap(\.units)
      #expect(!units.isEmpty)
      // fr was returned by a translation tool that dropped and reordered units.
      guard locale != "fr" else { continue }
      for file in document.files {
        let ids = file.units.map(\.id)
        #expect(
          ids == ids.sorted(by: XcodeOrder.unitPrecedes),
          "\(file.original) in \(url.lastPathComponent)")
      }
    }
  }
}
