import Foundation

extension Localization {
  /// Publishes a change of this runtime's text, once, after the new snapshot is in place: the
  /// screens are told (``updateScreens()``: tracked reads and bindings), then, for a change of
  /// language or ``reloadAndAnnounce()``, the language observers, in order
  /// (``AnnouncementQueue``).
  ///
  /// The one place every change goes through: a switch, a reset, a device-language change that
  /// changes the language, a reconfiguration, a reload and a provider's announcement.
  func publishChange(_ language: String, change: Int, toObservers: Bool = true) {
    updateScreens()
    if toObservers {
      announce(language, change: change)
    }
  }

  /// Re-reads the device's preferred languages; when the language follows the device (no choice
  /// of the user's is stored and the configuration sets no starting language) and their best
  /// match is another language, switches to it and publishes the change.
  ///
  /// Runtimes call it by themselves when the system posts
  /// `NSLocale.currentLocaleDidChangeNotification`; call it when your app learns of a change in
  /// another way. After ``setLanguage(_:)`` the user's choice wins and this changes nothing, until
  /// ``resetLanguage()``.
  ///
  /// - Returns: ``LanguageChangeResult/updated`` when the language changed, otherwise
  ///   ``LanguageChangeResult/unchanged``.
  @discardableResult
  public func deviceLanguagesDidChange() -> LanguageChangeResult {
    let (follows, seen) = switches.withLock { ($0.followsDevice, $0.latest) }
    guard follows else { return .unchanged }
    // The device's languages are read outside the lock (a closure of the app's), with the
    // configuration in force; a change made meanwhile (a reconfiguration, a switch) wins.
    let language = Self.deviceLanguage(for: configuration)
    return commitLanguage(language) { $0.followsDevice && $0.latest == seen }
  }
}

extension Localization {
  /// Whether an announcement of `changes` reaches this runtime: one of its configured providers
  /// makes it. For modules whose providers re-render runtimes that do not hold them.
  package func follows(_ changes: ContentChanges) -> Bool {
    subscriptions.isFollowing(changes)
  }
}
