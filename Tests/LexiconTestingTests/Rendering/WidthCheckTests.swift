import Lexicon
import LexiconTesting
import Testing

@Suite struct WidthCheckTests {
  @Test func theDefaultsCheckEverySourceAtTheGivenLimit() {
    let check = WidthCheck(maximumPercent: 130)
    #expect(check.languages.isEmpty)
    #expect(check.minimumSourceWidth == 0)
  }

  @Test(arguments: [
    // text, source, language → flagged
    ("Archive tout", "Archive all", "fr", false),
    ("Alles archivieren", "Archive all", "de", true),
    ("Alles archivieren", "Archive all", "nl", false),
    ("Хорошо", "OK", "ru", false),
    ("受信トレイの全て", "Inbox all", "ja", true),
  ])
  func textsWiderThanTheLimitAreFlagged(
    text: String, source: String, language: String, flagged: Bool
  ) {
    let snapshot = LocalizationSnapshot(languages: ["en", language])
      .checkingWidth(maximumPercent: 130, languages: ["nl": 200], ignoringSourcesShorterThan: 3)
    #expect(
      snapshot.widthCheck
        == WidthCheck(
          maximumPercent: 130, languages: ["nl": 200], minimumSourceWidth: 3))
    let line = snapshotLine(text: text, source: source, language: language, snapshot: snapshot)
    #expect(line.contains("too long") == flagged, "\(line)")
  }

  /// Renders one key translated as `text` against `source` through an in-memory runtime.
  private func snapshotLine(
    text: String, source: String, language: String, snapshot: LocalizationSnapshot
  ) -> String {
    var snapshot = snapshot
    snapshot.configuration = .init(
      providers: [
        InMemoryProvider([
          "en": ["Widths": ["label": source]], language: ["Widths": ["label": text]],
        ])
      ],
      developmentLanguage: "en", onMissingKey: .ignore)
    let rendered = snapshot.render(WidthStrings.self)
    return rendered.split(separator: "\n").last.map(String.init) ?? ""
  }
}

/// One key of an in-memory `Widths` table.
private enum WidthStrings: String, Localizable, CaseIterable {
  static var table: String { "Widths" }
  case label
}
