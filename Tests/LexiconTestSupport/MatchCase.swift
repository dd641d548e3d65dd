import Testing

/// One case of a language-matching test (`LanguageMatcherTests`, `AcceptLanguageTests`): the
/// user's languages (or an `Accept-Language` header), the app's languages, and the expected pick.
public struct MatchCase: CustomTestStringConvertible, Sendable {
  /// The user's languages, most preferred first; a header is the first element.
  public let preferred: [String]
  /// The app's languages.
  public let supported: [String]
  /// The expected pick, or `nil` for none.
  public let expected: String?

  /// Creates a case.
  public init(_ preferred: [String], _ supported: [String], _ expected: String?) {
    self.preferred = preferred
    self.supported = supported
    self.expected = expected
  }

  /// `["pt-BR"] in ["pt-PT", "en"] → pt-PT`.
  public var testDescription: String {
    "\(preferred) in \(supported) → \(expected ?? "nil")"
  }
}
