import Lexicon

/// What one key resolved to in one language, as the runtime shows it: the value, the language it
/// is written in, and where it came from.
struct KeyResolution: Sendable {
  /// Where a value came from.
  enum Source: Sendable, Equatable {
    /// A translation in the language asked for or one of its parents.
    case translated
    /// A development language's text, named here: the key is not translated.
    case fellBack(String)
    /// The key's in-code `defaultValue`.
    case defaultValue
    /// The missing-key policy's text: found nowhere.
    case missing
  }

  /// The value: plain text or plural variants, unformatted.
  var value: LocalizedValue
  /// The language the value is written in, whose plural rules the runtime applies to it.
  var language: String
  /// Where the value came from.
  var source: Source

  /// Whether arguments are rendered into the value: everything but the missing-key policy's text,
  /// which the runtime shows as it is.
  var isTemplate: Bool { source != .missing }

  /// The marker a snapshot shows before the text, or `nil` for a translation.
  var marker: String? {
    switch source {
    case .translated: return nil
    case .fellBack(let language): return language
    case .defaultValue: return "default"
    case .missing: return "missing"
    }
  }
}
