import Foundation
import Lexicon

/// A parsed localization file of any kind: the entry point that reads a file and picks the
/// parser by its extension.
///
/// `.strings` and `.stringsdict` files become a ``ParsedTable``; `.xcstrings` String Catalogs
/// become a ``ParsedCatalog`` with one table per language. The lenient entry points never
/// throw: an unreadable file or an unknown extension is reported as an error diagnostic.
///
/// ```swift
/// let file = LocalizationFile.read(contentsOf: url)
/// for diagnostic in file.diagnostics { print(diagnostic) }
/// if case .table(let parsed) = file { use(parsed.table) }
/// ```
public enum LocalizationFile: Sendable, Equatable {
  /// The contents of a `.strings` or `.stringsdict` file.
  case table(ParsedTable)
  /// The contents of a String Catalog.
  case catalog(ParsedCatalog)

  /// Every diagnostic of the file, ordered by position.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .table(let parsed): return parsed.diagnostics
    case .catalog(let parsed): return parsed.diagnostics
    }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Parses the contents of a file of a known kind.
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - kind: Which parser to use.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed file; never throws, problems are diagnostics.
  public static func parse(_ data: Data, kind: LocalizationFileKind, path: String? = nil) -> Self {
    switch kind {
    case .strings: return .table(StringsFileParser.parse(data, path: path))
    case .stringsDict: return .table(StringsDictParser.parse(data, path: path))
    case .stringCatalog: return .catalog(StringCatalogParser.parse(data, path: path))
    }
  }

  /// Parses the contents of a file of a known kind and records where each entry is written,
  /// for tools that point at values (`lexicon lint`, `lexicon generate`); every syntax error is
  /// reported, not only the first. The runtime never calls it.
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - kind: Which parser to use.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed file with the locations of its entries.
  package static func parseLocated(_ data: Data, kind: LocalizationFileKind, path: String? = nil)
    -> LocatedFile
  {
    switch kind {
    case .strings: return StringsFileParser.parseLocated(data, path: path)
    case .stringsDict: return StringsDictParser.parseLocated(data, path: path)
    case .stringCatalog: return StringCatalogParser.parseLocated(data, path: path)
    }
  }

  /// Reads and parses the file at `url`, choosing the parser by its path extension.
  ///
  /// An unreadable file or an extension other than `strings`, `stringsdict` or `xcstrings` is
  /// reported as an error diagnostic at line 0, column 0 (an empty table is returned).
  /// - Parameter url: A file URL.
  /// - Returns: The parsed file.
  public static func read(contentsOf url: URL) -> Self {
    let path = url.isFileURL ? url.path : url.absoluteString
    guard let kind = LocalizationFileKind(pathExtension: url.pathExtension) else {
      return failure(
        path: path,
        message:
          "unsupported file type '.\(url.pathExtension)': expected .strings, .stringsdict or .xcstrings"
      )
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let failed = failure(
        path: path, message: "cannot read the file: \(error.localizedDescription)")
      guard kind == .stringCatalog else { return failed }
      return .catalog(
        ParsedCatalog(sourceLanguage: "", version: "", tables: [:], diagnostics: failed.diagnostics)
      )
    }
    return parse(data, kind: kind, path: path)
  }

  /// Reads and parses the file at `url`, throwing when it has errors.
  /// - Parameter url: A file URL.
  /// - Returns: The parsed file (which may still carry warnings).
  /// - Throws: ``LocalizationFileError`` with every diagnostic and the partial result.
  public static func readStrictly(contentsOf url: URL) throws(LocalizationFileError) -> Self {
    let file = read(contentsOf: url)
    guard !file.hasErrors else { throw LocalizationFileError(partialResult: file) }
    return file
  }

  private static func failure(path: String, message: String) -> Self {
    .table(
      ParsedTable(
        table: StringTable(),
        diagnostics: [
          Diagnostic(severity: .error, file: path, line: 0, column: 0, message: message)
        ]))
  }
}
