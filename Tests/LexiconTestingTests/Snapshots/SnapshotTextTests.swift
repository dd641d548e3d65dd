import Testing

@testable import LexiconTesting

@Suite struct SnapshotTextTests {
  @Test(arguments: [
    ("", ""),
    ("a", "a\n"),
    ("a\n", "a\n"),
    ("a\n\n\n", "a\n"),
    ("a\r\nb\r\n", "a\nb\n"),
    ("a\rb", "a\nb\n"),
    ("Привет\r\nمرحبا", "Привет\nمرحبا\n"),
  ])
  func lineEndingsAndTheFinalLineBreakAreNormalized(text: String, normalized: String) {
    #expect(SnapshotText.normalized(text) == normalized)
  }
}
