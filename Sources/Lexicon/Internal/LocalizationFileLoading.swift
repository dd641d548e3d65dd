import Foundation

/// Reads localization files for the bundle provider.
enum LocalizationFileLoading {
  /// A `.strings` or `.stringsdict` file as a table plus the problems found.
  static func table(at url: URL) -> (table: StringTable, diagnostics: [Diagnostic]) {
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let texts = plist as? [String: String]
    else {
      return (
        StringTable(),
        [Diagnostic(severity: .error, file: url.path, line: 1, column: 1, message: "unreadable")]
      )
    }
    return (StringTable(texts: texts), [])
  }

  /// A String Catalog as tables by language plus the problems found.
  static func catalog(at url: URL) -> (tables: [String: StringTable], diagnostics: [Diagnostic]) {
    ([:], [])
  }
}
