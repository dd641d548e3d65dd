/// Turns byte offsets in UTF-8 text into one-based lines and columns.
///
/// `\n`, `\r\n` and a lone `\r` each end a line; columns count Unicode scalars, as
/// `Diagnostic.column` (Lexicon) does.
package struct SourceLines: Sendable {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  /// Indexes the line starts of `bytes`.
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        starts.append(index + 1)
      }
      index += 1
    }
    self.bytes = bytes
    self.lineStarts = starts
  }

  /// The line and column of the byte at `offset` (offsets past the end point just after it).
  package func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let start = lineStarts[low]
    var column = 1
    for byte in bytes[start..<offset] where byte & 0xC0 != 0x80 {
      column += 1
    }
    return (low + 1, column)
  }
}
