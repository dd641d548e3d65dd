import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconRemote

/// The over-the-air update of `lexicon demo`: a static export for production 1.0.0, embedded in
/// the tool and written with the wire-format writers `lexicon export static` uses — a manifest
/// with sizes and SHA-256, and one snapshot per language.
///
/// It carries what a team publishes after a release: the Arabic translation of
/// `Login.forgotPassword` (the app shipped it untranslated, so Arabic screens showed English),
/// `Inbox.emptyState` in three languages (a key the code uses that shipped with no text at
/// all), and — published by a hand that skipped `lexicon export`'s checks — a Russian
/// `Login.welcome` with `%d` where the code passes a string, which the device refuses on its own
/// while the rest applies.
enum DemoUpdate {
  /// The environment and app version the demo app runs as.
  static let environment = LocalizationEnvironment(
    name: .production, version: try? AppVersion(parsing: "1.0.0"))

  /// The content of each language.
  static let snapshots = [
    RemoteSnapshot(
      language: "ar", version: 1,
      tables: [
        "Login": ["forgotPassword": .text("هل نسيت كلمة المرور؟")],
        "Inbox": ["emptyState": .text("لا توجد رسائل بعد")],
      ]),
    RemoteSnapshot(
      language: "en", version: 1, tables: ["Inbox": ["emptyState": .text("No messages yet")]]),
    RemoteSnapshot(
      language: "ru", version: 1,
      tables: [
        "Inbox": ["emptyState": .text("Писем пока нет")],
        "Login": ["welcome": .text("С возвращением, %d!")],
      ]),
  ]

  /// The files of the export, by path below the server's root.
  static var files: [String: Data] {
    let folder = "production/1-0-0/"
    var files: [String: Data] = [:]
    var manifest = RemoteManifest(environment: environment, languages: [:])
    for snapshot in snapshots {
      let name = "\(snapshot.language)/\(snapshot.version).json"
      let data = snapshot.jsonData(environment: environment)
      files[folder + name] = data
      manifest.languages[snapshot.language] = RemoteManifest.Language(
        version: snapshot.version,
        snapshot: RemoteManifest.File(
          url: name, bytes: data.count, sha256: SHA256.hash(data).description))
    }
    files[folder + "manifest.json"] = manifest.jsonData()
    return files
  }
}
