import Foundation

/// Facts about a bundle read safely on every platform.
public enum BundleInfo {
  /// The bundle's development language: its `CFBundleDevelopmentRegion`, or `en` when it has none.
  ///
  /// On Apple platforms this asks `Bundle.infoDictionary`. On Linux `Bundle.developmentLocalization`
  /// crashes when the bundle has no `Info.plist` (the main bundle of a command-line tool or test
  /// runner), and `Bundle.infoDictionary` makes the whole dictionary a Swift one on every call
  /// (about 170 µs the first time in a process, which a launch would pay), so there Lexicon reads
  /// the bundle's `Info.plist` itself (with `PropertyListSerialization`), XML or binary, once per
  /// bundle path, from the folder
  /// Foundation reads it from (`Contents/`, `Resources/` or `Support Files/` when the bundle has
  /// one, else its root); a file it cannot read is left to Foundation. Unlike Foundation it does
  /// not read the platform variants (`Info-linux.plist`, `CFBundleDevelopmentRegion-linux`). A
  /// SwiftPM resource bundle carries its package's `defaultLocalization` there.
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: A canonical language tag.
  public static func developmentLanguage(of bundle: Bundle) -> String {
    func language(_ region: String?) -> String {
      guard let region, !region.isEmpty else { return "en" }
      return LanguageNames.canonical(region)
    }
    #if canImport(Darwin)
      return language(bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String)
    #else
      let path = bundle.bundlePath
      return developmentLanguages.value(for: path) {
        switch infoPlistRegion(ofBundleAt: path) {
        case .read(let region): language(region)
        case .unreadable: language(bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String)
        }
      }
    #endif
  }

  /// Each bundle's development language on Linux, by the bundle's path: its `Info.plist` does not
  /// change while the app runs, and every table built asks. ``BundleProvider/invalidateCache(for:)``
  /// forgets it for a bundle replaced in place.
  static let developmentLanguages = OnceMap<String, String>()

  /// What a bundle's `Info.plist` says of its development region.
  enum InfoPlistRegion: Equatable {
    /// The file was read (or there is none): its `CFBundleDevelopmentRegion`, if any.
    case read(String?)
    /// The file is there but could not be read as a dictionary.
    case unreadable
  }

  /// The `CFBundleDevelopmentRegion` of the `Info.plist` of the bundle at `path`, read with
  /// Foundation's `PropertyListSerialization` from the folder Foundation reads it from: `Contents/`,
  /// `Resources/` or `Support Files/` when the bundle has one of those folders (in that order),
  /// else its root; `Info.plist` or `info.plist`. Compiled and tested on every platform; only
  /// Linux uses it.
  static func infoPlistRegion(ofBundleAt path: String) -> InfoPlistRegion {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    let folder =
      ["/Contents", "/Resources", "/Support Files"].first {
        manager.fileExists(atPath: path + $0, isDirectory: &isFolder) && isFolder.boolValue
      } ?? ""
    guard
      let data = manager.contents(atPath: path + folder + "/Info.plist")
        ?? manager.contents(atPath: path + folder + "/info.plist")
    else { return .read(nil) }
    // Foundation's property-list reader, which the app's process has already: the runtime links
    // no reader of its own (those of the raw table files are `LexiconRawFiles`'), and an
    // `Info.plist` is the build's own file, read once per bundle.
    guard
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return .unreadable }
    return .read(root["CFBundleDevelopmentRegion"] as? String)
  }

  /// The languages a bundle has `.lproj` folders (or String Catalog localizations) for, as
  /// canonical tags, without `Base`; empty when it has none (the main bundle of a command-line
  /// tool or server).
  ///
  /// - Parameter bundle: The bundle.
  /// - Returns: The languages, sorted.
  public static func localizations(of bundle: Bundle) -> [String] {
    StableOrder.sorted(
      BundleListing(bundle: bundle).folders.keys.filter { $0 != TableBuilder.baseLocalization })
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
