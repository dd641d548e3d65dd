import Lexicon

/// Collects `MissingKey` reports so a test can assert on them.
///
/// ```swift
/// let recorder = MissingKeyRecorder()
/// let localization = Localization(configuration: LocalizationConfiguration(
///   providers: [BundleProvider(bundle: .module)], onMissingKey: recorder.handler))
/// Localization.withLocalization(localization) { _ = "\(LoginStrings.title)" }
/// #expect(recorder.reports.isEmpty)
/// ```
public final class MissingKeyRecorder: Sendable {
  private let recorded = Locked<[MissingKey]>([])

  /// Creates an empty recorder.
  public init() {}

  /// A handler that records every report.
  public var handler: MissingKeyHandler {
    MissingKeyHandler { [self] missingKey in
      recorded.append(missingKey)
    }
  }

  /// The reports received so far, in order.
  public var reports: [MissingKey] {
    recorded.value
  }
}
