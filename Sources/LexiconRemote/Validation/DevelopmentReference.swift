import Foundation
import Lexicon

/// Where the development-language value of a key comes from when a remote value is checked:
/// the value whose arguments the app's code passes.
///
/// 1. **The bundle** — the development-language value the app shipped with, through
///    ``RemoteConfiguration/reference`` (a `BundleProvider` by default) for each of
///    ``RemoteConfiguration/referenceBundles``, in the development language, then `Base`. The
///    code was compiled against it, so it is the authority; a remote development-language value
///    is itself checked against it.
/// 2. **The remote development-language content** — for a key the bundle lacks (added over the
///    air): the value the update brings, else the one the device already holds.
///
/// Bundle tables are asked for once per table and kept for the rest of the validation.
///
/// ```swift
/// var reference = DevelopmentReference(configuration: configuration)
/// reference.bundleValue(table: "Login", key: "login.welcome")   // .text("Welcome, %@!")
/// ```
struct DevelopmentReference {
  private let developmentLanguage: String
  private let provider: (any StringProvider)?
  private let bundles: [Bundle]
  private var tables: [String: [StringTable]] = [:]

  /// A reference reading the bundles of `configuration`.
  init(developmentLanguage: String, provider: (any StringProvider)?, bundles: [Bundle]) {
    self.developmentLanguage = developmentLanguage
    self.provider = provider
    self.bundles = bundles
  }

  /// The bundle's development-language value of a key, or `nil`.
  mutating func bundleValue(table: String, key: String) -> LocalizedValue? {
    for candidate in bundleTables(table) {
      if let value = candidate[key] { return value }
    }
    return nil
  }

  /// The bundle's development-language tables named `table` (asked for once).
  private mutating func bundleTables(_ table: String) -> [StringTable] {
    if let known = tables[table] { return known }
    var found: [StringTable] = []
    if let provider {
      for bundle in bundles {
        for language in [developmentLanguage, "Base"] {
          let request = TableRequest(language: language, table: table, bundle: bundle)
          if let table = provider.table(for: request), !table.isEmpty { found.append(table) }
        }
      }
    }
    tables[table] = found
    return found
  }
}
