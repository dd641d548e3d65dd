import Foundation

/// Facts about a bundle read safely on every platform.
public enum BundleInfo {
  /// The bundle's development language: its `CFBundleDevelopmentRegion`, or `en` when it has none.
  ///
  /// On Linux `Bundle.developmentLocalization` crashes when the bundle has no `Info.plist` (the
  /// main bundle of a command-line tool or test runner), so this reads the bundle's `Info.plist`
  /// instead (see ``developmentRegion(of:path:)``), once per bundle path. A SwiftPM resource
  /// bundle carries its package's `defaultLocalization` there.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: A canonical language tag.
  public static func developmentLanguage(of bundle: Bundle) -> String {
    let path = bundle.bundlePath
    return developmentLanguages.value(for: path) {
      guard let region = developmentRegion(of: bundle, path: path), !region.isEmpty else {
        return "en"
      }
      return LanguageNames.canonical(region)
    }
  }

  /// Each bundle's development language, by the bundle's path: its `Info.plist` does not change
  /// while the app runs, and every table built asks.
  private static let developmentLanguages = OnceMap<String, String>()

  /// The `CFBundleDevelopmentRegion` of the bundle at `path`, from its `Info.plist` read with
  /// Lexicon's own property-list readers, XML or binary, where Foundation looks for it:
  /// `Contents/` (a macOS bundle), `Resources/` and `Support Files/` (older layouts), else the
  /// bundle's root. Linux's Foundation makes the whole info dictionary a Swift dictionary on every
  /// `Bundle.infoDictionary` call, about 170 µs the first time in a process, which a launch would
  /// pay.
  ///
  /// A file Lexicon cannot read is left to `Bundle.infoDictionary`. A bundle with no such file
  /// has no region on Linux; on Apple platforms it is asked through `Bundle.infoDictionary` too,
  /// because a command-line tool's linker may embed its `Info.plist` in the executable (that line
  /// is compiled only on Apple platforms).
  static func developmentRegion(of bundle: Bundle, path: String) -> String? {
    for place in infoPlistPlaces {
      guard let data = FileManager.default.contents(atPath: path + place) else { continue }
      var log = DiagnosticLog(file: nil, bytes: nil)
      let root =
        PropertyListBinaryReader.isBinary(data)
        ? PropertyListBinaryReader.read(data, log: &log)
        : PropertyListXMLReader.read(DecodedText(data).bytes, log: &log)
      guard let entries = root?.entries, !log.hasErrors else {
        return bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
      }
      // A key written twice: the last one wins, as in Foundation's reading.
      return entries.last { $0.key == "CFBundleDevelopmentRegion" }?.value.string
    }
    #if canImport(Darwin)
      return bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
    #else
      return nil
    #endif
  }

  /// Where a bundle's `Info.plist` may lie, from its folder: the places Foundation reads.
  private static let infoPlistPlaces = [
    "/Contents/Info.plist", "/Resources/Info.plist", "/Support Files/Info.plist", "/Info.plist",
  ]

  /// The languages a bundle has `.lproj` folders (or String Catalog localizations) for, as
  /// canonical tags, without `Base`; empty when it has none (the main bundle of a command-line
  /// tool or server).
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: The languages, sorted.
  public static func localizations(of bundle: Bundle) -> [String] {
    BundleListing(bundle: bundle).folders.keys.filter { $0 != TableBuilder.baseLocalization }
      .sorted()
  }

  /// The names of the tables a bundle has in any language: its `.strings` and `.stringsdict`
  /// files and String Catalogs.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: The table names.
  package static func tableNames(of bundle: Bundle) -> Set<String> {
    let listing = BundleListing(bundle: bundle)
    var names = Set(listing.catalogs.keys)
    for (folder, files) in listing.files {
      for file in files {
        for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) {
          let name = String(file.dropLast(suffix.count))
          // A top-level file named by a language (`EN.strings`) is that language's table.
          let isLanguageFile = folder.isEmpty && BundleListing.rootLanguage(name) != nil
          names.insert(isLanguageFile ? BundleListing.rootLanguageTable : name)
        }
      }
    }
    return names
  }
}
