import Foundation
import Lexicon
import LexiconRemote
import LexiconTestServer
import Testing

@testable import LexiconReading
@testable import LexiconTool

/// `lexicon publish firebase`, run as the real executable against the Realtime Database fake on
/// loopback — never a real service.
@Suite struct PublishCommandTests {
  static let variable = "LEXICON_TEST_FIREBASE_TOKEN"

  /// A folder with the fixture's files and `labels.json` exported from them.
  static func exported() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(ExportFixture.files)
    let run = try LexiconExecutable.run(ExportCommandTests.firebaseArguments, in: folder.url)
    try #require(run.status == 0, "\(run.errors)")
    return folder
  }

  /// The publication node of an export file, as a tree.
  static func node(_ folder: TemporaryFolder, _ path: [String]) throws -> JSONValue {
    let bytes = Array(try Data(contentsOf: folder.url.appendingPathComponent("labels.json")))
    var node = try #require(JSONReader.read(bytes).root.flatMap { JSONValue($0) })
    for component in path {
      guard case .object(let members) = node, let child = members[component] else {
        Issue.record("no \(component) in the export")
        return .null
      }
      node = child
    }
    return node
  }

  static func arguments(_ database: URL, _ extra: [String] = []) -> [String] {
    ["publish", "firebase", "--database", database.absoluteString, "--token-env", variable]
      + extra + ["labels.json"]
  }

  @Test func putsThePublicationNodeWithTheTokenFromTheEnvironment() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.requireCredential(readers: [], writers: ["s3cret"])
      database.set("production/1-1-0/ru/Login", .object(["kept": .string("earlier release")]))
      database.set("production/1-2-0/de/Old", .object(["gone": .string("replaced whole")]))
      let run = try LexiconExecutable.run(
        Self.arguments(database.databaseURL), in: folder.url,
        environment: [Self.variable: "s3cret"])
      #expect(run.status == 0, "\(run.errors)")
      let publication = try Self.node(folder, ["production", "1-2-0"])
      guard case .object(let members) = publication, case .string(let marker)? = members["_version"]
      else {
        Issue.record("no _version in the export")
        return
      }
      let size = publication.compactEncoded().count
      #expect(
        run.output == """
          PUT \(server.url("/production/1-2-0.json").absoluteString)?print=silent&auth=$\(Self.variable) \
          (\(size) bytes: ar, en, ru; _version \(marker))
          published production 1.2.0

          """)
      #expect(!run.output.contains("s3cret") && !run.errors.contains("s3cret"))
      let request = try #require(server.requests.first)
      #expect(server.requestCount == 1)
      #expect(request.method == "PUT")
      #expect(request.path == "/production/1-2-0.json")
      #expect(request.queryItems == ["print": "silent", "auth": "s3cret"])
      #expect(request.headers.value("Content-Type") == "application/json")
      #expect(database.value(at: "production/1-2-0") == publication)
      #expect(
        database.value(at: "production/1-1-0/ru/Login")
          == .object(["kept": .string("earlier release")]))
      #expect(database.value(at: "production/1-2-0/de") == nil)
    }
  }

  @Test func aDryRunPrintsTheRequestsAndSendsNothing() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      let run = try LexiconExecutable.run(
        Self.arguments(database.databaseURL, ["--dry-run"]), in: folder.url)
      #expect(run.status == 0)
      #expect(
        run.output.hasPrefix(
          "PUT \(server.url("/production/1-2-0.json").absoluteString)?print=silent&auth=$\(Self.variable) ("
        ))
      #expect(run.output.hasSuffix("\ndry run: nothing was sent\n"))
      #expect(server.requestCount == 0)
      #expect(database.value(at: "") == nil)
    }
  }

  @Test func anAccessTokenIsSentAsAccessToken() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.requireCredential(readers: [], writers: ["ya29.token"])
      let run = try LexiconExecutable.run(
        Self.arguments(database.databaseURL, ["--token-type", "access-token"]), in: folder.url,
        environment: [Self.variable: "ya29.token"])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output.contains("&access_token=$\(Self.variable) ("))
      #expect(
        server.requests.map(\.queryItems) == [["print": "silent", "access_token": "ya29.token"]])
    }
  }

  @Test func aRefusedTokenIsReportedWithoutIt() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.requireCredential(readers: [], writers: ["right"])
      let run = try LexiconExecutable.run(
        Self.arguments(database.databaseURL), in: folder.url,
        environment: [Self.variable: "wrong"])
      #expect(run.status == 69)
      #expect(
        run.errors
          == "error: PUT \(server.url("/production/1-2-0.json").absoluteString)?print=silent: 401 "
          + "Permission denied\n")
      #expect(!run.output.contains("wrong") && !run.errors.contains("wrong"))
      #expect(database.value(at: "") == nil)
    }
  }

  @Test func aServerErrorIsRetried() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      _ = FirebaseFake(server: server)
      server.route("/production/1-2-0.json", replies: [.status(503), .status(204)])
      let run = try LexiconExecutable.run(
        Self.arguments(server.url("/")), in: folder.url, environment: [Self.variable: "t"])
      #expect(run.status == 0, "\(run.errors)")
      #expect(server.requests(to: "/production/1-2-0.json").count == 2)
    }
  }

  @Test func plainHTTPToAHostThatIsNotLoopbackIsRefused() throws {
    let folder = try Self.exported()
    let database = try #require(URL(string: "http://db.example.com"))
    let run = try LexiconExecutable.run(
      Self.arguments(database), in: folder.url, environment: [Self.variable: "t"])
    #expect(run.status == 69)
    #expect(
      run.errors
        == "error: PUT http://db.example.com/production/1-2-0.json?print=silent: refused: plain "
        + "HTTP is allowed to loopback only; use https://\n")
  }

  /// Every environment and version of the file is one `PUT` of its own node.
  @Test func publishesEveryNodeOfTheFile() async throws {
    let folder = try TemporaryFolder([
      "labels.json": """
      {"development": {"_version": "d1", "en": {"labels": {"a": "A"}}},
       "production": {"1-2-0": {"_version": "p1", "ru": {"labels": {"b": "Б"}}},
                      "1-3-0": {"_version": "p2", "ru": {"labels": {"b": "В"}}}}}
      """
    ])
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      let run = try LexiconExecutable.run(
        Self.arguments(database.databaseURL), in: folder.url, environment: [Self.variable: "t"])
      #expect(run.status == 0, "\(run.errors)")
      #expect(
        server.requests.map(\.path) == [
          "/development.json", "/production/1-2-0.json", "/production/1-3-0.json",
        ])
      #expect(run.output.contains("published development\n"))
      #expect(run.output.contains("published production 1.3.0\n"))
      #expect(database.value(at: "production/1-3-0/ru/labels/b") == .string("В"))
    }
  }

  @Test(
    "A file that is not an export is refused at its line and column",
    arguments: [
      (
        #"{"production": {"1-2-0": {"ru": {}}}}"#,
        "labels.json:1:17: error: \"1-2-0\" is not an app version holding `_version`"
      ),
      (
        #"{"Production": {}}"#,
        "labels.json:1:2: error: \"Production\" is not an environment of an export"
      ),
      ("[1, 2]", "labels.json:1:1: error: expected the object `lexicon export firebase` writes"),
      (#"{"a": "#, "labels.json:1:7: error: "),
      ("{}", "labels.json:1:1: error: the file holds no environment to publish"),
    ])
  func refusesWhatIsNotAnExport(text: String, diagnostic: String) throws {
    let folder = try TemporaryFolder(["labels.json": text])
    let run = try LexiconExecutable.run(
      Self.arguments(try #require(URL(string: "https://db.example.com")), ["--dry-run"]),
      in: folder.url)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix(diagnostic), "\(run.errors)")
  }

  @Test(
    "Usage errors",
    arguments: [
      (["publish"], "publish needs a target: firebase"),
      (["publish", "firebase", "--token-env", "T", "labels.json"], "publish needs --database URL"),
      (
        ["publish", "firebase", "--database", "ftp://x", "--token-env", "T", "l.json"],
        "publish needs --database URL"
      ),
      (
        ["publish", "firebase", "--database", "https://x", "--token-env", "", "labels.json"],
        "--token-env needs the name of the environment variable"
      ),
      (
        ["publish", "firebase", "--database", "https://x", "--token-env", "T"],
        "needs one EXPORT.json"
      ),
      (
        [
          "publish", "firebase", "--database", "https://x", "--token-env", "T", "--token-type",
          "jwt", "l.json",
        ], "unknown token type 'jwt'"
      ),
    ])
  func usage(arguments: [String], message: String) async {
    let console = Console.capturing()
    #expect(await Tool.run(arguments, console: console) == .usage)
    #expect(console.standardError.contains(message), "\(console.standardError)")
  }

  /// An open database (or the local emulator) needs no token: without `--token-env` the `PUT`
  /// carries no credential (before: `--token-env` was required).
  @Test func anOpenDatabaseNeedsNoToken() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      let run = try LexiconExecutable.run(
        ["publish", "firebase", "--database", database.databaseURL.absoluteString, "labels.json"],
        in: folder.url)
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output.hasPrefix("PUT \(server.url("/production/1-2-0.json"))?print=silent ("))
      #expect(server.requests.map(\.queryItems) == [["print": "silent"]])
      #expect(database.value(at: "production/1-2-0/_version") != nil)
    }
  }

  /// Rules that refuse a write without a credential: the error says what to pass.
  @Test func aRefusalWithoutATokenNamesTheOption() async throws {
    let folder = try Self.exported()
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.requireCredential(readers: [], writers: ["s3cret"])
      let run = try LexiconExecutable.run(
        ["publish", "firebase", "--database", database.databaseURL.absoluteString, "labels.json"],
        in: folder.url)
      #expect(run.status == 69)
      #expect(
        run.errors.contains(
          "401 Permission denied (the rules refuse writes without a credential: pass --token-env VARIABLE)"
        ))
    }
  }

  @Test func aMissingTokenIsAUsageError() throws {
    let folder = try Self.exported()
    let run = try LexiconExecutable.run(
      Self.arguments(try #require(URL(string: "https://db.example.com"))), in: folder.url,
      environment: [Self.variable: ""])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("error: the environment variable \(Self.variable) holds no token"))
  }
}
