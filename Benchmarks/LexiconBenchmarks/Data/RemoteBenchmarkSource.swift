import Lexicon
import LexiconRemote

/// An in-process source answering whatever response the benchmark set last: the network is not
/// what the remote benchmarks measure.
struct RemoteBenchmarkSource: RemoteSource {
  let response = LockedValue(RemoteResponse(languages: [:]))

  /// Answers a whole snapshot from now on.
  func serve(_ snapshot: RemoteSnapshot) {
    response.withLock {
      $0 = RemoteResponse(
        languages: [
          snapshot.language: .full(snapshot, RemoteContentState(version: snapshot.version))
        ])
    }
  }

  /// Answers a delta from now on.
  func serve(_ delta: RemoteDelta) {
    response.withLock {
      $0 = RemoteResponse(
        languages: [delta.language: .delta(delta, RemoteContentState(version: delta.version))])
    }
  }

  func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    response.withLock { $0 }
  }
}
