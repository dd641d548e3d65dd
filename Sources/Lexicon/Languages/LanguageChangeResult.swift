/// What ``Localization/setLanguage(_:)`` did.
public enum LanguageChangeResult: Sendable, Hashable {
  /// The language changed; observers have been told and the choice is persisted.
  case updated
  /// The language is not among ``LocalizationConfiguration/supportedLanguages``; nothing changed.
  case notSupported
  /// The language was already current; nothing changed and observers were not called.
  case unchanged
}
