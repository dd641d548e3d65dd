/// What a runtime follows besides the calls made to it: the content announcements of its
/// providers (``ContentChanges``) and the device's locale changes.
///
/// Each subscription holds the runtime weakly; they end with the runtime, and a reconfiguration
/// replaces the providers' ones.
final class RuntimeSubscriptions: Sendable {
  private struct Followed: Sendable {
    var changes: ContentChanges
    var observation: LanguageObservation
  }

  private struct State: Sendable {
    var followed: [Followed] = []
    /// The change number of the configuration whose providers are followed.
    var version = -1
    var locale: LocaleChangeSubscription?
  }

  private let state = LockedValue(State())

  /// Follows the announcements of `providers`, the providers of the configuration published as
  /// change number `version`, instead of those followed so far; a call for an older
  /// configuration than the one followed changes nothing.
  func follow(_ providers: [any StringProvider], version: Int, of runtime: Localization) {
    // Providers' `contentChanges` are the app's code: read outside the lock.
    let followed = providers.compactMap(\.contentChanges).map { changes in
      Followed(
        changes: changes, observation: changes.observe { [weak runtime] in runtime?.reload() })
    }
    let dropped = state.withLock { state -> [Followed] in
      guard version > state.version else { return followed }
      state.version = version
      defer { state.followed = followed }
      return state.followed
    }
    for old in dropped {
      old.observation.cancel()
    }
  }

  /// Whether an announcement of `changes` reaches the runtime.
  func isFollowing(_ changes: ContentChanges) -> Bool {
    state.withLock { $0.followed.map(\.changes) }.contains { $0.forwards(changes) }
  }

  /// Re-reads the device's languages for `runtime` whenever the system's locale changes.
  func followDeviceLanguages(of runtime: Localization) {
    let subscription = LocaleChangeSubscription { [weak runtime] in
      runtime?.deviceLanguagesDidChange()
    }
    state.withLock { $0.locale = subscription }
  }
}
