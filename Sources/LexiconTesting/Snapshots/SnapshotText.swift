/// The one form snapshot text is compared and stored in: `\n` line endings and a final line break.
///
/// A reference file checked out with Windows line endings, or written by an editor that drops the
/// last line break, still matches the text the test renders.
enum SnapshotText {
  /// `text` with `\r\n` and lone `\r` turned into `\n`, ending with exactly one `\n` unless empty.
  ///
  /// ```swift
  /// SnapshotText.normalized("a\r\nb")  // "a\nb\n"
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The normalized text.
  static func normalized(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 1)
    // `\r\n` is one Character in Swift, so each line break is seen once.
    for character in text {
      result.append(character == "\r\n" || character == "\r" ? "\n" : character)
    }
    while result.hasSuffix("\n\n") { result.removeLast() }
    if !result.isEmpty, !result.hasSuffix("\n") { result.append("\n") }
    return result
  }
}
