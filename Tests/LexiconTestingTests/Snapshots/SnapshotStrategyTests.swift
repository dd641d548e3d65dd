import Lexicon
import LexiconTesting
import Testing

@Suite(.localization(InboxStrings.configuration))
struct SnapshotStrategyTests {
  @Test func linesIsTheTextItself() {
    #expect(SnapshotStrategy<String>.lines.snapshot("a\nb") == "a\nb")
    #expect(SnapshotStrategy<String>.lines.pathExtension == "txt")
  }

  @Test func pullbackConvertsFirstAndKeepsTheExtension() {
    let base = SnapshotStrategy<String>(pathExtension: "log") { $0.uppercased() }
    let names = base.pullback { (names: [String]) in names.joined(separator: "\n") }
    #expect(names.snapshot(["ann", "bob"]) == "ANN\nBOB")
    #expect(names.pathExtension == "log")
  }

  @Test func localizedRendersTheKeyTypeAsTheSnapshotDoes() {
    let strategy = SnapshotStrategy<InboxStrings.Type>.localized(languages: ["en", "ru"])
    #expect(
      strategy.snapshot(InboxStrings.self)
        == LocalizationSnapshot(languages: ["en", "ru"]).render(InboxStrings.self))
  }
}
