/// A problem found while parsing, rendering or comparing format strings.
///
/// Lexicon never traps on a bad format: a specifier that cannot be printed is left in the output
/// as written (for example `%d`) and an issue says why. Issues are values, so the runtime can
/// log them, tests can compare them, and tools that check translations can report them.
///
/// ```swift
/// let result = FormatRenderer.render("%d files", arguments: ["three"], language: "en")
/// result.text  // "%d files"
/// result.issues.first?.message
/// // "%d expects a signed integer for argument 1 but got String"
/// ```
public struct FormatIssue: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem an issue is.
  public enum Kind: Sendable, Equatable {
    /// A `%` is followed by something that is not a specifier (`%k`), or a number in it is out of
    /// range (`%0$d`, `%99999d`). It is printed as written.
    case invalidSpecifier
    /// The text ends inside a specifier (a trailing `%`, or `%5$`). It is printed as written.
    case incompleteSpecifier
    /// The text mixes numbered (`%1$@`) and unnumbered (`%d`) arguments. Unnumbered ones are
    /// still counted from the first argument, as Core Foundation does, which is rarely what the
    /// author meant. (Not reported inside plural variants, where unnumbered specifiers count from
    /// the placeholder's argument and numbered ones reach the rest of the call.)
    case mixedArgumentStyles
    /// A specifier refers to an argument that was not given.
    case missingArgument
    /// Arguments were given after the last one the text uses. ``FormatIssue/argument`` is the
    /// first unused one.
    case extraArguments
    /// The argument cannot be printed by the specifier, such as a `String` for `%d`. `actual` is
    /// the argument's type name.
    case typeMismatch(expected: FormatArgumentKind, actual: String)
    /// A `%#@name@` placeholder names a variable the value does not define.
    case undefinedPluralVariable(String)
    /// A plural variable has neither a variant for the category nor an `other` variant.
    case missingPluralVariant(variable: String, category: PluralCategory)
    /// Plural variants refer to further variables too deeply, in a cycle, or so many times
    /// that expanding them all would be unreasonable (more than a thousand placeholders).
    case pluralNestingTooDeep(variable: String)
    /// The render reached its output budget (64 bytes per byte of the value's texts, between
    /// 64 KiB and 4 MiB; see ``FormatRenderer/outputBudget(for:)``): the text is cut at the
    /// specifier or text concerned and ends with `…`, and the rest of the template is not read.
    /// Only broken or hostile values get there, such as a template that repeats `%1$@` thousands
    /// of times, or plural variants that repeat `%9999d` and name themselves. Reported once per
    /// render.
    case outputTooLong
    /// A translation that could print more than its render's output budget for arguments of a
    /// reasonable size (`FormatOutputEstimate` (LexiconValidation)), so it would be cut with `…` when shown:
    /// `estimatedBytes` is the estimate, `budget` the smaller of the translation's and the
    /// source's budgets (``FormatRenderer/outputBudget(for:)``). Reported by
    /// `FormatCompatibility.checkOutputSize(_:against:)` (LexiconValidation).
    case outputMayExceedBudget(estimatedBytes: Int, budget: Int)
    /// One render of the translation reads far more specifiers than one of the source
    /// (more than `FormatCompatibility.maximumSpecifiers(forSource:)` (LexiconValidation)), as a template that
    /// repeats `%1$@` thousands of times does. Reported by
    /// `FormatCompatibility.checkOutputSize(_:against:)` (LexiconValidation).
    case tooManySpecifiers(translation: Int, source: Int)
    /// A value reads more than 10,000 arguments over all its texts (or its variants amount to
    /// more than 4 MiB of text), counting each variable once per argument it is read with: the
    /// compatibility check stops there, and the rest of the value is not checked.
    case tooComplexToCheck
    /// A translation reads an argument as another kind than the source does.
    case incompatibleArgument(
      source: FormatArgumentKind, translation: FormatArgumentKind, sourceSpecifier: String)
    /// A translation reads a number with another C size than the source does: `%d` (32-bit)
    /// against `%lld` (64-bit), or `%Lf` against `%f`. Lexicon prints both alike; Foundation
    /// truncates the narrower integer.
    case argumentSizeMismatch(sourceBits: Int, translationBits: Int, sourceSpecifier: String)
    /// One value reads the same argument as two different kinds.
    case conflictingArgumentKinds(FormatArgumentKind, FormatArgumentKind, otherSpecifier: String)
    /// The source uses an argument that the translation never prints.
    case argumentMissingInTranslation
    /// The translation uses an argument the source does not have.
    case argumentAddedInTranslation
    /// The source has a plural variable the translation does not.
    case pluralVariableMissingInTranslation(String)
    /// The translation has a plural variable the source does not.
    case pluralVariableAddedInTranslation(String)
    /// The source chooses plural variants (its variables are named) and the translation does not
    /// (plain text, or plural variants its format never names), so every count shows the same
    /// words (`"%d файлов"` for 1, 2 and 5 files).
    case pluralVariantsDroppedInTranslation([String])
    /// A plural variable has no `other` variant, which every language needs.
    case missingOtherVariant(variable: String)
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// How serious it is: errors print placeholders or would crash Foundation; warnings are
  /// probably mistakes but print correctly.
  public var severity: Diagnostic.Severity
  /// The one-based argument concerned, if any.
  public var argument: Int?
  /// The specifier concerned, as written (such as `%2$d` or `%#@files@`), if any.
  public var specifier: String?
  /// Where the problem is, if it has a place.
  public var location: FormatLocation?

  /// Creates an issue.
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - severity: How serious it is; by default the kind's usual severity.
  ///   - argument: The one-based argument concerned, if any.
  ///   - specifier: The specifier concerned, as written, if any.
  ///   - location: Where the problem is, if it has a place.
  public init(
    kind: Kind,
    severity: Diagnostic.Severity? = nil,
    argument: Int? = nil,
    specifier: String? = nil,
    location: FormatLocation? = nil
  ) {
    self.kind = kind
    self.severity = severity ?? kind.defaultSeverity
    self.argument = argument
    self.specifier = specifier
    self.location = location
  }

  /// A sentence that says what is wrong, such as
  /// `translation uses %d for argument 1 where the source has %@`.
  public var message: String {
    let spec = specifier ?? "?"
    let number = argument.map(String.init) ?? "?"
    switch kind {
    case .invalidSpecifier:
      return "invalid format specifier \(spec)"
    case .incompleteSpecifier:
      return "incomplete format specifier \(spec) at the end of the text"
    case .mixedArgumentStyles:
      return "\(spec) mixes numbered and unnumbered arguments; "
        + "unnumbered ones count from the first argument"
    case .missingArgument:
      return "argument \(number) for \(spec) is missing"
    case .extraArguments:
      return "arguments from \(number) on are not used by the format"
    case .typeMismatch(let expected, let actual):
      return "\(spec) expects \(expected.withArticle) for argument \(number) but got \(actual)"
    case .undefinedPluralVariable(let name):
      return "plural variable \"\(name)\" of \(spec) is not defined"
    case .missingPluralVariant(let variable, let category):
      return "plural variable \"\(variable)\" has no \"\(category.rawValue)\" "
        + "and no \"other\" variant"
    case .pluralNestingTooDeep(let variable):
      return "plural variable \"\(variable)\" is nested too deeply (or refers to itself)"
    case .tooComplexToCheck:
      return "the value reads too many arguments to check (more than 10000 specifiers over its "
        + "variants); the rest is not checked"
    case .outputTooLong:
      return "the text reached its size limit at \(spec); it is cut there and ends with '…'"
    case .outputMayExceedBudget(let estimatedBytes, let budget):
      return
        "the translation may print \(estimatedBytes) bytes for arguments of a reasonable size, "
        + "more than the \(budget) bytes one render may print"
    case .tooManySpecifiers(let translation, let source):
      return "the translation reads \(translation) specifiers in one render where the source reads "
        + "\(source) (at most 4 × \(source) + 8)"
    case .incompatibleArgument(_, _, let sourceSpecifier):
      return "translation uses \(spec) for argument \(number) where the source has "
        + sourceSpecifier
    case .argumentSizeMismatch(let sourceBits, let translationBits, let sourceSpecifier):
      return "translation uses \(spec) (\(translationBits)-bit) for argument \(number) "
        + "where the source has \(sourceSpecifier) (\(sourceBits)-bit)"
    case .conflictingArgumentKinds(let first, let second, let otherSpecifier):
      return "\(spec) reads argument \(number) as \(second.withArticle) "
        + "but \(otherSpecifier) reads it as \(first.withArticle)"
    case .argumentMissingInTranslation:
      return "translation does not use argument \(number) (\(spec) in the source)"
    case .argumentAddedInTranslation:
      return "translation uses argument \(number) (\(spec)) that the source does not have"
    case .pluralVariableMissingInTranslation(let name):
      return "translation has no plural variable \"\(name)\""
    case .pluralVariableAddedInTranslation(let name):
      return "translation has a plural variable \"\(name)\" that the source does not have"
    case .pluralVariantsDroppedInTranslation(let names):
      let variables = names.map { "%#@\($0)@" }.joined(separator: ", ")
      return "translation shows one text where the source chooses plural variants (\(variables)); "
        + "every count would show the same words"
    case .missingOtherVariant(let variable):
      return "plural variable \"\(variable)\" has no \"other\" variant"
    }
  }

  /// The message followed by the location, such as
  /// `argument 2 for %d is missing (format, offset 9)`.
  public var description: String {
    guard let location else { return message }
    return "\(message) (\(location))"
  }
}

extension FormatIssue.Kind {
  /// The usual severity of the kind: warnings for problems that still print correctly.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .mixedArgumentStyles, .extraArguments, .argumentSizeMismatch,
      .argumentMissingInTranslation,
      .pluralVariableMissingInTranslation, .pluralVariableAddedInTranslation:
      return .warning
    default:
      return .error
    }
  }
}
