/// A JSON value the tool prints, rendered with sorted keys and two-space indentation so the
/// output is stable and diffable.
enum JSONOutput: Sendable, Hashable {
  case string(String)
  case number(Int)
  indirect case array([JSONOutput])
  indirect case object([String: JSONOutput])

  /// The pretty-printed text, without a trailing newline.
  var rendered: String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .string(let text):
      Self.writeString(text, to: &output)
    case .number(let number):
      output += String(number)
    case .array(let elements):
      Self.writeContainer(elements, brackets: ("[", "]"), indent: indent, to: &output) {
        element, inner, output in
        element.write(to: &output, indent: inner)
      }
    case .object(let members):
      let keys = members.keys.sorted()
      Self.writeContainer(keys, brackets: ("{", "}"), indent: indent, to: &output) {
        key, inner, output in
        Self.writeString(key, to: &output)
        output += ": "
        members[key]?.write(to: &output, indent: inner)
      }
    }
  }

  /// Writes `items` between `brackets`, one a line, indented one level deeper than `indent`, or
  /// the empty brackets when there are none.
  private static func writeContainer<Items: Collection>(
    _ items: Items, brackets: (open: String, close: String), indent: String,
    to output: inout String, writeItem: (Items.Element, String, inout String) -> Void
  ) {
    guard !items.isEmpty else {
      output += brackets.open + brackets.close
      return
    }
    let inner = indent + "  "
    output += brackets.open + "\n"
    for (position, item) in items.enumerated() {
      output += inner
      writeItem(item, inner, &output)
      output += position == items.count - 1 ? "\n" : ",\n"
    }
    output += indent + brackets.close
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
