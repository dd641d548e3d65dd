import Foundation
import Lexicon

/// Where the development-language value of a key comes from when a remote value is checked:
/// the value whose arguments the app's code passes.
///
/// 1. **The bundles** — the development-language values the app shipped with, through
///    ``RemoteConfiguration/reference`` (a `BundleProvider` by default) for each bundle of the
///    app (`AppBundles`: the configured ``RemoteConfiguration/referenceBundles``, every key
///    type's bundle, the modules' resource bundles, the main bundle), in the development
///    language, then `Base`. The code was compiled against them, so they are the authority; a
///    remote development-language value is itself checked against them. A remote table serves
///    every key type whose table has its name, so when several bundles have the key, a remote
///    value must fit each of their values.
/// 2. **The remote development-language content** — for a key the bundle lacks (added over the
///    air): the value the update brings, else the one the device already holds.
///
/// Bundle tables are asked for once per table and kept for the rest of the validation.
///
/// ```swift
/// var reference = DevelopmentReference(configuration: configuration)
/// reference.bundleValues(table: "Login", key: "login.welcome")   // [.text("Welcome, %@!")]
/// ```
struct DevelopmentReference {
  private let developmentLanguage: String
  private let provider: (any StringProvider)?
  private let tableFiles: TableFiles
  private let findBundles: () -> [Bundle]
  private var bundles: [Bundle]?
  private var tables: [String: [StringTable]] = .init()

  /// A reference asking `provider` for the tables of `bundles` (reading `tableFiles`), found the
  /// first time a value is asked for (a validation that needs none looks for no bundle).
  init(
    developmentLanguage: String, provider: (any StringProvider)?, tableFiles: TableFiles,
    bundles: @escaping @autoclosure () -> [Bundle]
  ) {
    self.developmentLanguage = developmentLanguage
    self.provider = provider
    self.tableFiles = tableFiles
    self.findBundles = bundles
  }

  /// The bundles' distinct development-language values of a key, in bundle order; empty when
  /// no bundle has it.
  mutating func bundleValues(table: String, key: String) -> [LocalizedValue] {
    var values: [LocalizedValue] = []
    for candidate in bundleTables(table) {
      if let value = candidate[key], !values.contains(value) { values.append(value) }
    }
    return values
  }

  /// The bundles' development-language tables named `table` (asked for once).
  private mutating func bundleTables(_ table: String) -> [StringTable] {
    if let known = tables[table] { return known }
    var found: [StringTable] = []
    if let provider {
      let bundles = self.bundles ?? findBundles()
      self.bundles = bundles
      for bundle in bundles {
        // Per bundle, the development language wins over `Base`, as the runtime merges them.
        var merged = StringTable()
        for language in [developmentLanguage, "Base"] {
          let request = TableRequest(
            language: language, table: table, bundle: bundle, tableFiles: tableFiles)
          if let table = provider.table(for: request) {
            merged.merge(table, keepingExisting: true)
          }
        }
        if !merged.isEmpty { found.append(merged) }
      }
    }
    tables[table] = found
    return found
  }
}
