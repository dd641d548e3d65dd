import Foundation
import Lexicon

extension TableFiles {
  /// Compiled tables where the build wrote them, and the raw `.strings`, `.stringsdict` and
  /// `.xcstrings` files otherwise, read by Lexicon's own parsers on every platform.
  ///
  /// ```swift
  /// import Lexicon
  /// import LexiconRawFiles
  ///
  /// Localization.bootstrap(LocalizationConfiguration(
  ///   tableFiles: .raw, developmentLanguage: "en", supportedLanguages: ["en", "ru"]))
  /// ```
  ///
  /// For an app whose tables are not compiled at build time: an Xcode app target (Xcode copies
  /// the raw files, as binary property lists, and String Catalogs compiled into them), a bundle
  /// downloaded at run time, a table with device variants (which is never compiled), a server
  /// that reads its resources as they are. It brings the readers of the three formats into the
  /// app; an app whose every table is compiled (by `LexiconGeneratorPlugin`, or `lexicon compile`)
  /// keeps `TableFiles.compiled` and links none of them.
  ///
  /// `.strings` files may be old-style text (UTF-8 or UTF-16), XML or binary property lists, and
  /// `.stringsdict` files XML or binary property lists. Problems in a file are reported once to
  /// the reading provider's handler, naming the file, line and column, and the readable entries
  /// are still served.
  public static let raw = TableFiles(
    name: "raw", readCatalog: RawTableReaders.catalog, readTable: RawTableReaders.table)
}
