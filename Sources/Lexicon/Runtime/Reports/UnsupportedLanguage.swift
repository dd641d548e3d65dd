/// A language that ``Localization/withLanguage(_:operation:)-6gm16`` could not pin, as reported to
/// an ``UnsupportedLanguageHandler``: text that is not a language tag, or a tag that none of the
/// supported languages matches. Keys inside the scope resolve in the language already in force
/// (the enclosing scope's, else the runtime's current language), named here.
///
/// Each distinct string is reported once per ``Localization`` (the runtime remembers up to 256 of
/// them, then starts over, so a stream of distinct hostile strings cannot grow its memory).
///
/// ```swift
/// Localization.withLanguage("../../etc") { Localization.shared.language }  // "en"
/// // reported: withLanguage("../../etc"): not a language tag; keys resolve in en
/// ```
public struct UnsupportedLanguage: Sendable, Equatable, CustomStringConvertible {
  /// Why the language was not pinned.
  public enum Reason: Sendable, Equatable {
    /// The string is not a BCP 47, POSIX or Apple language identifier (`""`, `"../../etc"`,
    /// `"en\0"`, an emoji).
    case notALanguageTag
    /// A well-formed tag that is not supported and matches no supported language
    /// (``LanguageMatcher/bestMatch(preferred:supported:)``).
    case notSupported
  }

  /// The string passed to `withLanguage`, cut to 64 characters.
  public var requested: String
  /// Why it was not pinned.
  public var reason: Reason
  /// The language keys resolve in instead.
  public var language: String

  /// Creates a report.
  /// - Parameters:
  ///   - requested: The string passed to `withLanguage` (cut to 64 characters).
  ///   - reason: Why it was not pinned.
  ///   - language: The language keys resolve in instead.
  public init(requested: String, reason: Reason, language: String) {
    self.requested = String(requested.prefix(64))
    self.reason = reason
    self.language = language
  }

  /// A one-line summary such as
  /// `withLanguage("../../etc"): not a language tag; keys resolve in en`.
  public var description: String {
    let why = reason == .notALanguageTag ? "not a language tag" : "not a supported language"
    return "withLanguage(\(QuotedText.quoted(requested))): \(why); keys resolve in \(language)"
  }
}

/// Hears about languages that `withLanguage` could not pin.
public typealias UnsupportedLanguageHandler = EventHandler<UnsupportedLanguage>
