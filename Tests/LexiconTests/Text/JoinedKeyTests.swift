import Testing

@testable import Lexicon

@Suite struct JoinedKeyTests {
  @Test func partsThatConcatenateAlikeMakeDifferentKeys() {
    // Without the lengths, each pair would join to the same text.
    #expect(JoinedKey.make("ab", "c") != JoinedKey.make("a", "bc"))
    #expect(JoinedKey.make("1:a", "b") != JoinedKey.make("1", ":ab"))
    #expect(JoinedKey.make("a", "b", "c") != JoinedKey.make("ab", "", "c"))
    #expect(JoinedKey.make("", "") != JoinedKey.make("", "", ""))
    #expect(JoinedKey.make("a\u{0}b", "c") != JoinedKey.make("a", "\u{0}bc"))
    #expect(JoinedKey.make("/App.bundle", "en", "Login") == "11:/App.bundle2:enLogin")
  }

  @Test(arguments: [
    ["/App/Inbox.bundle", "Localizable"],
    ["", "x"],
    ["12:34", "5"],
    ["caf\u{E9}", "\u{1F600}"],
    ["/Users/\u{C5}sa/App.bundle", "en", "Login"],
  ])
  func theFirstPartIsReadBack(parts: [String]) {
    let key =
      parts.count == 2
      ? JoinedKey.make(parts[0], parts[1]) : JoinedKey.make(parts[0], parts[1], parts[2])
    #expect(JoinedKey.first(of: key).map(String.init) == parts[0])
  }

  @Test(arguments: [
    "", "abc", ":abc", "x:abc", "-1:abc", "+1:abc", " 1:abc", "9:abc",
    "99999999999999999999:abc",
  ])
  func aKeyNotMadeByJoiningHasNoFirstPart(key: String) {
    #expect(JoinedKey.first(of: key) == nil)
  }
}
