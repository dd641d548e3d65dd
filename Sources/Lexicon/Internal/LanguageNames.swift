/// Canonical spellings of language names as providers and `.lproj` folders write them.
enum LanguageNames {
  /// `pt_BR` → `pt-BR`, `ZH-hant-hk` → `zh-Hant-HK`. Unknown shapes are returned with `_` → `-`.
  static func canonical(_ name: String) -> String {
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let first = parts.first else { return name }
    var result = first.lowercased()
    for part in parts.dropFirst() {
      result += "-"
      if part.count == 4, part.allSatisfy(\.isLetter) {
        result += part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if part.count == 2, part.allSatisfy(\.isLetter) {
        result += part.uppercased()
      } else {
        result += part
      }
    }
    return result
  }
}
