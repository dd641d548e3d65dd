import Foundation
import Lexicon

/// The readers ``TableFiles/raw`` hands the runtime, also called directly by the tools that read
/// a resources folder as the runtime reads it (`lexicon compile`).
package enum RawTableReaders {
  /// A String Catalog's bytes as one table per language, with the problems found.
  package static let catalog: TableFiles.CatalogReader = { data, path in
    let catalog = StringCatalogReader.read(data, path: path)
    return (catalog.tables, catalog.diagnostics)
  }

  /// A `.strings` file's bytes (a `.stringsdict` file's, when `isStringsDict`) as a table, with
  /// the problems found.
  package static let table: TableFiles.TableReader = { data, path, isStringsDict in
    let file =
      isStringsDict
      ? StringsDictReader.read(data, path: path) : StringsFileReader.read(data, path: path)
    return (file.table, file.diagnostics)
  }
}
