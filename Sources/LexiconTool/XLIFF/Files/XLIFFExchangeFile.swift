import Foundation
import Lexicon

/// A source-language localization file of the project as an XLIFF exchange sees it: the units
/// it exports for a language (with that language's translations), and how translations are
/// written back. One implementation per format: ``StringsExchange``, ``StringsDictExchange``,
/// ``CatalogExchange``.
///
/// Ids are those Xcode writes for the format (see `XcodeUnitID`); import looks a unit up by its
/// exact id among the units the source file exports, so a key that happens to contain `|==|` or
/// `:dict/` is never parsed apart.
protocol XLIFFExchangeFile: Sendable {
  /// The source file, as found.
  var source: LintSource { get }
  /// The source language.
  var sourceLanguage: String { get }

  /// The units of `language`, sorted by id as Xcode sorts them: every translatable text of the
  /// source, with the language's translation and its state when it has one.
  /// - Parameter language: A canonical language tag.
  /// - Returns: The units.
  /// - Throws: ``ToolError`` when the language's file cannot be read.
  func units(language: String) throws(ToolError) -> [ExchangeUnit]

  /// Writes `translations` (by unit id) into the language's file: the file's new contents,
  /// the values of the keys they touch before and after, or `nil` data when nothing changes.
  /// - Parameters:
  ///   - translations: The texts to write, by unit id (only ids of ``units(language:)``).
  ///   - language: A canonical language tag.
  /// - Returns: What would be written, and the values to check.
  /// - Throws: ``ToolError`` when the language's file cannot be read or written into.
  func write(_ translations: [String: ImportedText], language: String) throws(ToolError)
    -> ExchangeOutput
}

/// One unit a source file exports: its id, the key of the table it belongs to, the source text,
/// the note, and the language's translation when there is one.
struct ExchangeUnit: Sendable, Equatable {
  /// The unit's id, as Xcode writes it.
  var id: String
  /// The key of the table entry the unit is part of.
  var key: String
  /// The source-language text.
  var source: String
  /// The note for translators, if any.
  var note: XLIFFNote?
  /// The translation, if the language has one.
  var target: String?
  /// The XLIFF state of the translation (`translated`, `needs-review-l10n`, `new`).
  var state: String?
  /// The XLIFF state qualifier (`leveraged-mt` for a machine translation).
  var stateQualifier: String?
  /// Whether the source file lacks the key and ``source`` is the key itself: a string Xcode
  /// extracted from code, which only a translation's file has.
  var sourceIsKey = false
}

/// A translation taken from an XLIFF unit, to be written into a file.
struct ImportedText: Sendable, Equatable {
  /// The text.
  var text: String
  /// The String Catalog state it is written with: `translated` or `needs_review`.
  var catalogState: String
}

/// What writing translations into a file would do.
struct ExchangeOutput: Sendable {
  /// The file written.
  var url: URL
  /// Its new contents, or `nil` when they would not change.
  var data: Data?
  /// The values of the keys touched, after writing, in the translated language.
  var values: [String: LocalizedValue]
  /// The source-language values of the same keys.
  var sources: [String: LocalizedValue]
  /// The values the file held for the same keys before writing (none for a new key or file).
  var previous: [String: LocalizedValue] = [:]

  /// The keys whose value writing changes: those an import checks. A value the file already
  /// held is `lexicon lint`'s business, not the import's.
  var changedKeys: [String] {
    values.keys.filter { previous[$0] == nil || previous[$0] != values[$0] }
      + Set(previous.keys).subtracting(values.keys)
  }
}
