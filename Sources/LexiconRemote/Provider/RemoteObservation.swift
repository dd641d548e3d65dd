import Lexicon

/// A running observation of a ``RemoteProvider``'s status; it ends when cancelled or released.
///
/// ```swift
/// observation = remote.observeStatus { status in
///   Task { @MainActor in debugLabel.text = "ru v\(status.appliedVersions["ru"] ?? 0)" }
/// }
/// // …
/// observation.cancel()   // or let it go out of scope
/// ```
public final class RemoteObservation: Sendable {
  /// The core's cancellation token (the same as a language observation's), which ends the
  /// observation when cancelled or released with this one.
  private let token: LanguageObservation

  init(_ token: LanguageObservation) {
    self.token = token
  }

  /// Ends the observation. Calling it again does nothing.
  public func cancel() {
    token.cancel()
  }
}
