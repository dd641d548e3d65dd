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
  private let onCancel: LockedValue<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockedValue(onCancel)
  }

  /// Ends the observation. Calling it again does nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit {
    cancel()
  }
}
