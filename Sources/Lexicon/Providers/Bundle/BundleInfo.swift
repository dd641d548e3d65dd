import Foundation

/// Facts about a bundle read safely on every platform.
public enum BundleInfo {
  /// The bundle's development language: its `CFBundleDevelopmentRegion`, or `en` when it has none.
  ///
  /// On Linux `Bundle.developmentLocalization` crashes when the bundle has no `Info.plist` (the
  /// main bundle of a command-line tool or test runner), so this reads the info dictionary instead.
  /// A SwiftPM resource bundle carries its package's `defaultLocalization` there.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: A canonical language tag.
  public static func developmentLanguage(of bundle: Bundle) -> String {
    guard let region = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String,
      !region.isEmpty
    else { return "en" }
    return LanguageNames.canonical(region)
  }

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
