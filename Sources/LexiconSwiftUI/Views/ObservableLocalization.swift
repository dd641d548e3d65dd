#if canImport(SwiftUI) && canImport(Combine)
  // Compiled only on Apple platforms (SwiftUI and Combine exist nowhere else); its logic is
  // `AppLanguageModel`, which the tests run on every platform.
  import Combine
  import Lexicon
  import SwiftUI

  /// A runtime's language and text as an `ObservableObject`: after each change of the runtime's
  /// text it sends `objectWillChange` (through its published properties) on the main actor, so
  /// SwiftUI views that observe it re-render — the way to follow the language on iOS 13–16,
  /// macOS 10.15–13, tvOS 13–16 and watchOS 6–9, where the Observation framework is missing.
  ///
  /// The `.appLanguage()` modifier puts ``shared`` into the environment; a view that shows keys
  /// declares it, and re-renders after every switch and every update shown at once:
  ///
  /// ```swift
  /// struct InboxView: View {
  ///   @EnvironmentObject private var localization: ObservableLocalization
  ///
  ///   var body: some View {
  ///     Text(InboxStrings.title)
  ///   }
  /// }
  /// ```
  ///
  /// On iOS 17, macOS 14 and later, views need none of this: reading a key in `body` is tracked.
  @MainActor
  public final class ObservableLocalization: ObservableObject {
    /// The object of `Localization.shared`.
    public static let shared = ObservableLocalization()

    /// The current language's locale and layout direction.
    @Published public private(set) var environment: AppLanguageEnvironment
    /// The number of changes followed so far.
    @Published public private(set) var revision = 0

    private let model: AppLanguageModel

    /// An object following `localization`.
    ///
    /// - Parameter localization: The runtime to follow; `Localization.shared` by
    ///   default.
    public init(_ localization: Localization = .shared) {
      let model = AppLanguageModel(localization)
      self.model = model
      environment = model.environment
      // Each assignment to a published property sends `objectWillChange` first.
      model.onChange { [weak self] in
        guard let self else { return }
        environment = self.model.environment
        revision = self.model.revision
      }
    }
  }
#endif
