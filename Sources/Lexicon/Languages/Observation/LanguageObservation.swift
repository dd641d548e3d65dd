/// A running observation of language changes; it ends when cancelled or released.
///
/// ```swift
/// let observation = Localization.shared.observe { language in
///   print("now in", language)
/// }
/// // …
/// observation.cancel()   // or let it go out of scope
/// ```
public final class LanguageObservation: Sendable {
  private let onCancel: LockedValue<(@Sendable () -> Void)?>

  /// A token that runs `onCancel` once, when cancelled or released. `package`: other modules'
  /// tokens wrap it.
  package init(onCancel: @escaping @Sendable () -> Void) {
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
