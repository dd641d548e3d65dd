/// What a runtime follows besides the calls made to it: the content announcements of its
/// providers (``ContentChanges``) and the device's locale changes.
///
/// Each subscription holds the runtime weakly; they end with the runtime, and a reconfiguration
/// replaces the providers' ones. An announcer reachable through several providers (directly
/// and inside a ``ProviderChain``) is followed once, so one announcement is one reload.
final class RuntimeSubscriptions: Sendable {
  private struct Followed: Sendable {
    var changes: ContentChanges
    var observation: LanguageObservation
  }

  private struct State: Sendable {
    var followed: [Followed] = []
    var locale: LocaleChangeSubscription?
  }

  private let state = LockedValue(State())

  /// The announcers of `providers`, each once: what the providers return, merged ones taken
  /// apart into those they forward. Reads each provider's ``StringProvider/contentChanges``
  /// (the app's code): call it outside the runtime's locks.
  static func announcements(of providers: [any StringProvider]) -> [ContentChanges] {
    // One loop rather than `compactMap`, `flatMap` and `filter`, each of which brought a copy
    // of the standard library's code specialized for its closure.
    var seen: Set<ObjectIdentifier> = []
    var announcers: [ContentChanges] = []
    for provider in providers {
      for announcer in provider.contentChanges?.announcers ?? []
      where seen.insert(ObjectIdentifier(announcer)).inserted {
        announcers.append(announcer)
      }
    }
    return announcers
  }

  /// Follows `announcements` instead of those followed so far: each announcement makes the
  /// runtime reload and tell its screens and observers.
  func follow(_ announcements: [ContentChanges], of runtime: Localization) {
    let followed = announcements.map { changes in
      Followed(
        changes: changes,
        observation: changes.observe { [weak runtime] in runtime?.reloadAndAnnounce() })
    }
    let dropped = state.withLock { state in
      defer { state.followed = followed }
      return state.followed
    }
    for old in dropped {
      old.observation.cancel()
    }
  }

  /// Whether every announcement of `changes` reaches the runtime.
  func isFollowing(_ changes: ContentChanges) -> Bool {
    let followed = Set(state.withLock { $0.followed.map { ObjectIdentifier($0.changes) } })
    return changes.announcers.allSatisfy { followed.contains(ObjectIdentifier($0)) }
  }

  /// Re-reads the device's languages for `runtime` whenever the system's locale changes.
  func followDeviceLanguages(of runtime: Localization) {
    let subscription = LocaleChangeSubscription { [weak runtime] in
      runtime?.deviceLanguagesDidChange()
    }
    state.withLock { $0.locale = subscription }
  }
}
