import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A process the test starts and kills with SIGKILL, its standard output and error collected.
///
/// ```swift
/// let writer = try ChildProcess(executable, [directory.path, "immediately"])
/// usleep(50_000)
/// writer.kill()
/// #expect(writer.wait().killed)
/// ```
final class ChildProcess {
  private let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private var outputData = Data()

  init(_ executable: URL, _ arguments: [String]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  /// Sends SIGKILL.
  func kill() {
    #if canImport(Darwin)
      _ = Darwin.kill(process.processIdentifier, SIGKILL)
    #elseif canImport(Musl)
      _ = Musl.kill(process.processIdentifier, SIGKILL)
    #else
      _ = Glibc.kill(process.processIdentifier, SIGKILL)
    #endif
  }

  /// Waits for the end: whether a signal ended it, and what it wrote to standard error.
  func wait() -> (killed: Bool, errors: String) {
    outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationReason == .uncaughtSignal, String(decoding: errorData, as: UTF8.self)
    )
  }

  /// The bytes written to standard output (after ``wait()``).
  var outputCount: Int { outputData.count }
}
