import Foundation

/// What the runtime does with reports of one kind: missing keys, file diagnostics, format
/// problems.
///
/// ```swift
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: .ignore)
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: MissingKeyHandler { miss in
///   analytics.track("missing_translation", ["key": miss.key, "language": miss.language])
/// })
/// ```
///
/// Handlers are called on the thread that triggered the report, outside every lock of the
/// runtime, once per distinct report. Keep them quick, and do not resolve keys from inside them.
public struct EventHandler<Event: Sendable>: Sendable {
  private let handle: @Sendable (Event) -> Void

  /// Creates a handler from a closure.
  /// - Parameter handle: Called once for each report.
  public init(_ handle: @escaping @Sendable (Event) -> Void) {
    self.handle = handle
  }

  /// Delivers a report.
  /// - Parameter event: The report.
  public func callAsFunction(_ event: Event) {
    handle(event)
  }

  /// Drops every report.
  public static var ignore: Self {
    Self { _ in }
  }
}

extension EventHandler where Event: CustomStringConvertible {
  /// Writes each report's description on its own line to standard error. The default.
  public static var standardError: Self {
    Self { event in
      FileHandle.standardError.write(Data("\(event)\n".utf8))
    }
  }
}

/// Hears about keys that did not resolve in the language asked for.
public typealias MissingKeyHandler = EventHandler<MissingKey>

/// Hears about problems found in localization files read at run time
/// (`path:line:column: severity: message`).
public typealias DiagnosticHandler = EventHandler<Diagnostic>

/// Hears about translations whose placeholders do not fit the arguments they were given.
public typealias FormatProblemHandler = EventHandler<FormatProblem>
