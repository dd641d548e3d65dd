import Foundation
import Testing

/// The fixture bundles under `Fixtures/Environments`.
enum EnvironmentFixtures {
  /// A fixture bundle by name (`App` for `App.bundle`).
  static func bundle(_ name: String) throws -> Bundle {
    let url = try #require(
      Bundle.module.url(
        forResource: "Fixtures/Environments/\(name)", withExtension: "bundle"))
    return try #require(Bundle(url: url))
  }
}
