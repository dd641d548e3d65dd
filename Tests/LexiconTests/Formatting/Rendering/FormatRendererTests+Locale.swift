import Lexicon
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
  /// An installed C locale whose decimal point is not `.`, if there is one. (A Linux container
  /// often has only `C` and `POSIX`; `localedef -i de_DE -f UTF-8 DIR/de_DE.UTF-8` and
  /// `LOCPATH=DIR` provide one.)
  private let decimalCommaLocale: String? = [
    "de_DE.UTF-8", "de_DE.utf8", "de_DE", "fr_FR.UTF-8", "fr_FR.utf8", "fr_FR", "ru_RU.UTF-8",
    "es_ES.UTF-8", "it_IT.UTF-8", "nl_NL.UTF-8", "pt_BR.UTF-8",
  ].first { name in
    guard let locale = newlocale(LC_NUMERIC_MASK, name, nil) else { return false }
    defer { freelocale(locale) }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return localeconv().map { String(cString: $0.pointee.decimal_point) } != "."
  }

  extension FormatRendererTests {
    /// A host app's `setlocale(LC_NUMERIC, "de_DE")` must not turn `1.5` into `1,5`. The test
    /// sets the numeric locale of its own thread with `uselocale`, which C formatting reads
    /// exactly as it reads the global locale, without changing the locale of the tests that
    /// run in parallel.
    @Test(.enabled(if: decimalCommaLocale != nil, "no installed locale has a decimal comma"))
    func floatsIgnoreTheCNumericLocale() throws {
      let name = try #require(decimalCommaLocale)
      let locale = try #require(newlocale(LC_NUMERIC_MASK, name, nil))
      defer { freelocale(locale) }
      let previous = uselocale(locale)
      defer { uselocale(previous) }
      #expect(localeconv().map { String(cString: $0.pointee.decimal_point) } == ",")

      #expect(
        render("%.1f|%e|%g|%a|%8.3F", 1.5, 1.5, 1.5, 1.5, -2.25)
          == FormattedText(text: "1.5|1.500000e+00|1.5|0x1.8p+0|  -2.250"))
      // The number a plural variant counts is read as printed: `1.0` is `other` in English.
      let miles = PluralVariable(
        formatSpecifier: ".1f", variants: [.one: "%.1f mile", .other: "%.1f miles"])
      let value = LocalizedValue.plural(PluralString(format: "%#@d@", variables: ["d": miles]))
      #expect(
        FormatRenderer.render(value, arguments: [1.0], language: "en")
          == FormattedText(text: "1.0 miles"))
    }
  }
#endif
