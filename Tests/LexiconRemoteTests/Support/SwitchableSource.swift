import Lexicon
import LexiconRemote

/// A source that forwards every fetch to the source it holds now, so a test can point one
/// provider at a refusing port or a plain-HTTP host and back at its server.
struct SwitchableSource: RemoteSource {
  let current: LockedValue<any RemoteSource>

  init(_ source: some RemoteSource) {
    current = LockedValue(source)
  }

  /// Forwards the fetches from now on to `source`.
  func use(_ source: some RemoteSource) {
    current.withLock { $0 = source }
  }

  func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    try await current.withLock { $0 }.fetch(request)
  }
}
