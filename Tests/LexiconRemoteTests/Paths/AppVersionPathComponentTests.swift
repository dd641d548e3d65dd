import Lexicon
import LexiconEnvironment
import LexiconRemote
import Testing

@Suite struct AppVersionPathComponentTests {
  @Test(
    "Reads back every version's path component",
    arguments: ["1.2.0", "1.3.0-beta.2", "2024.01.15", "0.0.1-alpha", "2.0.0-rc.1", "1", "1.2.3.4"])
  func roundTrips(text: String) throws {
    let version = try AppVersion(parsing: text)
    let read = try AppVersion(pathComponent: version.pathComponent)
    #expect(read == version)
    #expect(read.description == text)
  }

  @Test(
    "Refuses what is not a version's component",
    arguments: ["_version", "ru", "", "1--2", "1-2-0-", "-1", "1-2-3-4-5", "1-2-0-1beta", "v1-2"])
  func refuses(component: String) {
    #expect(throws: AppVersionError.self) { try AppVersion(pathComponent: component) }
  }
}
