import LexiconRemote

extension RemoteProvider {
  /// Keeps the content current while the app runs: changes reach the device as they are made,
  /// validated and applied as `RemoteConfiguration.policy` says.
  ///
  /// - A `LiveRemoteSource` (`FirebaseSource` of `LexiconFirebase`) keeps a connection open and
  ///   signals each change; each signal is a refresh, never skipped by
  ///   `RemoteConfiguration.minimumRefreshInterval`, at most one in flight and one after it
  ///   however many arrive. A connection that ends is opened again with backoff and jitter
  ///   (`RemoteConfiguration.live`), and every new connection refreshes: what changed while the
  ///   app was not connected was missed.
  /// - Any other source (`StaticHostingSource`) is checked every
  ///   `RemoteLiveSettings.checkInterval` seconds — for a static host a conditional request for
  ///   the manifest, `304 Not Modified` while nothing changed.
  ///
  /// With `RemoteUpdatePolicy.immediately` (a preview build for translators, say) an edit
  /// shows on screen within moments: the provider swaps its content and the runtime announces
  /// the change (`Localization.reloadAndAnnounce()`), so screens that follow the language
  /// re-render. Production builds keep `RemoteUpdatePolicy.nextLaunch`: the edit is stored at
  /// once and shown from the next launch.
  ///
  /// ```swift
  /// // In the scene delegate (UIKit) or on scenePhase changes (SwiftUI):
  /// func sceneWillEnterForeground(_ scene: UIScene) { live = remote.startLiveUpdates() }
  /// func sceneDidEnterBackground(_ scene: UIScene) { live?.cancel(); live = nil }
  /// ```
  ///
  /// `RemoteStatus.live` tells what the connection is doing.
  ///
  /// - Returns: The running live updates; they stop when cancelled or released.
  public func startLiveUpdates() -> RemoteLiveUpdates {
    RemoteLiveUpdates(LiveUpdateLoop(engine: engine, settings: engine.settings))
  }
}
