import Lexicon

/// A pseudo-language: the development language's text made to look translated, so layouts can be
/// checked for truncation, concatenation, hard-coded text and right-to-left mirroring before any
/// translation exists. No pseudo files ship: the runtime derives the text when the language is
/// chosen.
///
/// - ``accented`` (`en-XA`): every ASCII letter accented, the text about 35 % longer (padding words
///   at its end), and the whole string in brackets — `"Sign in"` becomes `"[Šîĝñ îñ one]"`. A
///   label that cuts off the `]`, or shows two brackets where one string was expected
///   (concatenated pieces), is found at a glance; unaccented text is not localized at all.
/// - ``rightToLeft`` (`ar-XB`): every word forced to read right to left (wrapped in U+202E RIGHT-TO-LEFT
///   OVERRIDE … U+202C POP DIRECTIONAL FORMATTING, between U+200F RIGHT-TO-LEFT MARKs), in an
///   Arabic locale, so the layout mirrors as it would in Arabic or Hebrew.
///
/// Format specifiers (`%@`, `%1$@`, `%.2f`, `%%`), plural placeholders (`%#@files@`), String
/// Catalog `%arg`, markup (`<b>`, `&amp;`, `**bold**`, the URL of a Markdown link), `{name}`
/// placeholders, URLs, backslash escapes written in the text and line breaks are kept exactly: the
/// pseudo text takes the same arguments as its source.
///
/// A runtime accepts the pseudo-languages its configuration lists
/// (`LocalizationConfiguration.pseudoLocales`, none by default); list them, in a QA build or a
/// snapshot test, and choose one as the app's language like any other:
///
/// ```swift
/// configuration.pseudoLocales = PseudoLocale.allCases
///
/// Localization.shared.setLanguage("en-XA")       // or PseudoLocale.accented.language
/// "\(LoginStrings.title)"                        // "[Šîĝñ îñ one]"
/// LoginStrings.welcome("Ann")                    // "[Ŵéļçöɱé ƀåçķ, Ann! one two]"
///
/// Localization.withLanguage(PseudoLocale.rightToLeft.language) {
///   Localization.current.layoutDirection         // .rightToLeft
/// }
/// ```
///
/// Tables are derived from the development language's (which resolves as usual, fallbacks and
/// in-code defaults included), and plural variants are chosen by the development language's
/// plural rules. A key with no text anywhere still shows what the `MissingKeyPolicy` gives,
/// unchanged, so a raw key stands out.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable, PseudoLanguage {
  /// `en-XA`: accented, about 35 % longer, in brackets.
  case accented = "en-XA"
  /// `ar-XB`: every word read right to left, in a right-to-left locale.
  case rightToLeft = "ar-XB"

  /// The language tag to choose it by: `en-XA` or `ar-XB`.
  public var language: String { rawValue }

  /// The pseudo-language a language tag names, in any spelling (`en-XA`, `en_xa`), or `nil`.
  /// - Parameter language: A language tag or locale identifier.
  public init?(language: String) {
    self.init(rawValue: LanguageNames.canonical(language))
  }

  /// The pseudo text of one string: a whole value, bracketed and padded when ``accented``.
  ///
  /// ```swift
  /// PseudoLocale.accented.localize("%1$@ sent %2$d photos")  // "[%1$@ šéñţ %2$d þĥöţöš one two]"
  /// ```
  /// - Parameter text: The source text.
  /// - Returns: The text in this pseudo-language, with every specifier and markup kept.
  public func localize(_ text: String) -> String {
    PseudoText(self).localize(text, isWhole: true)
  }

  /// The pseudo value of a value: plain text as `localize(_:)` makes a string; a plural's
  /// format as a whole string and each variant padded but not bracketed (it is printed inside
  /// the format's brackets), its variables and specifiers unchanged.
  /// - Parameter value: The source value.
  /// - Returns: The value in this pseudo-language.
  public func localize(_ value: LocalizedValue) -> LocalizedValue {
    let pseudo = PseudoText(self)
    switch value {
    case .text(let text):
      return .text(pseudo.localize(text, isWhole: true))
    case .plural(let plural):
      var variables = plural.variables
      for (name, variable) in plural.variables {
        variables[name]?.variants = variable.variants.mapValues {
          pseudo.localize($0, isWhole: false, isVariant: true)
        }
      }
      return .plural(
        PluralString(format: pseudo.localize(plural.format, isWhole: true), variables: variables))
    }
  }
}
