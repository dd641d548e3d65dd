import Foundation
import Lexicon
import LexiconRawFiles

/// One table of a bundle in one language, read from its raw files exactly as ``BundleProvider``
/// reads it: what `lexicon compile` writes as a compiled table.
///
/// It lives in the tool, not the core, so that apps do not carry it: it uses the core's listing
/// and readers through `package` entry points.
struct RawBundleTable: Sendable {
  /// Where the table goes and what it is: the `.lproj` folder the compiled table goes in (the
  /// language's own folder name when the bundle has one, `pt_BR.lproj`, else the canonical
  /// language's, `fr.lproj`), the table's name (`Localizable`) and the canonical language (`Base`
  /// for `Base.lproj`).
  var folder, name, language: String
  /// The table the runtime would build from the raw files, and whether it has device variants
  /// (String Catalog `device` variations, `.stringsdict` `NSStringDeviceSpecificRuleType`) that
  /// read differently on some device: the runtime picks them for the device it runs on, so such
  /// a table cannot be compiled on another machine.
  var table: StringTable, variesByDevice: Bool

  /// Every table of every language in the resources folder `root` (the folder holding the
  /// `.lproj` folders and String Catalogs), sorted by folder and name; empty tables are left out.
  ///
  /// - Parameters:
  ///   - root: The resources folder.
  ///   - diagnostics: Receives the problems found in the files, as the runtime reports them.
  static func all(in root: URL, diagnostics: inout [Diagnostic]) -> [RawBundleTable] {
    let listing = BundleListing(root: root)
    var catalogs: [String: [String: StringTable]] = [:]
    var names: [String: Set<String>] = [:]
    for (table, url) in listing.catalogs.sorted(by: { $0.key < $1.key }) {
      let catalog = BundleTableCache.readCatalog(
        at: url, with: RawTableReaders.catalog, diagnostics: &diagnostics)
      catalogs[table] = catalog
      // Only a language the runtime asks for by that name: a canonical tag, or `Base`.
      for language in catalog.keys
      where language == "Base"
        || LanguageNames.canonical(language) == language
      {
        names[language, default: []].insert(table)
      }
    }
    for (language, files) in listing.files {
      let language = language.isEmpty ? "Base" : language
      for file in files {
        for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) {
          names[language, default: []].insert(String(file.dropLast(suffix.count)))
        }
      }
    }
    for language in listing.rootLanguageFiles.keys {
      names[language, default: []].insert(BundleListing.rootLanguageTable)
    }
    var result: [RawBundleTable] = []
    for (language, tables) in names {
      let folder = listing.folders[language]?.lastPathComponent ?? "\(language).lproj"
      for name in tables {
        guard
          let table = BundleTableCache.rawTable(
            named: name, language: language, listing: listing, catalog: catalogs[name],
            with: RawTableReaders.table, diagnostics: &diagnostics)
        else { continue }
        let varies = variesByDevice(
          table, named: name, language: language, listing: listing)
        result.append(
          RawBundleTable(
            folder: folder, name: name, language: language, table: table, variesByDevice: varies))
      }
    }
    return result.sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
  }

  /// Whether the table reads differently on any device than `table` (read for this machine):
  /// only when one of its files mentions device variants is it read again for each device.
  private static func variesByDevice(
    _ table: StringTable, named name: String, language: String, listing: BundleListing
  ) -> Bool {
    let files =
      listing.tableFiles(named: name, language: language)
      + [listing.catalogs[name]]
      .compactMap { $0 }
    let marker = Array("device".utf8)
    let mentionsDevices = files.contains { url in
      guard let data = try? Data(contentsOf: url) else { return false }
      return data.firstRange(of: marker) != nil
        || data.firstRange(of: Array("Device".utf8)) != nil
    }
    guard mentionsDevices else { return false }
    // `""` is no device: `other`, else the fixed order.
    let platforms = ["", "iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision"]
    return platforms.contains { platform in
      DeviceVariant.$pinnedPlatform.withValue(platform) {
        var ignored: [Diagnostic] = []
        let catalog = listing.catalogs[name].map {
          BundleTableCache.readCatalog(
            at: $0, with: RawTableReaders.catalog, diagnostics: &ignored)
        }
        let read = BundleTableCache.rawTable(
          named: name, language: language, listing: listing, catalog: catalog,
          with: RawTableReaders.table, diagnostics: &ignored)
        return read != table
      }
    }
  }
}
