import Lexicon

/// The SHA-256 of a language's content, the same whoever computes it: `lexicon export` from the
/// app's files, the app from its bundle's tables. It tells a bundle that holds exactly the
/// content a build recorded (``ShippedContent``) from one edited after the export.
///
/// The digest covers, in order, each table by name (sorted by UTF-8 bytes), its keys (sorted),
/// and each value: a text, or a plural's format and its variables (sorted by name) with their
/// specifier and variants in CLDR order — every string as its length and UTF-8 bytes, so no two
/// contents share an encoding. Empty tables count as absent.
///
/// ```swift
/// ContentDigest.sha256(of: ["Login": ["title": .text("Войти")]])   // "9c1d…", 64 hex digits
/// ```
package enum ContentDigest {
  /// The digest of `tables`, as 64 lowercase hexadecimal digits.
  package static func sha256(of tables: [String: [String: LocalizedValue]]) -> String {
    var hasher = SHA256()
    var names: [String] = []
    for (name, values) in tables where !values.isEmpty { names.append(name) }
    for name in sortedByBytes(names) {
      guard let values = tables[name] else { continue }
      add(0x54, name, to: &hasher)  // "T"
      for key in sortedByBytes(Array(values.keys)) {
        guard let value = values[key] else { continue }
        add(0x4B, key, to: &hasher)  // "K"
        switch value {
        case .text(let text):
          add(0x53, text, to: &hasher)  // "S"
        case .plural(let plural):
          add(0x50, plural.format, to: &hasher)  // "P"
          for variable in sortedByBytes(Array(plural.variables.keys)) {
            guard let details = plural.variables[variable] else { continue }
            add(0x56, variable, to: &hasher)  // "V"
            add(0x46, details.formatSpecifier, to: &hasher)  // "F"
            for (position, category) in PluralCategory.allCases.enumerated() {
              if let text = details.variants[category] {
                add(0x30 + UInt8(position), text, to: &hasher)
              }
            }
          }
        }
      }
    }
    return hasher.finalize().description
  }

  /// `strings` in the order of their UTF-8 bytes, the same on every platform and in every
  /// locale: one copy of the sort for tables, keys and variables (a `sorted(by:)` at each would
  /// be a copy of the standard library's sort each).
  @inline(never)
  private static func sortedByBytes(_ strings: [String]) -> [String] {
    strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// A tag byte, then the length and bytes of `text`.
  private static func add(_ tag: UInt8, _ text: String, to hasher: inout SHA256) {
    let bytes = Array(text.utf8)
    var header = [tag]
    withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { header.append(contentsOf: $0) }
    hasher.update(header)
    hasher.update(bytes)
  }
}
