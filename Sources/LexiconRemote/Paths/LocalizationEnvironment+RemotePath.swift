import Lexicon
import LexiconEnvironment

extension LocalizationEnvironment {
  /// The path of a table of one language: `production/1-2-0/ru/labels`.
  ///
  /// The language is canonicalized (`pt_BR` → `pt-BR`), the version written as its
  /// `AppVersion.pathComponent`.
  ///
  /// - Parameters:
  ///   - language: A language tag in any form `LanguageTag` accepts.
  ///   - table: The table's name, such as `labels`.
  /// - Returns: `name/version/language/table`.
  /// - Throws: ``RemotePathError`` when the name breaks the naming rule, there is no version, the
  ///   language is not a language tag or the table is not a valid key.
  public func path(language: String, table: String) throws(RemotePathError) -> RemotePath {
    guard let tag = LanguageTag(language), tag.language != "und" else {
      throw .invalidLanguage(language)
    }
    return try path(components: [tag.identifier, table])
  }

  /// The path of anything else kept for this environment and version: `production/1-2-0/…`.
  ///
  /// ```swift
  /// try environment.path(components: ["manifest"]).description  // "production/1-2-0/manifest"
  /// ```
  ///
  /// - Parameter components: The components after the version; none gives `name/version`.
  /// - Returns: `name/version/components…`.
  /// - Throws: ``RemotePathError`` when the name breaks the naming rule, there is no version or a
  ///   component is not a valid key.
  public func path(components: [String]) throws(RemotePathError) -> RemotePath {
    guard EnvironmentName.isValid(name.rawValue) else { throw .invalidEnvironmentName(name) }
    guard let version else { throw .missingVersion(name) }
    return try RemotePath(components: [name.rawValue, version.pathComponent] + components)
  }
}
