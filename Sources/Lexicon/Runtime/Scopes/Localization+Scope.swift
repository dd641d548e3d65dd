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
  /// The language is checked like ``setLanguage(_:)`` checks it, against the runtime in scope
  /// (``current``): it is canonicalized (`pt_BR` pins `pt-BR`), and a runtime with
  /// ``LocalizationConfiguration/supportedLanguages`` pins the closest supported language
  /// (``LanguageMatcher/bestMatch(preferred:supported:)``: `fr-CA` pins `fr`), so a server that
  /// scopes each request to its client's tag maps any number of tags onto the languages it has.
  /// Text that is not a language tag (`""`, `"../../etc"`, `"en\0"`), or a tag no supported
  /// language matches, pins nothing: keys resolve in the language already in force, and the
  /// string is reported once to ``LocalizationConfiguration/onUnsupportedLanguage``. Code inside
  /// the scope reads the pinned language from ``language``, never a string that is not a tag. A
  /// ``withLocalization(_:operation:)-59j1t`` inside the scope matches the tag again against its
  /// runtime's languages.
  ///
  /// A runtime keeps the tables of at most 64 languages at once: with no supported languages
  /// configured, the languages built longest ago are dropped for new ones (and rebuilt from the
  /// providers' caches when used again), so distinct tags never grow its memory.
  ///
  /// - Parameters:
  ///   - language: A BCP 47 tag such as `ru` or `pt-BR`.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    _ language: String, operation: () throws -> Result
  ) rethrows -> Result {
    ScopeUsage.shared.markOpened()
    return try LocalizationScope.$current.withValue(scope(pinning: language), operation: operation)
  }

  /// Runs the asynchronous `operation` with keys resolving in `language`, checked as
  /// ``withLanguage(_:operation:)-6gm16`` checks it.
  ///
  /// - Parameters:
  ///   - language: A BCP 47 tag such as `ru` or `pt-BR`.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  public static func withLanguage<Result>(
    _ language: String, operation: () async throws -> Result
  ) async rethrows -> Result {
    ScopeUsage.shared.markOpened()
    return try await LocalizationScope.$current.withValue(
      scope(pinning: language), operation: operation)
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
    return try LocalizationScope.$current.withValue(
      scope(using: localization), operation: operation)
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
    return try await LocalizationScope.$current.withValue(
      scope(using: localization), operation: operation)
  }

  // MARK: - Scopes

  /// The current scope with `requested` pinned on the runtime in scope; unchanged (and reported)
  /// when it is not a language tag.
  static func scope(pinning requested: String) -> LocalizationScope {
    var scope = LocalizationScope.current
    let runtime = scope.localization ?? shared
    guard let tag = LanguageTag(requested)?.identifier else {
      runtime.reportUnsupported(requested, reason: .notALanguageTag, instead: scope.language)
      return scope
    }
    scope.requestedLanguage = tag
    scope.language = runtime.scopedLanguage(tag, instead: scope.language)
    return scope
  }

  /// The current scope with `localization` in force, a pinned tag matched against its languages.
  static func scope(using localization: Localization) -> LocalizationScope {
    var scope = LocalizationScope.current
    scope.localization = localization
    if let tag = scope.requestedLanguage {
      scope.language = localization.scopedLanguage(tag, instead: nil)
    }
    return scope
  }

  /// The language this runtime pins for a canonical tag: the tag when it is supported (or any
  /// language is), else the closest supported language; else `outer` (the language in force),
  /// reporting the tag once.
  func scopedLanguage(_ tag: String, instead outer: String?) -> String? {
    let supported = configuration.supportedLanguages
    if supported.isEmpty || supported.contains(tag) || configuration.pseudoLocale(for: tag) != nil {
      return tag
    }
    if let match = LanguageMatcher.bestMatch(preferred: [tag], supported: supported) {
      return match
    }
    reportUnsupported(tag, reason: .notSupported, instead: outer)
    return outer
  }

  /// Reports a string `withLanguage` could not pin, once per string.
  func reportUnsupported(
    _ requested: String, reason: UnsupportedLanguage.Reason, instead outer: String?
  ) {
    guard state.isFirstReport(ofUnsupported: String(requested.prefix(64))) else { return }
    let snapshot = state.currentSnapshot
    snapshot.configuration.onUnsupportedLanguage(
      UnsupportedLanguage(
        requested: requested, reason: reason, language: outer ?? snapshot.language))
  }
}
