import Foundation
import Lexicon
import LexiconReading

/// An Xcode localization catalog on disk, `<language>.xcloc`, as `xcodebuild
/// -exportLocalizations` writes it and `-importLocalizations` reads it:
///
/// ```
/// ru.xcloc/
///   contents.json                      developmentRegion, project, targetLocale, toolInfo, version
///   Localized Contents/ru.xliff        the XLIFF 1.2 document
///   Source Contents/<original>         a copy of each source file, at its original path
/// ```
///
/// `contents.json` is written as Xcode writes it (`JSONSerialization` pretty-printed with sorted
/// keys: two-space indentation, `" : "`, no final line break); the tool is `lexicon`, not Xcode.
enum XcodeLocalizationCatalog {
  /// The tool `lexicon` writes in the XLIFF header and `contents.json`.
  static let tool = XLIFFTool(id: "org.lexicon.lexicon", name: "lexicon", version: Tool.version)

  /// `contents.json` of a catalog.
  static func contents(developmentRegion: String, project: String, targetLocale: String) -> String {
    """
    {
      "developmentRegion" : \(JSONText.string(developmentRegion)),
      "project" : \(JSONText.string(project)),
      "targetLocale" : \(JSONText.string(targetLocale)),
      "toolInfo" : {
        "toolID" : \(JSONText.string(tool.id)),
        "toolName" : \(JSONText.string(tool.name)),
        "toolVersion" : \(JSONText.string(tool.version ?? ""))
      },
      "version" : "1.0"
    }
    """
  }

  /// The files of a catalog, by path inside it.
  /// - Parameters:
  ///   - document: The XLIFF document.
  ///   - language: The target language.
  ///   - developmentRegion: The development language.
  ///   - project: The project's name (`App.xcodeproj`, `Package.swift`).
  ///   - sources: Each source file's original path and contents.
  /// - Returns: Path inside the catalog → contents.
  static func files(
    _ document: XLIFFDocument, language: String, developmentRegion: String, project: String,
    sources: [(original: String, data: Data)]
  ) -> [(String, Data)] {
    var files: [(String, Data)] = [
      (
        "contents.json",
        Data(
          contents(developmentRegion: developmentRegion, project: project, targetLocale: language)
            .utf8)
      ),
      ("Localized Contents/\(language).xliff", Data(XLIFFWriter.write(document).utf8)),
    ]
    for source in sources { files.append(("Source Contents/" + source.original, source.data)) }
    return files
  }

  /// The XLIFF file of a catalog (its only `.xliff` in `Localized Contents`), and the target
  /// language its `contents.json` names, if it names one.
  static func read(_ folder: URL) throws(ToolError) -> (xliff: URL, targetLocale: String?) {
    let localized = folder.appendingPathComponent("Localized Contents")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: localized.path)) ?? []
    let xliffs = names.filter { $0.hasSuffix(".xliff") }.sorted()
    guard xliffs.count == 1 else {
      throw ToolError(
        "'\(folder.path)' is not an Xcode localization catalog: expected one .xliff in "
          + "'Localized Contents', found \(xliffs.isEmpty ? "none" : xliffs.joined(separator: ", "))",
        exitCode: .noInput)
    }
    var targetLocale: String?
    if let data = FileManager.default.contents(
      atPath: folder.appendingPathComponent("contents.json").path)
    {
      targetLocale = JSONReader.read([UInt8](data)).root?.member("targetLocale")?.value.string
    }
    return (localized.appendingPathComponent(xliffs[0]), targetLocale)
  }
}
