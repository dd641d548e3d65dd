/// A JSON value the tool prints, rendered with sorted keys and two-space indentation so the
/// output is stable and diffable.
enum JSONOutput: Sendable, Hashable {
  case string(String)
  case number(Int)
  indirect case object([String: JSONOutput])
  indirect case array([JSONOutput])

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
      Self.writeList(elements.map { (nil, $0) }, brackets: ("[", "]"), to: &output, indent: indent)
    case .object(let members):
      let sorted = members.keys.sorted().compactMap { key in members[key].map { (key, $0) } }
      Self.writeList(sorted, brackets: ("{", "}"), to: &output, indent: indent)
    }
  }

  /// Writes the elements of an array (no keys) or the members of an object, one a line.
  private static func writeList(
    _ items: [(key: String?, value: JSONOutput)], brackets: (open: String, close: String),
    to output: inout String, indent: String
  ) {
    guard !items.isEmpty else {
      output += brackets.open + brackets.close
      return
    }
    let inner = indent + "  "
    output += brackets.open + "\n"
    for (position, item) in items.enumerated() {
      output += inner
      if let key = item.key {
        writeString(key, to: &output)
        output += ": "
      }
      item.value.write(to: &output, indent: inner)
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
