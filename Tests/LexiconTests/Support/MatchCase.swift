import Testing

/// One case of ``LanguageMatcherTests``: the user's languages, the app's languages, and the
/// expected pick.
struct MatchCase: CustomTestStringConvertible, Sendable {
  let preferred: [String]
  let supported: [String]
  let expected: String?

  init(_ preferred: [String], _ supported: [String], _ expected: String?) {
    self.preferred = preferred
    self.supported = supported
    self.expected = expected
  }

  var testDescription: String {
    "\(preferred) in \(supported) → \(expected ?? "nil")"
  }
}
