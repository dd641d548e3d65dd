import Foundation

/// Tables read from bundles, loaded once per bundle, language and table and kept in memory.
///
/// Loading holds the cache's lock so that two threads asking for the same table parse it once;
/// lookups never come here after their table is resolved.
final class BundleTableCache: Sendable {
  private struct State: Sendable {
    var listings: [String: BundleListing] = [:]
    var tables: [TableKey: StringTable?] = [:]
    var catalogs: [CatalogKey: [String: StringTable]] = [:]
  }

  private struct TableKey: Hashable, Sendable {
    var bundlePath: String
    var language: String
    var table: String
  }

  private struct CatalogKey: Hashable, Sendable {
    var bundlePath: String
    var table: String
  }

  private let state = LockedValue(State())

  /// The process-wide cache: bundles are immutable, so every provider shares what was read.
  static let shared = BundleTableCache()

  /// The table `name` in `language` of `bundle`, or `nil` when the bundle has none.
  ///
  /// Problems found while reading are reported to `onDiagnostic` of the provider whose request
  /// loaded the file; a table is read, and its problems reported, once per process.
  func table(
    named name: String, language: String, in bundle: Bundle, onDiagnostic: DiagnosticHandler
  ) -> StringTable? {
    let root = BundleListing.resourceRoot(of: bundle)
    let key = TableKey(bundlePath: root.path, language: language, table: name)
    var diagnostics: [Diagnostic] = []
    let table = state.withLock { state -> StringTable? in
      if let cached = state.tables[key] { return cached }
      let listing = state.listings[root.path] ?? BundleListing(root: root)
      state.listings[root.path] = listing
      var table = StringTable()
      let catalogKey = CatalogKey(bundlePath: root.path, table: name)
      if let catalogURL = listing.catalog(named: name) {
        if state.catalogs[catalogKey] == nil {
          let file = LocalizationFile.read(contentsOf: catalogURL)
          diagnostics += file.diagnostics
          if case .catalog(let catalog) = file {
            state.catalogs[catalogKey] = catalog.tables
          } else {
            state.catalogs[catalogKey] = [:]
          }
        }
        table = state.catalogs[catalogKey]?[language] ?? StringTable()
      }
      for url in listing.tableFiles(named: name, language: language) {
        let file = LocalizationFile.read(contentsOf: url)
        diagnostics += file.diagnostics
        if case .table(let parsed) = file {
          table.merge(parsed.table, keepingExisting: false)
        }
      }
      let result = table.isEmpty ? nil : table
      state.tables[key] = result
      return result
    }
    for diagnostic in diagnostics {
      onDiagnostic(diagnostic)
    }
    return table
  }
}
