/// When an over-the-air update that passed validation is shown.
///
/// ```swift
/// var configuration = RemoteConfiguration(source: source, languages: ["en", "ru"])
/// configuration.policy = .manual
/// // …on the next screen transition:
/// try await remote.applyPendingUpdates()
/// ```
public enum RemoteUpdatePolicy: Sendable, Equatable {
  /// Stored now, shown from the next launch: a screen never mixes old and new text. The default.
  case nextLaunch
  /// Stored and shown at once: the provider swaps its content atomically and the runtime tells
  /// the language observers (`Localization.reloadAndAnnounce()`), so visible screens re-render.
  case immediately
  /// Stored now, shown when the app calls ``RemoteProvider/applyPendingUpdates()`` — in this
  /// launch or a later one.
  case manual
}
