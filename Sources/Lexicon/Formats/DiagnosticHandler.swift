import Foundation

/// What to do with problems found while reading localization files at run time.
///
/// ```swift
/// BundleProvider(bundle: .module, onDiagnostic: DiagnosticHandler { diagnostic in
///   logger.warning("\(diagnostic)")
/// })
/// ```
public struct DiagnosticHandler: Sendable {
  private let handle: @Sendable (Diagnostic) -> Void

  /// Creates a handler from a closure.
  /// - Parameter handle: Called once for each diagnostic.
  public init(_ handle: @escaping @Sendable (Diagnostic) -> Void) {
    self.handle = handle
  }

  /// Reports a diagnostic.
  /// - Parameter diagnostic: The problem.
  public func callAsFunction(_ diagnostic: Diagnostic) {
    handle(diagnostic)
  }

  /// Writes `path:line:column: severity: message` to standard error. The default.
  public static let standardError = DiagnosticHandler { diagnostic in
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }

  /// Drops every diagnostic.
  public static let ignore = DiagnosticHandler { _ in }
}
