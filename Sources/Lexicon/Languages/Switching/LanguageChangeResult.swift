/// What ``Localization/setLanguage(_:)`` did.
public enum LanguageChangeResult: Sendable, Equatable {
  /// The language changed and the choice is persisted; closure observers and the notification
  /// have run, and weak observers are told next on the main actor.
  case updated
  /// The language is not among ``LocalizationConfiguration/supportedLanguages``; nothing changed.
  case notSupported
  /// The language was already current; observers were not called. The choice is still
  /// persisted, so it is kept even if the device's languages change.
  case unchanged
}
