import Lexicon

/// A runtime's language and text seen from the main actor, for UI frameworks that re-render on
/// a signal rather than by tracking reads.
///
/// It follows every change of its runtime's text — a switch, a reload, an over-the-air update
/// shown at once — by a binding (`Localization.bind(_:_:to:)`): after each, on the main
/// actor, its ``environment`` and ``revision`` are updated, then the handlers given to
/// ``onChange(_:)`` run. On Apple platforms `ObservableLocalization` copies them into an
/// `ObservableObject`'s published properties, which re-renders SwiftUI views on iOS 13–16; this
/// class is its platform-neutral part, the same on every platform:
///
/// ```swift
/// let model = AppLanguageModel()
/// model.onChange { print("re-render") }
/// Localization.shared.setLanguage("ar")   // prints "re-render"
/// model.environment.layoutDirection        // .rightToLeft
/// ```
///
/// The model holds its runtime; the runtime holds neither the model nor anything that holds
/// the runtime.
@MainActor
public final class AppLanguageModel {
  /// The runtime followed.
  public let localization: Localization
  /// The current language's environment: locale and layout direction.
  public private(set) var environment: AppLanguageEnvironment {
    didSet {
      guard isBound else { return }
      revision += 1
      for handler in handlers {
        handler()
      }
    }
  }
  /// The number of changes followed so far: it grows by one after each change of the runtime's
  /// text, whether or not the language changed.
  public private(set) var revision = 0

  private var handlers: [@MainActor () -> Void] = []
  /// Set once the binding's first run (at creation) is over: later runs are changes.
  private var isBound = false

  /// A model of `localization`'s language and text.
  ///
  /// - Parameter localization: The runtime to follow; `Localization.shared` by default.
  public init(_ localization: Localization = .shared) {
    self.localization = localization
    environment = AppLanguageEnvironment(language: localization.language)
    // The binding holds the model weakly and ends when it is freed; its closure reads the
    // runtime in scope (bindings run in their runtime's own scope), so it holds nothing.
    localization.bind(self, \.environment) {
      AppLanguageEnvironment(language: Localization.current.language)
    }
    isBound = true
  }

  /// Calls `handler` on the main actor after each change, once ``environment`` and
  /// ``revision`` hold the new state.
  ///
  /// - Parameter handler: Called after each change followed.
  public func onChange(_ handler: @escaping @MainActor () -> Void) {
    handlers.append(handler)
  }
}
