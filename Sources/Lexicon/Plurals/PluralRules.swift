// STUB (skeleton): replaced by the CLDR plural-rules work. API is fixed; bodies are placeholders.

/// The CLDR plural rules of one language.
public struct PluralRules: Sendable {
  /// The language the rules were requested for.
  public let language: String
  /// Cardinal or ordinal.
  public let kind: PluralRuleKind

  /// The rules for `language`, falling back through its parent locales to the root rule.
  public init(language: String, kind: PluralRuleKind = .cardinal) {
    self.language = language
    self.kind = kind
  }

  /// The category of a number.
  public func category(for operands: PluralOperands) -> PluralCategory {
    operands.i == 1 && operands.v == 0 ? .one : .other
  }

  /// The category of a number in a language.
  public static func category(
    for operands: PluralOperands, language: String, kind: PluralRuleKind = .cardinal
  ) -> PluralCategory {
    PluralRules(language: language, kind: kind).category(for: operands)
  }
}
