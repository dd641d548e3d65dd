import Foundation
import Lexicon

/// The `.lproj` folder of a language beside a source-language folder: the one the resources
/// already have (`pt_BR.lproj` or `pt-BR.lproj` for `pt-BR`), else a new `<language>.lproj`
/// named by the canonical tag, as Xcode names them.
///
/// ```swift
/// LanguageFolder.url(for: "pt-BR", besides: URL(fileURLWithPath: "Resources/en.lproj"))
/// // Resources/pt_BR.lproj when it exists, else Resources/pt-BR.lproj
/// ```
enum LanguageFolder {
  /// The folder for `language` in the folder that holds `sourceFolder`.
  static func url(for language: String, besides sourceFolder: URL) -> URL {
    let root = sourceFolder.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".lproj") {
      let folderLanguage = String(name.dropLast(".lproj".count))
      if ParsedSource.canonical(folderLanguage) == language {
        return root.appendingPathComponent(name, isDirectory: true)
      }
    }
    return root.appendingPathComponent("\(language).lproj", isDirectory: true)
  }
}
