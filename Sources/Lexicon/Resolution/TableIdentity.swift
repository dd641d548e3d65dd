import Foundation

/// Identifies a resolved table: language, table name and the bundle's location.
struct TableIdentity: Hashable, Sendable {
  var language: String
  var table: String
  var bundlePath: String

  init(language: String, table: String, bundle: Bundle) {
    self.language = language
    self.table = table
    self.bundlePath = bundle.bundleURL.standardizedFileURL.path
  }
}
