import Lexicon

/// What a screen's environment takes from the app's language: the locale SwiftUI formats with
/// and the direction it lays out in.
///
/// The `.appLanguage()` modifier puts these values into SwiftUI's `\.locale` and
/// `\.layoutDirection`, so `Text(date, style: .date)`, `Text(value, format: .number)` and the
/// mirroring of a layout follow the language the app shows, not the device's. This type is the
/// platform-neutral part of that modifier, the same on every platform:
///
/// ```swift
/// AppLanguageEnvironment(language: "ar-EG").layoutDirection   // .rightToLeft
/// AppLanguageEnvironment(language: "ar-XB").layoutDirection   // .rightToLeft (pseudo-language)
/// AppLanguageEnvironment(language: "pt_BR").localeIdentifier  // "pt-BR"
/// ```
public struct AppLanguageEnvironment: Equatable, Sendable {
  /// The language, as a canonical BCP 47 tag (`pt-BR`), or the text given when it is not a tag.
  public var language: String
  /// The identifier of the locale to format with: the language's tag, which `Locale(identifier:)`
  /// accepts.
  public var localeIdentifier: String
  /// Right-to-left for languages written in a right-to-left script (`ar`, `he`, `fa`, `ur`, the
  /// pseudo-language `ar-XB`, …), left-to-right otherwise.
  public var layoutDirection: Lexicon.LayoutDirection

  /// The environment of a language.
  ///
  /// - Parameter language: A BCP 47 tag in any form `LanguageTag` accepts.
  public init(language: String) {
    let canonical = LanguageTag(language)?.identifier ?? language
    self.language = canonical
    localeIdentifier = canonical
    layoutDirection = Lexicon.LayoutDirection(language: canonical)
  }
}
