/// Byte-level access to a string's UTF-8, and slicing by UTF-8 offsets.
package enum UTF8Text {
  /// Calls `body` with the contiguous UTF-8 bytes of `text`, making them contiguous first when
  /// the string is bridged.
  @inline(__always)
  package static func withBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    var text = text
    return try text.withUTF8(body)
  }

  /// The part of `text` between two UTF-8 offsets that lie on Unicode scalar boundaries.
  @inline(__always)
  package static func slice(_ text: String, _ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    return text[lower..<upper]
  }
}
