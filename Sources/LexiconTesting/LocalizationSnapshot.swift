import Lexicon

/// Deterministic text of every key of a screen in several languages, for snapshot tests and
/// reviews.
///
/// ```swift
/// let text = LocalizationSnapshot.render(LoginStrings.self, languages: ["en", "ru"])
/// // LoginStrings  en                 ru
/// // title         Sign in            Войти
/// // welcome       Welcome, %@!       Добро пожаловать, %@!
/// ```
///
/// Rows follow the order of `allCases`; cells show the unformatted text of each key as
/// `Localizable/description` resolves it in that language (fallbacks included), so the
/// output changes exactly when what users see changes.
public enum LocalizationSnapshot {
  /// Renders every key of `type` in each language as aligned columns.
  /// - Parameters:
  ///   - type: A key enum.
  ///   - languages: The languages, one column each.
  /// - Returns: The lines joined with newlines, ending with a newline.
  public static func render<Key: Localizable & CaseIterable>(
    _ type: Key.Type, languages: [String]
  ) -> String {
    let header = [String(describing: type)] + languages
    let rows = Key.allCases.map { key in
      [key.key]
        + languages.map { language in
          Localization.withLanguage(language) { key.description }
            .replacingLineBreaks()
        }
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in all {
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      text += line + "\n"
    }
    return text
  }

  /// Every key of `type` that does not resolve in its own language or a parent in any of
  /// `languages` (it falls back, uses its default value, or is missing).
  ///
  /// ```swift
  /// #expect(LocalizationSnapshot.untranslatedKeys(LoginStrings.self, languages: ["en", "ru"]).isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - type: A key enum.
  ///   - languages: The languages to check.
  /// - Returns: The misses, in key order then language order.
  public static func untranslatedKeys<Key: Localizable & CaseIterable>(
    _ type: Key.Type, languages: [String]
  ) -> [MissingKey] {
    let recorder = MissingKeyRecorder()
    var configuration = Localization.current.configuration
    configuration.onMissingKey = recorder.handler
    configuration.persistence = .none
    let audit = Localization(configuration: configuration)
    Localization.withLocalization(audit) {
      for key in Key.allCases {
        for language in languages {
          _ = Localization.withLanguage(language) { key.description }
        }
      }
    }
    return recorder.reports
  }
}

extension String {
  fileprivate func replacingLineBreaks() -> String {
    var result = ""
    for character in self {
      result += character == "\n" ? "\\n" : String(character)
    }
    return result
  }
}
