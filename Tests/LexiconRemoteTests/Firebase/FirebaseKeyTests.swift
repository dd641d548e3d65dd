import Lexicon
import LexiconFirebase
import LexiconRemote
import LexiconTestSupport
import Testing

@Suite struct FirebaseKeyTests {
  @Test(
    "Encodes exactly the characters a key cannot hold, and %",
    arguments: [
      ("login.title", "login%2Etitle"),
      ("price.$", "price%2E%24"),
      ("a#b", "a%23b"),
      ("a/b[0]", "a%2Fb%5B0%5D"),
      ("100%", "100%25"),
      ("%2E", "%252E"),
      ("tab\there", "tab%09here"),
      ("del\u{7F}", "del%7F"),
      ("Привет", "Привет"),
      ("emoji 🙂 + space", "emoji 🙂 + space"),
      ("a.\u{301}b", "a%2E\u{301}b"),
      ("", ""),
    ])
  func encodes(key: String, encoded: String) throws {
    #expect(FirebaseKey.encode(key) == encoded)
    #expect(FirebaseKey.decode(encoded) == key)
    if !key.isEmpty {
      // Every encoded key is a valid database key.
      _ = try RemotePath(components: [encoded])
    }
  }

  @Test(
    "Decoding leaves alone what the encoder never writes",
    arguments: [
      ("50% off", "50% off"),
      ("100%", "100%"),
      ("%4", "%4"),
      ("%41", "%41"),
      ("%zz", "%zz"),
      ("a%2eb", "a.b"),
      ("login.title", "login.title"),
    ])
  func decodesLeniently(written: String, read: String) {
    #expect(FirebaseKey.decode(written) == read)
  }

  /// Random keys over an alphabet heavy in escaped characters round-trip and always make valid
  /// database keys.
  @Test func randomKeysRoundTrip() throws {
    var generator = SeededGenerator(state: 15)
    let alphabet = Array(".$#[]/%% 2Eaé\u{1}\u{7F}я%41")
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...12, using: &generator)
      let key = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let encoded = FirebaseKey.encode(key)
      #expect(FirebaseKey.decode(encoded) == key, "\(key.debugDescription)")
      _ = try RemotePath(components: [encoded])
    }
  }
}
