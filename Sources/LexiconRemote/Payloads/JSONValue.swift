import Foundation
import Lexicon

/// A JSON document to write, byte for byte the same on every platform and every run: object
/// members sorted by the UTF-8 bytes of their names, two-space indentation, only the characters
/// JSON requires escaped (`"`, `\` and control characters), everything else written as UTF-8,
/// and a final line feed.
///
/// The payload encoders build one of these; the export tool writes the same documents, so a
/// re-export with no change produces identical files and no new content version.
///
/// ```swift
/// let value: JSONValue = .object(["b": .int(1), "a": .array([.string("x/é\n")])])
/// String(decoding: value.encoded(), as: UTF8.self)
/// // {
/// //   "a": [
/// //     "x/é\n"
/// //   ],
/// //   "b": 1
/// // }
/// ```
package enum JSONValue: Sendable, Equatable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array, in order.
  case array([JSONValue])
  /// An object; members are written sorted by name.
  case object([String: JSONValue])

  /// The document as UTF-8, ending in a line feed.
  package func encoded() -> [UInt8] {
    var output: [UInt8] = []
    write(to: &output, indent: 0)
    output.append(0x0A)
    return output
  }

  /// The document on one line, without spaces between tokens or a final line feed, members
  /// sorted as in ``encoded()``: for values kept inside other strings.
  package func compactEncoded() -> [UInt8] {
    var output: [UInt8] = []
    write(to: &output, indent: nil)
    return output
  }

  /// Writes the value; `indent` is the nesting depth, or `nil` for the compact form.
  private func write(to output: inout [UInt8], indent: Int?) {
    switch self {
    case .string(let string):
      Self.writeString(string, to: &output)
    case .int(let number):
      output.append(contentsOf: String(number).utf8)
    case .bool(let flag):
      output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null:
      output.append(contentsOf: "null".utf8)
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent: indent.map { $0 + 1 })
        element.write(to: &output, indent: indent.map { $0 + 1 })
      }
      Self.newline(&output, indent: indent)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      let entries = Array(members)
      let sorted = StableOrder.positions(count: entries.count) {
        Self.precedes(entries[$0].key, entries[$1].key)
      }.map { entries[$0] }
      for (index, member) in sorted.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent: indent.map { $0 + 1 })
        Self.writeString(member.key, to: &output)
        output.append(contentsOf: (indent == nil ? ":" : ": ").utf8)
        member.value.write(to: &output, indent: indent.map { $0 + 1 })
      }
      Self.newline(&output, indent: indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A line feed and the indentation of depth `indent`; nothing in the compact form.
  private static func newline(_ output: inout [UInt8], indent: Int?) {
    guard let indent else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  /// Whether `lhs` sorts before `rhs` by the bytes of their UTF-8 forms: an order that is the
  /// same on every platform and Unicode version.
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
          let order = memcmp(leftBase, rightBase, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
  }

  private static func writeString(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { bytes in
      var start = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        start = index + 1
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 0x0A: output.append(contentsOf: #"\n"#.utf8)
        case 0x0D: output.append(contentsOf: #"\r"#.utf8)
        case 0x09: output.append(contentsOf: #"\t"#.utf8)
        case 0x08: output.append(contentsOf: #"\b"#.utf8)
        case 0x0C: output.append(contentsOf: #"\f"#.utf8)
        default:
          let hex = Array("0123456789abcdef".utf8)
          output.append(contentsOf: #"\u00"#.utf8)
          output.append(hex[Int(byte >> 4)])
          output.append(hex[Int(byte & 0x0F)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
