import Lexicon
import LexiconRemote

/// The over-the-air part of `binary-cost-remote`: every entry point of `LexiconRemote` an app
/// calls, used the way an app uses it, so the probe links what an app links.
///
/// Keep it in step with the module: when `RemoteProvider` lands, return
/// `RemoteProvider(configuration: RemoteConfiguration(source: FixedSource(), ...))` here instead
/// of the `InMemoryProvider` stand-in; when the HTTP transport lands, fetch through it from a
/// source that never touches the network (an unreachable `URL` is fine: only linking counts).
enum RemoteUse {
  /// A source that answers every request with one snapshot: `title` is `Inbox` in English.
  struct FixedSource: RemoteSource {
    func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
      let snapshot = RemoteSnapshot(
        language: "en", version: 1, tables: ["Localizable": ["title": .text("Inbox")]])
      let state = RemoteContentState(version: snapshot.version)
      return RemoteResponse(
        languages: Dictionary(
          uniqueKeysWithValues: request.languages.map { ($0, .full(snapshot, state)) }))
    }
  }

  /// What went wrong, printed by `main.swift`.
  struct ProbeFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// A provider serving the remote content of the production environment of version 1.2.0.
  ///
  /// - Throws: `RemotePathError`, `RemoteError` or ``ProbeFailure`` when a step goes wrong.
  static func provider() async throws -> any StringProvider {
    let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
    let path = try environment.path(language: "en", table: "Localizable")
    guard path.description == "production/1-2-0/en/Localizable" else {
      throw ProbeFailure(description: "unexpected remote path \(path)")
    }
    let request = RemoteRequest(environment: environment, languages: ["en"])
    let response = try await FixedSource().fetch(request)
    var values: [String: [String: [String: LocalizedValue]]] = [:]
    for (language, answer) in response.languages {
      if case .full(let snapshot, _) = answer { values[language] = snapshot.tables }
    }
    return InMemoryProvider(values: values)
  }
}
