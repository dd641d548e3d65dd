import Foundation
import Lexicon
import LexiconRemote

// lexicon-remote-crash-writer CACHE-DIRECTORY POLICY
// lexicon-remote-crash-writer CACHE-DIRECTORY read
//
// Stores over-the-air updates into CACHE-DIRECTORY in an endless loop, as fast as it can, until
// it is killed (POLICY is `immediately` or `nextLaunch`); several writers may share the
// directory. In `read` mode it launches a provider on the directory again and again, as an app
// extension starting does, checks that it shows one complete update, and writes a `.` to
// standard output after each launch. `RemoteCacheTests` kills writers and readers with SIGKILL
// at random instants. Any failure is written to standard error and ends the process with
// status 1 (a writer's refresh failed) or 2 (a reader saw a damaged or mixed cache).

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(
    Data("usage: lexicon-remote-crash-writer DIRECTORY immediately|nextLaunch|read\n".utf8))
  exit(64)
}
let directory = URL(fileURLWithPath: arguments[1])

// A writer outlives no test: when the test process is gone (it crashed or was killed), the
// writer is re-parented and exits within 100 ms instead of writing forever.
let parent = getppid()
Thread.detachNewThread { [parent] in
  while getppid() == parent { usleep(100_000) }
  exit(0)
}

if arguments[2] == "read" {
  var newest = 0
  while true {
    switch CrashWriterCheck.launch(directory: directory) {
    case .success(let version):
      guard version >= newest else {
        FileHandle.standardError.write(
          Data("version went back from \(newest) to \(version)\n".utf8))
        exit(2)
      }
      newest = version
      FileHandle.standardOutput.write(Data(".".utf8))
    case .failure(let failure):
      FileHandle.standardError.write(Data("\(failure)\n".utf8))
      exit(2)
    }
  }
}

var configuration = RemoteConfiguration(
  source: CrashWriterSource(), languages: CrashWriterContent.languages,
  environment: CrashWriterContent.environment, developmentLanguage: "en",
  policy: arguments[2] == "immediately" ? .immediately : .nextLaunch,
  cacheDirectory: directory)
configuration.build = CrashWriterContent.build
configuration.minimumRefreshInterval = 0
configuration.reference = nil
configuration.onCacheProblem = EventHandler { error in
  FileHandle.standardError.write(Data("cache problem: \(error)\n".utf8))
  exit(1)
}
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
