import Foundation
import Lexicon

/// The bundles that hold the app's localization files, found with no configuration: what remote
/// values are checked against, which tables the app uses, which languages it has.
///
/// In order, without duplicates:
///
/// 1. the bundles the configuration names (``RemoteConfiguration/referenceBundles``);
/// 2. the bundles the process's runtimes have read: each key type's ``Localizable/bundle`` once
///    its first table was built, and every bundle a `BundleProvider` is pinned to;
/// 3. the resource bundles SwiftPM builds for the app's modules — `*.bundle` inside the main
///    bundle on Apple platforms, `*.resources` beside the executable elsewhere, beside a test
///    bundle under `swift test` — and every bundle Foundation has loaded, when they hold
///    localizations;
/// 4. the main bundle.
///
/// So a feature module's strings (`Bundle.module`) are the authority for its keys even before
/// any of its keys was looked up.
///
/// ```swift
/// AppBundles.all(configured: [])   // [main, LoginFeature's module bundle, …]
/// ```
enum AppBundles {
  /// Every bundle of the app, configured ones first.
  ///
  /// - Parameter configured: The bundles the configuration names.
  static func all(configured: [Bundle]) -> [Bundle] {
    var seen: Set<String> = []
    var result: [Bundle] = []
    for bundle in configured + BundleUsage.bundles + discovered + [Bundle.main] {
      if seen.insert(BundlePath.of(bundle)).inserted {
        result.append(bundle)
      }
    }
    return result
  }

  /// The bundles the app was built with — the configured ones, the modules' resource bundles and
  /// the main bundle — without the ones the runtime met (a bundle loaded from a download, say):
  /// where a build's own resources, such as its shipped content stamp, are looked for.
  static func packaged(configured: [Bundle]) -> [Bundle] {
    var seen: Set<String> = []
    var result: [Bundle] = []
    for bundle in configured + discovered + [Bundle.main] {
      if seen.insert(BundlePath.of(bundle)).inserted {
        result.append(bundle)
      }
    }
    return result
  }

  /// The names of the tables the app uses: those key types read, and those its bundles have.
  static func tableNames(configured: [Bundle]) -> Set<String> {
    var names = BundleUsage.tableNames
    for bundle in all(configured: configured) {
      names.formUnion(contents(of: bundle).tables)
    }
    return names
  }

  /// The languages the app's bundles have `.lproj` folders for (without `Base`), sorted.
  static func languages(configured: [Bundle]) -> [String] {
    var languages: Set<String> = []
    for bundle in all(configured: configured) {
      languages.formUnion(contents(of: bundle).languages)
    }
    return StableOrder.sorted(Array(languages))
  }

  /// The tables and languages of a bundle, listed once per process (bundles do not change
  /// while an app runs).
  private static func contents(of bundle: Bundle) -> (tables: Set<String>, languages: [String]) {
    let path = BundlePath.of(bundle)
    let known = listed.withLock { listed -> (Set<String>, [String])? in
      guard let tables = listed.tables[path], let languages = listed.languages[path] else {
        return nil
      }
      return (tables, languages)
    }
    if let known { return known }
    let found = (BundleInfo.tableNames(of: bundle), BundleInfo.localizations(of: bundle))
    listed.withLock { listed in
      listed.tables[path] = found.0
      listed.languages[path] = found.1
    }
    return found
  }

  /// The bundles listed so far, by path: two dictionaries rather than one of pairs, whose code
  /// would be the module's only use of its kind.
  private struct Listed {
    var tables: [String: Set<String>] = .init()
    var languages: [String: [String]] = .init()
  }

  private static let listed = LockedValue(Listed())

  /// The resource bundles found beside or inside the main bundle, and the loaded bundles, that
  /// hold localizations; looked for once per process.
  static let discovered: [Bundle] = {
    var folders: [URL] = [Bundle.main.bundleURL]
    if let resources = Bundle.main.resourceURL { folders.append(resources) }
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    // Test bundles (`swift test` on Apple platforms) sit beside the resource bundles they use.
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var candidates: [Bundle] = Bundle.allBundles
    var seen: Set<String> = []
    for folder in folders where seen.insert(folder.standardizedFileURL.path).inserted {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in StableOrder.sorted(names)
      where name.hasSuffix(".bundle") || name.hasSuffix(".resources") {
        if let bundle = Bundle(url: folder.appendingPathComponent(name, isDirectory: true)) {
          candidates.append(bundle)
        }
      }
    }
    return candidates.filter { bundle in
      guard !BundlePath.isSame(bundle, .main) else { return false }
      let contents = contents(of: bundle)
      return !contents.languages.isEmpty || !contents.tables.isEmpty
    }
  }()
}
