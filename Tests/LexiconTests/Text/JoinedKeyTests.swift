import Testing

@testable import Lexicon

@Suite struct JoinedKeyTests {
  @Test func partsThatConcatenateAlikeMakeDifferentKeys() {
    #expect(JoinedKey.make("ab", "c") != JoinedKey.make("a", "bc"))
    #expect(JoinedKey.make("a:b", "c") != JoinedKey.make("a", "b:c"))
    #expect(JoinedKey.make("a", "b", "c") != JoinedKey.make("a", "b:c"))
    #expect(JoinedKey.make("a", "b", "c") != JoinedKey.make("ab", "", "c"))
    #expect(JoinedKey.make("", "") != JoinedKey.make("", "", ""))
    #expect(JoinedKey.make("%3A", "") != JoinedKey.make(":", ""))
    #expect(JoinedKey.make("a\u{0}b", "c") != JoinedKey.make("a", "\u{0}bc"))
    #expect(JoinedKey.make("/App.bundle", "en", "Login") == "/App.bundle:en:Login")
    #expect(JoinedKey.make("Caf\u{E9}", "a:b") == "Caf%C3%A9:a%3Ab")
  }

  @Test func canonicallyEquivalentSpellingsDoNotMeetAcrossParts() {
    // As `String`s, OHM SIGN equals GREEK CAPITAL LETTER OMEGA, one byte shorter, and a letter
    // followed by a combining accent equals the accented letter: joined as text, the end of one
    // part could take the place of the start of the next.
    #expect(JoinedKey.make("\u{2126}", ":x") != JoinedKey.make("\u{3A9}:", "x"))
    #expect(JoinedKey.make("Login", "\u{301}x") != JoinedKey.make("Logi\u{144}", "x"))
    #expect(JoinedKey.make("\u{1100}", "\u{1161}") != JoinedKey.make("\u{AC00}", ""))
    // Two spellings of one part are two parts, as two spellings of a path are two files.
    #expect(JoinedKey.make("caf\u{E9}", "x") != JoinedKey.make("cafe\u{301}", "x"))
    // Every key is ASCII, so `String` equality is byte equality.
    #expect(JoinedKey.make("\u{2126}", "\u{1F600}").utf8.allSatisfy { $0 < 0x80 })
  }

  @Test(arguments: [
    ["/App/Inbox.bundle", "Localizable"],
    ["", "x"],
    ["12:34", "5"],
    ["caf\u{E9}", "\u{1F600}"],
    ["100%", "x"],
    ["/Users/\u{C5}sa/App.bundle", "en", "Login"],
    ["\u{2126}:%41", "a", "b"],
  ])
  func aKeyStartsWithThePrefixOfItsFirstPartOnly(parts: [String]) {
    let key =
      parts.count == 2
      ? JoinedKey.make(parts[0], parts[1]) : JoinedKey.make(parts[0], parts[1], parts[2])
    #expect(key.hasPrefix(JoinedKey.prefix(first: parts[0])))
    // Not the prefix of a longer or shorter first part, nor of an equivalent spelling.
    #expect(!key.hasPrefix(JoinedKey.prefix(first: parts[0] + "x")))
    #expect(!key.hasPrefix(JoinedKey.prefix(first: String(parts[0].dropLast()) + ":")))
    #expect(!JoinedKey.make(parts[0] + "x", "y").hasPrefix(JoinedKey.prefix(first: parts[0])))
  }

  @Test func aBundlePathIsNotThePrefixOfALongerPath() {
    let key = JoinedKey.make("/a/App2", "en", "Login")
    #expect(!key.hasPrefix(JoinedKey.prefix(first: "/a/App")))
    #expect(key.hasPrefix(JoinedKey.prefix(first: "/a/App2")))
  }
}
