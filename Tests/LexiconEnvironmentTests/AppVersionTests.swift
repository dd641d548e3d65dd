import LexiconEnvironment
import Testing

@Suite struct AppVersionTests {
  @Test(
    "Parses and writes the database key",
    arguments: [
      ("1.2.0", "1.2.0", "1-2-0", [1, 2, 0], [String]()),
      ("1.2", "1.2", "1-2", [1, 2], []),
      ("1", "1", "1", [1], []),
      ("10.15.7.1", "10.15.7.1", "10-15-7-1", [10, 15, 7, 1], []),
      ("2024.01.15", "2024.01.15", "2024-01-15", [2024, 1, 15], []),
      ("  1.2.0\n", "1.2.0", "1-2-0", [1, 2, 0], []),
      ("1.3.0-beta.2", "1.3.0-beta.2", "1-3-0-beta-2", [1, 3, 0], ["beta", "2"]),
      ("1.3.0-rc1", "1.3.0-rc1", "1-3-0-rc1", [1, 3, 0], ["rc1"]),
      ("0.0.1-alpha", "0.0.1-alpha", "0-0-1-alpha", [0, 0, 1], ["alpha"]),
      ("999999999.0", "999999999.0", "999999999-0", [999_999_999, 0], []),
    ])
  func parses(
    input: String, description: String, key: String, numbers: [Int], prerelease: [String]
  ) throws {
    let version = try AppVersion(parsing: input)
    #expect(version.description == description)
    #expect(version.pathComponent == key)
    #expect(version.numbers == numbers)
    #expect(version.prerelease == prerelease)
    #expect(version.isPrerelease == !prerelease.isEmpty)
    #expect(AppVersion(input) == version)
  }

  @Test func majorMinorPatch() throws {
    let version = try AppVersion(parsing: "4.7")
    #expect([version.major, version.minor, version.patch] == [4, 7, 0])
  }

  @Test(
    "Rejects what is not a version, saying why",
    arguments: [
      ("", AppVersionError.empty, "empty app version"),
      ("   ", .empty, "empty app version"),
      (
        "1.x", .invalidNumber("x", version: "1.x"),
        #""1.x" is not an app version: "x" is not a number of up to 9 digits"#
      ),
      (
        "v1.2", .invalidNumber("v1", version: "v1.2"),
        #""v1.2" is not an app version: "v1" is not a number of up to 9 digits"#
      ),
      (
        "1..2", .invalidNumber("", version: "1..2"),
        #""1..2" is not an app version: "" is not a number of up to 9 digits"#
      ),
      (
        "1.2.", .invalidNumber("", version: "1.2."),
        #""1.2." is not an app version: "" is not a number of up to 9 digits"#
      ),
      (
        "1.2 beta", .invalidNumber("2 beta", version: "1.2 beta"),
        #""1.2 beta" is not an app version: "2 beta" is not a number of up to 9 digits"#
      ),
      (
        "1.1234567890", .invalidNumber("1234567890", version: "1.1234567890"),
        #""1.1234567890" is not an app version: "1234567890" is not a number of up to 9 digits"#
      ),
      (
        "1.٢.0", .invalidNumber("٢", version: "1.٢.0"),
        #""1.٢.0" is not an app version: "٢" is not a number of up to 9 digits"#
      ),
      (
        "1.2.3.4.5", .tooManyNumbers("1.2.3.4.5"),
        #""1.2.3.4.5" is not an app version: more than 4 numbers"#
      ),
      (
        "1.2.0-4", .invalidPrerelease("4", version: "1.2.0-4"),
        #""1.2.0-4" is not an app version: pre-release "4" must be dot-separated letters and digits starting with a letter"#
      ),
      (
        "1.2.0-", .invalidPrerelease("", version: "1.2.0-"),
        #""1.2.0-" is not an app version: pre-release "" must be dot-separated letters and digits starting with a letter"#
      ),
      (
        "1.2.0-beta..1", .invalidPrerelease("beta..1", version: "1.2.0-beta..1"),
        #""1.2.0-beta..1" is not an app version: pre-release "beta..1" must be dot-separated letters and digits starting with a letter"#
      ),
      (
        "1.2.0-beta-1", .invalidPrerelease("beta-1", version: "1.2.0-beta-1"),
        #""1.2.0-beta-1" is not an app version: pre-release "beta-1" must be dot-separated letters and digits starting with a letter"#
      ),
      (
        "1.2.0+42", .buildMetadata("+42", version: "1.2.0+42"),
        #""1.2.0+42" is not an app version: build metadata "+42" is not allowed"#
      ),
    ])
  func rejects(input: String, error: AppVersionError, message: String) {
    #expect(throws: error) { try AppVersion(parsing: input) }
    #expect(error.description == message)
    #expect(AppVersion(input) == nil)
  }

  @Test(
    "Orders numerically, a pre-release before its release",
    arguments: [
      ("1.2", "1.10"),
      ("1.2", "1.2.1"),
      ("1.9.9", "2"),
      ("1.3.0-alpha", "1.3.0-alpha.1"),
      ("1.3.0-alpha.1", "1.3.0-alpha.beta"),
      ("1.3.0-alpha.beta", "1.3.0-beta"),
      ("1.3.0-beta", "1.3.0-beta.2"),
      ("1.3.0-beta.2", "1.3.0-beta.11"),
      ("1.3.0-beta.11", "1.3.0-rc1"),
      ("1.3.0-rc1", "1.3.0"),
      ("1.2", "1.2.0"),
      ("1.02", "1.2"),
    ])
  func orders(lower: String, higher: String) throws {
    let low = try AppVersion(parsing: lower)
    let high = try AppVersion(parsing: higher)
    #expect(low < high)
    #expect(!(high < low))
    #expect(low != high)
  }

  @Test func keysNeverCollide() throws {
    let versions = ["1.2.0.4", "1.2.0-beta.4", "1.2.0", "1.2", "1.02", "1.2.0-beta4"]
    let keys = try versions.map { try AppVersion(parsing: $0).pathComponent }
    #expect(Set(keys).count == versions.count)
  }

  @Test func readsTheBundleVersion() throws {
    #expect(try AppVersion(bundle: EnvironmentFixtures.bundle("App")).description == "1.2.0")
    #expect(
      try AppVersion(bundle: EnvironmentFixtures.bundle("CustomKey")).description == "2024.01.15")
    #expect(AppVersion.current(in: try EnvironmentFixtures.bundle("App"))?.pathComponent == "1-2-0")
  }

  @Test func bundleWithoutOrWithABadVersion() throws {
    let plain = try EnvironmentFixtures.bundle("Plain")
    #expect(throws: AppVersionError.missing(key: "CFBundleShortVersionString")) {
      try AppVersion(bundle: plain)
    }
    #expect(AppVersion.current(in: plain) == nil)
    #expect(
      AppVersionError.missing(key: "CFBundleShortVersionString").description
        == "the bundle has no CFBundleShortVersionString")
    let bad = try EnvironmentFixtures.bundle("Unexpanded")
    #expect(throws: AppVersionError.invalidNumber("x", version: "1.2.x")) {
      try AppVersion(bundle: bad)
    }
  }
}
