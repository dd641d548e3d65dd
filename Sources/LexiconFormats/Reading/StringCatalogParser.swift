import Foundation
import Lexicon
import LexiconRawFiles

/// Reads String Catalogs (`.xcstrings`, format versions 1.0 and 1.1) on every platform, into
/// one `StringTable` per language.
///
/// The JSON is read by Lexicon's own reader, so every diagnostic has a line and column.
///
/// ## How entries become values
/// - A `stringUnit` becomes `LocalizedValue/text(_:)`, or with `substitutions` a
///   `LocalizedValue/plural(_:)` whose format is the unit's value (it contains
///   `%#@name@` or `%1$#@name@`) and whose variables are the substitutions: each becomes a
///   `PluralVariable` with `argumentNumber` = `argNum`, `formatSpecifier` (without `%`;
///   `lld` when missing) and the texts of its plural variations, kept verbatim (`%arg` stands
///   for the substituted number; the formatting engine interprets it).
/// - A top-level `plural` variation becomes the format `%#@plural@` with one variable `plural`
///   whose argument is the first numeric conversion (positional-aware) of the `other` text,
///   else of the other texts in category order, else argument 1 with `lld`.
/// - A `device` variation resolves when the file is read to one variant: the running device's
///   (`iphone`, `ipad` or `ipod` on iOS, told apart at run time; `mac` on macOS and Mac
///   Catalyst; `appletv`, `applewatch`, `applevision`), else `other`, else the first of
///   `iphone`, `ipad`, `mac`, `appletv`, `applewatch`, `applevision`, `ipod`. Linux reads
///   `other`.
///   `substitutions` written beside the device variation (where Xcode writes them) apply to
///   the chosen variant, including a plural variation inside it; a substitution of the variant
///   itself wins over one of the same name beside it.
///
/// ## Which strings are served
/// - Every `stringUnit` with a non-empty value is served, whatever its `state` (`translated`,
///   `needs_review`, `new`, `stale`, or none): the state is editorial metadata, and Xcode
///   builds the value of every state — storyboard catalogs, for instance, keep their source
///   strings in state `new`. An unknown state is a warning.
/// - An empty value outside the source language is a string nobody translated, whatever its
///   state: it is not served (a warning says so), so lookups fall back to another language. An
///   empty plural form is left out (`other` stands in for it); an empty `other` form leaves out
///   the whole localization, as does a substitution whose `other` form is empty. Empty values
///   in the source language, and the translations of the empty key, are served: they may be
///   deliberate.
/// - A key with no localization in the source language resolves, in the source language, to
///   the key itself, as Xcode builds it. Other languages have only the keys they localize.
/// - A key with `shouldTranslate: false` is served only in the source language (its source
///   localization, or the key); its localizations in other languages are ignored, so lookups
///   fall back to the source language.
/// - `comment` and `extractionState` (including `stale`) do not change what is served.
///
/// Reading stops at the first JSON syntax error, deliberately: the entries complete before it
/// are kept and checked (their problems are reported with the syntax error), and nothing after
/// it is read, because after a missing comma or quote no reader can tell reliably where the next
/// entry begins, and guessing would serve wrong strings. Fix that error and parse again to see
/// the rest.
///
/// Problems reported: JSON syntax errors (the first one; see above), bad escapes and control
/// characters in strings (reported; reading goes on), and,
/// only when the JSON has no problem (so none of these is a follow-on), a missing or mistyped
/// `sourceLanguage` or `strings`, unknown versions (warning), mistyped fields, a `stringUnit`
/// without a value, plural variations without `other`, unknown categories (warning),
/// `%#@name@` without a substitution, duplicate keys (warning).
///
/// ```swift
/// let catalog = StringCatalogParser.parse(data, path: "Localizable.xcstrings")
/// catalog.tables[catalog.sourceLanguage]?["Done"]  // .text("Done")
/// ```
public enum StringCatalogParser {
  /// Parses a String Catalog, never throwing.
  /// - Parameters:
  ///   - data: The file's bytes (UTF-8 JSON; UTF-16 is accepted too).
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The tables that could be read and every problem found.
  public static func parse(_ data: Data, path: String? = nil) -> ParsedCatalog {
    ParsedCatalog(StringCatalogReader.read(data, path: path))
  }

  /// Parses a String Catalog and records where each localization is written, for tools: every
  /// syntax error is reported, not only the first (see ``LocatedFile``).
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed catalog and where each localization is written.
  package static func parseLocated(_ data: Data, path: String? = nil) -> LocatedFile {
    LocatedFile(catalog: StringCatalogReader.read(data, path: path, recordsLocations: true))
  }

  /// Parses a String Catalog, throwing when it has errors.
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The catalog (which may still carry warnings).
  /// - Throws: ``LocalizationFileError`` with every diagnostic and the partial catalog.
  public static func parseStrictly(_ data: Data, path: String? = nil) throws(LocalizationFileError)
    -> ParsedCatalog
  {
    let parsed = parse(data, path: path)
    guard !parsed.hasErrors else { throw LocalizationFileError(partialResult: .catalog(parsed)) }
    return parsed
  }
}
