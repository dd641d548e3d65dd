import Foundation

#if canImport(os)
  import os
#endif

/// Where the default report handlers write: Apple's unified logging on Apple platforms, standard
/// error elsewhere.
///
/// On Apple platforms each report goes to `Logger(subsystem: "Lexicon", category: …)` (`os_log`
/// before macOS 11 and iOS 14), so it shows in Xcode's console and in Console.app, filtered by
/// subsystem, and costs almost nothing in release builds. Elsewhere (Linux, Windows, Android)
/// reports of level ``Level/notice`` and ``Level/error`` are written to standard error, one line
/// each, and ``Level/debug`` reports are dropped.
struct SystemLog: Sendable {
  /// How much a report matters, mapped to the unified-logging levels of the same names.
  enum Level: Sendable, Hashable {
    /// For developers following the details: kept only while streaming logs (Apple) or dropped.
    case debug
    /// Worth knowing about: a translation is missing but something readable was shown.
    case notice
    /// Something is wrong: a raw key or placeholder was shown, or a file is malformed.
    case error
  }

  /// The unified-logging subsystem of every report.
  static let subsystem = "Lexicon"

  /// The unified-logging category, such as `MissingKey`.
  let category: String

  /// Reports that go where a test, not the system, collects them: the internal seam that lets
  /// tests check what the defaults write on every platform. `nil` (always, outside tests) writes
  /// to the system.
  @TaskLocal static var testSink: (@Sendable (_ category: String, Level, String) -> Void)?

  /// Writes one report.
  /// - Parameters:
  ///   - message: The report's one-line text.
  ///   - level: How much it matters.
  func write(_ message: String, level: Level) {
    if let sink = Self.testSink {
      sink(category, level, message)
      return
    }
    #if canImport(os)
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
        let logger = Logger(subsystem: Self.subsystem, category: category)
        switch level {
        case .debug: logger.debug("\(message, privacy: .public)")
        case .notice: logger.notice("\(message, privacy: .public)")
        case .error: logger.error("\(message, privacy: .public)")
        }
      } else {
        let type: OSLogType
        switch level {
        case .debug: type = .debug
        case .notice: type = .default
        case .error: type = .error
        }
        os_log(
          "%{public}@", log: OSLog(subsystem: Self.subsystem, category: category), type: type,
          message)
      }
    #else
      guard level != .debug else { return }
      Self.writeLine(message)
    #endif
  }

  /// Writes `line` and a line break in UTF-8 to `handle` (standard error unless a test passes
  /// another), in one write.
  ///
  /// The bytes are handed over as one buffer: `Data(line.utf8)` would bring the standard
  /// library's generic sequence initializer, specialized for a string's UTF-8 view.
  static func writeLine(_ line: String, to handle: FileHandle = .standardError) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return }
      handle.write(Data(bytes: start, count: bytes.count))
    }
  }
}
