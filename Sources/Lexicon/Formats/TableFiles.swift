import Foundation

/// Which of a bundle's table files ``BundleProvider`` reads: the compiled tables a build wrote
/// (``compiled``, the default), or also the raw `.strings`, `.stringsdict` and `.xcstrings` files
/// (`.raw`, from the `LexiconRawFiles` library).
///
/// ```swift
/// // Tables compiled by LexiconGeneratorPlugin or `lexicon compile`: no parser in the app.
/// Localization.bootstrap(LocalizationConfiguration(supportedLanguages: ["en", "ru"]))
///
/// // Tables shipped as raw files (an Xcode app target, a downloaded bundle, a Linux server):
/// import LexiconRawFiles
/// Localization.bootstrap(LocalizationConfiguration(tableFiles: .raw, supportedLanguages: ["en", "ru"]))
/// ```
///
/// An app links only the readers it asks for: the core reads compiled tables
/// (`<language>.lproj/<Table>.lexicontable`) and nothing else, so the parsers of the three raw
/// formats, their property-list, XML and JSON readers and their diagnostics stay out of an app
/// whose tables are compiled (see <doc:CompiledTables>). With ``compiled``, a table that has raw
/// files and no compiled table is not read: the provider reports it once, as an error naming the
/// file and the two ways to fix it, and the keys fall back as for any table a bundle lacks.
///
/// The runtime hands its configuration's choice (``LocalizationConfiguration/tableFiles``) to its
/// providers with each ``TableRequest``.
public struct TableFiles: Sendable, Equatable, CustomStringConvertible {
  /// Reads a String Catalog's bytes into one table per language, with the problems found.
  package typealias CatalogReader =
    @Sendable (_ data: Data, _ path: String) -> (
      tables: [String: StringTable], diagnostics: [Diagnostic]
    )
  /// Reads a `.strings` file's bytes (or a `.stringsdict` file's, when `isStringsDict`) into a
  /// table, with the problems found.
  package typealias TableReader =
    @Sendable (_ data: Data, _ path: String, _ isStringsDict: Bool) -> (
      table: StringTable, diagnostics: [Diagnostic]
    )

  /// The name of this choice (`compiled`, `raw`): two choices with the same name are the same.
  public let name: String
  /// How a String Catalog is read, or `nil` when raw files are not read.
  package let readCatalog: CatalogReader?
  /// How a `.strings` or `.stringsdict` file is read, or `nil` when raw files are not read.
  package let readTable: TableReader?

  /// A choice that reads raw files with the given readers (both `nil`: compiled tables only).
  ///
  /// - Parameters:
  ///   - name: A name no other choice of the package uses.
  ///   - readCatalog: Reads a String Catalog.
  ///   - readTable: Reads a `.strings` or `.stringsdict` file.
  package init(name: String, readCatalog: CatalogReader?, readTable: TableReader?) {
    self.name = name
    self.readCatalog = readCatalog
    self.readTable = readTable
  }

  /// Compiled tables only (`.lexicontable`, written by `lexicon compile` and the build-tool
  /// plugin): the default, with no parser linked.
  public static let compiled = TableFiles(name: "compiled", readCatalog: nil, readTable: nil)

  /// Whether raw files are read when a table has no compiled table.
  package var readsRawFiles: Bool { readTable != nil }

  /// The ``name``.
  public var description: String { name }

  /// Two choices are the same when they have the same ``name``.
  public static func == (lhs: TableFiles, rhs: TableFiles) -> Bool {
    lhs.name == rhs.name
  }
}
