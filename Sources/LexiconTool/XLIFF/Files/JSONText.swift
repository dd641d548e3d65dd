import Lexicon
import LexiconReading

/// Where JSON values end, and JSON written as Xcode writes String Catalogs — for editing a
/// catalog in place: a value is replaced between its first and last byte, a member is added
/// with the file's own indentation and `" : "` separator, and nothing else moves.
///
/// ```swift
/// let end = JSONText.end(of: node, in: bytes)        // just after the value
/// JSONText.string("Fertig")                          // "\"Fertig\""
/// ```
enum JSONText {
  /// The offset just after the value that starts at `node.offset`.
  static func end(of node: JSONNode, in bytes: [UInt8]) -> Int {
    end(ofValueAt: node.offset, in: bytes)
  }

  /// The offset just after the value that starts at `start`.
  static func end(ofValueAt start: Int, in bytes: [UInt8]) -> Int {
    guard start < bytes.count else { return start }
    switch bytes[start] {
    case 0x22:
      return stringEnd(from: start, in: bytes)
    case 0x7B, 0x5B:
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case 0x22:
          index = stringEnd(from: index, in: bytes)
          continue
        case 0x7B, 0x5B: depth += 1
        case 0x7D, 0x5D:
          depth -= 1
          if depth == 0 { return index + 1 }
        default: break
        }
        index += 1
      }
      return bytes.count
    default:
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case 0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D: return index
        default: index += 1
        }
      }
      return index
    }
  }

  private static func stringEnd(from start: Int, in bytes: [UInt8]) -> Int {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == 0x5C {
        index += 2
        continue
      }
      if bytes[index] == 0x22 { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// A JSON string: `"` and `\` escaped, line breaks, tabs and other control characters as
  /// `\n`, `\r`, `\t`, `\u00XX`, everything else as it is (as Xcode writes catalogs).
  static func string(_ text: String) -> String {
    JSONOutput.string(text).rendered
  }

  /// The white space from the start of the line to `offset` (when only white space is there).
  static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
    var start = offset
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return "" }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }
}
