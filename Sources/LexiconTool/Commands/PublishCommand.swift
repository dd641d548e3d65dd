import Foundation
import Lexicon
import LexiconFirebase
import LexiconRemote

/// `lexicon publish firebase`: writes a `lexicon export firebase` file to a Realtime Database
/// over its REST API — one `PUT` per environment and app version in the file, each replacing
/// that node (`production/1-2-0`) whole and at once, so devices never read half of a
/// publication and other versions are left alone.
///
/// ```
/// $ FIREBASE_TOKEN=… lexicon publish firebase --database https://my-app-default-rtdb.firebaseio.com --token-env FIREBASE_TOKEN labels.json
/// PUT https://my-app-default-rtdb.firebaseio.com/production/1-2-0.json?print=silent&auth=$FIREBASE_TOKEN (4,512 bytes: ar, en, ru; _version 3f9a1c07d2e4b5a6)
/// published production 1.2.0
/// ```
///
/// The token is read from the environment variable `--token-env` names, never from the command
/// line, and never printed: a database secret or an ID token is sent as `auth=`, a Google
/// OAuth 2.0 access token (`--token-type access-token`, such as `gcloud auth
/// print-access-token`) as `access_token=`. Without `--token-env` the requests carry no
/// credential: for a database whose rules allow the writes, or the local emulator.
/// `--dry-run` prints the requests and sends nothing (no token needed). Requests go through
/// `HTTPTransport`: HTTPS only (plain HTTP to loopback, for the emulator), retries of `5xx` and
/// timeouts.
///
/// Exit status: 0 published, 1 the file is not an export, 64 usage or an empty token variable,
/// 66 the file cannot be read, 69 the database refused a request (a `401` names `--token-env`
/// when none was given) or could not be reached.
struct PublishCommand: Command {
  static let name = "publish"
  static let abstract = "PUT a `lexicon export firebase` file to a Firebase Realtime Database."
  static let usage =
    "lexicon publish firebase --database URL [--token-env VARIABLE] "
    + "[--token-type auth|access-token] [--dry-run] EXPORT.json"
  static let valueOptions: Set<String> = ["database", "token-env", "token-type"]
  static let flagNames: Set<String> = ["dry-run"]

  /// The database's URL.
  let database: URL
  /// The environment variable holding the token, or `nil` to send no credential.
  let tokenVariable: String?
  /// The kind of token.
  let tokenKind: FirebaseCredential.Kind
  /// Whether to print the requests without sending them.
  let isDryRun: Bool
  /// The export file.
  let file: String

  init(arguments: Arguments) throws(ToolError) {
    let positional = arguments.positional
    guard positional.first == "firebase" else {
      throw .usage("publish needs a target: firebase")
    }
    guard positional.count == 2 else {
      throw .usage("publish firebase needs one EXPORT.json written by 'lexicon export firebase'")
    }
    guard let text = arguments.value("database"), let url = URL(string: text),
      ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
    else { throw .usage("publish needs --database URL, such as https://NAME.firebaseio.com") }
    let variable = arguments.value("token-env")
    if variable?.isEmpty == true {
      throw .usage("--token-env needs the name of the environment variable with the token")
    }
    switch arguments.value("token-type") ?? "auth" {
    case "auth": tokenKind = .databaseSecret
    case "access-token": tokenKind = .accessToken
    case let other: throw .usage("unknown token type '\(other)': expected auth or access-token")
    }
    database = url
    tokenVariable = variable
    isDryRun = arguments.flag("dry-run")
    file = positional[1]
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw ToolError("cannot read '\(file)'", exitCode: .noInput)
    }
    let publications = try FirebasePublication.read(Array(data), path: file)
    let source = FirebaseSource(databaseURL: database)
    let parameter = FirebaseCredential(kind: tokenKind, token: "").parameterName
    var token: String?
    if !isDryRun, let tokenVariable {
      guard let value = ProcessInfo.processInfo.environment[tokenVariable], !value.isEmpty else {
        throw .usage("the environment variable \(tokenVariable) holds no token")
      }
      token = value
    }
    let shownCredential = tokenVariable.map { "&\(parameter)=$\($0)" } ?? ""
    var transport = HTTPTransport(timeout: 60, maximumAttempts: 3)
    transport.headers["Content-Type"] = "application/json"
    for publication in publications {
      let body = Data(publication.node.compactEncoded())
      let shown = source.url(for: publication.path, query: [("print", "silent")])
      console.print(
        "PUT \(shown.absoluteString)\(shownCredential) (\(body.count) bytes: "
          + "\(publication.languages.joined(separator: ", ")); _version \(publication.marker))")
      guard !isDryRun else { continue }
      let credential = token.map { [(parameter, $0)] } ?? []
      let url = source.url(for: publication.path, query: [("print", "silent")] + credential)
      let response: HTTPResponse
      do {
        response = try await transport.send(HTTPRequest(method: "PUT", url: url, body: body))
      } catch {
        throw ToolError(
          "PUT \(shown.absoluteString): \(Self.describe(FirebaseSession.naming(shown, in: error)))",
          exitCode: .unavailable)
      }
      guard response.isSuccess else {
        let message = FirebaseSession.errorMessage(response.body).map { " \($0)" } ?? ""
        let hint =
          response.status == 401 && tokenVariable == nil
          ? " (the rules refuse writes without a credential: pass --token-env VARIABLE)" : ""
        throw ToolError(
          "PUT \(shown.absoluteString): \(response.status)\(message)\(hint)",
          exitCode: .unavailable)
      }
      console.print("published \(publication.title)")
    }
    if isDryRun { console.print("dry run: nothing was sent") }
    return .success
  }

  /// A transport error in words.
  private static func describe(_ error: RemoteError) -> String {
    switch error {
    case .insecureURL:
      return "refused: plain HTTP is allowed to loopback only; use https://"
    case .connectionFailed(_, let code):
      return "could not connect (URL error \(code))"
    case .timedOut:
      return "timed out"
    default:
      return "\(error)"
    }
  }
}
