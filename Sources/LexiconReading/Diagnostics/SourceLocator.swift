import Lexicon

/// Turns byte offsets in UTF-8 text into one-based lines and columns (columns in scalars).
///
/// Nothing is computed until the first diagnostic needs a position: then the offsets where
/// lines start are collected once, a line is found by binary search, and the column is counted
/// from the line start — or from the last position asked for on the same line, so many
/// diagnostics on one long line still cost linear time in total. A line ends at `\n`, `\r\n`
/// or `\r`.
package struct SourceLocator: Sendable {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = []
  private var cachedLineStart = -1
  private var cachedOffset = 0
  private var cachedColumn = 1

  /// Creates a locator over `bytes`.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The one-based line and column of the byte at `offset` (clamped to the text).
  package mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = max(0, min(offset, bytes.count))
    if lineStarts.isEmpty { collectLineStarts() }
    let lineIndex = lineIndex(of: offset)
    let lineStart = lineStarts[lineIndex]
    var from = lineStart
    var column = 1
    if lineStart == cachedLineStart, cachedOffset <= offset {
      from = cachedOffset
      column = cachedColumn
    }
    bytes.withUnsafeBufferPointer { buffer in
      var index = from
      while index < offset {
        if buffer[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
    }
    cachedLineStart = lineStart
    cachedOffset = offset
    cachedColumn = column
    return (lineIndex + 1, column)
  }

  /// The one-based line of the byte at `offset`.
  package mutating func line(of offset: Int) -> Int {
    let offset = max(0, min(offset, bytes.count))
    if lineStarts.isEmpty { collectLineStarts() }
    return lineIndex(of: offset) + 1
  }

  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private mutating func collectLineStarts() {
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < count, buffer[index] == 0x0A { index += 1 }
          starts.append(index)
        }
      }
    }
    lineStarts = starts
  }
}
