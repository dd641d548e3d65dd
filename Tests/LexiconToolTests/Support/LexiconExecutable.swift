import Foundation
import Lexicon
import Testing

/// The built `lexicon` executable, run as a child process the way a user or CI runs it.
enum LexiconExecutable {
  /// `.build/<config>/lexicon`, next to the test bundle.
  static var url: URL? {
    var directory = Bundle.module.bundleURL.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("lexicon")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// What one run printed and how it exited.
  struct Run {
    /// Standard output.
    var output: String
    /// Standard error.
    var errors: String
    /// The exit status.
    var status: Int32
  }

  /// Runs `lexicon` with `arguments` in `directory`, with `environment` added to this process's
  /// environment variables.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> Run {
    let executable = try #require(url, "build the lexicon executable first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes while the process runs, so a full pipe never blocks it.
    let group = DispatchGroup()
    let errorData = LockedValue(Data())
    DispatchQueue.global().async(group: group) {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Run(
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self),
      status: process.terminationStatus)
  }
}
