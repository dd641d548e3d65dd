/// Writes JSON by hand so keys keep their order (the metric order first).
enum JSONWriter {
  /// A JSON value.
  indirect enum Value {
    case number(Double)
    case string(String)
    case null
    case object([(String, Value)])
  }

  /// The value as indented JSON text.
  static func write(_ value: Value, indent: String = "") -> String {
    switch value {
    case .number(let number): return number.isFinite ? Report.number(number, json: true) : "null"
    case .string(let text): return quoted(text)
    case .null: return "null"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      let lines = members.map { "\(inner)\(quoted($0.0)): \(write($0.1, indent: inner))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
