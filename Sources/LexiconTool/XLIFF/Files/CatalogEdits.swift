import Lexicon
import LexiconReading

/// Changes to a String Catalog's bytes, applied at once: values replaced between their first
/// and last byte, members added at their sorted place in the file's own layout. Everything not
/// edited keeps its bytes.
///
/// ```swift
/// var edits = CatalogEdits(bytes: bytes)
/// edits.set("value", to: .string("Fertig"), in: stringUnit)
/// edits.insert(member: "de", value: localization, into: localizations)
/// let edited = edits.apply()   // nil when nothing changed
/// ```
struct CatalogEdits {
  private let bytes: [UInt8]
  private var replacements: [(range: Range<Int>, text: String)] = []
  /// One level of indentation, as the file writes it (two spaces in Xcode's catalogs).
  let unit: String
  /// What the file writes between a member's name and its value (`" : "` in Xcode's).
  let separator: String

  /// Edits of `bytes`, whose layout is read from the root object's first member.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var unit = "  "
    var separator = " : "
    if let first = JSONReader.read(bytes).root?.members?.first {
      let indent = JSONText.indentation(before: first.keyOffset, in: bytes)
      if !indent.isEmpty { unit = indent }
      let keyEnd = JSONText.end(ofValueAt: first.keyOffset, in: bytes)
      if keyEnd <= first.value.offset {
        let written = String(decoding: bytes[keyEnd..<first.value.offset], as: UTF8.self)
        if written.contains(":"), !written.contains("\n") { separator = written }
      }
    }
    self.unit = unit
    self.separator = separator
  }

  /// The white space at the start of the line `offset` is on.
  private func lineIndent(of offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Sets a member of an object: its value replaced when it differs, or the member added.
  mutating func set(_ name: String, to value: CatalogJSON, in object: JSONNode) {
    guard let member = object.member(name) else {
      insert(member: name, value: value, into: object)
      return
    }
    if case .string(let text) = value, member.value.string == text { return }
    let indent = lineIndent(of: member.keyOffset)
    replacements.append(
      (
        member.value.offset..<JSONText.end(of: member.value, in: bytes),
        value.rendered(indent: indent, unit: unit, separator: separator)
      ))
  }

  /// Adds a member to an object, before the first member whose name sorts after it.
  mutating func insert(member name: String, value: CatalogJSON, into object: JSONNode) {
    let members = object.members ?? []
    let outer = lineIndent(of: object.offset)
    let inner =
      members.first.map { lineIndent(of: $0.keyOffset) } ?? outer + unit
    let text =
      JSONText.string(name) + separator
      + value.rendered(indent: inner, unit: unit, separator: separator)
    if let next = members.first(where: { $0.key > name }) {
      replacements.append((next.keyOffset..<next.keyOffset, text + ",\n" + inner))
    } else if let last = members.last {
      let end = JSONText.end(of: last.value, in: bytes)
      replacements.append((end..<end, ",\n" + inner + text))
    } else {
      replacements.append(
        (
          object.offset..<JSONText.end(of: object, in: bytes),
          "{\n" + inner + text + "\n" + outer + "}"
        ))
    }
  }

  /// The edited bytes, or `nil` when nothing changed.
  func apply() -> [UInt8]? {
    guard !replacements.isEmpty else { return nil }
    // From the end, and at one place the last first, so what is added keeps its order.
    let order = replacements.indices.sorted {
      (replacements[$0].range.lowerBound, $0) > (replacements[$1].range.lowerBound, $1)
    }
    var result = bytes
    for index in order {
      result.replaceSubrange(replacements[index].range, with: Array(replacements[index].text.utf8))
    }
    return result == bytes ? nil : result
  }
}
