import Foundation
import Lexicon
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// Copy experiments in the wire formats: snapshots and deltas read back what they write, a
/// delta carries experiments of the keys it sets, and a malformed experiment names its field.
@Suite struct ExperimentPayloadTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
  static let welcome = RemoteExperiment(
    name: "welcome-copy",
    variants: [
      RemoteVariant(name: "short", weight: 50, value: .text("Hi, %@!")),
      RemoteVariant(name: "warm", weight: 50, value: .text("Good to see you, %@!")),
    ])
  static let v1 = RemoteSnapshot(
    language: "en", version: 1,
    tables: ["Login": ["welcome": .text("Welcome back, %@!"), "title": .text("Sign in")]],
    experiments: ["Login": ["welcome": welcome]])

  @Test func aSnapshotWithAnExperimentRoundTrips() throws {
    let data = Self.v1.jsonData(environment: Self.environment)
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(#""experiment" : "welcome-copy""#)
        || text.contains(#""experiment": "welcome-copy""#))
    let read = try RemoteSnapshot(jsonData: data, source: "v1.json", environment: Self.environment)
    #expect(read == Self.v1)
  }

  @Test func aDeltaCarriesTheExperimentsOfTheKeysItSets() throws {
    var v2 = Self.v1
    v2.version = 2
    v2.experiments["Login"]?["welcome"]?.variants[0].weight = 10
    var v3 = v2
    v3.version = 3
    v3.experiments = [:]
    let added = RemoteDelta(from: Self.v1, to: v2)
    #expect(added.set == ["Login": ["welcome": .text("Welcome back, %@!")]])
    #expect(added.experiments["Login"]?["welcome"]?.variants[0].weight == 10)
    let ended = RemoteDelta(from: v2, to: v3)
    #expect(ended.set == ["Login": ["welcome": .text("Welcome back, %@!")]])
    #expect(ended.experiments.isEmpty)
    #expect(try Self.v1.applying(added) == v2)
    #expect(try v2.applying(ended) == v3)
    let data = added.jsonData(environment: Self.environment)
    #expect(
      try RemoteDelta(jsonData: data, source: "1-2.json", environment: Self.environment) == added)
  }

  @Test(
    "A malformed experiment names its field",
    arguments: [
      (#"{"experiment": "e", "value": "v", "variants": {}}"#, "tables.Login.k.variants"),
      (
        #"{"experiment": "", "value": "v", "variants": {"a": {"weight": 1, "value": "x"}}}"#,
        "tables.Login.k.experiment"
      ),
      (
        #"{"experiment": "e", "value": "v", "variants": {"a": {"weight": -1, "value": "x"}}}"#,
        "tables.Login.k.variants.a.weight"
      ),
      (
        #"{"experiment": "e", "value": "v", "variants": {"a": {"weight": 9223372036854775807, "value": "x"}, "b": {"weight": 1, "value": "y"}}}"#,
        "tables.Login.k.variants.a.weight"
      ),
      (
        #"{"experiment": "e", "value": "v", "variants": {"a": {"weight": 1000001, "value": "x"}}}"#,
        "tables.Login.k.variants.a.weight"
      ),
      (
        #"{"experiment": "e", "value": "v", "variants": {"a": {"weight": 1}}}"#,
        "tables.Login.k.variants.a.value"
      ),
      (
        #"{"experiment": "e", "value": "v", "variants": {"a": {"weight": 1, "value": "x", "share": 2}}}"#,
        "tables.Login.k.variants.a.share"
      ),
      (
        #"{"experiment": "e", "variants": {"a": {"weight": 1, "value": "x"}}}"#,
        "tables.Login.k.value"
      ),
    ])
  func malformedExperiments(object: String, field: String) {
    let document = """
      {"formatVersion": 1, "kind": "snapshot", "environment": "production", "appVersion": "1.2.0",
       "language": "en", "version": 1, "tables": {"Login": {"k": \(object)}}}
      """
    do {
      _ = try RemoteSnapshot(
        jsonData: Data(document.utf8), source: "s.json", environment: Self.environment)
      Issue.record("accepted \(object)")
    } catch {
      guard case .invalidPayload(_, let found, _, _, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(found == field)
    }
  }

  /// The cache keeps experiments: whole content and deltas folded at launch.
  @Test func theCacheKeepsExperiments() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let cache = RemoteCache(root: directory.url, environment: Self.environment)
    var whole = LanguageChange(Self.v1)
    whole.language = "en"
    let base = try cache.write(whole)
    var v2 = Self.v1
    v2.version = 2
    v2.experiments["Login"]?["welcome"]?.variants[1].weight = 90
    let delta = LanguageChange(RemoteDelta(from: Self.v1, to: v2))
    let file = try cache.write(delta)
    let record = CacheLanguageRecord(
      language: "en", version: 2, keyCount: 2, byteCount: 0, files: [base, file])
    let held = try cache.read(record)
    #expect(held.experiments == v2.experiments)
    #expect(held.tables["Login"]?.entries == v2.tables["Login"])
  }
}
