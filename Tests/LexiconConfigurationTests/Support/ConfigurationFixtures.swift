import Foundation
import Testing

/// The fixture bundles under `Fixtures/Bundles`: an `Info.plist` (build configuration, version,
/// development region) and a configuration file each.
enum ConfigurationFixtures {
  /// A fixture bundle by name (`App` for `App.bundle`).
  static func bundle(_ name: String) throws -> Bundle {
    let url = try #require(
      Bundle.module.url(
        forResource: "Fixtures/Bundles/\(name)", withExtension: "bundle"))
    return try #require(Bundle(url: url))
  }
}
