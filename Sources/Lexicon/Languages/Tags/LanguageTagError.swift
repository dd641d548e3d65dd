/// Why a string is not a language tag.
///
/// Thrown by ``LanguageTag/init(parsing:)``. ``LanguageTag/init(_:)`` returns `nil` instead.
///
/// ```swift
/// do {
///   _ = try LanguageTag(parsing: "Base")
/// } catch {
///   print(error)  // "Base" names no language (Base.lproj holds language-independent resources)
/// }
/// ```
public enum LanguageTagError: Error, Equatable, Sendable {
  /// The string is empty or only whitespace.
  case empty
  /// The string is a well-known name that is not a language: Apple's `Base` localization, or the
  /// POSIX `C`/`POSIX` locale.
  case notALanguage(String)
  /// A subtag is malformed or out of order (`en--US`, `e`, `en-US-Latn`, `x-private`).
  case invalidSubtag(String)
}

extension LanguageTagError: CustomStringConvertible {
  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .empty:
      return "empty language tag"
    case .notALanguage(let name) where name.lowercased() == "base":
      return "\"\(name)\" names no language (Base.lproj holds language-independent resources)"
    case .notALanguage(let name):
      return "\"\(name)\" names no language (the POSIX default locale)"
    case .invalidSubtag(let subtag):
      return "invalid or misplaced subtag \"\(subtag)\" in language tag"
    }
  }
}
