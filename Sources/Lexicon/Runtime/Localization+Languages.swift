import Foundation

extension Localization {
  /// Posted on `NotificationCenter.default` after the current language changed. The object is the
  /// ``Localization``; `userInfo["language"]` holds the new language.
  ///
  /// It is posted synchronously on the thread that delivers the change — the thread that
  /// switched, unless another thread was delivering a change at that moment (see
  /// ``observe(_:)``) — after the closure observers ran, and only if no observer switched again
  /// meanwhile. A UI observer should hop to the main actor itself.
  public static let languageDidChangeNotification = Notification.Name(
    "Lexicon.Localization.languageDidChange")

  /// The layout direction of the current language: right-to-left for Arabic, Hebrew, Persian,
  /// Urdu and every other language written in a right-to-left script.
  public var layoutDirection: LayoutDirection {
    LayoutDirection(language: language)
  }

  /// Switches the current language, persists the choice and tells the observers.
  ///
  /// Switching is safe while other threads resolve keys: each lookup sees the old language or the
  /// new one, never a mix. The observers run after the switch is complete.
  ///
  /// ```swift
  /// switch Localization.shared.setLanguage("ru") {
  /// case .updated: break                 // screens observing the change re-render
  /// case .unchanged: break
  /// case .notSupported: showError()
  /// }
  /// ```
  ///
  /// - Parameter language: A BCP 47 tag; it must be one of the supported languages (compared
  ///   canonically, so `pt_BR` selects `pt-BR`), or any well-formed tag when none are configured.
  ///   Text that is not a language tag (`""`, `"en us"`) is never supported.
  /// - Returns: What happened.
  @discardableResult
  public func setLanguage(_ language: String) -> LanguageChangeResult {
    guard let canonical = LanguageTag(language)?.identifier else { return .notSupported }
    let configuration = configuration
    let supported = configuration.supportedLanguages
    guard
      supported.isEmpty || supported.contains(canonical)
        || configuration.pseudoLocale(for: canonical) != nil
    else { return .notSupported }
    return switchLanguage(to: canonical, persisting: canonical)
  }

  /// Forgets the user's choice and goes back to following the device's preferred languages.
  ///
  /// The language becomes the one a launch without a stored choice starts in: the configuration's
  /// starting ``LocalizationConfiguration/language`` when one is set, otherwise the best match of
  /// the device's languages (``LanguageMatcher/bestMatch(preferred:supported:)``), otherwise the
  /// development language. So the language after a reset is the language of the next launch.
  ///
  /// - Returns: ``LanguageChangeResult/updated`` when the language changed as a result, otherwise
  ///   ``LanguageChangeResult/unchanged`` (the stored choice is forgotten either way).
  @discardableResult
  public func resetLanguage() -> LanguageChangeResult {
    let configuration = configuration
    return switchLanguage(to: Self.unchosenLanguage(for: configuration), persisting: nil)
  }

  /// Calls `handler` with the new language after each change — and with the unchanged language
  /// after ``reload()`` or a reconfiguration, when the providers' content may have changed while
  /// the app runs.
  ///
  /// Most screens need no observer: SwiftUI views and UIKit's `updateProperties()` follow every
  /// change by themselves through the Observation framework, and ``bind(_:_:to:)`` keeps an
  /// object's property up to date (see <doc:ScreensThatFollowTheLanguage>).
  ///
  /// The handler runs after the switch is complete, on the thread that switched the language.
  /// Changes arrive one at a time, in the order they were made: a change made while another is
  /// being delivered — by an observer, or by another thread at the same moment — is delivered
  /// right after it by the thread already delivering, and that `setLanguage(_:)` returns without
  /// waiting. The observation ends when the returned token is cancelled or released; a delivery
  /// that had already begun on another thread may still call the handler once.
  ///
  /// The handler is `@Sendable` and may run off the main thread, so UI code hops to the main actor
  /// (or adopts ``LanguageObserver``, which is always called there):
  ///
  /// ```swift
  /// @MainActor final class InboxViewController: UIViewController {
  ///   private var languageObservation: LanguageObservation?
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     languageObservation = Localization.shared.observe { [weak self] _ in
  ///       Task { @MainActor in self?.render() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter handler: Receives the new language.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ handler: @escaping @Sendable (String) -> Void) -> LanguageObservation {
    observers.add(handler)
  }

  /// Registers an object to be told about changes on the main actor; it is held weakly.
  /// - Parameter observer: The observer.
  public func addObserver(_ observer: any LanguageObserver) {
    observers.add(observer)
  }

  /// Stops telling an object about changes.
  /// - Parameter observer: The observer.
  public func removeObserver(_ observer: any LanguageObserver) {
    observers.remove(observer)
  }

  /// The language changes from now on, as an asynchronous sequence.
  ///
  /// ```swift
  /// for await language in Localization.shared.languageChanges() {
  ///   render()
  /// }
  /// ```
  ///
  /// Each call returns a new stream that starts observing at once (it does not replay the current
  /// language); the observation ends when the stream's consumer stops. Values are buffered and
  /// delivered wherever the consumer awaits — on the main actor for a `@MainActor` task.
  ///
  /// - Returns: The stream of new languages.
  public func languageChanges() -> AsyncStream<String> {
    AsyncStream { continuation in
      let observation = observers.add { language in
        continuation.yield(language)
      }
      continuation.onTermination = { _ in
        observation.cancel()
      }
    }
  }

  /// Persists (or forgets) the choice and publishes the language, then publishes the change.
  private func switchLanguage(to language: String, persisting stored: String?)
    -> LanguageChangeResult
  {
    let configuration = configuration
    return commitLanguage(language) { switches in
      configuration.persistence.save(stored)
      switches.followsDevice = stored == nil && configuration.language == nil
      return true
    }
  }

  /// Under the switch lock, runs `prepare`, then — when it allows it and `language` is not the
  /// one in force — publishes a snapshot in `language`; outside the lock, publishes the change.
  func commitLanguage(_ language: String, prepare: (inout SwitchState) -> Bool)
    -> LanguageChangeResult
  {
    let change = switches.withLock { switches -> Int? in
      guard prepare(&switches), state.currentSnapshot.language != language else { return nil }
      state.setLanguage(language)
      switches.latest += 1
      return switches.latest
    }
    guard let change else { return .unchanged }
    publishChange(language, change: change)
    return .updated
  }

  /// Tells every observer about a change, outside every lock, in the order of the changes (see
  /// ``AnnouncementQueue``) and for as long as it is the latest: when an observer switches again,
  /// the others hear only about the newer language.
  func announce(_ language: String, change: Int) {
    announcements.announce(language, change: change) { language, change in
      let isLatest: @Sendable () -> Bool = { [switches] in
        switches.withLock { $0.latest } == change
      }
      observers.notify(language, isLatest: isLatest)
      if isLatest() {
        NotificationCenter.default.post(
          name: Self.languageDidChangeNotification, object: self, userInfo: ["language": language])
      }
    }
  }
}
