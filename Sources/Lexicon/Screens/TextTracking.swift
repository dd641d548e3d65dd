/// How a runtime tells the Observation framework that text was read and that it changed.
///
/// Every read of text through a key calls ``trackRead()`` once; every change that can alter
/// resolved text calls ``publishChange()`` once, after the new snapshot is in place. Where the
/// Observation framework exists (Linux, and macOS 14, iOS 17, tvOS 17, watchOS 10 and later) the
/// runtime holds an ``ObservationTextTracking``; on older Apple OSes a ``NoTextTracking``.
///
/// An existential, not an `#available` check, on the lookup path: the check is made once, when
/// the runtime is created, and a read costs one indirect call.
@usableFromInline
protocol TextTracking: AnyObject, Sendable {
  /// Registers a read of the runtime's text with the observation tracking in force on this
  /// thread, if any (`withObservationTracking`, a SwiftUI body, UIKit's `updateProperties()`).
  func trackRead()

  /// Tells every tracked read that the runtime's text changed. Call after the change is complete,
  /// so code run from the notification reads the new text.
  func publishChange()
}
