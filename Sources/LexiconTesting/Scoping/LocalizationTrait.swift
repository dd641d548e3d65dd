import Lexicon
import Testing

/// A Swift Testing trait that runs a test (or every test of a suite) with a pinned language and,
/// optionally, its own `Localization` runtime — scoped, never global, so parallel tests
/// never see each other's languages.
///
/// ```swift
/// @Test(.localization(language: "ru"))
/// func russianTitle() {
///   #expect("\(LoginStrings.title)" == "Войти")
/// }
///
/// @Suite(.localization(LocalizationConfiguration(providers: [BundleProvider(bundle: .module)]),
///                      language: "ar"))
/// struct ArabicInboxTests { … }
/// ```
///
/// The scope is task-local: it covers the test body and the child tasks it starts, not
/// `Task.detached` work or GCD queues.
public struct LocalizationTrait: TestTrait, SuiteTrait, TestScoping {
  /// The configuration of a fresh runtime for each test, or `nil` for the runtime already in
  /// scope.
  public var configuration: LocalizationConfiguration?
  /// The language to pin, or `nil` to keep the runtime's current language.
  public var language: String?

  /// Applies to every test of a suite when attached to the suite.
  public var isRecursive: Bool { true }

  /// Runs the test inside the scope, with a runtime of its own when a configuration was given.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let localization = configuration.map { Localization(configuration: $0) }
    switch (localization, language) {
    case (let localization?, let language?):
      try await Localization.withLocalization(localization) {
        try await Localization.withLanguage(language, operation: function)
      }
    case (let localization?, nil):
      try await Localization.withLocalization(localization, operation: function)
    case (nil, let language?):
      try await Localization.withLanguage(language, operation: function)
    case (nil, nil):
      try await function()
    }
  }
}

extension Trait where Self == LocalizationTrait {
  /// Pins the language for the test or suite.
  /// - Parameter language: A BCP 47 tag such as `ru`.
  /// - Returns: The trait.
  public static func localization(language: String) -> Self {
    LocalizationTrait(configuration: nil, language: language)
  }

  /// Resolves keys through a runtime built from `configuration`, optionally in a pinned language.
  ///
  /// Each test (and each case of a parameterized test) gets a runtime of its own, so a test that
  /// switches language, reloads, or counts missing-key reports never disturbs another.
  ///
  /// - Parameters:
  ///   - configuration: The runtime's configuration. Its persistence is replaced by
  ///     `LanguagePersistence/none` so tests never read or write stored choices.
  ///   - language: A language to pin, or `nil`.
  /// - Returns: The trait.
  public static func localization(
    _ configuration: LocalizationConfiguration, language: String? = nil
  ) -> Self {
    var configuration = configuration
    configuration.persistence = .none
    return LocalizationTrait(configuration: configuration, language: language)
  }
}
