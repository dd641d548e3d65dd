import Lexicon
import LexiconValidation

/// A check of `lexicon lint`, named by the id printed after each finding (`[missing-translation]`)
/// and used to turn it off or change its severity in `.lexicon-lint.json`.
///
/// ```
/// ru.lproj/Login.strings:4:17: error: translation uses %d for argument 1 where the source has %@ [format-mismatch]
/// ```
public enum LintRule: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A file that cannot be read as written: every syntax error (not only the first), and the
  /// parser's other errors (a plural without `other`, a `%#@name@` with no variable).
  case parseError = "parse-error"
  /// What a parser reads but warns about: an unknown escape, an unknown plural category or
  /// catalog state, an unused variable.
  case parseWarning = "parse-warning"
  /// A key defined twice in one file: the last value wins, the first is lost.
  case duplicateKey = "duplicate-key"
  /// A key of the development language that a language lacks (or a whole table it lacks).
  /// Regional languages whose parent is present (`en-AU` beside `en`, `pt-BR` beside `pt`) only
  /// override and are not checked.
  case missingTranslation = "missing-translation"
  /// A key a language has but the development language does not: dead text, or a typo.
  case extraKey = "extra-key"
  /// A table with no development-language (or `Base`) file to compare its translations with.
  case missingSource = "missing-source"
  /// A String Catalog whose `sourceLanguage` is missing, empty or not a language tag.
  case sourceLanguage = "source-language"
  /// A translation whose arguments do not fit the development value's: by position, kind and
  /// count, and its plural variables (see `FormatCompatibility`).
  case formatMismatch = "format-mismatch"
  /// A `%` that starts no valid specifier, such as `%q` or a trailing `%` in a value with
  /// arguments. (In a value without arguments, `50%` and `50% off` are percent signs.)
  case invalidSpecifier = "invalid-specifier"
  /// A plural variable without a form the language's CLDR rules need for the numbers it prints
  /// (Russian `few` and `many`, French `many` for 1,000,000).
  case pluralMissingCategory = "plural-missing-category"
  /// A plural form the language's CLDR rules never choose (`few` in English, `one` in Japanese).
  /// `zero` is always allowed: it is honoured as an explicit zero.
  case pluralUnusedCategory = "plural-unused-category"
  /// An empty value or plural form.
  case emptyValue = "empty-value"
  /// A String Catalog `stringUnit` whose state is still `new` or `needs_review`.
  case catalogState = "catalog-state"
  /// A resource folder (a feature module's resources) without a whole language the app supports:
  /// no `.lproj` folder and no catalog localization for it or a parent it falls back to. Checked
  /// only when the app's languages are given (`--supported-languages`, `--app-configuration`, or
  /// `supportedLanguages` in `.lexicon-lint.json`).
  case missingLanguage = "missing-language"
  /// A copy experiment of the file given with `--experiments` that devices would not show: not
  /// an experiments file, a table or key the development language does not have, a language the
  /// table is not translated into, or a variant's value that fails the checks devices run
  /// (format arguments, plural forms, size).
  case experiment = "experiment"

  /// The rule's id, as printed and as written in the configuration.
  public var id: String { rawValue }

  /// How serious a finding of the rule is unless the configuration says otherwise.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .parseError, .missingTranslation, .sourceLanguage, .formatMismatch, .invalidSpecifier,
      .pluralMissingCategory, .missingLanguage, .experiment:
      return .error
    case .parseWarning, .duplicateKey, .extraKey, .missingSource, .pluralUnusedCategory,
      .emptyValue, .catalogState:
      return .warning
    }
  }

  /// Orders rules by id.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
