import Foundation
import Lexicon
import LexiconConfiguration
import Testing

@Suite struct BuildConfigurationTests {
  @Test func explicitNames() {
    let qa: BuildConfiguration = "QA"
    #expect(qa.rawValue == "QA")
    #expect(BuildConfiguration(rawValue: "Debug") == .debug)
    #expect(BuildConfiguration.release.description == "Release")
    #expect(BuildConfiguration(rawValue: "debug") != .debug)
  }

  @Test(
    "Reads the Info.plist key, falling back to the compiled configuration",
    arguments: [
      ("App", "Configuration", "QA" as String?),
      ("CustomKey", "Configuration", "Debug"),
      ("CustomKey", "LXBuildConfiguration", "AppStore"),
      ("CustomKey", "Missing", nil),
      ("Unexpanded", "Configuration", nil),
      ("Plain", "Configuration", nil),
    ])
  func readsInfoPlist(bundle name: String, key: String, expected: String?) throws {
    let bundle = try ConfigurationFixtures.bundle(name)
    #expect(BuildConfiguration(bundle: bundle, infoKey: key)?.rawValue == expected)
    let current = BuildConfiguration.current(in: bundle, infoKey: key)
    #expect(current.rawValue == expected ?? BuildConfiguration.compiled.rawValue)
  }

  @Test func compiledFollowsTheDebugFlag() {
    #if DEBUG
      #expect(BuildConfiguration.compiled == .debug)
    #else
      #expect(BuildConfiguration.compiled == .release)
    #endif
  }

  @Test func mainBundleWithoutAKeyFallsBack() {
    // The test runner's main bundle has no `Configuration` key.
    #expect(
      BuildConfiguration.current(infoKey: "LexiconTestsNoSuchKey") == BuildConfiguration.compiled)
  }
}
