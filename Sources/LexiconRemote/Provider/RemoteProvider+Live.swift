extension RemoteProvider {
  /// Keeps the content current while the app runs: changes reach the device as they are made,
  /// validated and applied as ``RemoteConfiguration/policy`` says.
  ///
  /// - A ``LiveRemoteSource`` (`FirebaseSource` of `LexiconFirebase`) keeps a connection open and signals each
  ///   change; each signal is a refresh, never skipped by
  ///   ``RemoteConfiguration/minimumRefreshInterval``, at most one in flight and one after it
  ///   however many arrive. A connection that ends is opened again with backoff and jitter
  ///   (``RemoteConfiguration/live``), and every new connection refreshes: what changed while the
  ///   app was not connected was missed.
  /// - Any other source (``StaticHostingSource``) is checked every
  ///   ``RemoteLiveSettings/checkInterval`` seconds — for a static host a conditional request for
  ///   the manifest, `304 Not Modified` while nothing changed.
  ///
  /// With ``RemoteUpdatePolicy/immediately`` (a preview build for translators, say) an edit
  /// shows on screen within moments: the provider swaps its content and the runtime announces
  /// the change (`Localization.reloadAndAnnounce()`), so screens that follow the language
  /// re-render. Production builds keep ``RemoteUpdatePolicy/nextLaunch``: the edit is stored at
  /// once and shown from the next launch.
  ///
  /// ```swift
  /// // In the scene delegate (UIKit) or on scenePhase changes (SwiftUI):
  /// func sceneWillEnterForeground(_ scene: UIScene) { live = remote.startLiveUpdates() }
  /// func sceneDidEnterBackground(_ scene: UIScene) { live?.cancel(); live = nil }
  /// ```
  ///
  /// ``RemoteStatus/live`` tells what the connection is doing.
  ///
  /// - Returns: The running live updates; they stop when cancelled or released.
  public func startLiveUpdates() -> RemoteLiveUpdates {
    RemoteLiveUpdates(LiveUpdateLoop(engine: engine, settings: engine.settings))
  }

  /// Refreshes now, also sooner than ``RemoteConfiguration/minimumRefreshInterval`` after the
  /// last refresh when `ignoringMinimumInterval` is `true`: for a push that says the content
  /// changed ("a signal from the server"). With a refresh in flight — which may have read the
  /// source before the change — it waits for one more, run after it.
  ///
  /// ```swift
  /// // A silent notification (`content-available: 1`) sent when strings are published:
  /// func application(_ application: UIApplication,
  ///                  didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
  ///   -> UIBackgroundFetchResult
  /// {
  ///   guard userInfo["lexicon"] != nil else { return .noData }
  ///   switch try? await remote.refresh(ignoringMinimumInterval: true) {
  ///   case .applied?, .pending?: return .newData
  ///   case .notModified?, .skipped?: return .noData
  ///   case nil: return .failed
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter ignoringMinimumInterval: Whether the minimum interval is ignored.
  /// - Returns: What the refresh did.
  /// - Throws: A ``RemoteError``; what the device held stays shown and stored.
  @discardableResult
  public func refresh(ignoringMinimumInterval: Bool) async throws(RemoteError)
    -> RemoteRefreshOutcome
  {
    try await engine.refresh(forced: ignoringMinimumInterval)
  }
}
