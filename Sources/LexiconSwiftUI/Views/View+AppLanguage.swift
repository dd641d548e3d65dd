#if canImport(SwiftUI) && canImport(Combine)
  // Compiled only on Apple platforms. The values it puts into the environment come from
  // `AppLanguageEnvironment` and its updates from `AppLanguageModel`, which the tests run on
  // every platform.
  import Lexicon
  import SwiftUI

  extension View {
    /// Puts the app's language into the environment of this view and its children: `\.locale`
    /// and `\.layoutDirection` follow the language Lexicon shows (right-to-left for `ar`, `he`,
    /// `ar-XB`, …), not the device's, and ``ObservableLocalization`` is available as an
    /// environment object to views that follow the language on iOS 13–16.
    ///
    /// Apply it once, at the root of the app's scene:
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView()
    ///     .appLanguage()
    /// }
    /// ```
    ///
    /// - Parameter localization: The object of the runtime to follow;
    ///   ``ObservableLocalization/shared`` by default.
    /// - Returns: The view with the app's language in its environment.
    @MainActor
    public func appLanguage(_ localization: ObservableLocalization = .shared) -> some View {
      modifier(AppLanguageModifier(localization: localization))
    }
  }

  /// Applies ``ObservableLocalization/environment`` to the environment, again after each change.
  @MainActor
  struct AppLanguageModifier: ViewModifier {
    @ObservedObject var localization: ObservableLocalization

    func body(content: Content) -> some View {
      let environment = localization.environment
      let direction: SwiftUI.LayoutDirection =
        environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return
        content
        .environment(\.locale, Locale(identifier: environment.localeIdentifier))
        .environment(\.layoutDirection, direction)
        .environmentObject(localization)
    }
  }
#endif
