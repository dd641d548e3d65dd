import Lexicon
import LexiconRemote
import Testing

@Suite struct ContentDigestTests {
  /// Tables, keys and variables in an order no dictionary keeps, with keys whose byte order is
  /// not their order in every locale (`Z` < `a` < `z` < `é`).
  static let content: [String: [String: LocalizedValue]] = [
    "Login": ["é": .text("E"), "z": .text("Z"), "Z": .text("upper"), "a": .text("A")],
    "Inbox": [
      "files": .plural(
        PluralString(
          format: "%#@files@ in %#@folders@",
          variables: [
            "folders": PluralVariable(
              argumentNumber: 2, formatSpecifier: "d",
              variants: [.one: "%d folder", .other: "%d folders"]),
            "files": PluralVariable(
              argumentNumber: 1, formatSpecifier: "d",
              variants: [.other: "%d files", .one: "%d file"]),
          ]))
    ],
    "Empty": [:],
  ]

  @Test func theDigestIsPinned() {
    // Computed when the digest was defined; a change here breaks every shipped stamp.
    #expect(
      ContentDigest.sha256(of: Self.content)
        == "bf1615ed2571521c57bb8d92112dfcd15f0fc1ac13756d451fc92ef427cddbe3")
  }

  @Test func theDigestDependsOnNoDictionaryOrder() {
    var reordered: [String: [String: LocalizedValue]] = [:]
    for name in Self.content.keys.reversed() {
      var values: [String: LocalizedValue] = [:]
      for (key, value) in (Self.content[name] ?? [:]).reversed() { values[key] = value }
      reordered[name] = values
    }
    #expect(ContentDigest.sha256(of: reordered) == ContentDigest.sha256(of: Self.content))
    // An empty table counts as absent; a changed text changes the digest.
    var withoutEmpty = Self.content
    withoutEmpty["Empty"] = nil
    #expect(ContentDigest.sha256(of: withoutEmpty) == ContentDigest.sha256(of: Self.content))
    var changed = Self.content
    changed["Login"]?["z"] = .text("z")
    #expect(ContentDigest.sha256(of: changed) != ContentDigest.sha256(of: Self.content))
  }
}
