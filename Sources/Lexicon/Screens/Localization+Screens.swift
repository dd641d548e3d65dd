import Foundation

extension Localization {
  /// Whether tracked reads are told about a change made off the main thread on the main actor
  /// (true on Apple platforms) or on the thread that made it (elsewhere).
  ///
  /// Every Apple UI framework tracks reads on the main actor — SwiftUI's `body`, UIKit's
  /// `updateProperties()` — and the Observation framework installs a tracker only once the
  /// tracked closure has returned: a mutation made on another thread in between would be missed,
  /// and the view would keep its old text. Told on the main actor, it cannot fall in between.
  /// Elsewhere (Linux servers, tools) there may be no main run loop to run it, so the thread
  /// that made the change tells the reads.
  static var tellsTrackedReadsOnMainActorByDefault: Bool {
    #if canImport(Darwin)
      return true
    #else
      return false
    #endif
  }

  /// Tells the screens about a change once it is complete: tracked reads and bindings at once on
  /// the main actor; from another thread, tracked reads at once (or, with
  /// ``tellsTrackedReadsOnMainActor``, on the main actor) and the bindings on the main actor, in
  /// one task for every change made until it runs.
  func updateScreens() {
    if MainQueue.isCurrent {
      let owed = screenUpdates.withLock { $0.settle() }
      tracking.publishChange()
      if owed.bindings || screenUpdates.withLock({ $0.hasBindings }) {
        MainActor.assumeIsolated { runBindings() }
      }
      return
    }
    if !tellsTrackedReadsOnMainActor {
      tracking.publishChange()
    }
    let schedules = screenUpdates.withLock { updates -> Bool in
      updates.owesObservation = updates.owesObservation || tellsTrackedReadsOnMainActor
      updates.owesBindings = updates.owesBindings || updates.hasBindings
      guard updates.owesObservation || updates.owesBindings, !updates.isScheduled else {
        return false
      }
      updates.isScheduled = true
      return true
    }
    guard schedules else { return }
    Task { @MainActor in
      let owed = screenUpdates.withLock { updates in
        updates.isScheduled = false
        return updates.settle()
      }
      if owed.observation { tracking.publishChange() }
      if owed.bindings { runBindings() }
    }
  }

  /// Runs every binding, in a scope of this runtime alone: whatever scope the change was made in
  /// (a pinned language, another runtime), a binding reads the runtime's own current text.
  @MainActor
  func runBindings() {
    withOwnScope { bindings.runAll() }
  }

  /// Runs `body` with keys resolving through this runtime in its current language: no pinned
  /// language, no other runtime, whatever the caller's scope.
  func withOwnScope<Result>(_ body: () throws -> Result) rethrows -> Result {
    let isShared = self === Localization.shared
    guard !isShared || ScopeUsage.shared.mayBeOpen else { return try body() }
    ScopeUsage.shared.markOpened()
    var scope = LocalizationScope()
    scope.localization = isShared ? nil : self
    return try LocalizationScope.$current.withValue(scope, operation: body)
  }
}
