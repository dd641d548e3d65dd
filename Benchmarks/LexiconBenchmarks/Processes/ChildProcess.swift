import Foundation

/// Runs this executable again as a child process, for measurements that need a fresh process:
/// resident memory of one loaded language, and a first lookup with nothing initialised.
enum ChildProcess {
  /// Whether child processes can be started on this platform.
  static var isSupported: Bool { ProcessRun.isSupported }

  /// Runs the executable with `arguments` and returns the `name value` lines it printed, with the
  /// heap figures it reported (see ``ProcessMemory/reportHeap(_:)``).
  ///
  /// - Throws: ``OptionsError`` when the child cannot start, fails, or prints nothing usable.
  static func run(_ arguments: [String]) throws -> [String: Double] {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let child = try ProcessRun.run(executable, arguments)
    guard child.status == 0 else {
      throw OptionsError(description: "child process exited with \(child.status): \(child.errors)")
    }
    var figures = ProcessMemory.heapReports(in: child.errors)
    for line in child.output.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, let value = Double(fields[1]) {
        figures[String(fields[0])] = value
      }
    }
    guard !figures.isEmpty else { throw OptionsError(description: "child printed no figures") }
    return figures
  }
}
