extension RemoteProvider {
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
