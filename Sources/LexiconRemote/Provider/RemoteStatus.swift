import Foundation

/// What a ``RemoteProvider`` holds and how its last refresh went, for the app to show or log.
///
/// Read it any time (``RemoteProvider/status``) or follow its changes
/// (``RemoteProvider/observeStatus(_:)``, ``RemoteProvider/statusUpdates()``):
///
/// ```swift
/// let status = remote.status
/// status.appliedVersions["ru"]     // 7: the content version shown
/// status.pendingVersions["ru"]     // 8: stored, shown from the next launch
/// status.lastError                 // .httpStatus(url, status: 503), or nil
/// ```
public struct RemoteStatus: Sendable, Equatable {
  /// The content version shown, by language.
  public var appliedVersions: [String: Int]
  /// The content version stored but not shown yet, by language.
  public var pendingVersions: [String: Int]
  /// When a refresh last completed without error (this launch; or, from the cache, when one
  /// last stored something).
  public var lastSuccessfulRefresh: Date?
  /// The error of the last refresh, or of reading the cache at start-up; `nil` once a refresh
  /// succeeds.
  public var lastError: RemoteError?
  /// The values the last stored update dropped.
  public var rejections: [RemoteRejection]
  /// The problems the source met and worked around during the last refresh — a delta refused
  /// and the full content fetched instead (``RemoteResponse/recoveredErrors``): the update is
  /// complete, but its publication deserves a look.
  public var recoveredErrors: [RemoteError]
  /// Whether a refresh is running.
  public var isRefreshing: Bool
  /// The languages the last refresh asked for that have nothing published for this
  /// environment and app version — every table `null` in a database, absent from a static
  /// host's manifest — sorted. Not an error (what the device holds stays), but when it lists
  /// every language, the source is set up at another place than the one it is asked at.
  public var unpublishedLanguages: [String]
  /// The tables of the content held (shown or waiting) that no table of the app has — no key
  /// type read it and no bundle of the app has a file of that name — sorted. Their keys are
  /// never shown: the content was published under other table names than the app's (the name
  /// of a `.strings` file, or a key type's `table`).
  public var unusedTables: [String]
  /// What the live updates are doing (`RemoteProvider.startLiveUpdates()` of `LexiconRemoteLive`):
  /// ``RemoteLiveState/off`` unless they run.
  public var live: RemoteLiveState

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - appliedVersions: The version shown per language.
  ///   - pendingVersions: The version waiting per language.
  ///   - lastSuccessfulRefresh: When a refresh last succeeded.
  ///   - lastError: The last error.
  ///   - rejections: The values the last update dropped.
  ///   - recoveredErrors: The problems the last refresh worked around.
  ///   - isRefreshing: Whether a refresh is running.
  ///   - unpublishedLanguages: The languages with nothing published.
  ///   - unusedTables: The tables held that the app does not use.
  ///   - live: What the live updates are doing.
  public init(
    appliedVersions: [String: Int] = .init(), pendingVersions: [String: Int] = .init(),
    lastSuccessfulRefresh: Date? = nil, lastError: RemoteError? = nil,
    rejections: [RemoteRejection] = [], recoveredErrors: [RemoteError] = [],
    isRefreshing: Bool = false, unpublishedLanguages: [String] = [], unusedTables: [String] = [],
    live: RemoteLiveState = .off
  ) {
    self.appliedVersions = appliedVersions
    self.pendingVersions = pendingVersions
    self.lastSuccessfulRefresh = lastSuccessfulRefresh
    self.lastError = lastError
    self.rejections = rejections
    self.recoveredErrors = recoveredErrors
    self.isRefreshing = isRefreshing
    self.unpublishedLanguages = unpublishedLanguages
    self.unusedTables = unusedTables
    self.live = live
  }

  /// Whether an update waits to be shown.
  public var hasPendingUpdate: Bool { !pendingVersions.isEmpty }
}
