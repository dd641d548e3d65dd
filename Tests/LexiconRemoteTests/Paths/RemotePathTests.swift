import Lexicon
import LexiconRemote
import Testing

@Suite struct RemotePathTests {
  @Test func joinsComponents() throws {
    let path = try RemotePath(components: ["production", "1-2-0", "ru", "labels"])
    #expect(path.description == "production/1-2-0/ru/labels")
    #expect(
      try path.appending("extra", "more").description == "production/1-2-0/ru/labels/extra/more")
    #expect(try RemotePath(components: []).description == "")
  }

  @Test(
    "Parses slash-separated paths",
    arguments: [
      ("production/1-2-0/ru", ["production", "1-2-0", "ru"]),
      ("/production/1-2-0/", ["production", "1-2-0"]),
      ("a", ["a"]),
      ("", []),
    ])
  func parses(string: String, components: [String]) throws {
    #expect(try RemotePath(parsing: string).components == components)
  }

  @Test(
    "Rejects what a database key cannot be",
    arguments: [
      (["production", "1.2.0"], RemotePathError.forbiddenCharacter(".", component: "1.2.0")),
      (["a#b"], .forbiddenCharacter("#", component: "a#b")),
      (["a$b"], .forbiddenCharacter("$", component: "a$b")),
      (["a[0]"], .forbiddenCharacter("[", component: "a[0]")),
      (["a]"], .forbiddenCharacter("]", component: "a]")),
      (["a/b"], .forbiddenCharacter("/", component: "a/b")),
      (["tab\there"], .forbiddenCharacter("\t", component: "tab\there")),
      (["del\u{7F}"], .forbiddenCharacter("\u{7F}", component: "del\u{7F}")),
      (["a.\u{301}b"], .forbiddenCharacter(".", component: "a.\u{301}b")),
      (["production", ""], .emptyComponent(index: 1)),
      (
        [String(repeating: "я", count: 385)],
        .componentTooLong(String(repeating: "я", count: 385), bytes: 770)
      ),
    ])
  func rejects(components: [String], error: RemotePathError) {
    #expect(throws: error) { try RemotePath(components: components) }
  }

  @Test func acceptsTheLongestKey() throws {
    let key = String(repeating: "я", count: 384)
    #expect(try RemotePath(components: [key]).components == [key])
  }

  @Test(
    "Errors explain themselves",
    arguments: [
      (
        RemotePathError.forbiddenCharacter(".", component: "1.2.0"),
        #""1.2.0" contains ".", which database keys cannot contain (. # $ [ ] / and control characters)"#
      ),
      (
        .forbiddenCharacter("\t", component: "a\tb"),
        #""a\tb" contains U+0009, which database keys cannot contain (. # $ [ ] / and control characters)"#
      ),
      (.emptyComponent(index: 2), "path component 2 is empty"),
      (.componentTooLong("abc", bytes: 800), #""abc" is 800 bytes long; keys are limited to 768"#),
      (
        .invalidEnvironmentName("Q A"),
        #""Q A" is not a valid environment name (lowercase letters, digits, - and _, starting with a letter)"#
      ),
      (.missingVersion(.staging), "the staging environment has no app version"),
      (.invalidLanguage("xx_"), #""xx_" is not a language tag"#),
    ])
  func descriptions(error: RemotePathError, message: String) {
    #expect(error.description == message)
  }
}
