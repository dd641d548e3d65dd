import Foundation
import Lexicon

/// `lexicon export xliff`: a project's source-language files as Xcode localization catalogs, one
/// per language (`ru.xcloc`), with the translations the project already has.
///
/// Each source file becomes one `<file>` (files without units are left out), its units sorted
/// as Xcode sorts them (``XcodeOrder``), each with its source text, the language's translation
/// as `<target state="…">` when there is one (none for an untranslated unit), and its note. The
/// same project always gives the same bytes.
struct XLIFFExport {
  /// The project's source files.
  let project: XLIFFProject

  /// The XLIFF document of a language.
  /// - Parameter language: A canonical language tag.
  /// - Returns: The document, and how many units and translations it has.
  /// - Throws: ``ToolError`` when a language's file cannot be read.
  func document(language: String) throws(ToolError) -> (
    document: XLIFFDocument, units: Int, translated: Int
  ) {
    var files: [XLIFFFile] = []
    var unitCount = 0
    var translated = 0
    for file in project.files {
      let units = try file.exchange.units(language: language)
      guard !units.isEmpty else { continue }
      files.append(
        XLIFFFile(
          original: file.original, sourceLanguage: file.exchange.sourceLanguage,
          targetLanguage: language, tool: XcodeLocalizationCatalog.tool,
          units: units.map { unit in
            var result = XLIFFUnit(
              id: unit.id, source: unit.source, target: unit.target, state: unit.state)
            result.stateQualifier = unit.stateQualifier
            result.notes = unit.note.map { [$0] } ?? []
            return result
          }))
      unitCount += units.count
      translated += units.count { $0.target != nil }
    }
    return (XLIFFDocument(files: files), unitCount, translated)
  }

  /// The source files' contents, by original path, for `Source Contents`.
  func sources() throws(ToolError) -> [(original: String, data: Data)] {
    var result: [(original: String, data: Data)] = []
    for file in project.files {
      result.append(
        (
          file.original,
          try StringsExchange.read(file.exchange.source.url, printed: file.exchange.source.path)
        ))
    }
    return result
  }

  /// Writes a catalog folder whole: into a new folder beside it, then in its place, so a
  /// reader never sees half a catalog. Nothing is written when its files are already these.
  /// - Returns: Whether anything changed.
  static func write(_ files: [(String, Data)], to folder: URL) throws(ToolError) -> Bool {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.path), existing(folder) == files.count,
      files.allSatisfy({
        manager.contents(atPath: folder.appendingPathComponent($0.0).path) == $0.1
      })
    {
      return false
    }
    let staging = folder.deletingLastPathComponent().appendingPathComponent(
      ".\(folder.lastPathComponent)-\(UUID().uuidString)")
    do {
      for (path, data) in files {
        let url = staging.appendingPathComponent(path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }
      if manager.fileExists(atPath: folder.path) {
        // The old catalog out of the way, the new one in its place, the old one removed.
        let old = staging.appendingPathExtension("old")
        try manager.moveItem(at: folder, to: old)
        try manager.moveItem(at: staging, to: folder)
        try? manager.removeItem(at: old)
      } else {
        try manager.moveItem(at: staging, to: folder)
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw ToolError(
        "cannot write '\(folder.path)': \(error.localizedDescription)", exitCode: .cannotCreate)
    }
    return true
  }

  /// How many files a folder holds, at any depth.
  private static func existing(_ folder: URL) -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
    var count = 0
    while let path = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        count += 1
      }
    }
    return count
  }

  /// The project's name for `contents.json`: the `.xcodeproj` in its folder, else
  /// `Package.swift` when it is a package, else the folder's name.
  static func projectName(of root: URL) -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    if let project = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) { return project }
    if names.contains("Package.swift") { return "Package.swift" }
    return root.standardizedFileURL.lastPathComponent
  }
}
