import Testing

@testable import LexiconTesting

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0),
    ("Inbox", 5),
    ("Входящие", 8),
    ("البريد", 6),
    ("受信トレイ", 10),
    ("받은편지함", 10),
    ("e\u{301}", 1),
    ("\u{200F}abc", 3),
    ("👍", 2),
  ])
  func widthCountsColumns(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }
}
