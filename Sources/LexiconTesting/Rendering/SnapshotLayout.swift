/// Lays out a localization snapshot as text: a title, then one block per language with aligned
/// columns (language, label, markers and text), texts escaped to stay on one line.
///
/// ```
/// InboxStrings — table Inbox, 2 keys, languages en, ru
///
/// # en — development language, left-to-right, plural categories one, other
/// en  title               Inbox
/// en  unread · one (1)    1 unread message
/// ```
struct SnapshotLayout {
  /// The first line.
  var title: String
  /// The languages' blocks, in order.
  var blocks: [SnapshotBlock]

  /// The snapshot text, ending with a line break; no line ends with a space.
  var text: String {
    let rows = blocks.flatMap(\.rows)
    let languageWidth = rows.map { DisplayWidth.of($0.language) }.max() ?? 0
    let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    var lines = [title]
    for block in blocks {
      lines.append("")
      lines.append("# " + block.header)
      lines += block.notes.map { "# " + $0 }
      for row in block.rows {
        var line = Self.padded(row.language, to: languageWidth) + "  "
        line += Self.padded(row.label, to: labelWidth) + "  "
        line += row.markers.map { "⟨\(Self.escaped($0))⟩ " }.joined()
        line += Self.escaped(row.text)
        while line.last == " " { line.removeLast() }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` followed by spaces up to `width` columns.
  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  /// `text` on one line, with nothing invisible: `\` as `\\`; line breaks and tabs as `\n`, `\r`
  /// and `\t`; other control characters, the line and paragraph separators, bidi controls and
  /// marks, and the byte order mark as `\u{200F}`. A trailing space is kept visible as `\u{20}`
  /// so that it survives editors that trim lines.
  static func escaped(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case " " where index == scalars.count - 1: result += "\\u{20}"
      case _ where isInvisible(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Control characters, separators and the invisible characters that change how text reads
  /// without showing: bidi marks, embeddings, overrides and isolates, and the byte order mark.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069,
      0xFEFF:
      return true
    default:
      return false
    }
  }
}
