import Testing

@testable import LexiconTool

@Suite struct EscapedTextTests {
  @Test(arguments: [
    ("plain", "plain", "plain"),
    ("say \"hi\"", #"say \"hi\""#, #"say \"hi\""#),
    (#"back\slash"#, #"back\\slash"#, #"back\\slash"#),
    ("a\nb\tc\rd", #"a\nb\tc\rd"#, #"a\nb\tc\rd"#),
    ("bell\u{07}", #"bell\u{7}"#, #"bell\U0007"#),
    ("\u{200F}\u{202E}rtl", #"\u{200F}\u{202E}rtl"#, "\u{200F}\u{202E}rtl"),
    ("é 确定", "é 确定", "é 确定"),
  ])
  func escapesWhatEachReaderNeeds(text: String, swift: String, strings: String) {
    #expect(EscapedText.swift(text) == swift)
    #expect(EscapedText.strings(text) == strings)
  }
}
