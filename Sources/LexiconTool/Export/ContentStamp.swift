import Foundation
import Lexicon
import LexiconPublishing
import LexiconRemote

/// The stamp `lexicon export static --stamp FILE` writes into the app's resources
/// (`lexicon-content.json`, read by the app as `ShippedContent`): for each language, the content
/// version the exported files are at and the `ContentDigest` of their content, so a fresh
/// install declares that version as held and its first refresh downloads only the difference.
///
/// ```swift
/// let stamp = ContentStamp(environment: environment, developmentLanguage: "en",
///                          content: content, versions: ["ru": 3, "en": 2])
/// stamp.document   // byte-stable JSON, a final line feed
/// ```
struct ContentStamp: Sendable {
  /// The environment and app version exported.
  var environment: LocalizationEnvironment
  /// The development language (its `Base` tables are part of its content).
  var developmentLanguage: String
  /// What was exported.
  var content: ExportContent
  /// The content version of each language now in the output folder.
  var versions: [String: Int]

  /// The stamp as the app reads it.
  var shipped: ShippedContent {
    var languages: [String: ShippedContent.Language] = [:]
    for (language, version) in versions {
      let tables = content.tables(of: language).filter { !$0.value.isEmpty }
      languages[language] = ShippedContent.Language(
        version: version, sha256: ContentDigest.sha256(of: tables), tables: tables.keys.sorted())
    }
    return ShippedContent(
      environment: environment, developmentLanguage: developmentLanguage, languages: languages)
  }

  /// The JSON document: members sorted by the UTF-8 bytes of their names, two-space
  /// indentation, a final line feed.
  var document: Data { shipped.jsonData() }
}
