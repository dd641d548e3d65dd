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
