import Foundation
import Testing

/// The toolchain's `swift format` and `swiftc`, run on generated code the way a developer or CI
/// checks it.
enum SwiftToolchain {
  /// What a tool printed (standard output and standard error together) and its status.
  struct Run {
    /// Everything printed.
    var output: String
    /// The exit status.
    var status: Int32
  }

  /// Runs `arguments` through `/usr/bin/env` (so `swift` and `swiftc` are found on the `PATH`).
  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
  }

  /// Runs `arguments` as ``run(_:)`` does, on a thread of its own: a build of minutes must not
  /// hold one of the concurrency pool's threads (two on a two-core machine), or every async
  /// test running beside it stalls.
  static func runOffThePool(_ arguments: [String]) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try run(arguments) })
      }
    }
  }

  /// The repository's `.swift-format`.
  static var repositoryConfiguration: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".swift-format").path
  }

  /// The folder of the built modules (`Lexicon.swiftmodule`), next to the test bundle.
  static var modules: URL? {
    var directory = Bundle.module.bundleURL.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("Lexicon.swiftmodule").path)
      {
        return candidate
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// `swift format lint --strict` of `file`, with the default configuration and with the
  /// repository's: what each printed (empty when clean).
  static func formatLint(_ file: String) async throws -> [String] {
    let plain = try await runOffThePool(["swift", "format", "lint", "--strict", file])
    let repository = try await runOffThePool([
      "swift", "format", "lint", "--strict", "--configuration", repositoryConfiguration, file,
    ])
    return [plain.output, repository.output]
  }

  /// `swiftc -typecheck` of `files` against the built Lexicon module, in Swift 6 mode.
  static func typecheck(_ files: [String]) async throws -> Run {
    let modules = try #require(modules, "build the Lexicon module first")
    return try await runOffThePool(
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "Keys"]
        + files)
  }
}
