/// The generated localization data: tables of keys in every language.
struct DataSet: Sendable, Equatable {
  /// The languages, development language first.
  static let languages = ["en", "de", "fr", "ru", "ja"]
  /// The development language (also the bundle's `CFBundleDevelopmentRegion`).
  static let developmentLanguage = "en"
  /// The tables and their number of keys (plain and plural) in each language.
  static let tableSizes: [(name: String, count: Int)] = [
    ("Localizable", 5_000), ("Settings", 3_000), ("Onboarding", 2_000),
  ]
  /// A key with a `%@` and a `%d`, for the formatting benchmark.
  static let formatKey = "format.welcome"
  /// A `%#@files@` plural key, for the plural benchmark.
  static let pluralKey = "plural.files"

  /// The tables, in ``tableSizes`` order.
  let tables: [GeneratedTable]

  /// The table named `name`.
  func table(named name: String) -> GeneratedTable? {
    tables.first { $0.name == name }
  }

  /// Keys per language, all tables.
  var keyCount: Int { tables.reduce(0) { $0 + $1.count } }

  /// A 64-bit FNV-1a hash of every key, value and comment in a fixed order: equal for equal data,
  /// printed with the report so two runs can be checked to use the same data.
  var fingerprint: UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
    }
    for table in tables {
      mix(table.name)
      for language in Self.languages {
        for key in table.keys {
          mix(key)
          mix(table.texts[language]?[key] ?? "")
          mix(table.comments[key] ?? "")
        }
        for key in table.pluralKeys {
          guard let plural = table.plurals[language]?[key] else { continue }
          mix(key)
          mix(plural.format)
          for variant in plural.variants {
            mix(variant.category)
            mix(variant.text)
          }
        }
      }
    }
    return hash
  }
}
