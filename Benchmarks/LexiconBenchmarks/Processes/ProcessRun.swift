import Dispatch
import Foundation
import Lexicon

/// Runs a program to completion and collects what it printed.
///
/// Standard output and standard error are read at the same time, so a program that writes a lot
/// to one of them never blocks on a full pipe while the harness waits on the other.
struct ProcessRun: Sendable {
  /// The exit status (the signal number when the program was killed).
  let status: Int32
  /// What the program wrote to standard output.
  let output: String
  /// What the program wrote to standard error.
  let errors: String

  /// Whether programs can be started on this platform.
  static var isSupported: Bool {
    #if os(macOS) || os(Linux)
      return true
    #else
      return false
    #endif
  }

  /// Runs `executable` with `arguments` and waits for it to end.
  ///
  /// - Throws: ``OptionsError`` when the program cannot be started.
  static func run(_ executable: URL, _ arguments: [String]) throws -> ProcessRun {
    #if os(macOS) || os(Linux)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let outputPipe = Pipe()
      let errorPipe = Pipe()
      process.standardOutput = outputPipe
      process.standardError = errorPipe
      do {
        try process.run()
      } catch {
        throw OptionsError(description: "cannot run \(executable.path): \(error)")
      }
      let errorHandle = errorPipe.fileHandleForReading
      let errorData = LockedValue(Data())
      let reading = DispatchGroup()
      DispatchQueue.global().async(group: reading) {
        let data = errorHandle.readDataToEndOfFile()
        errorData.withLock { $0 = data }
      }
      let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
      reading.wait()
      process.waitUntilExit()
      return ProcessRun(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    #else
      throw OptionsError(description: "child processes are not supported on this platform")
    #endif
  }
}
