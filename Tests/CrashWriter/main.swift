import Foundation
import LexiconRemote

// lexicon-remote-crash-writer CACHE-DIRECTORY POLICY
//
// Stores over-the-air updates into CACHE-DIRECTORY in an endless loop, as fast as it can, until
// it is killed. `RemoteCacheCrashTests` kills it with SIGKILL at random instants and checks that
// the next start reads a complete update. POLICY is `immediately` or `nextLaunch`.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: lexicon-remote-crash-writer DIRECTORY POLICY\n".utf8))
  exit(64)
}
var configuration = RemoteConfiguration(
  source: CrashWriterSource(), languages: CrashWriterContent.languages,
  environment: CrashWriterContent.environment, developmentLanguage: "en",
  policy: arguments[2] == "immediately" ? .immediately : .nextLaunch,
  cacheDirectory: URL(fileURLWithPath: arguments[1]))
configuration.build = CrashWriterContent.build
configuration.minimumRefreshInterval = 0
configuration.reference = nil
let provider = RemoteProvider(configuration: configuration)

Task.detached {
  while true {
    do {
      try await provider.refresh()
    } catch {
      FileHandle.standardError.write(Data("refresh failed: \(error)\n".utf8))
      exit(1)
    }
  }
}
dispatchMain()
