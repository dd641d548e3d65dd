/// How the runtime writes the numbers of a formatted key: in the conventions of the app's current
/// language, or as C's `printf` writes them.
///
/// ```swift
/// Localization.bootstrap(LocalizationConfiguration(
///   providers: [BundleProvider()], numberFormatting: .localized))  // the default
///
/// Localization.withLanguage("ru") { CartStrings.total(1234.5) }   // "Итого: 1 234,50"
/// Localization.withLanguage("hi") { CartStrings.items(1234567) }  // "12,34,567 आइटम"
/// ```
///
/// With ``localized``, `%d %i %u %f %e %g` and `%@` given a number are written with the digits,
/// separators, signs and grouping of the app's current language (``NumberSymbols``), as
/// `String(format:locale:)` and `String.localizedStringWithFormat` write them for a locale. The
/// language is the app's, chosen with `setLanguage` or pinned by `withLanguage` — never the
/// device's — and stays the app's even when a text fell back to the development language.
/// `%x %X %o %c %p %s` are never localized. With ``posix`` numbers are written as before, by
/// C's rules in the C locale: `1234.50`.
///
/// Plural variants are chosen from the number's value and its visible fraction digits, never
/// from its localized text: `%d` of `1 234` is counted as `1234` in Russian.
///
/// See <doc:LocalizedNumbers> for what differs from Foundation.
public enum NumberFormatting: Sendable, Equatable {
  /// Numbers in the conventions of the app's current language. The default.
  case localized
  /// Numbers as C's `printf` writes them in the C locale (ASCII digits, `.`, no grouping): for
  /// apps that show machine-readable values or keep numbers identical in every language.
  case posix
}
