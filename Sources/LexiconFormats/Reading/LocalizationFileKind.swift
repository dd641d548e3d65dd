/// The kinds of localization file Lexicon reads, named by their path extension.
public enum LocalizationFileKind: String, Sendable, Hashable, CaseIterable {
  /// A strings file (`.strings`): old-style property-list text, or an XML or binary property list.
  case strings
  /// A plural dictionary (`.stringsdict`): an XML or binary property list.
  case stringsDict = "stringsdict"
  /// A String Catalog (`.xcstrings`): JSON holding every language.
  case stringCatalog = "xcstrings"

  /// The kind for a path extension such as `strings` (case-insensitive), or `nil`.
  /// - Parameter pathExtension: The extension without the dot.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}
