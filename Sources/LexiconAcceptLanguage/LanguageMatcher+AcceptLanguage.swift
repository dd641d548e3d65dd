import Lexicon

extension LanguageMatcher {
  /// The supported language that best serves an HTTP `Accept-Language` header (RFC 9110
  /// §12.5.4), or `nil` if none does.
  ///
  /// The header's ranges are ordered by quality (ties keep the header's order), ranges with
  /// `q=0` exclude the supported languages they match (`en;q=0` excludes `en-GB` too), and the
  /// rest are matched in order exactly as `bestMatch(preferred:supported:)` matches a device's
  /// languages: `en-gb` takes `en`, `pt-BR` takes `pt-PT`, `zh-TW` never takes `zh-Hans`. When
  /// no listed range matches and the header accepts `*`, the first supported language it does
  /// not exclude is returned. Invalid entries are skipped, and at most the first 32 entries and
  /// 16 KiB of the header are read, so any header costs a small, bounded time.
  ///
  /// ```swift
  /// LanguageMatcher.bestMatch(acceptLanguage: "da, en-gb;q=0.8, en;q=0.7", supported: ["en", "de"])  // "en"
  /// LanguageMatcher.bestMatch(acceptLanguage: "fr;q=0, *", supported: ["fr", "de"])                // "de"
  /// LanguageMatcher.bestMatch(acceptLanguage: "ja", supported: ["en", "de"])                        // nil
  /// ```
  ///
  /// - Parameters:
  ///   - header: The header's value, such as `fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`.
  ///   - supported: The languages the app has, in its order of preference.
  /// - Returns: One element of `supported`, exactly as given, or `nil`.
  public static func bestMatch(acceptLanguage header: String, supported: [String]) -> String? {
    AcceptLanguage(header).bestMatch(supported: supported)
  }
}
