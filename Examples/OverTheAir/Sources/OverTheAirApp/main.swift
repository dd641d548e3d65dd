import Foundation
import Lexicon
import LexiconFirebase
import LexiconRemote
import LexiconRemoteLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// OverTheAirApp STATIC-URL DATABASE-URL CACHE-FOLDER
//
// Run by run.sh, which exports this app's strings, serves them on loopback (a static host and a
// Realtime Database) and stops the server afterwards.

let arguments = CommandLine.arguments
guard arguments.count == 4, let cdn = URL(string: arguments[1]),
  let database = URL(string: arguments[2])
else {
  print("usage: OverTheAirApp STATIC-URL DATABASE-URL CACHE-FOLDER")
  exit(64)
}
let caches = URL(fileURLWithPath: arguments[3])
let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.0.0"))

/// Starts the app in Russian with `remote` first in its chain, then its bundle: the shared
/// runtime, which a provider showing an update at once re-renders.
func bootstrap(_ remote: RemoteProvider) {
  Localization.bootstrap(
    LocalizationConfiguration(
      providers: [remote, BundleProvider(bundle: .module)], developmentLanguage: "en",
      supportedLanguages: ["en", "ru"], language: "ru", onMissingKey: .ignore,
      persistence: .none))
}

/// The title as a screen shows it.
func title() -> String { AppStrings.title.description }

/// A provider of `source` showing updates at once, for `identifier`'s copy experiments.
func provider(_ source: some RemoteSource, folder: String, identifier: String? = nil)
  -> RemoteProvider
{
  var configuration = RemoteConfiguration(
    source: source, languages: ["en", "ru"], environment: environment,
    cacheDirectory: caches.appendingPathComponent(folder))
  configuration.policy = .immediately
  configuration.experimentIdentifier = identifier
  configuration.onExposure = EventHandler { exposure in
    print("[experiment] \(identifier ?? "-") was shown \(exposure.experiment)/\(exposure.variant)")
  }
  return RemoteProvider(configuration: configuration)
}

// MARK: - A static host

// The build shipped version 1 of the strings (lexicon-content.json, written by `lexicon export
// static --stamp`); version 2 fixes the Russian title, so a fresh install downloads only the
// delta from version 1.
let transport = HTTPTransport(timeout: 10, maximumAttempts: 2)
let staticRemote = provider(
  StaticHostingSource(baseURL: cdn, transport: transport), folder: "static")
bootstrap(staticRemote)
print("[static] shipped: \(title())")
do throws(RemoteError) {
  switch try await staticRemote.refresh() {
  case .applied(let versions):
    let shown = versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    print("[static] refresh() → applied: " + shown.joined(separator: ", "))
  case let other:
    print("[static] refresh() → \(other)")
  }
} catch {
  print("[static] kept the strings held: \(error)")
}
print("[static] after the refresh: \(title())")

// MARK: - A copy experiment

// `welcome-copy` shows another greeting to half the users; each sees the same on every launch.
for user in ["user-4", "user-5"] {
  bootstrap(
    provider(
      StaticHostingSource(baseURL: cdn, transport: transport), folder: "static", identifier: user))
  print("[experiment] \(user) sees: \(AppStrings.welcome("Ann"))")
}

// MARK: - A Realtime Database, live

var source = FirebaseSource(databaseURL: database, transport: transport)
source.streamedNode = .versionMarker
let liveRemote = provider(source, folder: "firebase")
bootstrap(liveRemote)
let live = liveRemote.startLiveUpdates()

/// Waits up to 10 seconds for the title to read `text`; the milliseconds since `start`.
func waitForTitle(_ text: String, since start: Date = Date()) async -> Double? {
  while Date().timeIntervalSince(start) < 10 {
    if title() == text { return Date().timeIntervalSince(start) * 1000 }
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
  return nil
}

if await waitForTitle("Вход") != nil {
  print("[firebase] live: \(title())")
}

/// A translator's edit in the console: the title, then the `_version` marker.
func edit(_ path: String, _ json: String) async throws {
  var request = URLRequest(url: database.appendingPathComponent(path + ".json"))
  request.httpMethod = "PUT"
  request.httpBody = Data(json.utf8)
  _ = try await URLSession.shared.data(for: request)
}
let edited = Date()
try await edit("production/1-0-0/ru/Localizable/app%2Etitle", #""Вход в приложение""#)
try await edit("production/1-0-0/_version", #""edited-by-a-translator""#)
if let milliseconds = await waitForTitle("Вход в приложение", since: edited) {
  print("[firebase] an edit in the console is on screen: \(title())")
  print("[firebase] (after \(Int(milliseconds.rounded())) ms)")
} else {
  print("[firebase] the edit did not arrive: \(liveRemote.status)")
}
live.cancel()

// MARK: - Errors are typed

let nowhere = provider(
  StaticHostingSource(
    baseURL: URL(string: "http://127.0.0.1:9/cdn")!,
    transport: HTTPTransport(timeout: 2, maximumAttempts: 1)), folder: "nowhere")
do throws(RemoteError) {
  try await nowhere.refresh()
} catch .connectionFailed(let url, _) {
  print(
    "[errors] could not connect to \(url.host ?? "?"):\(url.port ?? 0); the bundle's text shows")
} catch {
  print("[errors] \(error)")
}
