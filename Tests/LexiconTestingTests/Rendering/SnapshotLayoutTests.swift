import Testing

@testable import LexiconTesting

@Suite struct SnapshotLayoutTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("two\nlines", "two\\nlines"),
    ("tab\there\r", "tab\\there\\r"),
    ("back\\slash", "back\\\\slash"),
    ("\u{200F}שלום", "\\u{200F}שלום"),
    ("bell\u{7}", "bell\\u{7}"),
    ("trailing ", "trailing\\u{20}"),
    ("a\u{2028}b", "a\\u{2028}b"),
    ("Привет, мир", "Привет, мир"),
  ])
  func textsStayOnOneLineWithNothingInvisible(text: String, escaped: String) {
    #expect(SnapshotLayout.escaped(text) == escaped)
  }

  @Test func columnsAreAlignedAndLinesTrimmed() {
    let layout = SnapshotLayout(
      title: "Title",
      blocks: [
        SnapshotBlock(
          header: "en — development language",
          rows: [
            SnapshotRow(language: "en", label: "a", markers: [], text: "A"),
            SnapshotRow(language: "en", label: "longer", markers: ["missing"], text: "longer"),
            SnapshotRow(language: "en", label: "empty", markers: ["empty"], text: ""),
          ]),
        SnapshotBlock(header: "en-XA — pseudo-locale", notes: ["not available"], rows: []),
      ])
    #expect(
      layout.text == """
        Title

        # en — development language
        en  a       A
        en  longer  ⟨missing⟩ longer
        en  empty   ⟨empty⟩

        # en-XA — pseudo-locale
        # not available

        """)
  }
}
