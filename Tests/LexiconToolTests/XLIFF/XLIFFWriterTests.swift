import Foundation
import Testing

@testable import LexiconTool

/// XLIFF written byte for byte as Xcode writes it, and read back to the same units.
@Suite struct XLIFFWriterTests {
  static let document = XLIFFDocument(files: [
    XLIFFFile(
      original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "ru",
      tool: XLIFFTool(
        id: "com.apple.dt.xcode", name: "Xcode", version: "15.2", buildNumber: "15C500b"),
      units: [
        XLIFFUnit(
          id: "Welcome, %@!", source: "Welcome, %@!", target: "Привет, %@!", state: "translated"),
        {
          var unit = XLIFFUnit(id: "tab\there\nline \"q\" <&>", source: "a\r\nb <&> \"q\"")
          unit.notes = [XLIFFNote(text: "Shown <first>", from: "auto-generated")]
          return unit
        }(),
        XLIFFUnit(id: "empty", source: "", target: "", state: "new"),
      ])
  ])

  @Test func writesXcodesLayout() {
    #expect(
      XLIFFWriter.write(Self.document) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
            </header>
            <body>
              <trans-unit id="Welcome, %@!" xml:space="preserve">
                <source>Welcome, %@!</source>
                <target state="translated">Привет, %@!</target>
                <note/>
              </trans-unit>
              <trans-unit id="tab&#9;here&#10;line &quot;q&quot; &lt;&amp;&gt;" xml:space="preserve">
                <source>a&#13;
        b &lt;&amp;&gt; "q"</source>
                <note from="auto-generated">Shown &lt;first&gt;</note>
              </trans-unit>
              <trans-unit id="empty" xml:space="preserve">
                <source/>
                <target state="new"/>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
  }

  @Test func whatIsWrittenReadsBack() throws {
    let text = XLIFFWriter.write(Self.document)
    let read = try XLIFFReader.read(Array(text.utf8), path: "ru.xliff")
    let units = read.files[0].units
    #expect(units.map(\.id) == Self.document.files[0].units.map(\.id))
    #expect(units.map(\.source) == ["Welcome, %@!", "a\r\nb <&> \"q\"", ""])
    #expect(units.map(\.target) == ["Привет, %@!", nil, ""])
    #expect(units[1].notes == [XLIFFNote(text: "Shown <first>", from: "auto-generated")])
  }

  @Test(arguments: [
    (
      ["30 Minutes", "About", "7 Days", "AUDIO", "1 Day", "ANIMATED"],
      ["1 Day", "7 Days", "30 Minutes", "ANIMATED", "AUDIO", "About"]
    ),
    (
      ["Block…", "Blocked Users", "Block Domain…", "Block"],
      ["Block", "Block Domain…", "Blocked Users", "Block…"]
    ),
    (
      ["home.x", "Zebra", "%@ boosted", "x10", "x9", "x09"],
      ["%@ boosted", "Zebra", "home.x", "x09", "x9", "x10"]
    ),
  ])
  func unitsSortAsXcodeSortsThem(ids: [String], sorted: [String]) {
    #expect(ids.sorted(by: XcodeOrder.unitPrecedes) == sorted)
  }

  @Test func filesSortIgnoringCase() {
    let paths = [
      "NotificationService/en.lproj/A.strings", "Mastoot/Resources/en.lproj/L.strings",
      "Mastoot/en.lproj/I.strings",
    ]
    #expect(
      paths.sorted(by: XcodeOrder.filePrecedes) == [
        "Mastoot/en.lproj/I.strings", "Mastoot/Resources/en.lproj/L.strings",
        "NotificationService/en.lproj/A.strings",
      ])
  }
}
