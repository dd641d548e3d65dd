import Foundation

/// What the runtime asks a ``StringProvider`` for: one table, in one language, of one bundle.
///
/// The table and bundle come from the key type being resolved (``Localizable/table`` and
/// ``Localizable/bundle``), so a `BundleProvider()` reads each key from its own module's resources;
/// the table files come from the runtime's configuration
/// (``LocalizationConfiguration/tableFiles``). A provider that asks another provider on behalf of
/// a request passes a copy of that request (changing only what it must), so the runtime's choice
/// of table files goes with it:
///
/// ```swift
/// var fallback = request
/// fallback.language = "en"
/// return inner.table(for: fallback)
/// ```
public struct TableRequest: Sendable, Equatable {
  /// The exact language asked for, as a canonical BCP 47 tag such as `pt-BR` or `zh-Hant`.
  public var language: String
  /// The table name, such as `Localizable`.
  public var table: String
  /// The bundle of the key type being resolved.
  public var bundle: Bundle
  /// Which of a bundle's table files ``BundleProvider`` reads: compiled tables only, or the raw
  /// files too.
  public var tableFiles: TableFiles

  /// Creates a request.
  /// - Parameters:
  ///   - language: The exact language.
  ///   - table: The table name.
  ///   - bundle: The bundle of the key type; `Bundle.main` by default.
  ///   - tableFiles: Which table files a ``BundleProvider`` reads; compiled tables only by
  ///     default.
  public init(
    language: String, table: String, bundle: Bundle = .main, tableFiles: TableFiles = .compiled
  ) {
    self.language = language
    self.table = table
    self.bundle = bundle
    self.tableFiles = tableFiles
  }
}
