import Foundation
import Lexicon

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// The tool uses ``Console/standard``; tests use ``Console/capturing()`` and read what was written,
/// so every command runs in-process.
public final class Console: Sendable {
  private let captured = LockedValue((output: "", errors: ""))
  private let isCapturing: Bool

  private init(isCapturing: Bool) {
    self.isCapturing = isCapturing
  }

  /// Writes to the process's standard output and standard error.
  public static var standard: Console { Console(isCapturing: false) }

  /// Collects everything written, for tests.
  public static func capturing() -> Console { Console(isCapturing: true) }

  /// Writes a line to standard output.
  public func print(_ line: String) {
    write(line + "\n", toErrors: false)
  }

  /// Writes a line to standard error.
  public func printError(_ line: String) {
    write(line + "\n", toErrors: true)
  }

  /// Everything written to standard output so far (capturing consoles only).
  public var standardOutput: String { captured.withLock { $0.output } }

  /// Everything written to standard error so far (capturing consoles only).
  public var standardError: String { captured.withLock { $0.errors } }

  private func write(_ text: String, toErrors: Bool) {
    if isCapturing {
      captured.withLock {
        if toErrors { $0.errors += text } else { $0.output += text }
      }
    } else {
      let handle = toErrors ? FileHandle.standardError : FileHandle.standardOutput
      handle.write(Data(text.utf8))
    }
  }
}
