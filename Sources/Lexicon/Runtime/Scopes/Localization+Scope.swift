extension Localization {
  /// Runs `operation` with keys resolving in `language`, whatever the current language is.
  ///
  /// The override is task-local: it applies to the code inside the closure and the child tasks it
  /// starts, never to other threads or tasks, and it never changes (or persists) the current
  /// language. Tests and snapshot tests use it instead of writing global state:
  ///
  /// ```swift
  /// Localization.withLanguage("ru") {
  ///   #expect("\(LoginStrings.title)" == "Войти")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - language: A BCP 47 tag such as `ru` or `pt-BR`.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    _ language: String, operation: () throws -> Result
  ) rethrows -> Result {
    ScopeUsage.shared.markOpened()
    var scope = LocalizationScope.current
    scope.language = LanguageNames.canonical(language)
    return try LocalizationScope.$current.withValue(scope, operation: operation)
  }

  /// Runs the asynchronous `operation` with keys resolving in `language`.
  ///
  /// - Parameters:
  ///   - language: A BCP 47 tag such as `ru` or `pt-BR`.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    _ language: String, operation: () async throws -> Result
  ) async rethrows -> Result {
    ScopeUsage.shared.markOpened()
    var scope = LocalizationScope.current
    scope.language = LanguageNames.canonical(language)
    return try await LocalizationScope.$current.withValue(scope, operation: operation)
  }

  /// Runs `operation` with keys resolving through `localization` instead of ``shared``.
  ///
  /// ```swift
  /// let preview = Localization(configuration: LocalizationConfiguration(
  ///   providers: [InMemoryProvider(["en": ["Localizable": ["title": "Preview"]]])]))
  /// Localization.withLocalization(preview) {
  ///   render(LoginScreen())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - localization: The runtime to use.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLocalization<Result>(
    _ localization: Localization, operation: () throws -> Result
  ) rethrows -> Result {
    ScopeUsage.shared.markOpened()
    var scope = LocalizationScope.current
    scope.localization = localization
    return try LocalizationScope.$current.withValue(scope, operation: operation)
  }

  /// Runs the asynchronous `operation` with keys resolving through `localization`.
  ///
  /// - Parameters:
  ///   - localization: The runtime to use.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLocalization<Result>(
    _ localization: Localization, operation: () async throws -> Result
  ) async rethrows -> Result {
    ScopeUsage.shared.markOpened()
    var scope = LocalizationScope.current
    scope.localization = localization
    return try await LocalizationScope.$current.withValue(scope, operation: operation)
  }
}
