import Foundation
import Lexicon
import LexiconReading

/// What a build shipped: for an environment and app version, the content version each
/// language's bundle tables correspond to, and the digest of that content — the small resource
/// file `lexicon export static --stamp` writes into the app's resources
/// (`lexicon-content.json`).
///
/// A device that holds no over-the-air content for a language declares the shipped version as
/// held, so its first refresh takes only the difference from what it shipped with (the static
/// host keeps deltas from every version it published) — as long as the bundle still holds
/// exactly that content: its tables' ``ContentDigest`` must be the recorded one, so a bundle
/// edited after the export holds nothing, as before.
///
/// ```json
/// {
///   "appVersion": "1.2.0",
///   "developmentLanguage": "en",
///   "environment": "production",
///   "formatVersion": 1,
///   "kind": "shipped-content",
///   "languages": {
///     "ru": {"sha256": "9c1d…", "tables": ["Localizable", "Settings"], "version": 3}
///   }
/// }
/// ```
package struct ShippedContent: Sendable, Equatable {
  /// One language as shipped.
  package struct Language: Sendable, Equatable {
    /// The content version its tables correspond to.
    package var version: Int
    /// The ``ContentDigest`` of its tables.
    package var sha256: String
    /// The tables it has.
    package var tables: [String]

    package init(version: Int, sha256: String, tables: [String]) {
      self.version = version
      self.sha256 = sha256
      self.tables = tables
    }
  }

  /// The name of the resource file.
  package static let resourceName = "lexicon-content.json"
  /// The `kind` of the document.
  package static let kind = "shipped-content"

  /// The environment and app version the content was exported for.
  package var environment: LocalizationEnvironment
  /// The development language: its `Base` tables count under its own, as the app reads them.
  package var developmentLanguage: String
  /// The languages, by canonical tag.
  package var languages: [String: Language]

  package init(
    environment: LocalizationEnvironment, developmentLanguage: String,
    languages: [String: Language]
  ) {
    self.environment = environment
    self.developmentLanguage = developmentLanguage
    self.languages = languages
  }

  /// Reads a stamp.
  ///
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming the field.
  package init(jsonData: Data, source: String) throws(RemoteError) {
    let reader = try PayloadReader(bytes: Array(jsonData), source: source)
    environment = try reader.header(kind: Self.kind)
    let development = try reader.required(reader.root, "developmentLanguage", "")
    developmentLanguage = try reader.language(
      try reader.string(development, "developmentLanguage"), "developmentLanguage",
      at: development.offset)
    var languages: [String: Language] = .init()
    for member in try reader.members(try reader.required(reader.root, "languages", ""), "languages")
    {
      let path = FieldPath.member("languages", member.key)
      let tag = try reader.language(member.key, path, at: member.keyOffset)
      let version = try reader.int(
        try reader.required(member.value, "version", path), FieldPath.member(path, "version"),
        minimum: 1)
      let digest = try reader.string(
        try reader.required(member.value, "sha256", path), FieldPath.member(path, "sha256"))
      let tablesNode = try reader.required(member.value, "tables", path)
      guard let elements = tablesNode.elements else {
        throw reader.failure(
          FieldPath.member(path, "tables"), at: tablesNode.offset, "expected an array of names")
      }
      var tables: [String] = []
      for (index, element) in elements.enumerated() {
        tables.append(try reader.string(element, FieldPath.member(path, "tables[\(index)]")))
      }
      languages[tag] = Language(version: version, sha256: digest, tables: tables)
    }
    self.languages = languages
  }

  /// The first stamp found at the top of the resources of `bundles` (in order), and the bundle
  /// it is in; `nil` when none has one, or the first one found cannot be read (reported to
  /// `onProblem`).
  static func find(in bundles: [Bundle], onProblem: (RemoteError) -> Void) -> (
    ShippedContent, Bundle
  )? {
    for bundle in bundles {
      guard let root = bundle.resourceURL ?? Optional(bundle.bundleURL) else { continue }
      for folder in [root, bundle.bundleURL] {
        let url = folder.appendingPathComponent(resourceName)
        guard let data = FileManager.default.contents(atPath: url.path) else { continue }
        do {
          return (try ShippedContent(jsonData: data, source: url.path), bundle)
        } catch {
          onProblem(error)
          return nil
        }
      }
    }
    return nil
  }

  /// The tables of `language` as the bundle holds them — the development language over `Base`
  /// for the development language — read through `provider`.
  package func bundleTables(
    of language: String, in bundle: Bundle, provider: any StringProvider, tableFiles: TableFiles
  ) -> [String: [String: LocalizedValue]] {
    var tables: [String: [String: LocalizedValue]] = .init()
    for name in languages[language]?.tables ?? [] {
      var merged = StringTable()
      let asked = language == developmentLanguage ? [language, "Base"] : [language]
      for tag in asked {
        let request = TableRequest(
          language: tag, table: name, bundle: bundle, tableFiles: tableFiles)
        if let table = provider.table(for: request) {
          merged.merge(table, keepingExisting: true)
        }
      }
      if !merged.isEmpty { tables[name] = merged.entries }
    }
    return tables
  }

  /// The version `language` shipped at, when the bundle still holds exactly that content.
  package func verifiedVersion(
    of language: String, in bundle: Bundle, provider: any StringProvider, tableFiles: TableFiles
  ) -> Int? {
    guard let shipped = languages[language] else { return nil }
    let digest = ContentDigest.sha256(
      of: bundleTables(of: language, in: bundle, provider: provider, tableFiles: tableFiles))
    return digest == shipped.sha256 ? shipped.version : nil
  }
}
