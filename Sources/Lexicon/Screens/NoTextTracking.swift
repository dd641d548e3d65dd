/// The tracking of Apple OSes without the Observation framework (before macOS 14, iOS 17,
/// tvOS 17, watchOS 10): reads register nothing. Screens there follow changes through
/// bindings (``Localization/bind(_:_:to:)``) and observers.
final class NoTextTracking: TextTracking {
  func trackRead() {}

  func publishChange() {}
}
