import LexiconEnvironment
import Testing

@Suite struct EnvironmentNameTests {
  @Test(
    "Valid names: lowercase letters, digits, - and _, starting with a letter, at most 64",
    arguments: [
      ("development", true),
      ("staging", true),
      ("production", true),
      ("qa", true),
      ("load-test_2", true),
      ("a", true),
      (String(repeating: "a", count: 64), true),
      (String(repeating: "a", count: 65), false),
      ("", false),
      ("QA", false),
      ("Production", false),
      ("2nd", false),
      ("-qa", false),
      ("pre.prod", false),
      ("pre/prod", false),
      ("pre prod", false),
      ("prod$", false),
      ("é", false),
    ])
  func validity(name: String, valid: Bool) {
    #expect(EnvironmentName.isValid(name) == valid)
    #expect(EnvironmentName(rawValue: name)?.rawValue == (valid ? name : nil))
  }

  @Test func standardNames() {
    #expect(EnvironmentName.standard.map(\.rawValue) == ["development", "staging", "production"])
    #expect(EnvironmentName.production.isStandard)
    #expect(!EnvironmentName(rawValue: "qa")!.isStandard)
    #expect(EnvironmentName(rawValue: "staging") == .staging)
    #expect("\(EnvironmentName.staging)" == "staging")
  }

  @Test func literalsAreTakenAsWritten() {
    let custom: EnvironmentName = "qa"
    let bad: EnvironmentName = "Q A"
    #expect(custom.rawValue == "qa")
    #expect(bad.rawValue == "Q A")
    #expect(!EnvironmentName.isValid(bad.rawValue))
  }

  @Test func defaultFollowsTheDebugFlag() {
    #if DEBUG
      #expect(EnvironmentName.default == .development)
    #else
      #expect(EnvironmentName.default == .production)
    #endif
  }
}
