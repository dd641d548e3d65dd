import Foundation

/// Runs this executable again as a child process, for measurements that need a fresh process:
/// resident memory of one loaded language, and a first lookup with nothing initialised.
enum ChildProcess {
  /// Whether child processes can be started on this platform.
  static var isSupported: Bool {
    #if os(macOS) || os(Linux)
      return true
    #else
      return false
    #endif
  }

  /// Runs the executable with `arguments` and returns the `name value` lines it printed, with the
  /// heap figures it reported (see ``ProcessMemory/reportHeap(_:)``).
  ///
  /// - Throws: ``OptionsError`` when the child cannot start, fails, or prints nothing usable.
  static func run(_ arguments: [String]) throws -> [String: Double] {
    #if os(macOS) || os(Linux)
      let process = Process()
      process.executableURL =
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = arguments
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      let errorText = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw OptionsError(
          description: "child process exited with \(process.terminationStatus): \(errorText)")
      }
      var figures = ProcessMemory.heapReports(in: errorText)
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, let value = Double(fields[1]) {
          figures[String(fields[0])] = value
        }
      }
      guard !figures.isEmpty else { throw OptionsError(description: "child printed no figures") }
      return figures
    #else
      throw OptionsError(description: "child processes are not supported on this platform")
    #endif
  }
}
