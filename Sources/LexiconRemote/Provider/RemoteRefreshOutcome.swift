import Foundation

/// What a ``RemoteProvider/refresh()`` did.
///
/// ```swift
/// switch try await remote.refresh() {
/// case .applied(let versions): log("now showing \(versions)")
/// case .pending(let versions): log("\(versions) shown from the next launch")
/// case .notModified, .skipped: break
/// }
/// ```
public enum RemoteRefreshOutcome: Sendable, Equatable {
  /// Nothing new: every language is current, unpublished, or the source sent what the device
  /// already holds.
  case notModified
  /// New content is shown now (``RemoteUpdatePolicy/immediately``): the content version of each
  /// language that changed.
  case applied([String: Int])
  /// New content is stored and waits (``RemoteUpdatePolicy/nextLaunch`` or
  /// ``RemoteUpdatePolicy/manual``): the content version of each language that changed.
  case pending([String: Int])
  /// The last refresh ended less than ``RemoteConfiguration/minimumRefreshInterval`` ago; the
  /// source was not asked. The date is when a refresh will be allowed.
  case skipped(until: Date)
}
