import Lexicon

extension Localization {
  /// The language this runtime serves to a client whose request says `Accept-Language: header`,
  /// or `nil` when the header names none it can serve.
  ///
  /// With `LocalizationConfiguration.supportedLanguages`, the best supported language by
  /// `LanguageMatcher.bestMatch(acceptLanguage:supported:)`, where `*` stands for the
  /// development language (when the header does not exclude it). With no supported languages
  /// configured (any language is served), the header's most wanted language. Use it to answer
  /// with a `Content-Language` header.
  ///
  /// - Parameter header: The header's value, or `nil` when the request has none.
  /// - Returns: A supported language, or `nil`.
  public func language(acceptLanguage header: String?) -> String? {
    guard let header else { return nil }
    let accepted = AcceptLanguage(header)
    let supported = configuration.supportedLanguages
    guard !supported.isEmpty else { return accepted.ranges.first { $0.tag != "*" }?.tag }
    return accepted.bestMatch(supported: supported, wildcard: developmentLanguage)
  }

  /// Runs `operation` with keys resolving in the language a request's `Accept-Language` header
  /// asks for: one line that scopes a server request to its client's language.
  ///
  /// ```swift
  /// let body = Localization.withLanguage(acceptLanguage: request.headers["Accept-Language"]) {
  ///   "\(GreetingStrings.welcome)"
  /// }
  /// ```
  ///
  /// The language is `language(acceptLanguage:)` of the runtime in scope (`current`), pinned
  /// as `withLanguage(_:operation:)` pins it. A request without the header, or whose
  /// header names no language the runtime serves, runs in the language already in force (the
  /// server's), and nothing is reported: a client's preferences are not an error.
  ///
  /// - Parameters:
  ///   - header: The header's value, or `nil` when the request has none.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    acceptLanguage header: String?, operation: () throws -> Result
  ) rethrows -> Result {
    guard let language = current.language(acceptLanguage: header) else { return try operation() }
    return try withLanguage(language, operation: operation)
  }

  /// Runs the asynchronous `operation` with keys resolving in the language a request's
  /// `Accept-Language` header asks for, as `withLanguage(acceptLanguage:operation:)`
  /// does: the scope follows the request's child tasks.
  ///
  /// - Parameters:
  ///   - header: The header's value, or `nil` when the request has none.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    acceptLanguage header: String?, operation: () async throws -> Result
  ) async rethrows -> Result {
    guard let language = current.language(acceptLanguage: header) else {
      return try await operation()
    }
    return try await withLanguage(language, operation: operation)
  }
}
