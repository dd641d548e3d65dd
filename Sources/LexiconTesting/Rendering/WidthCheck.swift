/// A check that flags translations much wider than their source: a truncation risk on screens
/// laid out for the development language.
///
/// Each rendered text is compared with the source text rendered with the same arguments; a text
/// wider than ``maximumPercent`` of it (or the language's own limit) is marked
/// `⟨too long: 152% of en⟩`. Width counts what a fixed-width layout shows: one per character,
/// two for East Asian wide and full-width characters, zero for combining marks and invisible
/// format characters.
///
/// ```swift
/// LocalizationSnapshot(languages: ["en", "de", "ru", "ja"])
///   .checkingWidth(maximumPercent: 130, languages: ["de": 150], ignoringSourcesShorterThan: 4)
/// ```
public struct WidthCheck: Sendable, Hashable {
  /// The widest a translation may be, as a percentage of its source.
  public var maximumPercent: Int
  /// Limits for particular languages (canonical tags such as `pt-BR`), overriding
  /// ``maximumPercent``.
  public var languages: [String: Int]
  /// Sources narrower than this are not checked: short labels (`OK` → `Хорошо`) grow a lot
  /// without overflowing anything.
  public var minimumSourceWidth: Int

  /// Creates a width check.
  /// - Parameters:
  ///   - maximumPercent: The widest a translation may be, as a percentage of its source
  ///     (`130` allows 30% more).
  ///   - languages: Limits for particular languages.
  ///   - minimumSourceWidth: Sources narrower than this are not checked.
  public init(maximumPercent: Int, languages: [String: Int] = [:], minimumSourceWidth: Int = 0) {
    self.maximumPercent = maximumPercent
    self.languages = languages
    self.minimumSourceWidth = minimumSourceWidth
  }

  /// The marker for `text` against `source` in `language`, or `nil` when it fits.
  /// - Parameters:
  ///   - text: The translation as rendered.
  ///   - source: The source as rendered with the same arguments.
  ///   - language: The translation's language.
  ///   - sourceLanguage: The source's language, for the marker.
  func marker(text: String, source: String, language: String, sourceLanguage: String) -> String? {
    let sourceWidth = DisplayWidth.of(source)
    guard sourceWidth > 0, sourceWidth >= minimumSourceWidth else { return nil }
    let limit = languages[language] ?? maximumPercent
    let percent = DisplayWidth.of(text) * 100 / sourceWidth
    guard percent > limit else { return nil }
    return "too long: \(percent)% of \(sourceLanguage)"
  }
}
