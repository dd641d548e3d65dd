import Testing

@testable import LexiconTesting

@Suite struct LineDiffTests {
  @Test(arguments: [
    // expected, actual → unified diff with 1 line of context
    ("a\nb\nc\n", "a\nb\nc\n", ""),
    ("a\nb\nc\n", "a\nB\nc\n", "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
    ("a\nb\n", "a\nb\nc\n", "@@ -2,1 +2,2 @@\n b\n+c\n"),
    ("a\nb\nc\n", "b\nc\n", "@@ -1,2 +1,1 @@\n-a\n b\n"),
    ("", "a\n", "@@ -0,0 +1,1 @@\n+a\n"),
    ("a\n", "", "@@ -1,1 +0,0 @@\n-a\n"),
    (
      "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\nX\n3\n4\n5\n6\n7\nY\n9\n",
      "@@ -1,3 +1,3 @@\n 1\n-2\n+X\n 3\n@@ -7,3 +7,3 @@\n 7\n-8\n+Y\n 9\n"
    ),
    ("1\n2\n3\n4\n", "1\nX\n3\nY\n", "@@ -1,4 +1,4 @@\n 1\n-2\n+X\n 3\n-4\n+Y\n"),
  ])
  func changesAreShownAsUnifiedHunks(expected: String, actual: String, diff: String) {
    let lines = LineDiff(expected: expected, actual: actual)
    #expect(lines.unified(context: 1) == diff)
    #expect(lines.isEmpty == diff.isEmpty)
  }

  @Test func everyLineOfBothTextsIsKeptInOrder() {
    let diff = LineDiff(expected: "a\nb\nc\nd\n", actual: "a\nc\nd\ne\n")
    #expect(diff.lines == [.same("a"), .removed("b"), .same("c"), .same("d"), .added("e")])
  }
}
