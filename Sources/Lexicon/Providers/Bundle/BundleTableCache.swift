import Foundation

/// Tables read from bundles, loaded once per bundle, language and table and kept in memory.
///
/// A bundle's folders are listed once; each table and each String Catalog is parsed once, holding
/// only its own slot's lock, so a large catalog parsing on one thread does not hold up an
/// unrelated table on another. Lookups never come here after their table is resolved.
package final class BundleTableCache: Sendable {
  private let listings = OnceMap<String, BundleListing>()
  /// String Catalogs by bundle path and table (`JoinedKey`).
  private let catalogs = OnceMap<String, [String: StringTable]>()
  /// Tables by bundle path, language and table (`JoinedKey`).
  private let tables = OnceMap<String, StringTable?>()
  /// The tables left unread because they are not compiled, by bundle path, language (`*` for a
  /// String Catalog, which holds every language) and table with the choice of files
  /// (`JoinedKey`): what a missing key's report names (``MissingKey/tableNotRead``).
  private let unread = LockedValue<Set<String>>(.init())

  /// The process-wide cache: every `BundleProvider` shares what was read.
  static let shared = BundleTableCache()

  /// The table `name` in `language` of `bundle`, or `nil` when the bundle has none.
  ///
  /// A compiled table (`L.lproj/T.lexicontable`, written by `lexicon compile`) is read in place of
  /// the raw files when there is one; when it cannot be read, the problem is reported and the raw
  /// files are read instead, if `files` reads them. A table that has only raw files is read with
  /// `files`' readers, or, with ``TableFiles/compiled``, reported once as not read. Problems found
  /// while reading are reported to `onDiagnostic` of the provider whose request loaded the file;
  /// a file is read, and its problems reported, once per process and choice of files (until
  /// ``invalidate(bundlePath:)``).
  func table(
    named name: String, language: String, in bundle: Bundle, files: TableFiles,
    onDiagnostic: DiagnosticHandler
  ) -> StringTable? {
    let bundlePath = BundlePath.of(bundle)
    var diagnostics: [Diagnostic] = []
    let listing = listings.value(for: bundlePath) { BundleListing(bundle: bundle) }
    let key = JoinedKey.make(bundlePath, language, JoinedKey.make(name, files.name))
    if let compiled = listing.compiledTable(named: name, language: language) {
      let table = tables.value(for: key) { () -> StringTable? in
        do throws(CompiledTableError) {
          if let table = try CompiledTableReader.contents(at: compiled) {
            return table.isEmpty ? nil : table
          }
          // The build's marker for a table it could not compile (device variants, a table two
          // resource folders hold; see `rawFilesMarker`): only its raw files hold it.
          guard files.readsRawFiles else {
            let unread =
              listing.tableFiles(named: name, language: language).first ?? listing.catalogs[name]
            if let unread {
              self.noteUnread(name, language: language, bundlePath: bundlePath, files: files)
              diagnostics.append(
                Self.notCompiled(unread, table: name, language: language, marked: true))
            }
            return nil
          }
        } catch {
          diagnostics.append(error.diagnostic(readingRawFiles: files.readsRawFiles))
          guard files.readsRawFiles else { return nil }
        }
        return self.rawTable(
          named: name, language: language, listing: listing, bundlePath: bundlePath,
          files: files, diagnostics: &diagnostics)
      }
      report(diagnostics, to: onDiagnostic)
      return table
    }
    let catalog = catalog(
      named: name, listing: listing, bundlePath: bundlePath, files: files,
      diagnostics: &diagnostics)
    // A language the bundle does not have gets no entry: asking for any number of them (every
    // step of the fallback chain of every tag a server meets) keeps the cache bounded.
    guard !listing.tableFiles(named: name, language: language).isEmpty || catalog?[language] != nil
    else {
      report(diagnostics, to: onDiagnostic)
      return nil
    }
    let table = tables.value(for: key) { () -> StringTable? in
      self.rawTable(
        named: name, language: language, listing: listing, bundlePath: bundlePath, files: files,
        diagnostics: &diagnostics)
    }
    report(diagnostics, to: onDiagnostic)
    return table
  }

  /// The String Catalog `name` of a bundle, parsed once, or `nil` when it has none. When `files`
  /// reads no raw files, the catalog is reported once as not read and has no tables.
  private func catalog(
    named name: String, listing: BundleListing, bundlePath: String, files: TableFiles,
    diagnostics: inout [Diagnostic]
  ) -> [String: StringTable]? {
    guard let catalogURL = listing.catalogs[name] else { return nil }
    return catalogs.value(for: JoinedKey.make(bundlePath, name, files.name)) {
      guard let reader = files.readCatalog else {
        // Compiled in some language: compiled by the build, which wrote every language it has.
        if !listing.hasCompiledTable(named: name) {
          self.noteUnread(name, language: nil, bundlePath: bundlePath, files: files)
          diagnostics.append(Self.notCompiled(catalogURL, table: name, language: nil))
        }
        return .init()
      }
      return Self.readCatalog(at: catalogURL, with: reader, diagnostics: &diagnostics)
    }
  }

  /// The table `name` in `language` read from its raw files with `files`' readers, or `nil` when
  /// it is empty — or, when `files` reads no raw files, `nil` with an error naming its first raw
  /// file and how to have it read.
  private func rawTable(
    named name: String, language: String, listing: BundleListing, bundlePath: String,
    files: TableFiles, diagnostics: inout [Diagnostic]
  ) -> StringTable? {
    let catalog = catalog(
      named: name, listing: listing, bundlePath: bundlePath, files: files,
      diagnostics: &diagnostics)
    guard let reader = files.readTable else {
      if let unread = listing.tableFiles(named: name, language: language).first {
        noteUnread(name, language: language, bundlePath: bundlePath, files: files)
        diagnostics.append(Self.notCompiled(unread, table: name, language: language))
      }
      return nil
    }
    return Self.rawTable(
      named: name, language: language, listing: listing, catalog: catalog, with: reader,
      diagnostics: &diagnostics)
  }

  /// Remembers that table `name` of the bundle at `bundlePath` has raw files in `language`
  /// (every language, for a String Catalog: `nil`) that `files` left unread.
  private func noteUnread(
    _ name: String, language: String?, bundlePath: String, files: TableFiles
  ) {
    let key = Self.unreadKey(name, language: language ?? "*", bundlePath: bundlePath, files: files)
    unread.withLock { _ = $0.insert(key) }
  }

  private static func unreadKey(
    _ name: String, language: String, bundlePath: String, files: TableFiles
  ) -> String {
    JoinedKey.make(bundlePath, language, JoinedKey.make(name, files.name))
  }

  /// Whether table `name` has raw files that `files` left unread because they are not compiled,
  /// in one of `bundles` and one of `languages` (as asked for so far).
  func hasUnreadFiles(
    table name: String, in bundles: [Bundle], languages: [String], files: TableFiles
  ) -> Bool {
    guard !unread.withLock({ $0.isEmpty }) else { return false }
    let keys = bundles.map(BundlePath.of).flatMap { path in
      (languages + ["*"]).map { Self.unreadKey(name, language: $0, bundlePath: path, files: files) }
    }
    return unread.withLock { unread in keys.contains(where: unread.contains) }
  }

  /// The error for a raw table file that is not read because the app reads compiled tables only:
  /// the table has no compiled table in `language` (in any language, when `nil`), or the build
  /// marked it as one it could not compile (`marked`).
  static func notCompiled(
    _ url: URL, table: String, language: String?, marked: Bool = false
  ) -> Diagnostic {
    let message: String
    if marked, let language {
      message =
        "not read: table \(table) in \(language) is not compiled (it has device variants, or two "
        + "resource folders hold it), and this app reads compiled tables only; link "
        + "LexiconRawFiles and configure `tableFiles: .raw` to read its raw files"
    } else {
      let compiled = language.map { "no compiled table for \($0)" } ?? "no compiled tables"
      message =
        "not read: table \(table) has \(compiled), and this app reads compiled tables only; "
        + "compile the tables (LexiconGeneratorPlugin on the target, or `lexicon compile` over "
        + "the copied resources), or link LexiconRawFiles and configure `tableFiles: .raw`"
    }
    return Diagnostic(severity: .error, file: url.path, line: 0, column: 0, message: message)
  }

  /// The tables of the String Catalog at `url`, by language, read with `reader`.
  package static func readCatalog(
    at url: URL, with reader: TableFiles.CatalogReader, diagnostics: inout [Diagnostic]
  ) -> [String: StringTable] {
    guard let data = contents(of: url, diagnostics: &diagnostics) else { return .init() }
    let catalog = reader(data, url.path)
    diagnostics += catalog.diagnostics
    return catalog.tables.mapValues { $0.compacted() }
  }

  /// The table `name` in `language` read from the raw files with `reader` — the catalog's table
  /// in the language, then the `.strings` and `.stringsdict` files in the order they apply — or
  /// `nil` when it is empty.
  package static func rawTable(
    named name: String, language: String, listing: BundleListing,
    catalog: [String: StringTable]?, with reader: TableFiles.TableReader,
    diagnostics: inout [Diagnostic]
  ) -> StringTable? {
    var table = catalog?[language] ?? StringTable()
    for url in listing.tableFiles(named: name, language: language) {
      guard let data = contents(of: url, diagnostics: &diagnostics) else { continue }
      let file = reader(data, url.path, url.pathExtension == "stringsdict")
      diagnostics += file.diagnostics
      table.merge(file.table, keepingExisting: false)
    }
    return table.isEmpty ? nil : table.compacted()
  }

  /// The bytes of a file, or `nil` with an error diagnostic when it cannot be read.
  private static func contents(of url: URL, diagnostics: inout [Diagnostic]) -> Data? {
    do {
      return try FileBytes.contents(of: url)
    } catch {
      diagnostics.append(
        Diagnostic(
          severity: .error, file: url.path, line: 0, column: 0,
          message: "cannot read the file: \(error.localizedDescription)"))
      return nil
    }
  }

  private func report(_ diagnostics: [Diagnostic], to onDiagnostic: DiagnosticHandler) {
    for diagnostic in diagnostics {
      onDiagnostic(diagnostic)
    }
  }

  /// How many tables (present or absent) are remembered.
  var tableCount: Int { tables.count }

  /// Forgets what was read from a bundle (every bundle when `bundlePath` is `nil`).
  func invalidate(bundlePath: String?) {
    let prefix = bundlePath.map { JoinedKey.prefix(first: $0) }
    // The unread tables first: a table reloaded meanwhile is recorded again, not forgotten.
    unread.withLock { keys in
      keys = prefix.map { prefix in keys.filter { !$0.hasPrefix(prefix) } } ?? .init()
    }
    listings.removeAll { path in bundlePath.map { path == $0 } ?? true }
    catalogs.removeAll { key in prefix.map(key.hasPrefix) ?? true }
    tables.removeAll { key in prefix.map(key.hasPrefix) ?? true }
  }
}
