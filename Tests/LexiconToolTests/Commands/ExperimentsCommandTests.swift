import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconRemote
import LexiconTestServer
import Testing

@testable import LexiconTool

/// Copy experiments through the tools: `lexicon lint --experiments` checks them as devices do,
/// `lexicon export --experiments` writes them into each language's content, `lexicon publish`
/// puts them in the database, and devices pick their variant — run as the real executable.
@Suite struct ExperimentsCommandTests {
  static let experiments = """
    {
      "experiments": {
        "welcome-copy": {
          "table": "Login",
          "variants": { "control": 50, "warm": 50 },
          "keys": {
            "login.welcome": {
              "warm": { "en": "Good to see you, %@!", "ru": "Рады вас видеть, %@!" }
            }
          }
        }
      }
    }
    """

  static func folder(_ experiments: String = experiments) throws -> TemporaryFolder {
    let folder = try TemporaryFolder(ExportFixture.files)
    try folder.write(experiments, to: "experiments.json")
    return folder
  }

  @Test func lintAcceptsGoodExperiments() throws {
    let folder = try Self.folder()
    let run = try LexiconExecutable.run(
      ["lint", "Resources", "--experiments", "experiments.json"], in: folder.url)
    #expect(!run.output.contains("[experiment]"), "\(run.output)")
  }

  @Test func lintNamesEveryBadExperimentWhereItIsWritten() throws {
    let folder = try Self.folder(
      """
      {
        "experiments": {
          "welcome-copy": {
            "table": "Login",
            "variants": { "control": 50, "warm": 50 },
            "keys": {
              "login.welcome": { "warm": { "ru": "Рады вас видеть, %d!", "de": "Hallo, %@!" } },
              "login.nothing": { "warm": { "en": "Nothing" } }
            }
          },
          "other": { "table": "Nowhere", "variants": { "a": 1 }, "keys": {} }
        }
      }
      """)
    let run = try LexiconExecutable.run(
      ["lint", "Resources", "--experiments", "experiments.json"], in: folder.url)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").filter { $0.hasSuffix("[experiment]") }
      .map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("experiments.json:7:44: error:") && $0.contains("variant warm")
          && $0.contains("in ru")
      }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("experiments.json:7:74: error:")
          && $0.contains("no de translation of Login")
      }, "\(lines)")
    #expect(lines.contains { $0.contains(#""login.nothing" is not a key of Login in en"#) })
    #expect(lines.contains { $0.contains(#"no table "Nowhere""#) })
    #expect(lines.count == 4, "\(lines)")
  }

  @Test(
    "A file that is not an experiments file is refused with its position",
    arguments: [
      (#"{"experiments": {"e": {"table": "Login", "variants": {"a": 0}, "keys": {}}}}"#, "1:54"),
      (
        #"{"experiments": {"e": {"table": "Login", "variants": {"a": 1}, "keys": {"k": {"b": {}}}}}}"#,
        "1:79"
      ),
      (#"{"experiments": {"#, "1:18"),
      (
        #"{"experiments": {"e": {"table": "Login", "variants": {"a": 1000001}, "keys": {}}}}"#,
        "1:60"
      ),
    ])
  func malformedFiles(text: String, position: String) throws {
    let folder = try Self.folder(text)
    let run = try LexiconExecutable.run(
      ["lint", "Resources", "--experiments", "experiments.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("error: experiments.json:\(position): error:"), "\(run.errors)")
  }

  /// A static export carries the experiment in each language's snapshot; a device picks its
  /// variant from its identifier.
  @Test func aStaticExportCarriesExperimentsToDevices() async throws {
    let folder = try Self.folder()
    let run = try LexiconExecutable.run(
      ExportCommandTests.staticArguments + ["--experiments", "experiments.json"], in: folder.url)
    try #require(run.status == 0, "\(run.errors)")
    let snapshot = try ExportCommandTests.json(folder, "public/production/1-2-0/ru/1.json")
    let welcome =
      ((snapshot["tables"] as? [String: Any])?["Login"] as? [String: Any])?[
        "login.welcome"] as? [String: Any]
    #expect(welcome?["experiment"] as? String == "welcome-copy")
    try await TestHTTPServer.with { server async throws in
      for (path, data) in try ExportCommandTests.contents(
        of: folder.url.appendingPathComponent("public"))
      {
        server.route("/cdn/" + path) { _ in .ok(data) }
      }
      let warm = try Self.identifier(picking: "warm")
      let remote = Self.device(
        StaticHostingSource(baseURL: server.url("/cdn"), transport: HTTPTransport(timeout: 10)),
        identifier: warm, cache: folder.url.appendingPathComponent("cache"))
      _ = try await remote.refresh()
      #expect(Self.welcome(remote, "ru") == "Рады вас видеть, %@!")
      // The control has no value of its own: the key's value.
      let control = try Self.identifier(picking: "control")
      let other = Self.device(
        StaticHostingSource(baseURL: server.url("/cdn"), transport: HTTPTransport(timeout: 10)),
        identifier: control, cache: folder.url.appendingPathComponent("cache"))
      #expect(Self.welcome(other, "ru") == "С возвращением, %@!")
    }
  }

  /// A Firebase export holds the experiment in each table node; `publish` puts it, the source
  /// reads it.
  @Test func aFirebaseExportIsPublishedWithItsExperiments() async throws {
    let folder = try Self.folder()
    let run = try LexiconExecutable.run(
      ExportCommandTests.firebaseArguments + ["--experiments", "experiments.json"], in: folder.url)
    try #require(run.status == 0, "\(run.errors)")
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      let publish = try LexiconExecutable.run(
        ["publish", "firebase", "--database", database.databaseURL.absoluteString, "labels.json"],
        in: folder.url)
      try #require(publish.status == 0, "\(publish.errors)")
      #expect(
        database.value(at: "production/1-2-0/en/Login/login%2Ewelcome/experiment")
          == .string("welcome-copy"))
      let remote = Self.device(
        FirebaseSource(
          databaseURL: database.databaseURL, transport: HTTPTransport(timeout: 10)),
        identifier: try Self.identifier(picking: "warm"),
        cache: folder.url.appendingPathComponent("cache"))
      _ = try await remote.refresh()
      #expect(Self.welcome(remote, "en") == "Good to see you, %@!")
    }
  }

  // MARK: - Helpers

  /// The identifier that picks `variant` of `welcome-copy`.
  static func identifier(picking variant: String) throws -> String {
    let experiment = RemoteExperiment(
      name: "welcome-copy",
      variants: [
        RemoteVariant(name: "control", weight: 50, value: .text("")),
        RemoteVariant(name: "warm", weight: 50, value: .text("")),
      ])
    return try #require(
      (0..<1_000).map { "user-\($0)" }.first { experiment.variant(for: $0)?.name == variant })
  }

  static func device(_ source: some RemoteSource, identifier: String, cache: URL)
    -> RemoteProvider
  {
    var configuration = RemoteConfiguration(
      source: source, languages: ExportFixture.languages,
      environment: ExportCommandTests.environment, developmentLanguage: "en",
      policy: .immediately, cacheDirectory: cache)
    configuration.reference = nil
    configuration.build = "1"
    configuration.minimumRefreshInterval = 0
    configuration.experimentIdentifier = identifier
    return RemoteProvider(configuration: configuration)
  }

  static func welcome(_ remote: RemoteProvider, _ language: String) -> String? {
    remote.table(for: TableRequest(language: language, table: "Login", tableFiles: .raw))?[
      "login.welcome"]?.rawText
  }
}
