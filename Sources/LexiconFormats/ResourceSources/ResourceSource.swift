import Foundation
import Lexicon

/// Finds the source file a SwiftPM resource bundle's file was copied from, so diagnostics name
/// the file a developer edits (`Sources/Login/Resources/ru.lproj/Login.strings:3:9`) rather than
/// its copy in the build folder (`.build/debug/App_Login.resources/ru.lproj/Login.strings`).
///
/// SwiftPM builds a target's resources into `<package>/.build/…/<Package>_<Target>.resources`
/// (`.bundle` on Apple platforms), keeping `.lproj` folders. From the copy's path this finds the
/// package (the folder above `.build` that holds `Package.swift`), the target's folder
/// (`Sources/<Target>`, `Tests/<Target>`, or a folder of that name a few levels down) and the
/// file in it with the same path inside its `.lproj` folder. The source is named only when its
/// bytes equal the copy's, so line and column are right; otherwise (an app bundle built by Xcode,
/// a bundle downloaded at run time, a source edited since the build) the copy's path stays.
///
/// The search runs only for a file that has diagnostics, once per file. Apps opt in through
/// ``Lexicon/EventHandler/namingSourceFiles()`` (a developer's debug build); the runtime itself
/// names the file it read.
enum ResourceSource {
  /// Source paths found so far (`nil`: none), by the copy's path.
  private static let cache = LockedValue<[String: String?]>([:])

  /// `diagnostic`, naming the source file instead of the copy when its file is in a SwiftPM
  /// resource bundle (a folder ending in `.resources` or `.bundle`) whose source can be found.
  static func sourced(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let path = diagnostic.file else { return diagnostic }
    let known = cache.withLock { $0[path] }
    let found: String?
    if let known {
      found = known
    } else {
      // Searched outside the lock (file system walks); two threads may search the same path.
      let file = URL(fileURLWithPath: path)
      found = bundleRoot(of: file).flatMap { locate(file, root: $0)?.path }
      cache.withLock { $0[path] = .some(found) }
    }
    guard let source = found else { return diagnostic }
    var sourced = diagnostic
    sourced.file = source
    return sourced
  }

  /// The innermost folder of `file`'s path that is a bundle (`.resources` on Linux, `.bundle`
  /// on Apple platforms), or `nil`.
  static func bundleRoot(of file: URL) -> URL? {
    var folder = file.standardizedFileURL.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if ["resources", "bundle"].contains(folder.pathExtension) { return folder }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// The source `file` was copied from, or `nil` when it cannot be known.
  static func locate(_ file: URL, root: URL) -> URL? {
    let filePath = file.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path
    guard filePath.hasPrefix(rootPath + "/") else { return nil }
    var relative = String(filePath.dropFirst(rootPath.count + 1))
    if relative.hasPrefix("Contents/Resources/") {
      relative = String(relative.dropFirst("Contents/Resources/".count))
    }
    var bundle = root.standardizedFileURL
    if bundle.lastPathComponent == "Resources",
      bundle.deletingLastPathComponent().lastPathComponent == "Contents"
    {
      bundle = bundle.deletingLastPathComponent().deletingLastPathComponent()
    }
    guard let package = packageRoot(above: bundle) else { return nil }
    for target in targetNames(of: bundle.deletingPathExtension().lastPathComponent) {
      guard let folder = targetFolder(named: target, in: package),
        let source = sourceFile(endingWith: relative, in: folder)
      else { continue }
      let copy = try? Data(contentsOf: file)
      return copy != nil && copy == (try? Data(contentsOf: source)) ? source : nil
    }
    return nil
  }

  /// The package whose build folder holds `bundle`: the parent of the nearest ancestor named
  /// `.build` (or `.build-something`, a custom scratch path) that holds a `Package.swift`.
  private static func packageRoot(above bundle: URL) -> URL? {
    var folder = bundle.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if folder.lastPathComponent.hasPrefix(".build") {
        let package = folder.deletingLastPathComponent()
        let manifest = package.appendingPathComponent("Package.swift").path
        return FileManager.default.fileExists(atPath: manifest) ? package : nil
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// The target names a bundle named `<Package>_<Target>` may stand for, longest first (package
  /// and target names may contain `_` themselves).
  private static func targetNames(of bundleName: String) -> [String] {
    let parts = bundleName.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return [] }
    return (1..<parts.count).map { parts[$0...].joined(separator: "_") }
  }

  /// The folder of target `name`: `Sources/name`, `Tests/name`, or a folder of that name up to
  /// three levels below the package (a target with a custom `path:`).
  private static func targetFolder(named name: String, in package: URL) -> URL? {
    let manager = FileManager.default
    for conventional in ["Sources", "Tests"] {
      let folder = package.appendingPathComponent(conventional).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue {
        return folder
      }
    }
    var level = [package]
    for _ in 0..<3 {
      var next: [URL] = []
      for folder in level {
        let children =
          (try? manager.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles])) ?? []
        let paths = children.map(\.path)
        let order = StableOrder.positions(count: paths.count) { paths[$0] < paths[$1] }
        for child in order.map({ children[$0] })
        where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
          if child.lastPathComponent == name { return child }
          next.append(child)
        }
      }
      level = next
    }
    return nil
  }

  /// The one file under `folder` whose path ends with `relative` (`ru.lproj/Login.strings`; a
  /// file at the bundle's top, which SwiftPM flattens, by its name alone).
  private static func sourceFile(endingWith relative: String, in folder: URL) -> URL? {
    guard
      let files = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return nil }
    let suffix = "/" + relative
    var matches: [URL] = []
    for case let url as URL in files where url.path.hasSuffix(suffix) {
      matches.append(url)
      if matches.count > 1 { return nil }
    }
    return matches.first
  }
}
