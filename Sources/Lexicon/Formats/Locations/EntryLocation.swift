/// Where one entry of a localization file is written, and what a tool needs to know about it
/// beyond its value: the parsers record it when asked (``LocatedFile``), for tools that point at
/// values, such as `lexicon lint` and `lexicon generate`. The runtime never records it.
///
/// For a String Catalog there is one location per key and language: the `value` of a plain
/// string is its `stringUnit` value; that of a plural variation is the variation.
///
/// ```swift
/// let located = LocalizationFile.parseLocated(data, kind: .strings, path: path)  // LexiconFormats
/// located.entries[""]?["login.title"]?.value  // 12:17, the opening quote of the value
/// ```
package struct EntryLocation: Sendable {
  /// Where the key is written.
  package var key: SourcePosition
  /// Where the value is written: a `.strings` value's opening quote, a `.stringsdict` format
  /// string, a catalog `stringUnit` value or plural variation (the key itself for a catalog
  /// string that has no localization in its source language).
  package var value: SourcePosition
  /// The note for translators: the comment right before a `.strings` entry (its text without
  /// `/* */` or `//`), or a catalog string's `comment`.
  package var comment: String?
  /// Each plural variable by name: where it is defined and where each of its forms is.
  package var variables: [String: PluralVariableLocation] = .init()
  /// The catalog `stringUnit` states other than `translated` (`new`, `needs_review`, `stale`),
  /// each with where it is written.
  package var states: [ReviewState] = []
  /// Where each empty text of the entry is: the value itself, a plural form or a format. A
  /// catalog's empty translations are listed here although the parser does not serve them.
  package var emptyTexts: [SourcePosition] = []

  /// Creates a location whose value is at `value`.
  /// - Parameters:
  ///   - key: Where the key is written.
  ///   - value: Where the value is written.
  package init(key: SourcePosition, value: SourcePosition) {
    self.key = key
    self.value = value
  }
}
