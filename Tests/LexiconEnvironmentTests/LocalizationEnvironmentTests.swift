import LexiconEnvironment
import Testing

@Suite struct LocalizationEnvironmentTests {
  @Test func describesNameAndVersion() {
    #expect(
      LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")).description
        == "production 1.2.0")
    #expect(LocalizationEnvironment(name: .staging, version: nil).description == "staging")
  }

  @Test func defaultUsesTheDefaultNameAndTheMainBundleVersion() {
    let environment = LocalizationEnvironment.default
    #expect(environment.name == EnvironmentName.default)
    #expect(environment.version == AppVersion.current())
  }
}
