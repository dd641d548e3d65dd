// The `payload` fuzz target: the over-the-air wire formats (snapshot, delta and manifest JSON) as a
// device receives them from a server it does not control. Each decoder must either throw a
// `RemoteError` or return a value that encodes and decodes back to itself.

import Foundation

/// The environment every fuzzed payload is decoded for.
private let fuzzEnvironment = LocalizationEnvironment(
  name: .production, version: AppVersion("1.2.0"))

/// Decodes `data` as each wire format and checks that what decodes round-trips exactly.
func fuzzPayload(_ data: Data) {
  if let snapshot = try? RemoteSnapshot(
    jsonData: data, source: "fuzz.json", environment: fuzzEnvironment)
  {
    let again = try? RemoteSnapshot(
      jsonData: snapshot.jsonData(environment: fuzzEnvironment), source: "again.json",
      environment: fuzzEnvironment)
    guard again == snapshot else { fatalError("snapshot does not round-trip") }
  }
  if let delta = try? RemoteDelta(
    jsonData: data, source: "fuzz.json", environment: fuzzEnvironment)
  {
    let again = try? RemoteDelta(
      jsonData: delta.jsonData(environment: fuzzEnvironment), source: "again.json",
      environment: fuzzEnvironment)
    guard again == delta else { fatalError("delta does not round-trip") }
  }
  if let manifest = try? RemoteManifest(jsonData: data, source: "manifest.json") {
    let again = try? RemoteManifest(jsonData: manifest.jsonData(), source: "again.json")
    guard again == manifest else { fatalError("manifest does not round-trip") }
  }
}
