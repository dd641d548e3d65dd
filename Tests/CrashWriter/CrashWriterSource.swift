import LexiconPublishing
import LexiconRemote

/// A source that always has the next version: for a device holding version `n` of every
/// language it answers version `n + 1`, as a delta from `n` (whole content every fourth time).
struct CrashWriterSource: RemoteSource {
  func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    var languages: [String: RemoteLanguageResponse] = [:]
    let held = request.languages.compactMap { request.held[$0]?.version }.min() ?? 0
    let next = held + 1
    for language in request.languages {
      let snapshot = CrashWriterContent.snapshot(language, version: next)
      let state = RemoteContentState(version: next, etag: "\"\(language)-\(next)\"")
      if let base = request.held[language]?.version, base == held, base > 0,
        !next.isMultiple(of: 4)
      {
        let delta = RemoteDelta(
          from: CrashWriterContent.snapshot(language, version: base), to: snapshot)
        languages[language] = .delta(delta, state)
      } else {
        languages[language] = .full(snapshot, state)
      }
    }
    return RemoteResponse(languages: languages, target: CrashWriterContent.environment)
  }
}
