/// A pseudo-language a runtime can be switched to: a language tag with no files of its own, whose
/// texts are made from the development language's when it is chosen.
///
/// The `LexiconPseudo` library ships two, `PseudoLocale.accented` (`en-XA`) and
/// `PseudoLocale.rightToLeft` (`ar-XB`). A runtime accepts the pseudo-languages its configuration
/// lists (``LocalizationConfiguration/pseudoLocales``, none by default), so an app that never
/// shows one links none of their code:
///
/// ```swift
/// import LexiconPseudo   // .product(name: "LexiconPseudo", package: "Lexicon")
///
/// #if DEBUG
///   configuration.pseudoLocales = PseudoLocale.allCases
/// #endif
/// ```
///
/// The runtime builds a pseudo-language's tables from the development language's (resolved as
/// usual, fallbacks and in-code defaults included), passing each value through
/// `localize(_:)`, and chooses their plural variants with the development language's rules.
/// It calls a pseudo-language only while it builds a table or shows an in-code default, never on
/// the lookup of a key whose table is built, and from any thread: conforming types are values.
public protocol PseudoLanguage: Sendable {
  /// The language tag it is chosen by, such as `en-XA`; any spelling of it chooses it. Give it a
  /// tag of its own (CLDR's pseudo-locales use the private-use regions `XA`, `XB` and `XC`): a
  /// pseudo-language listed under a real language's tag replaces that language's texts, and one
  /// under the development language's tag is ignored.
  var language: String { get }

  /// The pseudo text of a whole string, such as an in-code default value.
  /// - Parameter text: The development language's text.
  /// - Returns: The text in this pseudo-language, taking the same format arguments.
  func localize(_ text: String) -> String

  /// The pseudo value of a table's value: plain text or a plural with its variants.
  /// - Parameter value: The development language's value.
  /// - Returns: The value in this pseudo-language, taking the same format arguments.
  func localize(_ value: LocalizedValue) -> LocalizedValue
}

extension PseudoLanguage {
  /// Every entry of a table in this pseudo-language: what the runtime serves for it.
  /// - Parameter table: The development language's table.
  /// - Returns: The table with each value localized.
  public func localize(_ table: StringTable) -> StringTable {
    StringTable(table.entries.mapValues { value in localize(value) })
  }
}
