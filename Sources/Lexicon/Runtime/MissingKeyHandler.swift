import Foundation

/// What the runtime does with each ``MissingKey`` report.
///
/// ```swift
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: .ignore)
/// LocalizationConfiguration(providers: [BundleProvider()], onMissingKey: MissingKeyHandler { miss in
///   analytics.track("missing_translation", ["key": miss.key, "language": miss.language])
/// })
/// ```
///
/// The handler is called on the thread that looked the key up, outside every lock of the runtime,
/// once per key, table and language. Keep it quick and do not resolve keys from inside it.
public struct MissingKeyHandler: Sendable {
  private let handle: @Sendable (MissingKey) -> Void

  /// Creates a handler from a closure.
  /// - Parameter handle: Called once for each distinct miss.
  public init(_ handle: @escaping @Sendable (MissingKey) -> Void) {
    self.handle = handle
  }

  /// Reports a miss.
  /// - Parameter missingKey: The miss.
  public func callAsFunction(_ missingKey: MissingKey) {
    handle(missingKey)
  }

  /// Writes `lexicon: missing "key" in Table (ru): …` to standard error. The default.
  public static let standardError = MissingKeyHandler { missingKey in
    FileHandle.standardError.write(Data("lexicon: \(missingKey)\n".utf8))
  }

  /// Drops every report.
  public static let ignore = MissingKeyHandler { _ in }
}
