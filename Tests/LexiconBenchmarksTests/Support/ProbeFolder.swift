import Foundation

@testable import lexicon_benchmarks

/// Folders of probes for the binary-cost tests: the build's own, and temporary ones holding
/// stand-in probes (shell scripts) that misbehave on purpose.
enum ProbeFolder {
  /// The folder `swift test` built the products into (`.build/debug`), where the debug builds of
  /// the probes are: the harness depends on them, so building the tests builds them.
  static var products: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      return Bundle.main.bundleURL
    #else
      let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      return executable.resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
  }

  /// A new, empty temporary folder.
  static func temporary() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lexicon-binary-cost-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes an executable shell script called `name` into `folder`.
  ///
  /// A shell writes it, not this process: a file this process holds open for writing is inherited
  /// by every child another test forks meanwhile, and running it then fails with "text file busy".
  static func writeScript(_ body: String, named name: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(name)
    let write = try ProcessRun.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"printf '#!/bin/sh\n%s\n' "$2" > "$1" && chmod 755 "$1""#, "sh", url.path, body])
    guard write.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}
