import Lexicon

extension ConfigurationError: CustomStringConvertible {
  /// `file:line:column: message` when the place is known, otherwise ``message``.
  public var description: String {
    guard let line else { return message }
    return "\(file ?? "<input>"):\(line):\(column ?? 1): \(message)"
  }
}

extension ConfigurationError.Reason: CustomStringConvertible {
  /// The reason in words, such as `expected an integer, found "three"`.
  public var description: String {
    switch self {
    case .syntax(let message), .unreadable(let message):
      return message
    case .typeMismatch(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingField(let expected):
      return "missing; expected \(expected)"
    case .unknownField(_, let suggestion?):
      return "unknown field (did you mean \(QuotedText.quoted(suggestion))?)"
    case .unknownField(let expected, nil):
      return "unknown field; expected one of " + expected.joined(separator: ", ")
    case .duplicateField:
      return "duplicate field; the last one is used"
    case .invalidEnvironment(let found, let allowed, let suggestion):
      let names = allowed.map(\.rawValue).joined(separator: ", ")
      let hint = suggestion.map { " (did you mean \(QuotedText.quoted($0.rawValue))?)" } ?? ""
      return "expected one of \(names), found \(found)\(hint)"
    case .invalidEnvironmentName(let name):
      return "\(QuotedText.quoted(name)) is not a valid environment name (lowercase letters, "
        + "digits, - and _, starting with a letter)"
    case .invalidLanguage(let language):
      return "\(QuotedText.quoted(language)) is not a language tag"
    case .duplicateLanguage(let language):
      return "duplicate language \(QuotedText.quoted(language))"
    case .developmentLanguageNotSupported(let language):
      return "\(QuotedText.quoted(language)) is not one of supportedLanguages"
    case .missingConfiguration(let configuration, let available):
      let names = available.map(\.rawValue).sorted()
      let has = names.isEmpty ? "none" : names.joined(separator: ", ")
      return "missing configuration \(QuotedText.quoted(configuration.rawValue)) (the file has "
        + "\(has))"
    case .numberOutOfRange(let literal):
      return "number \(literal) is out of range"
    case .missingVariable:
      return "no such variable"
    case .cannotDecode(let type, let detail):
      return "cannot decode \(type): \(detail)"
    }
  }

}
