import LexiconRemote

/// Live updates running for a `RemoteProvider`
/// (``LexiconRemote/RemoteProvider/startLiveUpdates()``): they stop when this is cancelled or
/// released.
///
/// ```swift
/// live = remote.startLiveUpdates()   // keep it while the app is in the foreground
/// // …on entering the background:
/// live?.cancel()
/// ```
public final class RemoteLiveUpdates: Sendable {
  private let task: Task<Void, Never>

  init(_ loop: LiveUpdateLoop) {
    task = Task.detached { await loop.run() }
  }

  /// Stops the live updates: closes the connection, or stops the periodic checks. A refresh
  /// already running goes on. Calling it again does nothing.
  public func cancel() {
    task.cancel()
  }

  deinit {
    task.cancel()
  }
}
