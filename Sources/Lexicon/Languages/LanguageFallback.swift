// STUB (skeleton): truncation only. Replaced by the languages work (CLDR parent locales).

/// The language-major resolution order for a language.
public enum LanguageFallback {
  /// The language itself, then its parents: `pt-BR` → `pt`.
  public static func chain(for language: String) -> [String] {
    var result = [LanguageNames.canonical(language)]
    while let last = result.last, let dash = last.lastIndex(of: "-") {
      result.append(String(last[..<dash]))
    }
    return result
  }
}
