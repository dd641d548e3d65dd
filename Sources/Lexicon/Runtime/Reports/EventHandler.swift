import Foundation

/// What the runtime does with reports of one kind: missing keys, file diagnostics, format
/// problems.
///
/// Every parameter that takes a handler also takes a plain closure, so the common cases read as
/// prose and custom routing needs no wrapper:
///
/// ```swift
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: .ignore)
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: { report in
///   analytics.track("missing_translation", ["key": report.key, "language": report.language])
/// })
/// BundleProvider(onDiagnostic: { diagnostic in print(diagnostic) })
/// ```
///
/// The named handlers are `.systemLog` (the default: Apple's unified logging, standard error
/// elsewhere), ``standardError`` and ``ignore``; `EventHandler { … }` makes one from a closure
/// where a value is needed, for example to store it. See <doc:Reports> for where each report
/// goes by default and how to route it.
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
  /// Writes each report's description on its own line to standard error, on every platform and
  /// in every build — including in-code defaults, which `.systemLog` leaves out.
  public static var standardError: Self {
    Self { event in
      SystemLog.writeLine("\(event)")
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
