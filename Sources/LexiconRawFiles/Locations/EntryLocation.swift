import Lexicon
import LexiconReading

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
  package var variables = VariableLocations()
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

/// The plural variables of an entry, by name: a short list (an entry has one or two), not a
/// dictionary, whose code every app would carry for the tools' sake.
///
/// ```swift
/// var variables = VariableLocations()
/// variables["files"] = PluralVariableLocation(position: SourcePosition(line: 7, column: 3))
/// variables["files"]?.position  // 7:3
/// ```
package struct VariableLocations: Sendable {
  private var entries: [(name: String, location: PluralVariableLocation)] = []

  /// No variables.
  package init() {}

  /// The location of the variable `name`; setting it replaces the one recorded (`nil` removes
  /// it).
  package subscript(name: String) -> PluralVariableLocation? {
    get { entries.first { $0.name == name }?.location }
    set {
      let index = entries.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let location?): entries[index].location = location
      case (let index?, nil): entries.remove(at: index)
      case (nil, let location?): entries.append((name, location))
      case (nil, nil): break
      }
    }
  }
}
